import { type ComponentType, lazy } from 'react';

/** Settings pages (profile, team, permissions, account), keyed by their route path. */
export const settingsPages: Record<string, ComponentType> = {
  '/settings/user-edit': lazy(() => import('./user-edit-page.tsx')),
  '/settings/users': lazy(() => import('./users-page.tsx')),
  '/settings/users/:id': lazy(() => import('./teammate-page.tsx')),
  '/settings/permissions': lazy(() => import('./permissions-page.tsx')),
  '/settings/account': lazy(() => import('./account-page.tsx')),
};

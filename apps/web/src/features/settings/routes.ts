import { type ComponentType, lazy } from 'react';

/** Settings pages (profile, team, permissions, account), keyed by their route path. */
export const settingsPages: Record<string, ComponentType> = {
  '/settings/user-edit': lazy(() => import('./pages/user-edit-page.tsx')),
  '/settings/users': lazy(() => import('./pages/users-page.tsx')),
  '/settings/users/:id': lazy(() => import('./pages/teammate-page.tsx')),
  '/settings/permissions': lazy(() => import('./pages/permissions-page.tsx')),
  '/settings/account': lazy(() => import('./pages/account-page.tsx')),
};

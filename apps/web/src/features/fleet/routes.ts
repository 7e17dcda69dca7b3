import { type ComponentType, lazy } from 'react';

const DriverFormPage = lazy(() => import('./pages/driver-form-page.tsx'));
const EquipmentFormPage = lazy(() => import('./pages/equipment-form-page.tsx'));

/** My Fleet pages (PRODUCT.md 7, SPEC 2.3), keyed by their route path. */
export const fleetPages: Record<string, ComponentType> = {
  '/fleet': lazy(() => import('./pages/fleet-page.tsx')),
  '/drivers': lazy(() => import('./pages/drivers-page.tsx')),
  '/add-new-driver': DriverFormPage,
  '/edit-driver/:id': DriverFormPage,
  '/view-driver/:id': lazy(() => import('./pages/view-driver-page.tsx')),
  '/equipments': lazy(() => import('./pages/equipment-page.tsx')),
  '/add-new-equipment': EquipmentFormPage,
  '/edit-equipment/:id': EquipmentFormPage,
  '/view-equipment/:id': lazy(() => import('./pages/view-equipment-page.tsx')),
};

import { type ComponentType, lazy } from 'react';

const ShipmentListPage = lazy(() => import('./pages/shipment-list-page.tsx'));

/** Shipper shipment pages (lists, detail, calendar, favorites), keyed by route path. */
export const shipmentPages: Record<string, ComponentType> = {
  '/shipments': lazy(() => import('./pages/shipments-page.tsx')),
  '/all-shipments': ShipmentListPage,
  '/needs-attention': ShipmentListPage,
  '/in-progress': ShipmentListPage,
  '/completed': ShipmentListPage,
  '/canceled': ShipmentListPage,
  '/shipment-detail/:id?/:randomNum': lazy(() => import('./pages/shipment-detail-page.tsx')),
  '/favorites': lazy(() => import('./pages/favorites-page.tsx')),
  '/calendar': lazy(() => import('./pages/calendar-page.tsx')),
};

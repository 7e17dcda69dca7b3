import { type ComponentType, lazy } from 'react';

const ShipmentListPage = lazy(() => import('./shipment-list-page.tsx'));

/** Shipper shipment pages (lists, detail, calendar, favorites), keyed by route path. */
export const shipmentPages: Record<string, ComponentType> = {
  '/shipments': lazy(() => import('./shipments-page.tsx')),
  '/all-shipments': ShipmentListPage,
  '/needs-attention': ShipmentListPage,
  '/in-progress': ShipmentListPage,
  '/completed': ShipmentListPage,
  '/canceled': ShipmentListPage,
  '/shipment-detail/:id?/:randomNum': lazy(() => import('./shipment-detail-page.tsx')),
  '/favorites': lazy(() => import('./favorites-page.tsx')),
  '/calendar': lazy(() => import('./calendar-page.tsx')),
};

import { type ComponentType, lazy } from 'react';

/** The shipment form and the quote-request pages, keyed by their route path (route-table.ts). */
const ShipmentFormPage = lazy(() => import('./shipment-form-page.tsx'));
const CopyShipmentPage = lazy(() => import('./copy-shipment-page.tsx'));
const QuotesPage = lazy(() => import('./quotes-page.tsx'));
const ViewQuotePage = lazy(() => import('./view-quote-page.tsx'));

export const formPages: Record<string, ComponentType> = {
  '/add-new-shipment/:id?': ShipmentFormPage,
  '/edit-load/:id': ShipmentFormPage,
  '/copy-shipment/:id': CopyShipmentPage,
  '/add-new-quote': ShipmentFormPage,
  '/add-new-quote-no-location': ShipmentFormPage,
  '/add-shipment-quote/:id': ShipmentFormPage,
  '/edit-quote/:id': ShipmentFormPage,
  '/edit-quote-no-location/:id': ShipmentFormPage,
  '/view-quote/:id': ViewQuotePage,
  '/view-quote-no-location/:id': ViewQuotePage,
  '/quotes': QuotesPage,
  '/quotes/:id': ViewQuotePage,
};

import { type ComponentType, lazy } from 'react';

const SpotQuotesPage = lazy(() => import('./spot-quotes-page.tsx'));
const ShipmentDetailPage = lazy(() => import('./spot-quote-detail-page.tsx'));
const BidFormPage = lazy(() => import('../bids/bid-form-page.tsx'));
const QuoteFormPage = lazy(() => import('../bids/quote-form-page.tsx'));
const NotificationSettingsPage = lazy(
  () => import('../notifications/notification-settings-page.tsx'),
);

/** Carrier pages (spot quotes, detail, bid and quote forms, won loads), keyed by route path. */
export const carrierPages: Record<string, ComponentType> = {
  '/spot-quotes': SpotQuotesPage,
  '/all-spot-quotes': SpotQuotesPage,
  '/spot-quotes/:id': ShipmentDetailPage,
  '/spot-quotes/bid-placed/:id': ShipmentDetailPage,
  '/spot-quotes/assigned/:id': ShipmentDetailPage,
  '/assignedbid-detail/:id?/:randomNum': ShipmentDetailPage,
  '/spot-quotes/:id/bid': BidFormPage,
  '/spot-quotes/bid-placed/:id/edit': BidFormPage,
  '/spot-quotes/:id/quote': QuoteFormPage,
  '/settings/user-notifications': NotificationSettingsPage,
  // A shipper path; the page map is shared by path.
  '/settings/notifications': NotificationSettingsPage,
};

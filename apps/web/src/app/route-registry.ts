import { patterns, type RouteName } from '@spotlane/shared/domain/paths';
import type { PermissionFlag } from '@spotlane/shared/domain/permissions';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import { prefetchFirstLoadsPage } from '../features/loads/api/list-loads.ts';
import { prefetchSpotQuoteList } from '../features/loads/api/list-spot-quotes.ts';
import { myTendersQuery } from '../features/tenders/api/my-tenders-query.ts';
import { preloadableLazy } from '../lib/preloadable-lazy.tsx';
import type { HeaderOptions } from '../ui/route-header.ts';
// Sign-in is part of the entry chunk: the first page most visitors see, no second request.
import LoginPage from './routes/account/login-page.tsx';

/**
 * Every route of SPEC 2, written once: its area, title, page, menu entry and header options.
 * The patterns come from packages/shared (paths.ts); the guard (route-guard.ts), the router
 * (router.tsx), the side menu (shell/menu.ts) and the page header read this registry.
 */

/** entry: the sign-in pages; public: other pages any visitor may open. */
export type RouteArea = 'entry' | 'public' | 'shipper' | 'carrier';

/**
 * The side-menu entry a route lights up: a top item ('quotes') or a top item and one of its
 * sub-items ('settings/users'). See shell/menu.ts.
 */
export type MenuKey =
  | 'shipments'
  | 'trucks'
  | 'carriers/my-carriers'
  | 'carriers/fleet'
  | 'companies'
  | 'contacts'
  | 'favorites'
  | 'quotes'
  | 'analytics'
  | 'settings/account'
  | 'settings/notifications'
  | 'settings/users'
  | 'settings/permissions'
  | 'settings/user-account'
  | 'settings/user-edit'
  | 'settings/api'
  | 'settings/webhooks'
  | 'settings/user-notifications';

export interface RouteSpec {
  area: RouteArea;
  title: string;
  /** The page (its own chunk, SPEC: split bundles by route). */
  page: ComponentType;
  menu?: MenuKey;
  header?: HeaderOptions;
  /** The permission the page needs: without it the page says so (PermissionGate). */
  permission?: PermissionFlag;
}

export interface RouteEntry extends RouteSpec {
  name: RouteName;
  path: string;
}

/** A page's first data, asked for with its chunk (the list of a landing page). */
type Prefetch = (queryClient: QueryClient) => void;

/** Each lazy page's loader and first data, to start both before React renders it (the first-load budget). */
const pageStarts = new WeakMap<
  ComponentType,
  { load: () => Promise<unknown>; prefetch?: Prefetch }
>();

/**
 * A lazy page. `prefetch` asks for the data the page shows first: it runs when the page's chunk
 * is asked for at start, so the request leaves before the chunk (and the shared code it needs)
 * has arrived and run; the page's own queries then find it in the cache or on its way.
 */
const page = (load: () => Promise<{ default: ComponentType }>, prefetch?: Prefetch) => {
  const component = preloadableLazy(load);
  pageStarts.set(component, { load: component.preload, prefetch });
  return component;
};

const RegisterPage = page(() => import('./routes/account/register-page.tsx'));
const RegisterCarrierPage = page(() => import('./routes/account/register-carrier-page.tsx'));
const RegisterShipperPage = page(() => import('./routes/account/register-shipper-page.tsx'));
const RegisterSuccessPage = page(() => import('./routes/account/register-success-page.tsx'));
const ForgotPasswordPage = page(() => import('./routes/account/forgot-password-page.tsx'));
const SetPasswordPage = page(() => import('./routes/account/set-password-page.tsx'));
const PasswordConfirmedPage = page(() => import('./routes/account/password-confirmed-page.tsx'));
const OtpPage = page(() => import('./routes/account/otp-page.tsx'));
const UserAccountPage = page(() => import('./routes/account/user-account-page.tsx'));
const UserEditPage = page(() => import('./routes/account/user-edit-page.tsx'));
const ApiTokensPage = page(() => import('./routes/account/api-tokens-page.tsx'));
const WebhooksPage = page(() => import('./routes/account/webhooks-page.tsx'));
// The carrier's open offers are asked for with the list, not once the page has rendered.
const SpotQuotesPage = page(
  () => import('./routes/loads/spot-quotes-page.tsx'),
  (queryClient) => {
    prefetchSpotQuoteList(queryClient);
    void queryClient.prefetchQuery(myTendersQuery);
  },
);
const BidFormPage = page(() => import('./routes/bids/bid-form-page.tsx'));
const MyTrucksPage = page(() => import('./routes/capacity/my-trucks-page.tsx'));
const SpotQuoteDetailPage = page(() => import('./routes/loads/spot-quote-detail-page.tsx'));
const QuoteFormPage = page(() => import('./routes/bids/quote-form-page.tsx'));
const NotificationSettingsPage = page(
  () => import('./routes/notifications/notification-settings-page.tsx'),
);
const CalendarPage = page(() => import('./routes/loads/calendar-page.tsx'));
const ShipmentsPage = page(
  () => import('./routes/loads/shipments-page.tsx'),
  (queryClient) => prefetchFirstLoadsPage(queryClient, 'all'),
);
const ShipmentListPage = page(() => import('./routes/loads/shipment-list-page.tsx'));
const ShipmentFormPage = page(() => import('./routes/loads/shipment-form-page.tsx'));
const CopyShipmentPage = page(() => import('./routes/loads/copy-shipment-page.tsx'));
const ViewQuotePage = page(() => import('./routes/loads/view-quote-page.tsx'));
const CompaniesPage = page(() => import('./routes/network/companies-page.tsx'));
const CompanyFormPage = page(() => import('./routes/network/company-form-page.tsx'));
const ViewCompanyPage = page(() => import('./routes/network/view-company-page.tsx'));
const ImportCompaniesPage = page(() => import('./routes/network/import-companies-page.tsx'));
const CarriersPage = page(() => import('./routes/network/carriers-page.tsx'));
const AddCarrierPage = page(() => import('./routes/network/add-carrier-page.tsx'));
const CarrierListFormPage = page(() => import('./routes/network/carrier-list-form-page.tsx'));
const ViewListPage = page(() => import('./routes/network/view-list-page.tsx'));
const ViewCarrierPage = page(() => import('./routes/network/view-carrier-page.tsx'));
const EditCarrierPage = page(() => import('./routes/network/edit-carrier-page.tsx'));
const FavoritesPage = page(() => import('./routes/loads/favorites-page.tsx'));
const UsersPage = page(() => import('./routes/account/users-page.tsx'));
const TeammatePage = page(() => import('./routes/account/teammate-page.tsx'));
const AccountPage = page(() => import('./routes/account/account-page.tsx'));
const PermissionsPage = page(() => import('./routes/account/permissions-page.tsx'));
const QuotesPage = page(() => import('./routes/loads/quotes-page.tsx'));
const AnalyticsPage = page(() => import('./routes/analytics/analytics-page.tsx'));
const ConfirmationPdfPage = page(() => import('./routes/loads/confirmation-pdf-page.tsx'));
const TrackPage = page(() => import('./routes/loads/track-page.tsx'));
const SupportPage = page(() => import('./routes/support/support-page.tsx'));
const ShipmentDetailPage = page(() => import('./routes/loads/shipment-detail-page.tsx'));
const FleetPage = page(() => import('./routes/fleet/fleet-page.tsx'));
const DriversPage = page(() => import('./routes/fleet/drivers-page.tsx'));
const DriverFormPage = page(() => import('./routes/fleet/driver-form-page.tsx'));
const ViewDriverPage = page(() => import('./routes/fleet/view-driver-page.tsx'));
const EquipmentPage = page(() => import('./routes/fleet/equipment-page.tsx'));
const EquipmentFormPage = page(() => import('./routes/fleet/equipment-form-page.tsx'));
const ViewEquipmentPage = page(() => import('./routes/fleet/view-equipment-page.tsx'));
const LanesPage = page(() => import('./routes/lanes/lanes-page.tsx'));
const LaneFormPage = page(() => import('./routes/lanes/lane-form-page.tsx'));
const ViewLanePage = page(() => import('./routes/lanes/view-lane-page.tsx'));
const RegionFormPage = page(() => import('./routes/lanes/region-form-page.tsx'));
const ViewRegionPage = page(() => import('./routes/lanes/view-region-page.tsx'));
const ContactsPage = page(() => import('./routes/contacts/contacts-page.tsx'));
const ContactFormPage = page(() => import('./routes/contacts/contact-form-page.tsx'));
const ViewContactPage = page(() => import('./routes/contacts/view-contact-page.tsx'));

/**
 * The entries of one area: `shipper('Drivers', DriversPage, 'carriers/fleet')` is the route's
 * title, page, lit menu entry and header options.
 */
function area(name: RouteArea) {
  return (title: string, page: ComponentType, menu?: MenuKey, header?: HeaderOptions) =>
    ({
      area: name,
      title,
      page,
      ...(menu ? { menu } : {}),
      ...(header ? { header } : {}),
    }) satisfies RouteSpec;
}
/** `spec`, opened only with `permission`. */
const needs = <S extends RouteSpec>(permission: PermissionFlag, spec: S) => ({
  ...spec,
  permission,
});
const entry = area('entry');
const open = area('public');
const shipper = area('shipper');
const carrier = area('carrier');

const specs = {
  // SPEC 2.1: public routes. The login and one-time-code steps are the sign-in entry pages.
  signIn: entry('Sign in', LoginPage),
  register: entry('Create your account', RegisterPage),
  registerCarrier: entry('Register as a carrier', RegisterCarrierPage),
  registerShipper: entry('Register as a shipper', RegisterShipperPage),
  registerSuccess: entry('Welcome to Spotlane', RegisterSuccessPage),
  forgotPassword: entry('Forgot password', ForgotPasswordPage),
  setPassword: entry('Set your password', SetPasswordPage),
  passwordConfirmed: entry('Password set', PasswordConfirmedPage),
  oneTimeCode: entry('One-time code', OtpPage),
  // Public in SPEC 2.1; the pages send a visitor through sign-in and back (PRODUCT.md 13).
  contacts: open('Contacts', ContactsPage, 'contacts'),
  confirmationPdf: open('Load Confirmation', ConfirmationPdfPage),
  track: open('Track shipment', TrackPage),
  support: open('Support', SupportPage, undefined, { supportChat: false }),
  userAccount: open('Account', UserAccountPage, 'settings/user-account'),
  userEdit: open('Edit Profile', UserEditPage, 'settings/user-edit'),
  apiTokens: open('API', ApiTokensPage, 'settings/api'),
  webhooks: needs('user_manage', open('Webhooks', WebhooksPage, 'settings/webhooks')),
  loadModalFormDetails: open('Add Load', ShipmentFormPage, 'shipments'),
  quickLoad: open('Add Load', ShipmentFormPage, 'shipments'),
  // Public in SPEC 2.1; the page itself sends a visitor through sign-in and back (PRODUCT.md 13).
  quickLane: open('New Lane', LaneFormPage),
  quickContact: open('New Contact', ContactFormPage, 'contacts'),

  // SPEC 2.2: carrier routes.
  spotQuotes: carrier('Shipments', SpotQuotesPage, 'shipments', {
    backArrow: false,
    searchWidth: 300,
  }),
  allSpotQuotes: carrier('Shipments', SpotQuotesPage, 'shipments'),
  myTrucks: carrier('My trucks', MyTrucksPage, 'trucks'),
  bidForm: carrier('Bid Form', BidFormPage, 'shipments'),
  assignedSpotQuote: carrier('Assigned Shipment', SpotQuoteDetailPage, 'shipments'),
  bidPlaced: carrier('Shipment Details', SpotQuoteDetailPage, 'shipments'),
  editBid: carrier('Edit Bid', BidFormPage, 'shipments'),
  spotQuoteDetail: carrier('Shipment Details', SpotQuoteDetailPage, 'shipments'),
  quoteForm: carrier('Quote Form', QuoteFormPage, 'shipments'),
  carrierNotifications: carrier(
    'Notifications',
    NotificationSettingsPage,
    'settings/user-notifications',
  ),
  assignedBidDetail: carrier('Shipment Details', SpotQuoteDetailPage, 'shipments'),

  // SPEC 2.3: shipper routes.
  calendar: shipper('Calendar', CalendarPage, 'shipments'),
  shipments: shipper('Shipments', ShipmentsPage, 'shipments', { backArrow: false }),
  allShipments: shipper('All Shipments', ShipmentListPage),
  needsAttention: shipper('Needs Attention', ShipmentListPage),
  completed: shipper('Completed', ShipmentListPage),
  inProgress: shipper('In Progress', ShipmentListPage),
  canceled: shipper('Canceled', ShipmentListPage),
  newShipment: needs('shipment_add', shipper('New Shipment', ShipmentFormPage)),
  copyShipment: needs('shipment_add', shipper('Copy Shipment', CopyShipmentPage)),
  newQuote: shipper('New Quote Request', ShipmentFormPage, 'quotes'),
  newQuoteNoLocation: shipper('New Quote Request', ShipmentFormPage, 'quotes'),
  shipmentFromQuote: shipper('Shipment Quote', ShipmentFormPage, 'quotes'),
  editLoad: needs('shipment_edit', shipper('Edit Shipment', ShipmentFormPage)),
  editQuote: shipper('Edit Quote Request', ShipmentFormPage, 'quotes'),
  editQuoteNoLocation: shipper('Edit Quote Request', ShipmentFormPage, 'quotes'),
  viewQuote: shipper('Quote Request', ViewQuotePage, 'quotes'),
  viewQuoteNoLocation: shipper('Quote Request', ViewQuotePage, 'quotes'),
  companies: shipper('Companies', CompaniesPage, 'companies'),
  newCompany: shipper('New Company', CompanyFormPage, 'companies'),
  newCompanyFromShipment: shipper('New Company', CompanyFormPage, 'companies'),
  viewCompany: shipper('Company', ViewCompanyPage, 'companies'),
  editCompany: shipper('Edit Company', CompanyFormPage, 'companies'),
  editCompanyFromShipment: shipper('Edit Company', CompanyFormPage, 'companies'),
  importCompanies: shipper('Import Companies', ImportCompaniesPage, 'companies'),
  lanes: shipper('Lanes', LanesPage),
  carriers: shipper('My Carriers', CarriersPage, 'carriers/my-carriers'),
  fleet: shipper('My Fleet', FleetPage, 'carriers/fleet'),
  drivers: shipper('Drivers', DriversPage, 'carriers/fleet'),
  newDriver: shipper('New Driver', DriverFormPage, 'carriers/fleet'),
  editDriver: shipper('Edit Driver', DriverFormPage, 'carriers/fleet'),
  viewDriver: shipper('Driver', ViewDriverPage, 'carriers/fleet'),
  equipments: shipper('Equipment', EquipmentPage, 'carriers/fleet'),
  newEquipment: shipper('New Equipment', EquipmentFormPage, 'carriers/fleet'),
  editEquipment: shipper('Edit Equipment', EquipmentFormPage, 'carriers/fleet'),
  viewEquipment: shipper('Equipment', ViewEquipmentPage, 'carriers/fleet'),
  newCarrier: shipper('New Carrier', AddCarrierPage, 'carriers/my-carriers'),
  newCarrierList: shipper('New Carrier List', CarrierListFormPage, 'carriers/my-carriers'),
  editCarrierList: shipper('Edit Carrier List', CarrierListFormPage, 'carriers/my-carriers'),
  viewCarrierList: shipper('Carrier List', ViewListPage, 'carriers/my-carriers'),
  viewCarrier: shipper('Carrier', ViewCarrierPage, 'carriers/my-carriers'),
  editCarrier: shipper('Edit Carrier', EditCarrierPage, 'carriers/my-carriers'),
  favorites: shipper('Favorites', FavoritesPage, 'favorites'),
  analytics: needs('analytics_view', shipper('Analytics', AnalyticsPage, 'analytics')),
  users: needs('user_manage', shipper('Users', UsersPage, 'settings/users')),
  user: needs('user_manage', shipper('User', TeammatePage, 'settings/users')),
  account: shipper('Account', AccountPage, 'settings/account'),
  shipperNotifications: shipper(
    'Notifications',
    NotificationSettingsPage,
    'settings/notifications',
  ),
  permissions: needs(
    'permission_update',
    shipper('Permissions', PermissionsPage, 'settings/permissions'),
  ),
  quotes: shipper('Quotes', QuotesPage, 'quotes'),
  quote: shipper('Quote', ViewQuotePage, 'quotes'),
  shipmentDetail: shipper('Shipment Details', ShipmentDetailPage),
  newRegion: shipper('New Region', RegionFormPage),
  editRegion: shipper('Edit Region', RegionFormPage),
  viewRegion: shipper('Region', ViewRegionPage),
  viewLane: shipper('Lane', ViewLanePage),
  editLane: shipper('Edit Lane', LaneFormPage),
  viewContact: shipper('Contact', ViewContactPage, 'contacts'),
  editContact: shipper('Edit Contact', ContactFormPage, 'contacts'),
} satisfies Record<RouteName, RouteSpec>;

export const routeRegistry: readonly RouteEntry[] = (Object.keys(specs) as RouteName[]).map(
  (name) => ({ name, path: patterns[name], ...(specs[name] as RouteSpec) }),
);

/** Each route by its name (`routeNamed.signIn`). */
export const routeNamed = Object.fromEntries(
  routeRegistry.map((route) => [route.name, route]),
) as Record<RouteName, RouteEntry>;

const ROUTE_CACHE_SIZE = 200;
const routeCache = new Map<string, RouteEntry | null>();

const matchable = routeRegistry.map((route) => ({ path: route.path, entry: route }));

/** The route React Router renders for a pathname (same ranking), or null for an unknown path. */
export function routeAt(pathname: string): RouteEntry | null {
  // The guard asks several times per render; ranking a hundred patterns each time showed in
  // the first render's profile (the first-load budget). The answer for a pathname never changes.
  const known = routeCache.get(pathname);
  if (known !== undefined) return known;
  const entry = matchRoutes(matchable, pathname)?.[0]?.route.entry ?? null;
  if (routeCache.size >= ROUTE_CACHE_SIZE) routeCache.clear();
  routeCache.set(pathname, entry);
  return entry;
}

/**
 * Starts fetching the chunk of the page at `pathname` (a no-op for sign-in and unknown paths);
 * React.lazy then finds it loaded or on its way (the module system keeps one copy).
 */
export function preloadPage(pathname: string, queryClient?: QueryClient): Promise<unknown> | null {
  const route = routeAt(pathname);
  const start = route?.page ? pageStarts.get(route.page) : undefined;
  if (!start) return null;
  if (queryClient) start.prefetch?.(queryClient);
  return start.load().catch(() => null);
}

import { patterns, type RouteName } from '@spotlane/shared/domain/paths';
import type { PermissionFlag } from '@spotlane/shared/domain/permissions';
import { matchRoutes } from 'react-router';
import type { HeaderOptions } from '../ui/route-header.ts';
import type { LoaderModule, RouteModule } from './route-module.ts';
import * as loginRoute from './routes/account/login-page.tsx';

/**
 * Every route of SPEC 2, written once: its area, title, page, menu entry and header options.
 * The patterns come from packages/shared (paths.ts); the guard (route-guard.ts), the router
 * (router.tsx), the side menu (shell/menu.ts) and the page header read this registry.
 */

/**
 * entry: the sign-in pages; public: other pages any visitor may open; member: a page of
 * either role, each seeing its own side (the invoices of PRODUCT.md 19).
 */
export type RouteArea = 'entry' | 'public' | 'member' | 'shipper' | 'carrier';

/**
 * The side-menu entry a route lights up: a top item ('quotes') or a top item and one of its
 * sub-items ('settings/users'). See shell/menu.ts.
 */
export type MenuKey =
  | 'shipments'
  | 'trucks'
  | 'docks'
  | 'ratings'
  | 'claims'
  | 'carriers/my-carriers'
  | 'carriers/fleet'
  | 'companies'
  | 'contacts'
  | 'favorites'
  | 'quotes'
  | 'analytics'
  | 'invoices/list'
  | 'invoices/payment-run'
  | 'settings/account'
  | 'settings/notifications'
  | 'settings/users'
  | 'settings/permissions'
  | 'settings/user-account'
  | 'settings/user-edit'
  | 'settings/api'
  | 'settings/webhooks'
  | 'settings/carrier-policy'
  | 'settings/compliance'
  | 'settings/user-notifications'
  | 'settings/payment-details'
  | 'settings/accessorial-terms';

export interface RouteSpec {
  area: RouteArea;
  title: string;
  /** The route module: its page and loader (its own chunk, SPEC: split bundles by route). */
  module: ModuleLoad;
  /** The page's loader as a module of its own, fetched beside the page's (route-module.ts). */
  loader?: () => Promise<LoaderModule>;
  menu?: MenuKey;
  header?: HeaderOptions;
  /** The permission the page needs: without it the page says so (PermissionGate). */
  permission?: PermissionFlag;
}

export interface RouteEntry extends RouteSpec {
  name: RouteName;
  path: string;
}

/** A route module, fetched on first use (its own chunk, SPEC: split bundles by route). */
type ModuleLoad = () => Promise<RouteModule>;

const RegisterPage: ModuleLoad = () => import('./routes/account/register-page.tsx');
const RegisterCarrierPage: ModuleLoad = () => import('./routes/account/register-carrier-page.tsx');
const RegisterShipperPage: ModuleLoad = () => import('./routes/account/register-shipper-page.tsx');
const RegisterSuccessPage: ModuleLoad = () => import('./routes/account/register-success-page.tsx');
const ForgotPasswordPage: ModuleLoad = () => import('./routes/account/forgot-password-page.tsx');
const SetPasswordPage: ModuleLoad = () => import('./routes/account/set-password-page.tsx');
const PasswordConfirmedPage: ModuleLoad = () =>
  import('./routes/account/password-confirmed-page.tsx');
const OtpPage: ModuleLoad = () => import('./routes/account/otp-page.tsx');
const UserAccountPage: ModuleLoad = () => import('./routes/account/user-account-page.tsx');
const UserEditPage: ModuleLoad = () => import('./routes/account/user-edit-page.tsx');
const ApiTokensPage: ModuleLoad = () => import('./routes/account/api-tokens-page.tsx');
const WebhooksPage: ModuleLoad = () => import('./routes/account/webhooks-page.tsx');
// PRODUCT.md 15: carrier trust.
const CarrierPolicyPage: ModuleLoad = () => import('./routes/compliance/carrier-policy-page.tsx');
const CarrierCompliancePage: ModuleLoad = () =>
  import('./routes/compliance/carrier-compliance-page.tsx');
const VerifyRateConfirmationPage: ModuleLoad = () =>
  import('./routes/compliance/verify-rate-confirmation-page.tsx');
const SpotQuotesPage: ModuleLoad = () => import('./routes/loads/spot-quotes-page.tsx');
const spotQuotesLoader = () => import('./routes/loads/spot-quotes-loader.ts');
const BidFormPage: ModuleLoad = () => import('./routes/bids/bid-form-page.tsx');
const MyTrucksPage: ModuleLoad = () => import('./routes/capacity/my-trucks-page.tsx');
const DockSchedulePage: ModuleLoad = () => import('./routes/docks/dock-schedule-page.tsx');
const SpotQuoteDetailPage: ModuleLoad = () => import('./routes/loads/spot-quote-detail-page.tsx');
const QuoteFormPage: ModuleLoad = () => import('./routes/bids/quote-form-page.tsx');
const NotificationSettingsPage: ModuleLoad = () =>
  import('./routes/notifications/notification-settings-page.tsx');
const CalendarPage: ModuleLoad = () => import('./routes/loads/calendar-page.tsx');
const ShipmentsPage: ModuleLoad = () => import('./routes/loads/shipments-page.tsx');
const shipmentsLoader = () => import('./routes/loads/shipments-loader.ts');
const ShipmentListPage: ModuleLoad = () => import('./routes/loads/shipment-list-page.tsx');
const ShipmentFormPage: ModuleLoad = () => import('./routes/loads/shipment-form-page.tsx');
const CopyShipmentPage: ModuleLoad = () => import('./routes/loads/copy-shipment-page.tsx');
const ViewQuotePage: ModuleLoad = () => import('./routes/loads/view-quote-page.tsx');
const CompaniesPage: ModuleLoad = () => import('./routes/network/companies-page.tsx');
const CompanyFormPage: ModuleLoad = () => import('./routes/network/company-form-page.tsx');
const ViewCompanyPage: ModuleLoad = () => import('./routes/network/view-company-page.tsx');
const ImportCompaniesPage: ModuleLoad = () => import('./routes/network/import-companies-page.tsx');
const CarriersPage: ModuleLoad = () => import('./routes/network/carriers-page.tsx');
const AddCarrierPage: ModuleLoad = () => import('./routes/network/add-carrier-page.tsx');
const CarrierListFormPage: ModuleLoad = () => import('./routes/network/carrier-list-form-page.tsx');
const ViewListPage: ModuleLoad = () => import('./routes/network/view-list-page.tsx');
const ViewCarrierPage: ModuleLoad = () => import('./routes/network/view-carrier-page.tsx');
const EditCarrierPage: ModuleLoad = () => import('./routes/network/edit-carrier-page.tsx');
const FavoritesPage: ModuleLoad = () => import('./routes/loads/favorites-page.tsx');
const UsersPage: ModuleLoad = () => import('./routes/account/users-page.tsx');
const TeammatePage: ModuleLoad = () => import('./routes/account/teammate-page.tsx');
const AccountPage: ModuleLoad = () => import('./routes/account/account-page.tsx');
const PermissionsPage: ModuleLoad = () => import('./routes/account/permissions-page.tsx');
const QuotesPage: ModuleLoad = () => import('./routes/loads/quotes-page.tsx');
const AnalyticsPage: ModuleLoad = () => import('./routes/analytics/analytics-page.tsx');
const ConfirmationPdfPage: ModuleLoad = () => import('./routes/loads/confirmation-pdf-page.tsx');
const TrackPage: ModuleLoad = () => import('./routes/loads/track-page.tsx');
const DrivePage: ModuleLoad = () => import('./routes/tracking/drive-page.tsx');
const LoadTemplatesPage: ModuleLoad = () => import('./routes/loads/load-templates-page.tsx');
const LoadSchedulesPage: ModuleLoad = () => import('./routes/loads/load-schedules-page.tsx');
const ViewLoadSchedulePage: ModuleLoad = () => import('./routes/loads/view-load-schedule-page.tsx');
const SupportPage: ModuleLoad = () => import('./routes/support/support-page.tsx');
const ShipmentDetailPage: ModuleLoad = () => import('./routes/loads/shipment-detail-page.tsx');
const FleetPage: ModuleLoad = () => import('./routes/fleet/fleet-page.tsx');
const DriversPage: ModuleLoad = () => import('./routes/fleet/drivers-page.tsx');
const DriverFormPage: ModuleLoad = () => import('./routes/fleet/driver-form-page.tsx');
const ViewDriverPage: ModuleLoad = () => import('./routes/fleet/view-driver-page.tsx');
const EquipmentPage: ModuleLoad = () => import('./routes/fleet/equipment-page.tsx');
const EquipmentFormPage: ModuleLoad = () => import('./routes/fleet/equipment-form-page.tsx');
const ViewEquipmentPage: ModuleLoad = () => import('./routes/fleet/view-equipment-page.tsx');
const LanesPage: ModuleLoad = () => import('./routes/lanes/lanes-page.tsx');
const LaneFormPage: ModuleLoad = () => import('./routes/lanes/lane-form-page.tsx');
const ViewLanePage: ModuleLoad = () => import('./routes/lanes/view-lane-page.tsx');
const RegionFormPage: ModuleLoad = () => import('./routes/lanes/region-form-page.tsx');
const ViewRegionPage: ModuleLoad = () => import('./routes/lanes/view-region-page.tsx');
const RatingsPage: ModuleLoad = () => import('./routes/reputation/ratings-page.tsx');
const ClaimsPage: ModuleLoad = () => import('./routes/reputation/claims-page.tsx');
const ViewClaimPage: ModuleLoad = () => import('./routes/reputation/view-claim-page.tsx');
const ContactsPage: ModuleLoad = () => import('./routes/contacts/contacts-page.tsx');
const ContactFormPage: ModuleLoad = () => import('./routes/contacts/contact-form-page.tsx');
const ViewContactPage: ModuleLoad = () => import('./routes/contacts/view-contact-page.tsx');
// PRODUCT.md 19: money after delivery.
const InvoicesPage: ModuleLoad = () => import('./routes/billing/invoices-page.tsx');
const InvoicePage: ModuleLoad = () => import('./routes/billing/invoice-page.tsx');
const PaymentRunPage: ModuleLoad = () => import('./routes/billing/payment-run-page.tsx');
const PaymentDetailsPage: ModuleLoad = () => import('./routes/billing/payment-details-page.tsx');
const AccessorialTermsPage: ModuleLoad = () =>
  import('./routes/billing/accessorial-terms-page.tsx');
// Sign-in is part of the entry chunk: the first page most visitors see, no second request.
const LoginPage: ModuleLoad = async () => loginRoute;

/**
 * The entries of one area: `shipper('Drivers', DriversPage, 'carriers/fleet')` is the route's
 * title, page, lit menu entry and header options.
 */
function area(name: RouteArea) {
  return (title: string, module: ModuleLoad, menu?: MenuKey, header?: HeaderOptions) =>
    ({
      area: name,
      title,
      module,
      ...(menu ? { menu } : {}),
      ...(header ? { header } : {}),
    }) satisfies RouteSpec;
}
/** `spec` with its loader in a module of its own (route-module.ts: the landing lists). */
const loadedBy = <S extends RouteSpec>(loader: () => Promise<LoaderModule>, spec: S) => ({
  ...spec,
  loader,
});
/** `spec`, opened only with `permission`. */
const needs = <S extends RouteSpec>(permission: PermissionFlag, spec: S) => ({
  ...spec,
  permission,
});
const entry = area('entry');
const open = area('public');
const member = area('member');
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
  drive: open('Your trip', DrivePage),
  support: open('Support', SupportPage, undefined, { supportChat: false }),
  userAccount: open('Account', UserAccountPage, 'settings/user-account'),
  userEdit: open('Edit Profile', UserEditPage, 'settings/user-edit'),
  apiTokens: open('API', ApiTokensPage, 'settings/api'),
  webhooks: needs('user_manage', open('Webhooks', WebhooksPage, 'settings/webhooks')),
  verifyRateConfirmation: open('Verify a rate confirmation', VerifyRateConfirmationPage),
  loadModalFormDetails: open('Add Load', ShipmentFormPage, 'shipments'),
  quickLoad: open('Add Load', ShipmentFormPage, 'shipments'),
  // Public in SPEC 2.1; the page itself sends a visitor through sign-in and back (PRODUCT.md 13).
  quickLane: open('New Lane', LaneFormPage),
  quickContact: open('New Contact', ContactFormPage, 'contacts'),

  // PRODUCT.md 19: each side sees its own invoices at the same addresses.
  invoices: member('Invoices', InvoicesPage, 'invoices/list', { search: false }),
  invoice: member('Invoice', InvoicePage, 'invoices/list', { search: false }),

  // SPEC 2.2: carrier routes.
  spotQuotes: loadedBy(
    spotQuotesLoader,
    carrier('Shipments', SpotQuotesPage, 'shipments', { backArrow: false, searchWidth: 300 }),
  ),
  allSpotQuotes: loadedBy(spotQuotesLoader, carrier('Shipments', SpotQuotesPage, 'shipments')),
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
  carrierCompliance: carrier('Compliance', CarrierCompliancePage, 'settings/compliance'),
  paymentDetails: carrier('Payment details', PaymentDetailsPage, 'settings/payment-details'),

  // SPEC 2.3: shipper routes.
  calendar: shipper('Calendar', CalendarPage, 'shipments'),
  dockSchedule: shipper('Dock schedule', DockSchedulePage, 'docks'),
  shipments: loadedBy(
    shipmentsLoader,
    shipper('Shipments', ShipmentsPage, 'shipments', { backArrow: false }),
  ),
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
  carrierPolicy: shipper('Carrier policy', CarrierPolicyPage, 'settings/carrier-policy'),
  paymentRun: shipper('Payment run', PaymentRunPage, 'invoices/payment-run', { search: false }),
  accessorialTerms: shipper(
    'Accessorial terms',
    AccessorialTermsPage,
    'settings/accessorial-terms',
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
  loadTemplates: shipper('Load Templates', LoadTemplatesPage, 'shipments'),
  loadSchedules: shipper('Recurring Shipments', LoadSchedulesPage, 'shipments'),
  viewLoadSchedule: shipper('Recurring Shipment', ViewLoadSchedulePage, 'shipments'),

  // PRODUCT.md 21: both sides rate and handle claims; the pages ask the API as the signed-in side.
  ratings: open('Ratings', RatingsPage, 'ratings'),
  claims: open('Claims', ClaimsPage, 'claims'),
  viewClaim: open('Claim', ViewClaimPage, 'claims'),
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
// A pathname spelled exactly as a pattern without params is that route: no other pattern can
// rank above an all-static exact match, so ranking every pattern (a regular expression each)
// is only needed for the rest.
const staticRoutes = new Map(
  routeRegistry.filter((route) => !/[:*?]/.test(route.path)).map((route) => [route.path, route]),
);

/** The route React Router renders for a pathname (same ranking), or null for an unknown path. */
export function routeAt(pathname: string): RouteEntry | null {
  // The guard asks several times per render; ranking a hundred patterns each time showed in
  // the first render's profile (the first-load budget). The answer for a pathname never changes.
  const known = routeCache.get(pathname);
  if (known !== undefined) return known;
  const entry =
    staticRoutes.get(pathname) ?? matchRoutes(matchable, pathname)?.[0]?.route.entry ?? null;
  if (routeCache.size >= ROUTE_CACHE_SIZE) routeCache.clear();
  routeCache.set(pathname, entry);
  return entry;
}

import { patterns, type RouteName } from '@spotlane/shared/domain/paths';
import { type ComponentType, lazy } from 'react';
import { matchRoutes } from 'react-router';
import type { HeaderOptions } from '../ui/route-header.ts';

/**
 * Every route of SPEC 2, written once: its area, title, page, menu entry and header options.
 * The patterns come from packages/shared (paths.ts); the guard (route-guard.ts), the router
 * (router.tsx), the side menu (shell/menu.ts) and the page header read this registry.
 * A route without a page shows its title and the honest "coming soon" text it carries.
 */

/** entry: the sign-in pages; public: other pages any visitor may open. */
export type RouteArea = 'entry' | 'public' | 'shipper' | 'carrier';

/**
 * The side-menu entry a route lights up: a top item ('quotes') or a top item and one of its
 * sub-items ('settings/users'). See shell/menu.ts.
 */
export type MenuKey =
  | 'shipments'
  | 'carriers/my-carriers'
  | 'carriers/fleet'
  | 'companies'
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
  /** The page (its own chunk, SPEC: split bundles by route); absent while `soon` stands. */
  page?: ComponentType;
  /** Shown in the page's panel while its content is not built yet. */
  soon?: string;
  menu?: MenuKey;
  header?: HeaderOptions;
}

export interface RouteEntry extends RouteSpec {
  name: RouteName;
  path: string;
}

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const LoginPage = page(() => import('./routes/account/login-page.tsx'));
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
const SpotQuotesPage = page(() => import('./routes/loads/spot-quotes-page.tsx'));
const BidFormPage = page(() => import('./routes/bids/bid-form-page.tsx'));
const SpotQuoteDetailPage = page(() => import('./routes/loads/spot-quote-detail-page.tsx'));
const QuoteFormPage = page(() => import('./routes/bids/quote-form-page.tsx'));
const NotificationSettingsPage = page(
  () => import('./routes/notifications/notification-settings-page.tsx'),
);
const CalendarPage = page(() => import('./routes/loads/calendar-page.tsx'));
const ShipmentsPage = page(() => import('./routes/loads/shipments-page.tsx'));
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
const ShipmentDetailPage = page(() => import('./routes/loads/shipment-detail-page.tsx'));
const FleetPage = page(() => import('./routes/fleet/fleet-page.tsx'));
const DriversPage = page(() => import('./routes/fleet/drivers-page.tsx'));
const DriverFormPage = page(() => import('./routes/fleet/driver-form-page.tsx'));
const ViewDriverPage = page(() => import('./routes/fleet/view-driver-page.tsx'));
const EquipmentPage = page(() => import('./routes/fleet/equipment-page.tsx'));
const EquipmentFormPage = page(() => import('./routes/fleet/equipment-form-page.tsx'));
const ViewEquipmentPage = page(() => import('./routes/fleet/view-equipment-page.tsx'));

const SHIPMENT_FORM_SOON = 'Publishing and editing shipments arrives in the next release.';
const REGIONS_SOON = 'Lanes and regions arrive in a later release.';

const specs = {
  // SPEC 2.1: public routes. The login and one-time-code steps are the sign-in entry pages.
  signIn: { area: 'entry', title: 'Sign in', page: LoginPage },
  register: { area: 'entry', title: 'Create your account', page: RegisterPage },
  registerCarrier: { area: 'entry', title: 'Register as a carrier', page: RegisterCarrierPage },
  registerShipper: { area: 'entry', title: 'Register as a shipper', page: RegisterShipperPage },
  registerSuccess: { area: 'entry', title: 'Welcome to Spotlane', page: RegisterSuccessPage },
  forgotPassword: { area: 'entry', title: 'Forgot password', page: ForgotPasswordPage },
  setPassword: { area: 'entry', title: 'Set your password', page: SetPasswordPage },
  passwordConfirmed: { area: 'entry', title: 'Password set', page: PasswordConfirmedPage },
  oneTimeCode: { area: 'entry', title: 'One-time code', page: OtpPage },
  contacts: {
    area: 'public',
    title: 'Contacts',
    soon: 'Your contacts list arrives in a later release.',
  },
  confirmationPdf: {
    area: 'public',
    title: 'Load Confirmation',
    soon: 'Printable load confirmations arrive in a later release.',
  },
  support: {
    area: 'public',
    title: 'Support',
    soon: 'Live support chat with the Spotlane team is coming soon.',
  },
  userAccount: {
    area: 'public',
    title: 'Account',
    page: UserAccountPage,
    menu: 'settings/user-account',
  },
  userEdit: {
    area: 'public',
    title: 'Edit Profile',
    page: UserEditPage,
    menu: 'settings/user-edit',
  },
  apiTokens: {
    area: 'public',
    title: 'API',
    page: ApiTokensPage,
    menu: 'settings/api',
  },
  webhooks: {
    area: 'public',
    title: 'Webhooks',
    page: WebhooksPage,
    menu: 'settings/webhooks',
  },
  loadModalFormDetails: {
    area: 'public',
    title: 'Load Details',
    soon: 'The quick load form arrives in a later release.',
  },
  quickLoad: { area: 'public', title: 'Add Load', soon: SHIPMENT_FORM_SOON },
  quickLane: { area: 'public', title: 'Add Lane', soon: REGIONS_SOON },
  quickContact: {
    area: 'public',
    title: 'Add Contact',
    soon: 'Adding contacts arrives in a later release.',
  },

  // SPEC 2.2: carrier routes.
  spotQuotes: {
    area: 'carrier',
    title: 'Shipments',
    page: SpotQuotesPage,
    menu: 'shipments',
    header: { backArrow: false, searchWidth: 300 },
  },
  allSpotQuotes: { area: 'carrier', title: 'Shipments', page: SpotQuotesPage, menu: 'shipments' },
  bidForm: { area: 'carrier', title: 'Bid Form', page: BidFormPage, menu: 'shipments' },
  assignedSpotQuote: {
    area: 'carrier',
    title: 'Assigned Shipment',
    page: SpotQuoteDetailPage,
    menu: 'shipments',
  },
  bidPlaced: {
    area: 'carrier',
    title: 'Shipment Details',
    page: SpotQuoteDetailPage,
    menu: 'shipments',
  },
  editBid: { area: 'carrier', title: 'Edit Bid', page: BidFormPage, menu: 'shipments' },
  spotQuoteDetail: {
    area: 'carrier',
    title: 'Shipment Details',
    page: SpotQuoteDetailPage,
    menu: 'shipments',
  },
  quoteForm: { area: 'carrier', title: 'Quote Form', page: QuoteFormPage, menu: 'shipments' },
  carrierNotifications: {
    area: 'carrier',
    title: 'Notifications',
    page: NotificationSettingsPage,
    menu: 'settings/user-notifications',
  },
  assignedBidDetail: {
    area: 'carrier',
    title: 'Shipment Details',
    page: SpotQuoteDetailPage,
    menu: 'shipments',
  },

  // SPEC 2.3: shipper routes.
  calendar: { area: 'shipper', title: 'Calendar', page: CalendarPage, menu: 'shipments' },
  shipments: {
    area: 'shipper',
    title: 'Shipments',
    page: ShipmentsPage,
    menu: 'shipments',
    header: { backArrow: false },
  },
  allShipments: { area: 'shipper', title: 'All Shipments', page: ShipmentListPage },
  needsAttention: { area: 'shipper', title: 'Needs Attention', page: ShipmentListPage },
  completed: { area: 'shipper', title: 'Completed', page: ShipmentListPage },
  inProgress: { area: 'shipper', title: 'In Progress', page: ShipmentListPage },
  canceled: { area: 'shipper', title: 'Canceled', page: ShipmentListPage },
  newShipment: { area: 'shipper', title: 'New Shipment', page: ShipmentFormPage },
  copyShipment: { area: 'shipper', title: 'Copy Shipment', page: CopyShipmentPage },
  newQuote: { area: 'shipper', title: 'New Quote Request', page: ShipmentFormPage, menu: 'quotes' },
  newQuoteNoLocation: {
    area: 'shipper',
    title: 'New Quote Request',
    page: ShipmentFormPage,
    menu: 'quotes',
  },
  shipmentFromQuote: {
    area: 'shipper',
    title: 'Shipment Quote',
    page: ShipmentFormPage,
    menu: 'quotes',
  },
  editLoad: { area: 'shipper', title: 'Edit Shipment', page: ShipmentFormPage },
  editQuote: {
    area: 'shipper',
    title: 'Edit Quote Request',
    page: ShipmentFormPage,
    menu: 'quotes',
  },
  editQuoteNoLocation: {
    area: 'shipper',
    title: 'Edit Quote Request',
    page: ShipmentFormPage,
    menu: 'quotes',
  },
  viewQuote: { area: 'shipper', title: 'Quote Request', page: ViewQuotePage, menu: 'quotes' },
  viewQuoteNoLocation: {
    area: 'shipper',
    title: 'Quote Request',
    page: ViewQuotePage,
    menu: 'quotes',
  },
  companies: { area: 'shipper', title: 'Companies', page: CompaniesPage, menu: 'companies' },
  newCompany: { area: 'shipper', title: 'New Company', page: CompanyFormPage, menu: 'companies' },
  newCompanyFromShipment: {
    area: 'shipper',
    title: 'New Company',
    page: CompanyFormPage,
    menu: 'companies',
  },
  viewCompany: { area: 'shipper', title: 'Company', page: ViewCompanyPage, menu: 'companies' },
  editCompany: { area: 'shipper', title: 'Edit Company', page: CompanyFormPage, menu: 'companies' },
  editCompanyFromShipment: {
    area: 'shipper',
    title: 'Edit Company',
    page: CompanyFormPage,
    menu: 'companies',
  },
  importCompanies: {
    area: 'shipper',
    title: 'Import Companies',
    page: ImportCompaniesPage,
    menu: 'companies',
  },
  lanes: { area: 'shipper', title: 'Lanes', soon: REGIONS_SOON },
  carriers: {
    area: 'shipper',
    title: 'My Carriers',
    page: CarriersPage,
    menu: 'carriers/my-carriers',
  },
  fleet: { area: 'shipper', title: 'My Fleet', page: FleetPage, menu: 'carriers/fleet' },
  drivers: { area: 'shipper', title: 'Drivers', page: DriversPage, menu: 'carriers/fleet' },
  newDriver: { area: 'shipper', title: 'New Driver', page: DriverFormPage, menu: 'carriers/fleet' },
  editDriver: {
    area: 'shipper',
    title: 'Edit Driver',
    page: DriverFormPage,
    menu: 'carriers/fleet',
  },
  viewDriver: { area: 'shipper', title: 'Driver', page: ViewDriverPage, menu: 'carriers/fleet' },
  equipments: {
    area: 'shipper',
    title: 'Equipment',
    page: EquipmentPage,
    menu: 'carriers/fleet',
  },
  newEquipment: {
    area: 'shipper',
    title: 'New Equipment',
    page: EquipmentFormPage,
    menu: 'carriers/fleet',
  },
  editEquipment: {
    area: 'shipper',
    title: 'Edit Equipment',
    page: EquipmentFormPage,
    menu: 'carriers/fleet',
  },
  viewEquipment: {
    area: 'shipper',
    title: 'Equipment',
    page: ViewEquipmentPage,
    menu: 'carriers/fleet',
  },
  newCarrier: {
    area: 'shipper',
    title: 'New Carrier',
    page: AddCarrierPage,
    menu: 'carriers/my-carriers',
  },
  newCarrierList: {
    area: 'shipper',
    title: 'New Carrier List',
    page: CarrierListFormPage,
    menu: 'carriers/my-carriers',
  },
  editCarrierList: {
    area: 'shipper',
    title: 'Edit Carrier List',
    page: CarrierListFormPage,
    menu: 'carriers/my-carriers',
  },
  viewCarrierList: {
    area: 'shipper',
    title: 'Carrier List',
    page: ViewListPage,
    menu: 'carriers/my-carriers',
  },
  viewCarrier: {
    area: 'shipper',
    title: 'Carrier',
    page: ViewCarrierPage,
    menu: 'carriers/my-carriers',
  },
  editCarrier: {
    area: 'shipper',
    title: 'Edit Carrier',
    page: EditCarrierPage,
    menu: 'carriers/my-carriers',
  },
  favorites: { area: 'shipper', title: 'Favorites', page: FavoritesPage, menu: 'favorites' },
  analytics: {
    area: 'shipper',
    title: 'Analytics',
    soon: 'Cost analytics and reports arrive in a later release.',
    menu: 'analytics',
  },
  users: { area: 'shipper', title: 'Users', page: UsersPage, menu: 'settings/users' },
  user: { area: 'shipper', title: 'User', page: TeammatePage, menu: 'settings/users' },
  account: { area: 'shipper', title: 'Account', page: AccountPage, menu: 'settings/account' },
  shipperNotifications: {
    area: 'shipper',
    title: 'Notifications',
    page: NotificationSettingsPage,
    menu: 'settings/notifications',
  },
  permissions: {
    area: 'shipper',
    title: 'Permissions',
    page: PermissionsPage,
    menu: 'settings/permissions',
  },
  quotes: { area: 'shipper', title: 'Quotes', page: QuotesPage, menu: 'quotes' },
  quote: { area: 'shipper', title: 'Quote', page: ViewQuotePage, menu: 'quotes' },
  shipmentDetail: { area: 'shipper', title: 'Shipment Details', page: ShipmentDetailPage },
  newRegion: { area: 'shipper', title: 'New Region', soon: REGIONS_SOON },
  editRegion: { area: 'shipper', title: 'Edit Region', soon: REGIONS_SOON },
  viewRegion: { area: 'shipper', title: 'Region', soon: REGIONS_SOON },
} satisfies Record<RouteName, RouteSpec>;

export const routeRegistry: readonly RouteEntry[] = (Object.keys(specs) as RouteName[]).map(
  (name) => ({ name, path: patterns[name], ...(specs[name] as RouteSpec) }),
);

/** Each route by its name (`routeNamed.signIn`). */
export const routeNamed = Object.fromEntries(
  routeRegistry.map((route) => [route.name, route]),
) as Record<RouteName, RouteEntry>;

const matchable = routeRegistry.map((route) => ({ path: route.path, entry: route }));

/** The route React Router renders for a pathname (same ranking), or null for an unknown path. */
export function routeAt(pathname: string): RouteEntry | null {
  return matchRoutes(matchable, pathname)?.[0]?.route.entry ?? null;
}

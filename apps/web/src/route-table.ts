/**
 * Every route of SPEC 2.1 to 2.3, as plain data: the guard (route-guard.ts) classifies paths
 * with it and the router (router.tsx) builds its trees from it. Pages whose content is a
 * later issue carry the honest "coming soon" text they show.
 */

/** entry: the sign-in pages; public: other pages any visitor may open. */
export type RouteArea = 'entry' | 'public' | 'shipper' | 'carrier';

export interface RouteEntry {
  path: string;
  area: RouteArea;
  title: string;
  /** Shown in the page's panel while its content is not built yet. */
  soon?: string;
}

const SHIPMENTS_SOON = 'Shipment lists arrive in the next release.';
const SHIPMENT_FORM_SOON = 'Publishing and editing shipments arrives in the next release.';
const QUOTES_SOON = 'Quote requests arrive in the next release.';
const COMPANIES_SOON = 'Managing companies and their locations arrives in the next release.';
const CARRIERS_SOON = 'Managing your carriers and carrier lists arrives in the next release.';
const FLEET_SOON = 'Managing your own drivers and equipment arrives in a later release.';
const REGIONS_SOON = 'Lanes and regions arrive in a later release.';
const SPOT_SOON = 'Spot quotes arrive in the next release.';
const BIDS_SOON = 'Bidding on spot quotes arrives in the next release.';
const DETAIL_SOON = 'Shipment details arrive in the next release.';

export const routeTable: RouteEntry[] = [
  // SPEC 2.1: public routes. The login and one-time-code steps are the sign-in entry pages.
  { path: '/', area: 'entry', title: 'Sign in' },
  { path: '/register', area: 'entry', title: 'Create your account' },
  { path: '/register-carrier', area: 'entry', title: 'Register as a carrier' },
  { path: '/register-shipper', area: 'entry', title: 'Register as a shipper' },
  { path: '/register-success', area: 'entry', title: 'Welcome to Spotlane' },
  { path: '/forgotPassword', area: 'entry', title: 'Forgot password' },
  { path: '/setPassword', area: 'entry', title: 'Set your password' },
  { path: '/passwordConfirmed', area: 'entry', title: 'Password set' },
  { path: '/authentication', area: 'entry', title: 'One-time code' },
  {
    path: '/contacts',
    area: 'public',
    title: 'Contacts',
    soon: 'Your contacts list arrives in a later release.',
  },
  {
    path: '/confirmation-pdf',
    area: 'public',
    title: 'Load Confirmation',
    soon: 'Printable load confirmations arrive in a later release.',
  },
  {
    path: '/support',
    area: 'public',
    title: 'Support',
    soon: 'Live support chat with the Spotlane team is coming soon.',
  },
  { path: '/settings/user-account', area: 'public', title: 'Account' },
  {
    path: '/settings/user-edit',
    area: 'public',
    title: 'Edit Profile',
    soon: 'Editing your name, phone and company details arrives in the next release.',
  },
  {
    path: '/loadModalFormDetails',
    area: 'public',
    title: 'Load Details',
    soon: 'The quick load form arrives in a later release.',
  },
  { path: '/create/new/addLoad', area: 'public', title: 'Add Load', soon: SHIPMENT_FORM_SOON },
  { path: '/create/new/addLane', area: 'public', title: 'Add Lane', soon: REGIONS_SOON },
  {
    path: '/create/new/addContact',
    area: 'public',
    title: 'Add Contact',
    soon: 'Adding contacts arrives in a later release.',
  },

  // SPEC 2.2: carrier routes.
  { path: '/spot-quotes', area: 'carrier', title: 'Shipments', soon: SPOT_SOON },
  { path: '/all-spot-quotes', area: 'carrier', title: 'Shipments', soon: SPOT_SOON },
  { path: '/spot-quotes/:id/bid', area: 'carrier', title: 'Bid Form', soon: BIDS_SOON },
  {
    path: '/spot-quotes/assigned/:id',
    area: 'carrier',
    title: 'Assigned Shipment',
    soon: DETAIL_SOON,
  },
  {
    path: '/spot-quotes/bid-placed/:id',
    area: 'carrier',
    title: 'Shipment Details',
    soon: 'Shipment details with the bid chat arrive in the next release.',
  },
  { path: '/spot-quotes/bid-placed/:id/edit', area: 'carrier', title: 'Edit Bid', soon: BIDS_SOON },
  { path: '/spot-quotes/:id', area: 'carrier', title: 'Shipment Details', soon: DETAIL_SOON },
  {
    path: '/spot-quotes/:id/quote',
    area: 'carrier',
    title: 'Quote Form',
    soon: 'Sending and confirming informational quotes arrives in the next release.',
  },
  {
    path: '/settings/user-notifications',
    area: 'carrier',
    title: 'Notifications',
    soon: 'Choosing which e-mails and in-app alerts you get arrives in a later release.',
  },
  {
    path: '/assignedbid-detail/:id?/:randomNum',
    area: 'carrier',
    title: 'Shipment Details',
    soon: DETAIL_SOON,
  },

  // SPEC 2.3: shipper routes.
  {
    path: '/calendar',
    area: 'shipper',
    title: 'Calendar',
    soon: 'The shipment calendar arrives in a later release.',
  },
  { path: '/shipments', area: 'shipper', title: 'Shipments' },
  { path: '/all-shipments', area: 'shipper', title: 'All Shipments', soon: SHIPMENTS_SOON },
  { path: '/needs-attention', area: 'shipper', title: 'Needs Attention', soon: SHIPMENTS_SOON },
  { path: '/completed', area: 'shipper', title: 'Completed', soon: SHIPMENTS_SOON },
  { path: '/in-progress', area: 'shipper', title: 'In Progress', soon: SHIPMENTS_SOON },
  { path: '/canceled', area: 'shipper', title: 'Canceled', soon: SHIPMENTS_SOON },
  {
    path: '/add-new-shipment/:id?',
    area: 'shipper',
    title: 'New Shipment',
    soon: SHIPMENT_FORM_SOON,
  },
  { path: '/copy-shipment/:id', area: 'shipper', title: 'Copy Shipment', soon: SHIPMENT_FORM_SOON },
  { path: '/add-new-quote', area: 'shipper', title: 'New Quote Request', soon: QUOTES_SOON },
  {
    path: '/add-new-quote-no-location',
    area: 'shipper',
    title: 'New Quote Request',
    soon: QUOTES_SOON,
  },
  { path: '/add-shipment-quote/:id', area: 'shipper', title: 'Shipment Quote', soon: QUOTES_SOON },
  { path: '/edit-load/:id', area: 'shipper', title: 'Edit Shipment', soon: SHIPMENT_FORM_SOON },
  { path: '/edit-quote/:id', area: 'shipper', title: 'Edit Quote Request', soon: QUOTES_SOON },
  {
    path: '/edit-quote-no-location/:id',
    area: 'shipper',
    title: 'Edit Quote Request',
    soon: QUOTES_SOON,
  },
  { path: '/view-quote/:id', area: 'shipper', title: 'Quote Request', soon: QUOTES_SOON },
  {
    path: '/view-quote-no-location/:id',
    area: 'shipper',
    title: 'Quote Request',
    soon: QUOTES_SOON,
  },
  { path: '/companies', area: 'shipper', title: 'Companies', soon: COMPANIES_SOON },
  { path: '/add-new-company', area: 'shipper', title: 'New Company', soon: COMPANIES_SOON },
  {
    path: '/add-new-company-from-shipment/:companyType',
    area: 'shipper',
    title: 'New Company',
    soon: COMPANIES_SOON,
  },
  { path: '/view-company/:id', area: 'shipper', title: 'Company', soon: COMPANIES_SOON },
  { path: '/edit-company/:id', area: 'shipper', title: 'Edit Company', soon: COMPANIES_SOON },
  {
    path: '/edit-company-from-shipment/:id/:companyType',
    area: 'shipper',
    title: 'Edit Company',
    soon: COMPANIES_SOON,
  },
  {
    path: '/edit-company-csv',
    area: 'shipper',
    title: 'Import Companies',
    soon: 'Importing companies from a CSV file arrives in the next release.',
  },
  { path: '/lanes', area: 'shipper', title: 'Lanes', soon: REGIONS_SOON },
  { path: '/carriers', area: 'shipper', title: 'My Carriers', soon: CARRIERS_SOON },
  { path: '/fleet', area: 'shipper', title: 'My Fleet', soon: FLEET_SOON },
  { path: '/drivers', area: 'shipper', title: 'Drivers', soon: FLEET_SOON },
  { path: '/add-new-driver', area: 'shipper', title: 'New Driver', soon: FLEET_SOON },
  { path: '/edit-driver/:id', area: 'shipper', title: 'Edit Driver', soon: FLEET_SOON },
  { path: '/view-driver/:id', area: 'shipper', title: 'Driver', soon: FLEET_SOON },
  { path: '/equipments', area: 'shipper', title: 'Equipment', soon: FLEET_SOON },
  { path: '/add-new-equipment', area: 'shipper', title: 'New Equipment', soon: FLEET_SOON },
  { path: '/edit-equipment/:id', area: 'shipper', title: 'Edit Equipment', soon: FLEET_SOON },
  { path: '/view-equipment/:id', area: 'shipper', title: 'Equipment', soon: FLEET_SOON },
  { path: '/add-new-carrier', area: 'shipper', title: 'New Carrier', soon: CARRIERS_SOON },
  { path: '/add-new-list', area: 'shipper', title: 'New Carrier List', soon: CARRIERS_SOON },
  { path: '/edit-list/:id', area: 'shipper', title: 'Edit Carrier List', soon: CARRIERS_SOON },
  { path: '/view-list/:id', area: 'shipper', title: 'Carrier List', soon: CARRIERS_SOON },
  { path: '/view-carrier/:id', area: 'shipper', title: 'Carrier', soon: CARRIERS_SOON },
  { path: '/edit-carrier/:id', area: 'shipper', title: 'Edit Carrier', soon: CARRIERS_SOON },
  {
    path: '/favorites',
    area: 'shipper',
    title: 'Favorites',
    soon: 'Starred shipments and items arrive in the next release.',
  },
  {
    path: '/analytics',
    area: 'shipper',
    title: 'Analytics',
    soon: 'Cost analytics and reports arrive in a later release.',
  },
  {
    path: '/settings/users',
    area: 'shipper',
    title: 'Users',
    soon: 'Inviting teammates from this page arrives in the next release.',
  },
  {
    path: '/settings/users/:id',
    area: 'shipper',
    title: 'User',
    soon: 'Editing a teammate arrives in the next release.',
  },
  {
    path: '/settings/account',
    area: 'shipper',
    title: 'Account',
    soon: 'Company account settings arrive in a later release.',
  },
  {
    path: '/settings/notifications',
    area: 'shipper',
    title: 'Notifications',
    soon: 'Choosing which e-mails and in-app alerts you get arrives in a later release.',
  },
  {
    path: '/settings/permissions',
    area: 'shipper',
    title: 'Permissions',
    soon: 'Editing what each teammate may do arrives in the next release.',
  },
  { path: '/quotes', area: 'shipper', title: 'Quotes', soon: QUOTES_SOON },
  { path: '/quotes/:id', area: 'shipper', title: 'Quote', soon: QUOTES_SOON },
  {
    path: '/shipment-detail/:id?/:randomNum',
    area: 'shipper',
    title: 'Shipment Details',
    soon: DETAIL_SOON,
  },
  { path: '/add-new-region', area: 'shipper', title: 'New Region', soon: REGIONS_SOON },
  { path: '/edit-region/:id', area: 'shipper', title: 'Edit Region', soon: REGIONS_SOON },
  { path: '/view-region/:id', area: 'shipper', title: 'Region', soon: REGIONS_SOON },
];

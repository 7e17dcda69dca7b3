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

const SHIPMENT_FORM_SOON = 'Publishing and editing shipments arrives in the next release.';
const REGIONS_SOON = 'Lanes and regions arrive in a later release.';

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
  { path: '/spot-quotes', area: 'carrier', title: 'Shipments' },
  { path: '/all-spot-quotes', area: 'carrier', title: 'Shipments' },
  { path: '/spot-quotes/:id/bid', area: 'carrier', title: 'Bid Form' },
  {
    path: '/spot-quotes/assigned/:id',
    area: 'carrier',
    title: 'Assigned Shipment',
  },
  {
    path: '/spot-quotes/bid-placed/:id',
    area: 'carrier',
    title: 'Shipment Details',
  },
  { path: '/spot-quotes/bid-placed/:id/edit', area: 'carrier', title: 'Edit Bid' },
  { path: '/spot-quotes/:id', area: 'carrier', title: 'Shipment Details' },
  {
    path: '/spot-quotes/:id/quote',
    area: 'carrier',
    title: 'Quote Form',
  },
  {
    path: '/settings/user-notifications',
    area: 'carrier',
    title: 'Notifications',
  },
  {
    path: '/assignedbid-detail/:id?/:randomNum',
    area: 'carrier',
    title: 'Shipment Details',
  },

  // SPEC 2.3: shipper routes.
  { path: '/calendar', area: 'shipper', title: 'Calendar' },
  { path: '/shipments', area: 'shipper', title: 'Shipments' },
  { path: '/all-shipments', area: 'shipper', title: 'All Shipments' },
  { path: '/needs-attention', area: 'shipper', title: 'Needs Attention' },
  { path: '/completed', area: 'shipper', title: 'Completed' },
  { path: '/in-progress', area: 'shipper', title: 'In Progress' },
  { path: '/canceled', area: 'shipper', title: 'Canceled' },
  { path: '/add-new-shipment/:id?', area: 'shipper', title: 'New Shipment' },
  { path: '/copy-shipment/:id', area: 'shipper', title: 'Copy Shipment' },
  { path: '/add-new-quote', area: 'shipper', title: 'New Quote Request' },
  { path: '/add-new-quote-no-location', area: 'shipper', title: 'New Quote Request' },
  { path: '/add-shipment-quote/:id', area: 'shipper', title: 'Shipment Quote' },
  { path: '/edit-load/:id', area: 'shipper', title: 'Edit Shipment' },
  { path: '/edit-quote/:id', area: 'shipper', title: 'Edit Quote Request' },
  { path: '/edit-quote-no-location/:id', area: 'shipper', title: 'Edit Quote Request' },
  { path: '/view-quote/:id', area: 'shipper', title: 'Quote Request' },
  { path: '/view-quote-no-location/:id', area: 'shipper', title: 'Quote Request' },
  { path: '/companies', area: 'shipper', title: 'Companies' },
  { path: '/add-new-company', area: 'shipper', title: 'New Company' },
  { path: '/add-new-company-from-shipment/:companyType', area: 'shipper', title: 'New Company' },
  { path: '/view-company/:id', area: 'shipper', title: 'Company' },
  { path: '/edit-company/:id', area: 'shipper', title: 'Edit Company' },
  { path: '/edit-company-from-shipment/:id/:companyType', area: 'shipper', title: 'Edit Company' },
  { path: '/edit-company-csv', area: 'shipper', title: 'Import Companies' },
  { path: '/lanes', area: 'shipper', title: 'Lanes', soon: REGIONS_SOON },
  { path: '/carriers', area: 'shipper', title: 'My Carriers' },
  { path: '/fleet', area: 'shipper', title: 'My Fleet' },
  { path: '/drivers', area: 'shipper', title: 'Drivers' },
  { path: '/add-new-driver', area: 'shipper', title: 'New Driver' },
  { path: '/edit-driver/:id', area: 'shipper', title: 'Edit Driver' },
  { path: '/view-driver/:id', area: 'shipper', title: 'Driver' },
  { path: '/equipments', area: 'shipper', title: 'Equipment' },
  { path: '/add-new-equipment', area: 'shipper', title: 'New Equipment' },
  { path: '/edit-equipment/:id', area: 'shipper', title: 'Edit Equipment' },
  { path: '/view-equipment/:id', area: 'shipper', title: 'Equipment' },
  { path: '/add-new-carrier', area: 'shipper', title: 'New Carrier' },
  { path: '/add-new-list', area: 'shipper', title: 'New Carrier List' },
  { path: '/edit-list/:id', area: 'shipper', title: 'Edit Carrier List' },
  { path: '/view-list/:id', area: 'shipper', title: 'Carrier List' },
  { path: '/view-carrier/:id', area: 'shipper', title: 'Carrier' },
  { path: '/edit-carrier/:id', area: 'shipper', title: 'Edit Carrier' },
  { path: '/favorites', area: 'shipper', title: 'Favorites' },
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
  },
  {
    path: '/settings/users/:id',
    area: 'shipper',
    title: 'User',
  },
  {
    path: '/settings/account',
    area: 'shipper',
    title: 'Account',
  },
  {
    path: '/settings/notifications',
    area: 'shipper',
    title: 'Notifications',
  },
  {
    path: '/settings/permissions',
    area: 'shipper',
    title: 'Permissions',
  },
  { path: '/quotes', area: 'shipper', title: 'Quotes' },
  { path: '/quotes/:id', area: 'shipper', title: 'Quote' },
  { path: '/shipment-detail/:id?/:randomNum', area: 'shipper', title: 'Shipment Details' },
  { path: '/add-new-region', area: 'shipper', title: 'New Region', soon: REGIONS_SOON },
  { path: '/edit-region/:id', area: 'shipper', title: 'Edit Region', soon: REGIONS_SOON },
  { path: '/view-region/:id', area: 'shipper', title: 'Region', soon: REGIONS_SOON },
];

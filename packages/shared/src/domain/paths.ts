/**
 * Every page route of SPEC 2, written once. `patterns` are what the router matches (React
 * Router syntax); `paths` builds the links the web app navigates to and the server mails.
 * Nothing else in the tree spells a page path.
 */

export const patterns = {
  // SPEC 2.1: public and sign-in pages
  signIn: '/',
  register: '/register',
  registerCarrier: '/register-carrier',
  registerShipper: '/register-shipper',
  registerSuccess: '/register-success',
  forgotPassword: '/forgotPassword',
  setPassword: '/setPassword',
  passwordConfirmed: '/passwordConfirmed',
  oneTimeCode: '/authentication',
  contacts: '/contacts',
  confirmationPdf: '/confirmation-pdf',
  /** PRODUCT.md 12: the public tracking page of a share link. */
  track: '/track/:token',
  /** PRODUCT.md 18: the driver's phone page of a driver link (no sign-in). */
  drive: '/drive/:token',
  support: '/support',
  userAccount: '/settings/user-account',
  userEdit: '/settings/user-edit',
  apiTokens: '/settings/api',
  webhooks: '/settings/webhooks',
  /** PRODUCT.md 15: anyone drops a rate confirmation PDF to see whether Spotlane issued it. */
  verifyRateConfirmation: '/verify-rate-confirmation',
  loadModalFormDetails: '/loadModalFormDetails',
  quickLoad: '/create/new/addLoad',
  quickLane: '/create/new/addLane',
  quickContact: '/create/new/addContact',

  // SPEC 2.2: carrier pages
  spotQuotes: '/spot-quotes',
  /** PRODUCT.md 20: the carrier's posted trucks and lane preferences. */
  myTrucks: '/my-trucks',
  allSpotQuotes: '/all-spot-quotes',
  bidForm: '/spot-quotes/:id/bid',
  assignedSpotQuote: '/spot-quotes/assigned/:id',
  bidPlaced: '/spot-quotes/bid-placed/:id',
  editBid: '/spot-quotes/bid-placed/:id/edit',
  spotQuoteDetail: '/spot-quotes/:id',
  quoteForm: '/spot-quotes/:id/quote',
  carrierNotifications: '/settings/user-notifications',
  /** PRODUCT.md 15: the carrier's own registry record, identity and how to fix what fails. */
  carrierCompliance: '/settings/compliance',
  assignedBidDetail: '/assignedbid-detail/:id?/:randomNum',
  /** PRODUCT.md 19: the carrier's bank account for its payments. */
  paymentDetails: '/settings/payment-details',

  // PRODUCT.md 19: each side's invoices (the shipper pays them, the carrier is paid).
  invoices: '/invoices',
  invoice: '/invoices/:id',

  // SPEC 2.3: shipper pages
  calendar: '/calendar',
  /** PRODUCT.md 19: the shipper's payment run and its accessorial terms. */
  paymentRun: '/payment-run',
  accessorialTerms: '/settings/accessorial-terms',
  /** PRODUCT.md 17: a location's day at its docks. */
  dockSchedule: '/dock-schedule',
  shipments: '/shipments',
  allShipments: '/all-shipments',
  needsAttention: '/needs-attention',
  completed: '/completed',
  inProgress: '/in-progress',
  canceled: '/canceled',
  newShipment: '/add-new-shipment/:id?',
  copyShipment: '/copy-shipment/:id',
  newQuote: '/add-new-quote',
  newQuoteNoLocation: '/add-new-quote-no-location',
  shipmentFromQuote: '/add-shipment-quote/:id',
  editLoad: '/edit-load/:id',
  editQuote: '/edit-quote/:id',
  editQuoteNoLocation: '/edit-quote-no-location/:id',
  viewQuote: '/view-quote/:id',
  viewQuoteNoLocation: '/view-quote-no-location/:id',
  companies: '/companies',
  newCompany: '/add-new-company',
  newCompanyFromShipment: '/add-new-company-from-shipment/:companyType',
  viewCompany: '/view-company/:id',
  editCompany: '/edit-company/:id',
  editCompanyFromShipment: '/edit-company-from-shipment/:id/:companyType',
  importCompanies: '/edit-company-csv',
  lanes: '/lanes',
  carriers: '/carriers',
  fleet: '/fleet',
  drivers: '/drivers',
  newDriver: '/add-new-driver',
  editDriver: '/edit-driver/:id',
  viewDriver: '/view-driver/:id',
  equipments: '/equipments',
  newEquipment: '/add-new-equipment',
  editEquipment: '/edit-equipment/:id',
  viewEquipment: '/view-equipment/:id',
  newCarrier: '/add-new-carrier',
  newCarrierList: '/add-new-list',
  editCarrierList: '/edit-list/:id',
  viewCarrierList: '/view-list/:id',
  viewCarrier: '/view-carrier/:id',
  editCarrier: '/edit-carrier/:id',
  favorites: '/favorites',
  analytics: '/analytics',
  users: '/settings/users',
  user: '/settings/users/:id',
  account: '/settings/account',
  shipperNotifications: '/settings/notifications',
  permissions: '/settings/permissions',
  /** PRODUCT.md 15: the shipper's carrier policy. */
  carrierPolicy: '/settings/carrier-policy',
  quotes: '/quotes',
  quote: '/quotes/:id',
  shipmentDetail: '/shipment-detail/:id?/:randomNum',
  newRegion: '/add-new-region',
  editRegion: '/edit-region/:id',
  viewRegion: '/view-region/:id',
  // PRODUCT.md 8: a lane's page (its guide, contract and loads) and its edit form.
  viewLane: '/view-lane/:id',
  editLane: '/edit-lane/:id',
  // PRODUCT.md 13: a contact's page and its edit form (the list and add form are SPEC 2.1's).
  viewContact: '/view-contact/:id',
  editContact: '/edit-contact/:id',
  // PRODUCT.md 16: the shipper's load templates and recurring shipments (a schedule's page
  // lists the loads it made).
  loadTemplates: '/load-templates',
  loadSchedules: '/load-schedules',
  viewLoadSchedule: '/view-load-schedule/:id',

  // PRODUCT.md 21, both sides: the ratings to give and received, and the claims with their clocks.
  ratings: '/ratings',
  claims: '/claims',
  viewClaim: '/view-claim/:id',
} as const;

export type RouteName = keyof typeof patterns;

type Id = number | string;

/**
 * Fills a pattern's `:name` and `:name?` segments. An optional segment without a value is
 * dropped; a missing required one is a programming error.
 */
export function fill(pattern: string, params: Record<string, Id | undefined> = {}): string {
  const parts = pattern.split('/').flatMap((part) => {
    if (!part.startsWith(':')) return [part];
    const optional = part.endsWith('?');
    const name = part.slice(1, optional ? -1 : undefined);
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) return [];
      throw new Error(`paths: ${pattern} needs ${name}`);
    }
    return [encodeURIComponent(String(value))];
  });
  return parts.join('/') || '/';
}

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

const byId =
  <K extends RouteName>(name: K) =>
  (id: Id) =>
    fill(patterns[name], { id });

/** Links with their parameters filled in. Static pages are the pattern itself. */
export const paths = {
  ...patterns,
  setPasswordWithToken: (token: string) => withQuery(patterns.setPassword, { token }),
  signInThenReturn: (redirectTo: string) => withQuery(patterns.signIn, { redirectTo }),
  track: (token: string) => fill(patterns.track, { token }),
  drive: (token: string) => fill(patterns.drive, { token }),
  confirmationPdfFor: (loadId: Id) => withQuery(patterns.confirmationPdf, { load: String(loadId) }),
  /** My Carriers opened on one of its tabs (the carrier lists). */
  carriersTab: (tab: 'lists') => withQuery(patterns.carriers, { tab }),
  bidForm: byId('bidForm'),
  quoteForm: byId('quoteForm'),
  assignedSpotQuote: byId('assignedSpotQuote'),
  bidPlaced: byId('bidPlaced'),
  editBid: byId('editBid'),
  spotQuoteDetail: byId('spotQuoteDetail'),
  /** The shipper's detail page; SPEC 2.3 gives it a trailing random number (any value). */
  shipmentDetail: (loadId: Id, randomNum: Id = 1) =>
    fill(patterns.shipmentDetail, { id: loadId, randomNum }),
  assignedBidDetail: (loadId: Id, randomNum: Id = 1) =>
    fill(patterns.assignedBidDetail, { id: loadId, randomNum }),
  newShipment: (fromLoadId?: Id) => fill(patterns.newShipment, { id: fromLoadId }),
  copyShipment: byId('copyShipment'),
  shipmentFromQuote: byId('shipmentFromQuote'),
  editLoad: byId('editLoad'),
  editQuote: byId('editQuote'),
  editQuoteNoLocation: byId('editQuoteNoLocation'),
  viewQuote: byId('viewQuote'),
  viewQuoteNoLocation: byId('viewQuoteNoLocation'),
  newCompanyFromShipment: (companyType: string) =>
    fill(patterns.newCompanyFromShipment, { companyType }),
  viewCompany: byId('viewCompany'),
  editCompany: byId('editCompany'),
  editCompanyFromShipment: (id: Id, companyType: string) =>
    fill(patterns.editCompanyFromShipment, { id, companyType }),
  editDriver: byId('editDriver'),
  viewDriver: byId('viewDriver'),
  editEquipment: byId('editEquipment'),
  viewEquipment: byId('viewEquipment'),
  editCarrierList: byId('editCarrierList'),
  viewCarrierList: byId('viewCarrierList'),
  viewCarrier: byId('viewCarrier'),
  viewClaim: byId('viewClaim'),
  editCarrier: byId('editCarrier'),
  user: byId('user'),
  quote: byId('quote'),
  editRegion: byId('editRegion'),
  viewRegion: byId('viewRegion'),
  viewLane: byId('viewLane'),
  editLane: byId('editLane'),
  viewContact: byId('viewContact'),
  editContact: byId('editContact'),
  viewLoadSchedule: byId('viewLoadSchedule'),
  invoice: byId('invoice'),
} as const;

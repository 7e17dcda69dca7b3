import { fill, paths, patterns } from '@spotlane/shared/domain/paths';
import { describe, expect, it } from 'vitest';
import type { GuardUser } from '../lib/session.ts';
import { afterSignInPath, areaOf, asksWhoIsSignedIn, decideRoute, homeFor } from './route-guard.ts';
import { routeRegistry } from './route-registry.ts';

const shipper: GuardUser = { user_type: 'shipper', email: 'ann@shipper.test' };
const carrier: GuardUser = { user_type: 'carrier', email: 'bob@carrier.test' };

const publicPaths = [
  paths.signIn,
  paths.register,
  paths.registerCarrier,
  paths.registerShipper,
  paths.registerSuccess,
  paths.contacts,
  paths.confirmationPdf,
  paths.support,
  paths.forgotPassword,
  paths.setPassword,
  paths.passwordConfirmed,
  paths.oneTimeCode,
  paths.userAccount,
  paths.userEdit,
  paths.loadModalFormDetails,
  paths.quickLoad,
  paths.quickLane,
  paths.quickContact,
];

const carrierPaths = [
  paths.spotQuotes,
  paths.allSpotQuotes,
  paths.bidForm(7),
  paths.assignedSpotQuote(7),
  paths.bidPlaced(7),
  paths.editBid(7),
  paths.spotQuoteDetail(7),
  paths.quoteForm(7),
  paths.carrierNotifications,
  paths.assignedBidDetail(7, 15),
  fill(patterns.assignedBidDetail, { randomNum: 15 }),
];

const shipperPaths = [
  paths.calendar,
  paths.shipments,
  paths.allShipments,
  paths.needsAttention,
  paths.completed,
  paths.inProgress,
  paths.canceled,
  paths.newShipment(),
  paths.newShipment(3),
  paths.copyShipment(3),
  paths.newQuote,
  paths.newQuoteNoLocation,
  paths.shipmentFromQuote(3),
  paths.editLoad(3),
  paths.editQuote(3),
  paths.editQuoteNoLocation(3),
  paths.viewQuote(3),
  paths.viewQuoteNoLocation(3),
  paths.companies,
  paths.newCompany,
  paths.newCompanyFromShipment('origin'),
  paths.viewCompany(3),
  paths.editCompany(3),
  paths.editCompanyFromShipment(3, 'destination'),
  paths.importCompanies,
  paths.lanes,
  paths.carriers,
  paths.fleet,
  paths.drivers,
  paths.newDriver,
  paths.editDriver(3),
  paths.viewDriver(3),
  paths.equipments,
  paths.newEquipment,
  paths.editEquipment(3),
  paths.viewEquipment(3),
  paths.newCarrier,
  paths.newCarrierList,
  paths.editCarrierList(3),
  paths.viewCarrierList(3),
  paths.viewCarrier(3),
  paths.editCarrier(3),
  paths.favorites,
  paths.analytics,
  paths.users,
  paths.user(3),
  paths.account,
  paths.shipperNotifications,
  paths.permissions,
  paths.quotes,
  paths.quote(3),
  paths.shipmentDetail(3, 15),
  fill(patterns.shipmentDetail, { randomNum: 15 }),
  paths.newRegion,
  paths.editRegion(3),
  paths.viewRegion(3),
];

describe('route table (SPEC 2.1 to 2.3)', () => {
  it.each(publicPaths)('%s is public', (path) => {
    expect(['entry', 'public']).toContain(areaOf(path));
  });
  it.each(carrierPaths)('%s belongs to the carrier tree', (path) => {
    expect(areaOf(path)).toBe('carrier');
  });
  it.each(shipperPaths)('%s belongs to the shipper tree', (path) => {
    expect(areaOf(path)).toBe('shipper');
  });
  it('has no path twice', () => {
    const patterns = routeRegistry.map((route) => route.path);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
  it('knows nothing else', () => {
    expect(areaOf('/nowhere')).toBeNull();
    expect(areaOf(`${paths.spotQuoteDetail(1)}/2/3/4`)).toBeNull();
  });
});

describe('decideRoute: signed out', () => {
  it.each(publicPaths)('renders the public page %s', (path) => {
    expect(decideRoute(path, null, [])).toMatchObject({ action: 'render' });
  });

  it('remembers a role page with its search and goes to login', () => {
    expect(decideRoute(`${paths.shipperNotifications}?tab=email`, null, [])).toEqual({
      action: 'redirect',
      to: paths.signIn,
      remember: `${paths.shipperNotifications}?tab=email`,
    });
    expect(decideRoute(paths.bidForm(9), null, [])).toEqual({
      action: 'redirect',
      to: paths.signIn,
      remember: paths.bidForm(9),
    });
  });

  it('shows the login page at an unknown path, without redirecting', () => {
    expect(decideRoute('/no-such-page', null, [])).toEqual({ action: 'render', area: 'login' });
    expect(decideRoute('/no/such/page?x=1', null, [])).toEqual({ action: 'render', area: 'login' });
  });
});

describe('decideRoute: user type', () => {
  it('sends a user type other than shipper or carrier to login and forgets it', () => {
    const odd = { user_type: 'admin', email: 'x@y.test' };
    expect(decideRoute(paths.shipments, odd, [])).toEqual({
      action: 'redirect',
      to: paths.signIn,
      clearUser: true,
    });
    expect(decideRoute(paths.spotQuotes, odd, [])).toMatchObject({
      action: 'redirect',
      to: paths.signIn,
    });
    expect(decideRoute(paths.signIn, odd, [])).toEqual({
      action: 'render',
      area: 'entry',
      clearUser: true,
    });
  });
});

describe('decideRoute: role trees', () => {
  it.each(shipperPaths)('a shipper opens %s', (path) => {
    expect(decideRoute(path, shipper, [])).toEqual({ action: 'render', area: 'shipper' });
  });
  it.each(carrierPaths)('a carrier opens %s', (path) => {
    expect(decideRoute(path, carrier, [])).toEqual({ action: 'render', area: 'carrier' });
  });
  it.each(shipperPaths)('a carrier asking for %s goes to /spot-quotes', (path) => {
    expect(decideRoute(path, carrier, [])).toEqual({ action: 'redirect', to: paths.spotQuotes });
  });
  it.each(carrierPaths)('a shipper asking for %s goes to /shipments', (path) => {
    expect(decideRoute(path, shipper, [])).toEqual({ action: 'redirect', to: paths.shipments });
  });
  it('sends anything else to the role start page', () => {
    expect(decideRoute('/nowhere', shipper, [])).toEqual({
      action: 'redirect',
      to: paths.shipments,
    });
    expect(decideRoute('/nowhere', carrier, [])).toEqual({
      action: 'redirect',
      to: paths.spotQuotes,
    });
  });
  it('keeps the public pages open to signed-in users', () => {
    for (const path of [paths.userAccount, paths.support, paths.registerSuccess]) {
      expect(decideRoute(path, shipper, [])).toMatchObject({ action: 'render' });
      expect(decideRoute(path, carrier, [])).toMatchObject({ action: 'render' });
    }
  });
  it('takes a signed-in user from login to home, through the after-sign-in rule', () => {
    expect(decideRoute(paths.signIn, shipper, [])).toEqual({
      action: 'redirect',
      to: paths.shipments,
      afterSignIn: true,
    });
    expect(decideRoute(paths.signIn, shipper, [], paths.calendar)).toMatchObject({
      to: paths.calendar,
    });
    expect(decideRoute(paths.signIn, carrier, [], paths.calendar)).toMatchObject({
      to: paths.spotQuotes,
    });
    expect(decideRoute(paths.oneTimeCode, carrier, [])).toMatchObject({
      to: paths.spotQuotes,
      afterSignIn: true,
    });
  });
});

describe('decideRoute: one-time code', () => {
  const pending = { ...shipper, otp_required: true };
  it('sends a user who owes the code to /authentication', () => {
    expect(decideRoute(paths.shipments, pending, [])).toEqual({
      action: 'redirect',
      to: paths.oneTimeCode,
    });
    expect(decideRoute('/nowhere', pending, [])).toEqual({
      action: 'redirect',
      to: paths.oneTimeCode,
    });
    expect(
      decideRoute(paths.spotQuotes, { ...carrier, otp_required: true }, ['someone@else.test']),
    ).toEqual({ action: 'redirect', to: paths.oneTimeCode });
  });
  it('shows the code page and the other public pages meanwhile', () => {
    expect(decideRoute(paths.oneTimeCode, pending, [])).toEqual({
      action: 'render',
      area: 'entry',
    });
    expect(decideRoute(paths.signIn, pending, [])).toEqual({ action: 'render', area: 'entry' });
    expect(decideRoute(paths.forgotPassword, pending, [])).toMatchObject({ action: 'render' });
  });
  it('lets a user whose e-mail this device confirmed through', () => {
    expect(decideRoute(paths.shipments, pending, ['ANN@shipper.test'])).toEqual({
      action: 'render',
      area: 'shipper',
    });
  });
  it('needs the flag: no flag, no code step', () => {
    expect(decideRoute(paths.shipments, { ...shipper, otp_required: false }, [])).toEqual({
      action: 'render',
      area: 'shipper',
    });
  });
});

describe('after sign-in', () => {
  it('goes to the remembered page when the role may open it', () => {
    expect(afterSignInPath(shipper, `${paths.favorites}?x=1`)).toBe(`${paths.favorites}?x=1`);
    expect(afterSignInPath(carrier, paths.bidForm(4))).toBe(paths.bidForm(4));
    expect(afterSignInPath(carrier, paths.userAccount)).toBe(paths.userAccount);
  });
  it('goes home when the remembered page belongs to the other role or is not a page', () => {
    expect(afterSignInPath(carrier, paths.favorites)).toBe(paths.spotQuotes);
    expect(afterSignInPath(shipper, paths.spotQuotes)).toBe(paths.shipments);
    expect(afterSignInPath(shipper, '/nowhere')).toBe(paths.shipments);
    expect(afterSignInPath(shipper, paths.signIn)).toBe(paths.shipments);
    expect(afterSignInPath(shipper, 'https://evil.test/')).toBe(paths.shipments);
    expect(afterSignInPath(shipper, '//evil.test/')).toBe(paths.shipments);
  });
  it('uses the homepage preference of a shipper', () => {
    expect(afterSignInPath(shipper, null, paths.calendar)).toBe(paths.calendar);
    expect(afterSignInPath(shipper, null)).toBe(paths.shipments);
    expect(homeFor('shipper', 'nonsense')).toBe(paths.shipments);
    expect(homeFor('carrier', paths.calendar)).toBe(paths.spotQuotes);
  });
});

describe('asksWhoIsSignedIn: no GET /api/auth/me (and no 401) for an anonymous visit', () => {
  const shipper: GuardUser = { user_type: 'shipper', email: 's@example.com' };

  it('does not ask on the sign-in pages when the device knows no user', () => {
    for (const path of ['/', '/register', '/register-carrier', '/forgotPassword'])
      expect(asksWhoIsSignedIn(path, null), path).toBe(false);
    expect(asksWhoIsSignedIn('/no-such-page', null)).toBe(false);
  });

  it('asks on role and public pages (a session made elsewhere counts) and when a user is known', () => {
    expect(asksWhoIsSignedIn('/shipments', null)).toBe(true);
    expect(asksWhoIsSignedIn('/spot-quotes', null)).toBe(true);
    expect(asksWhoIsSignedIn('/settings/user-account', null)).toBe(true);
    expect(asksWhoIsSignedIn('/', shipper)).toBe(true);
    expect(asksWhoIsSignedIn('/register', shipper)).toBe(true);
  });
});

describe('pages of either role (PRODUCT.md 19: each side’s invoices)', () => {
  it('opens /invoices and an invoice for a shipper and for a carrier, each on its own side', () => {
    for (const user of [shipper, carrier])
      for (const path of [paths.invoices, paths.invoice(41)])
        expect(decideRoute(path, user, [user.email])).toEqual({ action: 'render', area: 'member' });
  });
  it('sends a visitor through sign-in and back', () => {
    expect(decideRoute(paths.invoice(41), null, [])).toEqual({
      action: 'redirect',
      to: paths.signIn,
      remember: paths.invoice(41),
    });
    expect(afterSignInPath(carrier, paths.invoice(41))).toBe(paths.invoice(41));
  });
  it('keeps the payment run to shippers and the bank account to carriers', () => {
    expect(decideRoute(paths.paymentRun, carrier, [carrier.email])).toMatchObject({
      action: 'redirect',
    });
    expect(decideRoute(paths.paymentDetails, shipper, [shipper.email])).toMatchObject({
      action: 'redirect',
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { GuardUser } from '../lib/session.ts';
import { afterSignInPath, areaOf, asksWhoIsSignedIn, decideRoute, homeFor } from './route-guard.ts';
import { routeRegistry } from './route-registry.ts';

const shipper: GuardUser = { user_type: 'shipper', email: 'ann@shipper.test' };
const carrier: GuardUser = { user_type: 'carrier', email: 'bob@carrier.test' };

const publicPaths = [
  '/',
  '/register',
  '/register-carrier',
  '/register-shipper',
  '/register-success',
  '/contacts',
  '/confirmation-pdf',
  '/support',
  '/forgotPassword',
  '/setPassword',
  '/passwordConfirmed',
  '/authentication',
  '/settings/user-account',
  '/settings/user-edit',
  '/loadModalFormDetails',
  '/create/new/addLoad',
  '/create/new/addLane',
  '/create/new/addContact',
];

const carrierPaths = [
  '/spot-quotes',
  '/all-spot-quotes',
  '/spot-quotes/7/bid',
  '/spot-quotes/assigned/7',
  '/spot-quotes/bid-placed/7',
  '/spot-quotes/bid-placed/7/edit',
  '/spot-quotes/7',
  '/spot-quotes/7/quote',
  '/settings/user-notifications',
  '/assignedbid-detail/7/15',
  '/assignedbid-detail/15',
];

const shipperPaths = [
  '/calendar',
  '/shipments',
  '/all-shipments',
  '/needs-attention',
  '/completed',
  '/in-progress',
  '/canceled',
  '/add-new-shipment',
  '/add-new-shipment/3',
  '/copy-shipment/3',
  '/add-new-quote',
  '/add-new-quote-no-location',
  '/add-shipment-quote/3',
  '/edit-load/3',
  '/edit-quote/3',
  '/edit-quote-no-location/3',
  '/view-quote/3',
  '/view-quote-no-location/3',
  '/companies',
  '/add-new-company',
  '/add-new-company-from-shipment/origin',
  '/view-company/3',
  '/edit-company/3',
  '/edit-company-from-shipment/3/destination',
  '/edit-company-csv',
  '/lanes',
  '/carriers',
  '/fleet',
  '/drivers',
  '/add-new-driver',
  '/edit-driver/3',
  '/view-driver/3',
  '/equipments',
  '/add-new-equipment',
  '/edit-equipment/3',
  '/view-equipment/3',
  '/add-new-carrier',
  '/add-new-list',
  '/edit-list/3',
  '/view-list/3',
  '/view-carrier/3',
  '/edit-carrier/3',
  '/favorites',
  '/analytics',
  '/settings/users',
  '/settings/users/3',
  '/settings/account',
  '/settings/notifications',
  '/settings/permissions',
  '/quotes',
  '/quotes/3',
  '/shipment-detail/3/15',
  '/shipment-detail/15',
  '/add-new-region',
  '/edit-region/3',
  '/view-region/3',
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
    expect(areaOf('/spot-quotes/1/2/3/4')).toBeNull();
  });
});

describe('decideRoute: signed out', () => {
  it.each(publicPaths)('renders the public page %s', (path) => {
    expect(decideRoute(path, null, [])).toMatchObject({ action: 'render' });
  });

  it('remembers a role page with its search and goes to login', () => {
    expect(decideRoute('/settings/notifications?tab=email', null, [])).toEqual({
      action: 'redirect',
      to: '/',
      remember: '/settings/notifications?tab=email',
    });
    expect(decideRoute('/spot-quotes/9/bid', null, [])).toEqual({
      action: 'redirect',
      to: '/',
      remember: '/spot-quotes/9/bid',
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
    expect(decideRoute('/shipments', odd, [])).toEqual({
      action: 'redirect',
      to: '/',
      clearUser: true,
    });
    expect(decideRoute('/spot-quotes', odd, [])).toMatchObject({ action: 'redirect', to: '/' });
    expect(decideRoute('/', odd, [])).toEqual({ action: 'render', area: 'entry', clearUser: true });
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
    expect(decideRoute(path, carrier, [])).toEqual({ action: 'redirect', to: '/spot-quotes' });
  });
  it.each(carrierPaths)('a shipper asking for %s goes to /shipments', (path) => {
    expect(decideRoute(path, shipper, [])).toEqual({ action: 'redirect', to: '/shipments' });
  });
  it('sends anything else to the role start page', () => {
    expect(decideRoute('/nowhere', shipper, [])).toEqual({ action: 'redirect', to: '/shipments' });
    expect(decideRoute('/nowhere', carrier, [])).toEqual({
      action: 'redirect',
      to: '/spot-quotes',
    });
  });
  it('keeps the public pages open to signed-in users', () => {
    for (const path of ['/settings/user-account', '/support', '/register-success']) {
      expect(decideRoute(path, shipper, [])).toMatchObject({ action: 'render' });
      expect(decideRoute(path, carrier, [])).toMatchObject({ action: 'render' });
    }
  });
  it('takes a signed-in user from login to home, through the after-sign-in rule', () => {
    expect(decideRoute('/', shipper, [])).toEqual({
      action: 'redirect',
      to: '/shipments',
      afterSignIn: true,
    });
    expect(decideRoute('/', shipper, [], '/calendar')).toMatchObject({ to: '/calendar' });
    expect(decideRoute('/', carrier, [], '/calendar')).toMatchObject({ to: '/spot-quotes' });
    expect(decideRoute('/authentication', carrier, [])).toMatchObject({
      to: '/spot-quotes',
      afterSignIn: true,
    });
  });
});

describe('decideRoute: one-time code', () => {
  const pending = { ...shipper, otp_required: true };
  it('sends a user who owes the code to /authentication', () => {
    expect(decideRoute('/shipments', pending, [])).toEqual({
      action: 'redirect',
      to: '/authentication',
    });
    expect(decideRoute('/nowhere', pending, [])).toEqual({
      action: 'redirect',
      to: '/authentication',
    });
    expect(
      decideRoute('/spot-quotes', { ...carrier, otp_required: true }, ['someone@else.test']),
    ).toEqual({ action: 'redirect', to: '/authentication' });
  });
  it('shows the code page and the other public pages meanwhile', () => {
    expect(decideRoute('/authentication', pending, [])).toEqual({
      action: 'render',
      area: 'entry',
    });
    expect(decideRoute('/', pending, [])).toEqual({ action: 'render', area: 'entry' });
    expect(decideRoute('/forgotPassword', pending, [])).toMatchObject({ action: 'render' });
  });
  it('lets a user whose e-mail this device confirmed through', () => {
    expect(decideRoute('/shipments', pending, ['ANN@shipper.test'])).toEqual({
      action: 'render',
      area: 'shipper',
    });
  });
  it('needs the flag: no flag, no code step', () => {
    expect(decideRoute('/shipments', { ...shipper, otp_required: false }, [])).toEqual({
      action: 'render',
      area: 'shipper',
    });
  });
});

describe('after sign-in', () => {
  it('goes to the remembered page when the role may open it', () => {
    expect(afterSignInPath(shipper, '/favorites?x=1')).toBe('/favorites?x=1');
    expect(afterSignInPath(carrier, '/spot-quotes/4/bid')).toBe('/spot-quotes/4/bid');
    expect(afterSignInPath(carrier, '/settings/user-account')).toBe('/settings/user-account');
  });
  it('goes home when the remembered page belongs to the other role or is not a page', () => {
    expect(afterSignInPath(carrier, '/favorites')).toBe('/spot-quotes');
    expect(afterSignInPath(shipper, '/spot-quotes')).toBe('/shipments');
    expect(afterSignInPath(shipper, '/nowhere')).toBe('/shipments');
    expect(afterSignInPath(shipper, '/')).toBe('/shipments');
    expect(afterSignInPath(shipper, 'https://evil.test/')).toBe('/shipments');
    expect(afterSignInPath(shipper, '//evil.test/')).toBe('/shipments');
  });
  it('uses the homepage preference of a shipper', () => {
    expect(afterSignInPath(shipper, null, '/calendar')).toBe('/calendar');
    expect(afterSignInPath(shipper, null)).toBe('/shipments');
    expect(homeFor('shipper', 'nonsense')).toBe('/shipments');
    expect(homeFor('carrier', '/calendar')).toBe('/spot-quotes');
  });
});

describe('asksWhoIsSignedIn: no GET /api/auth/me (and no 401) for an anonymous visit', () => {
  const shipper: GuardUser = { user_type: 'shipper', email: 's@example.com' };

  it('does not ask on the sign-in and public pages when the device knows no user', () => {
    for (const path of ['/', '/register', '/register-carrier', '/forgotPassword', '/support'])
      expect(asksWhoIsSignedIn(path, null), path).toBe(false);
    expect(asksWhoIsSignedIn('/no-such-page', null)).toBe(false);
  });

  it('asks on a role page (a session made elsewhere counts) and whenever a user is known', () => {
    expect(asksWhoIsSignedIn('/shipments', null)).toBe(true);
    expect(asksWhoIsSignedIn('/spot-quotes', null)).toBe(true);
    expect(asksWhoIsSignedIn('/', shipper)).toBe(true);
    expect(asksWhoIsSignedIn('/register', shipper)).toBe(true);
  });
});

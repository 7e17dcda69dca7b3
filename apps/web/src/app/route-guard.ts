import { patterns } from '@spotlane/shared/domain/paths';
import { type GuardUser, otpPending } from '../lib/session.ts';
import { type RouteArea, routeAt } from './route-registry.ts';

/**
 * The redirect rules of SPEC 2.2 to 2.4 as one pure function, so every rule has a test
 * (route-guard.test.ts) and the router only carries out what this decides.
 */

export type RouteDecision =
  | {
      action: 'render';
      /** 'login': an unknown path, which shows the login page where it is. */
      area: RouteArea | 'login';
      /** The stored user is unusable (a user type other than shipper or carrier). */
      clearUser?: boolean;
    }
  | {
      action: 'redirect';
      to: string;
      /** Path and search to keep in redirectTo, to return to after sign-in. */
      remember?: string;
      /** Signed in on a sign-in page: go to the remembered page when allowed, else `to`. */
      afterSignIn?: boolean;
      clearUser?: boolean;
    };

const LOGIN_PATH = patterns.signIn;
const OTP_PATH = patterns.oneTimeCode;
const SHIPPER_HOME = patterns.shipments;
const CARRIER_HOME = patterns.spotQuotes;

export type Role = 'shipper' | 'carrier';

export function isRole(value: unknown): value is Role {
  return value === 'shipper' || value === 'carrier';
}

function pathnameOf(path: string): string {
  const end = path.search(/[?#]/);
  const pathname = end < 0 ? path : path.slice(0, end);
  return pathname || '/';
}

/** Which part of the route table a path belongs to, or null for an unknown path. */
export function areaOf(path: string): RouteArea | null {
  return routeAt(pathnameOf(path))?.area ?? null;
}

/**
 * Whether to ask the server who is signed in (GET /api/auth/me) on this path. Nothing on the
 * device says so and the page is a sign-in page (or unknown, which shows sign-in): no request,
 * so an anonymous visit never logs a 401. Role and public pages (settings, support) still ask:
 * a session made elsewhere, such as by the API, counts there.
 */
export function asksWhoIsSignedIn(path: string, user: GuardUser | null): boolean {
  if (user) return true;
  const area = areaOf(path);
  return area !== 'entry' && area !== null;
}

export function homeFor(role: Role, homepage: string = SHIPPER_HOME): string {
  if (role === 'carrier') return CARRIER_HOME;
  return homepage === patterns.calendar ? patterns.calendar : SHIPPER_HOME;
}

/**
 * What to do with a request for `path` (pathname plus optional search), given the user kept
 * on this device (null when signed out) and the e-mails whose one-time code it confirmed.
 * `homepage` is the shipper's homepage preference.
 */
export function decideRoute(
  path: string,
  storedUser: GuardUser | null,
  otpConfirmed: readonly string[],
  homepage: string = SHIPPER_HOME,
): RouteDecision {
  const pathname = pathnameOf(path);
  const area = areaOf(pathname);
  const isLogin = pathname === LOGIN_PATH;

  // A user type other than shipper or carrier is sent to login (and forgotten).
  if (storedUser && !isRole(storedUser.user_type)) {
    return isLogin
      ? { action: 'render', area: 'entry', clearUser: true }
      : { action: 'redirect', to: LOGIN_PATH, clearUser: true };
  }

  if (!storedUser) {
    // Public pages open for any visitor; an unknown path shows the login page in place.
    if (area === 'entry' || area === 'public') return { action: 'render', area };
    if (area === null) return { action: 'render', area: 'login' };
    // A page of a role tree: remember it and sign in first.
    return { action: 'redirect', to: LOGIN_PATH, remember: path };
  }

  const role = storedUser.user_type as Role;

  // Session guard: the one-time code is still owed. Public pages stay open (the visitor may
  // sign in again as someone else or reset a password); everything else waits for the code.
  if (otpPending(storedUser, otpConfirmed)) {
    if (area === 'entry' || area === 'public') return { action: 'render', area };
    return { action: 'redirect', to: OTP_PATH };
  }

  // Signed in: the login and code pages have nothing to offer, start at home.
  if (isLogin || pathname === OTP_PATH) {
    return { action: 'redirect', to: homeFor(role, homepage), afterSignIn: true };
  }
  if (area === 'entry' || area === 'public') return { action: 'render', area };
  if (area === role || area === 'member') return { action: 'render', area };
  // The other role's tree, or anything else: the role's own start page (SPEC 2.2, 2.3).
  return { action: 'redirect', to: role === 'carrier' ? CARRIER_HOME : SHIPPER_HOME };
}

/**
 * Where to go after a successful sign-in: the remembered path when this user may open it,
 * else home.
 */
export function afterSignInPath(
  user: { user_type: string; email: string },
  redirectTo: string | null,
  homepage: string = SHIPPER_HOME,
): string {
  if (!isRole(user.user_type)) return LOGIN_PATH;
  const home = homeFor(user.user_type, homepage);
  if (!redirectTo?.startsWith('/') || redirectTo.startsWith('//')) return home;
  const decision = decideRoute(redirectTo, { user_type: user.user_type, email: user.email }, []);
  if (decision.action !== 'render') return home;
  if (decision.area === user.user_type || decision.area === 'public' || decision.area === 'member')
    return redirectTo;
  return home;
}

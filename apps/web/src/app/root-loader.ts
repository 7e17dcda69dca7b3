import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { meQueryOptions } from '../features/account/api/get-me.ts';
import {
  clearRedirectTo,
  getHomepagePreference,
  getOtpConfirmed,
  getRedirectTo,
  setRedirectTo,
} from '../lib/device-storage.ts';
import { clearSession, getGuardUser, getStoredUser, signedOutJustNow } from '../lib/session.ts';
import {
  afterSignInPath,
  asksWhoIsSignedIn,
  decideRoute,
  type RouteDecision,
} from './route-guard.ts';

/**
 * The guard of SPEC 2.2 to 2.4 as the root route's loader: it runs before any page renders, on
 * every navigation, and the page loaders below it wait for its decision, so a page the visitor
 * will not see never asks for its data (a shipper opening /spot-quotes asks for no carrier list).
 */

// One decision per navigation: the root loader and the page loaders of one navigation share
// its request.
const decisions = new WeakMap<Request, Promise<RouteDecision>>();
// GET /api/auth/me is asked once per app start, as the guard did when it was a component: a
// visitor's 401 is not asked again on every public page.
const asked = new WeakSet<QueryClient>();

async function decide(request: Request, queryClient: QueryClient): Promise<RouteDecision> {
  const url = new URL(request.url);
  const path = `${url.pathname}${url.search}`;
  if (!asked.has(queryClient) && asksWhoIsSignedIn(path, getGuardUser())) {
    asked.add(queryClient);
    // A 401 clears the device's user (get-me.ts); the decision below reads what is left.
    await queryClient.fetchQuery(meQueryOptions).catch(() => null);
  }
  return decideRoute(path, getGuardUser(), getOtpConfirmed(), getHomepagePreference());
}

/** The guard's decision for the navigation of `request`. */
export function guardDecision(request: Request, queryClient: QueryClient): Promise<RouteDecision> {
  let decision = decisions.get(request);
  if (!decision) {
    decision = decide(request, queryClient);
    decisions.set(request, decision);
  }
  return decision;
}

/** The root route's loader: carries out the guard's decision (remember, forget, redirect). */
export const rootLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const decision = await guardDecision(request, queryClient);
    if (decision.clearUser) clearSession();
    if (decision.action === 'render') return null;
    const user = getStoredUser();
    const to =
      decision.afterSignIn && user
        ? afterSignInPath(user, getRedirectTo(), getHomepagePreference())
        : decision.to;
    if (decision.afterSignIn) clearRedirectTo();
    if (decision.remember && !signedOutJustNow()) setRedirectTo(decision.remember);
    throw redirect(to);
  };

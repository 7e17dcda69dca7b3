import type { User } from '@spotlane/shared/schemas/auth';
import { useMemo } from 'react';
import { z } from 'zod';
import {
  addOtpConfirmed,
  getItem,
  removeItem,
  removeOtpConfirmed,
  type StoredCurrentUser,
  type StoredUserData,
  setItem,
  useStoredItem,
} from './device-storage.ts';

/**
 * The signed-in user as this device remembers it, for routing and display. The server stays
 * the authority: GET /api/auth/me on start and any 401 correct what is kept here.
 */

const storedUserSchema = z.object({
  id: z.number(),
  user_type: z.string(),
  email: z.string(),
  first_name: z.string().catch(''),
  last_name: z.string().catch(''),
  company_name: z.string().catch(''),
  logo: z.string().nullable().catch(null),
  permissions: z.record(z.string(), z.boolean()).catch({}),
});

const currentUserSchema = z.object({ email: z.string(), otp_required: z.boolean() });

export function toStoredUser(user: User): StoredUserData {
  return {
    id: user.id,
    user_type: user.user_type,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    company_name: user.company_name,
    logo: user.logo,
    permissions: { ...user.permissions },
  };
}

export function readStoredUser(value: unknown): StoredUserData | null {
  const parsed = storedUserSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function readCurrentUser(value: unknown): StoredCurrentUser | null {
  const parsed = currentUserSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** What the route guard needs to know about the signed-in user. */
export interface GuardUser {
  user_type: string;
  email: string;
  /** The one-time-code flag: the server still waits for the code of this sign-in. */
  otp_required?: boolean;
}

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The one-time code of this user's sign-in is still owed on this device. */
export function otpPending(user: GuardUser, otpConfirmed: readonly string[]): boolean {
  return user.otp_required === true && !otpConfirmed.some((email) => sameEmail(email, user.email));
}

/** The user kept on the device plus the one-time-code flag of its sign-in. */
export function toGuardUser(
  user: StoredUserData | null,
  current: StoredCurrentUser | null,
): GuardUser | null {
  if (!user) return null;
  const sameSignIn = current?.email.toLowerCase() === user.email.toLowerCase();
  return {
    user_type: user.user_type,
    email: user.email,
    otp_required: sameSignIn ? current?.otp_required === true : false,
  };
}

export function useSession() {
  const rawUser = useStoredItem('userData');
  const rawCurrent = useStoredItem('currentUser');
  return useMemo(() => {
    const user = readStoredUser(rawUser);
    const current = readCurrentUser(rawCurrent);
    return { user, current, guardUser: toGuardUser(user, current) };
  }, [rawUser, rawCurrent]);
}

export function getStoredUser(): StoredUserData | null {
  return readStoredUser(getItem('userData'));
}

/** When the user last signed out on purpose (ms since epoch), 0 for never since sign-in. */
let explicitSignOutAt = 0;
const SIGN_OUT_WINDOW_MS = 3000;

/** A successful sign-in (or registration). `otpRequired` when the code step still follows. */
export function rememberSignIn(user: User, otpRequired: boolean): void {
  explicitSignOutAt = 0;
  if (otpRequired) {
    // The server asks for a code although this device thought it trusted: the mirror is stale.
    removeOtpConfirmed(user.email);
  }
  setItem('currentUser', { email: user.email, otp_required: otpRequired });
  setItem('userData', toStoredUser(user));
}

/** The server answered with the user (GET /me, an update): keep the copy current. */
export function refreshStoredUser(user: User): void {
  const current = readCurrentUser(getItem('currentUser'));
  if (
    !current ||
    current.email.toLowerCase() !== user.email.toLowerCase() ||
    current.otp_required
  ) {
    setItem('currentUser', { email: user.email, otp_required: false });
  }
  setItem('userData', toStoredUser(user));
}

/** The one-time code was accepted; a trusted device is mirrored in otpConfirmed. */
export function completeOtp(user: User, trustDevice: boolean): void {
  if (trustDevice) addOtpConfirmed(user.email);
  setItem('currentUser', { email: user.email, otp_required: false });
  setItem('userData', toStoredUser(user));
}

/** 401 OtpRequired: the session waits for its code. */
export function markOtpRequired(): void {
  const user = getStoredUser();
  if (!user) return;
  removeOtpConfirmed(user.email);
  setItem('currentUser', { email: user.email, otp_required: true });
}

/** Forget the signed-in user and the one-time-code flag (SPEC 4 logout, or a 401). */
export function clearSession(options: { explicit?: boolean } = {}): void {
  if (options.explicit) explicitSignOutAt = Date.now();
  if (getItem('userData') !== null) removeItem('userData');
  if (getItem('currentUser') !== null) removeItem('currentUser');
}

/**
 * True right after the user signed out on purpose, so the guard does not remember the page
 * they just left as a place to come back to. (A time window rather than a one-shot flag, so
 * a re-run effect cannot turn it around.)
 */
export function signedOutJustNow(): boolean {
  return explicitSignOutAt > 0 && Date.now() - explicitSignOutAt < SIGN_OUT_WINDOW_MS;
}

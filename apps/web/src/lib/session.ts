import type { User } from '@spotlane/shared/schemas/auth';
import { useMemo } from 'react';
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

// Hand-written readers (no zod: the sign-in page loads this module, the first-load budget). A kept value
// that lost its shape reads as nothing; a bad optional part falls back to its default.
type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const textOr = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

function permissionsOf(value: unknown): Record<string, boolean> {
  if (!isFields(value)) return {};
  const entries = Object.entries(value);
  if (!entries.every(([, allowed]) => typeof allowed === 'boolean')) return {};
  return Object.fromEntries(entries) as Record<string, boolean>;
}

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
  if (!isFields(value)) return null;
  const { id, user_type, email, logo } = value;
  if (typeof id !== 'number' || !Number.isFinite(id)) return null;
  if (typeof user_type !== 'string' || typeof email !== 'string') return null;
  return {
    id,
    user_type,
    email,
    first_name: textOr(value.first_name, ''),
    last_name: textOr(value.last_name, ''),
    company_name: textOr(value.company_name, ''),
    logo: typeof logo === 'string' || logo === null ? logo : null,
    permissions: permissionsOf(value.permissions),
  };
}

function readCurrentUser(value: unknown): StoredCurrentUser | null {
  if (!isFields(value)) return null;
  const { email, otp_required } = value;
  if (typeof email !== 'string' || typeof otp_required !== 'boolean') return null;
  return { email, otp_required };
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

/** The guard's user as the device keeps it now (outside React: the start of the app). */
export function getGuardUser(): GuardUser | null {
  return toGuardUser(getStoredUser(), readCurrentUser(getItem('currentUser')));
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

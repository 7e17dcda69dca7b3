import { allPermissions } from '@spotlane/shared/domain/permissions';
import type { User } from '@spotlane/shared/schemas/auth';
import { beforeEach, describe, expect, it } from 'vitest';
import { getItem, getOtpConfirmed } from './device-storage.ts';
import {
  clearSession,
  completeOtp,
  getStoredUser,
  markOtpRequired,
  rememberSignIn,
  signedOutJustNow,
  toGuardUser,
} from './session.ts';

const user: User = {
  id: 7,
  user_type: 'shipper',
  email: 'ann@shipper.test',
  first_name: 'Ann',
  last_name: 'Lee',
  company_name: 'Acme',
  logo: null,
  permissions: allPermissions(true),
  otp_enabled: true,
};

beforeEach(() => localStorage.clear());

describe('session on the device', () => {
  it('keeps only what routing and display need', () => {
    rememberSignIn(user, false);
    expect(Object.keys(getItem('userData') ?? {}).sort()).toEqual([
      'company_name',
      'email',
      'first_name',
      'id',
      'last_name',
      'logo',
      'permissions',
      'user_type',
    ]);
    expect(JSON.stringify(localStorage)).not.toMatch(/password|token/i);
  });

  it('sets the one-time-code flag and clears it once the code is accepted', () => {
    rememberSignIn(user, true);
    expect(toGuardUser(getStoredUser(), getItem('currentUser'))?.otp_required).toBe(true);
    completeOtp(user, false);
    expect(toGuardUser(getStoredUser(), getItem('currentUser'))?.otp_required).toBe(false);
    expect(getOtpConfirmed()).toEqual([]);
  });

  it('mirrors a trusted device in otpConfirmed and forgets it when the server asks again', () => {
    completeOtp(user, true);
    expect(getOtpConfirmed()).toEqual(['ann@shipper.test']);
    markOtpRequired();
    expect(getOtpConfirmed()).toEqual([]);
    expect(getItem('currentUser')).toEqual({ email: 'ann@shipper.test', otp_required: true });
  });

  it('logout clears the user and the flag, and is known as deliberate for a moment', () => {
    rememberSignIn(user, true);
    clearSession({ explicit: true });
    expect(getItem('userData')).toBeNull();
    expect(getItem('currentUser')).toBeNull();
    expect(signedOutJustNow()).toBe(true);
    rememberSignIn(user, false);
    expect(signedOutJustNow()).toBe(false);
  });
});

import { paths } from '@spotlane/shared/domain/paths';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addOtpConfirmed,
  getFilterPreferences,
  getHomepagePreference,
  getItem,
  getOtpConfirmed,
  getRedirectTo,
  purgeForbiddenKeys,
  removeOtpConfirmed,
  setItem,
} from './device-storage.ts';

beforeEach(() => localStorage.clear());

describe('device storage (SPEC 3.2, PRODUCT.md 2)', () => {
  it('never keeps a password or a token', () => {
    localStorage.setItem('credentials', JSON.stringify({ iv: 'a', encryptedData: 'b', key: 'c' }));
    localStorage.setItem(
      'userData',
      JSON.stringify({ id: 1, user_type: 'shipper', email: 'a@b.test', auth_token: 'secret' }),
    );
    purgeForbiddenKeys();
    expect(localStorage.getItem('credentials')).toBeNull();
    expect(localStorage.getItem('userData')).not.toContain('secret');
  });

  it('defaults the filter and homepage preferences', () => {
    expect(getFilterPreferences()).toEqual({ cardsPerPage: 12, selectedSortValue: 'new' });
    setItem('filterPreferences', { cardsPerPage: 21, selectedSortValue: 'old' });
    expect(getFilterPreferences()).toEqual({ cardsPerPage: 21, selectedSortValue: 'old' });
    expect(getHomepagePreference()).toBe(paths.shipments);
    setItem('homepagePreference', paths.calendar);
    expect(getHomepagePreference()).toBe(paths.calendar);
  });

  it('keeps otpConfirmed as a list of e-mails without duplicates', () => {
    addOtpConfirmed('Ann@Example.test');
    addOtpConfirmed('ann@example.test');
    addOtpConfirmed('bob@example.test');
    expect(getOtpConfirmed()).toEqual(['ann@example.test', 'bob@example.test']);
    removeOtpConfirmed('ANN@example.test');
    expect(getItem('otpConfirmed')).toEqual(['bob@example.test']);
  });

  it('accepts only same-site paths as redirectTo', () => {
    setItem('redirectTo', `${paths.favorites}?x=1`);
    expect(getRedirectTo()).toBe(`${paths.favorites}?x=1`);
    setItem('redirectTo', '//evil.test');
    expect(getRedirectTo()).toBeNull();
  });
});

import { useLocalStorage } from '@mantine/hooks';
import { paths } from '@spotlane/shared/domain/paths';
import { useMemo, useSyncExternalStore } from 'react';

/**
 * The device storage keys of SPEC 3.2, typed. Values are JSON in localStorage.
 *
 * Deliberate deviation (PRODUCT.md 2, docs/decisions/007): SPEC 3.2 keeps `credentials`
 * (the password, AES-encrypted with the key stored right beside it, so readable by any
 * script) and `auth_token` inside userData. We keep neither: the session is an httpOnly
 * cookie that scripts cannot read, and "remember me" only stores the checkbox state. A
 * script injected into the page can therefore never walk away with a password or token.
 */

/** Only what routing and display need; never a password or a session token. */
export interface StoredUserData {
  id: number;
  /** Kept as text: a value other than shipper or carrier sends the visitor to login. */
  user_type: string;
  email: string;
  first_name: string;
  last_name: string;
  company_name: string;
  logo: string | null;
  permissions: Partial<Record<string, boolean>>;
}

/**
 * The sign-in in progress: whose it is and whether the server still waits for the
 * one-time code (the "one-time-code flag" of SPEC 2.4 and 4).
 */
export interface StoredCurrentUser {
  email: string;
  otp_required: boolean;
}

export type CardsPerPage = 6 | 12 | 21;
export type SortValue = 'old' | 'new' | 'alphabetical';
export interface FilterPreferences {
  cardsPerPage: CardsPerPage;
  selectedSortValue: SortValue;
}

export type HomepagePreference = typeof paths.shipments | typeof paths.calendar;

export interface StorageSchema {
  // Group one (SPEC 3.2), without `credentials`.
  currentUser: StoredCurrentUser;
  userData: StoredUserData;
  countryData: unknown[];
  /** The checkbox state only (PRODUCT.md 2). */
  rememberMe: boolean;
  loadDetails: Record<string, unknown>;
  currentLoadBids: unknown[];
  showReset: boolean;
  filterPreferences: FilterPreferences;
  /** Path plus search the visitor wanted before signing in. */
  redirectTo: string;
  homepagePreference: HomepagePreference;
  /** E-mails whose one-time code this device has confirmed (mirrors the trusted cookie). */
  otpConfirmed: string[];
  // Group two.
  shipmentCopies: Record<string, number>;
  calendarFilterPreference: string;
  calendarViewPreference: string;
  calendarWeekdaysOnlyPreference: boolean;
  companiesCsv: string;
  tempShipmentData: Record<string, unknown>;
  regionsCollapsed: boolean;
  specsCollapsed: boolean;
  /** PRODUCT.md 10: the filters of /analytics, kept on the device. */
  analyticsFilters: StoredAnalyticsFilters;
}

/** The /analytics filters as stored (the API's query names; empty ones left out). */
export interface StoredAnalyticsFilters {
  from?: string;
  to?: string;
  lane_id?: number;
  origin_region_id?: number;
  destination_region_id?: number;
  carrier_id?: number;
  equipment_type?: string;
}

export type StorageKey = keyof StorageSchema;

export const DEFAULT_FILTER_PREFERENCES: FilterPreferences = {
  cardsPerPage: 12,
  selectedSortValue: 'new',
};
export const DEFAULT_HOMEPAGE: HomepagePreference = paths.shipments;

/** Keys that earlier versions of the original app wrote and this one must never keep. */
const FORBIDDEN_KEYS = ['credentials', 'auth_token'] as const;

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage disabled (privacy mode, sandboxed frame): the app still works, it just forgets.
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function readRaw(key: StorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function parse<K extends StorageKey>(raw: string | null): StorageSchema[K] | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as StorageSchema[K];
  } catch {
    return null;
  }
}

export function getItem<K extends StorageKey>(key: K): StorageSchema[K] | null {
  return parse<K>(readRaw(key));
}

export function setItem<K extends StorageKey>(key: K, value: StorageSchema[K]): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or disabled storage: nothing more to do.
  }
  notify();
}

export function removeItem(key: StorageKey): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // ignore
  }
  notify();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // Another tab signed in or out: follow it.
    if (event.storageArea === storage()) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** A stored value that re-renders its component whenever it changes. */
export function useStoredItem<K extends StorageKey>(key: K): StorageSchema[K] | null {
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(key),
    () => null,
  );
  return useMemo(() => parse<K>(raw), [raw]);
}

/**
 * A stored value with its setter, through Mantine's `useLocalStorage` (JSON, synced across
 * tabs and across hooks of the same key); `read` turns whatever is stored into a valid value.
 * The key can only be one of SPEC 3.2's, named above.
 */
export function useDeviceStorage<K extends StorageKey, V extends StorageSchema[K]>(
  key: K,
  read: (stored: unknown) => V,
): [V, (value: V) => void] {
  const [value, setValue] = useLocalStorage<V>({
    key,
    defaultValue: read(null),
    getInitialValueInEffect: false,
    deserialize: (raw) => {
      if (raw === undefined) return read(null);
      try {
        return read(JSON.parse(raw));
      } catch {
        return read(null);
      }
    },
  });
  return [value, setValue];
}

/** Removes what older clients may have left behind (see the note at the top). */
export function purgeForbiddenKeys(): void {
  const store = storage();
  if (!store) return;
  for (const key of FORBIDDEN_KEYS) {
    try {
      store.removeItem(key);
    } catch {
      // ignore
    }
  }
  const user = getItem('userData') as (StoredUserData & { auth_token?: unknown }) | null;
  if (user && 'auth_token' in user) {
    const { auth_token: _dropped, ...rest } = user;
    setItem('userData', rest);
  }
}

// Typed helpers for the keys with known contents.

export function toFilterPreferences(value: unknown): FilterPreferences {
  const stored = value as Partial<FilterPreferences> | null;
  const cards = stored?.cardsPerPage;
  const sort = stored?.selectedSortValue;
  return {
    cardsPerPage: cards === 6 || cards === 12 || cards === 21 ? cards : 12,
    selectedSortValue: sort === 'old' || sort === 'new' || sort === 'alphabetical' ? sort : 'new',
  };
}

export function getFilterPreferences(): FilterPreferences {
  return toFilterPreferences(getItem('filterPreferences'));
}

export function setFilterPreferences(value: FilterPreferences): void {
  setItem('filterPreferences', value);
}

export function toHomepage(value: unknown): HomepagePreference {
  return value === paths.calendar ? paths.calendar : DEFAULT_HOMEPAGE;
}

export function getHomepagePreference(): HomepagePreference {
  return toHomepage(getItem('homepagePreference'));
}

export function setHomepagePreference(value: HomepagePreference): void {
  setItem('homepagePreference', value);
}

export function useHomepagePreference(): HomepagePreference {
  return toHomepage(useStoredItem('homepagePreference'));
}

export function getOtpConfirmed(): string[] {
  const list = getItem('otpConfirmed');
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
}

export function useOtpConfirmed(): string[] {
  const list = useStoredItem('otpConfirmed');
  return useMemo(
    () =>
      Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [],
    [list],
  );
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function addOtpConfirmed(email: string): void {
  const list = getOtpConfirmed().filter((item) => !sameEmail(item, email));
  setItem('otpConfirmed', [...list, email.trim().toLowerCase()]);
}

export function removeOtpConfirmed(email: string): void {
  const list = getOtpConfirmed();
  const kept = list.filter((item) => !sameEmail(item, email));
  if (kept.length !== list.length) setItem('otpConfirmed', kept);
}

export function getRememberMe(): boolean {
  return getItem('rememberMe') === true;
}

export function setRememberMe(value: boolean): void {
  setItem('rememberMe', value === true);
}

export function getRedirectTo(): string | null {
  const value = getItem('redirectTo');
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')
    ? value
    : null;
}

export function setRedirectTo(path: string): void {
  setItem('redirectTo', path);
}

export function clearRedirectTo(): void {
  removeItem('redirectTo');
}

export const groupTwo = {
  getShipmentCopies: () => getItem('shipmentCopies') ?? {},
  setShipmentCopies: (value: Record<string, number>) => setItem('shipmentCopies', value),
  getCalendarFilterPreference: () => getItem('calendarFilterPreference'),
  setCalendarFilterPreference: (value: string) => setItem('calendarFilterPreference', value),
  getCalendarViewPreference: () => getItem('calendarViewPreference'),
  setCalendarViewPreference: (value: string) => setItem('calendarViewPreference', value),
  getCalendarWeekdaysOnly: () => getItem('calendarWeekdaysOnlyPreference') === true,
  setCalendarWeekdaysOnly: (value: boolean) => setItem('calendarWeekdaysOnlyPreference', value),
  getCompaniesCsv: () => getItem('companiesCsv'),
  setCompaniesCsv: (value: string) => setItem('companiesCsv', value),
  clearCompaniesCsv: () => removeItem('companiesCsv'),
  getTempShipmentData: () => getItem('tempShipmentData'),
  setTempShipmentData: (value: Record<string, unknown>) => setItem('tempShipmentData', value),
  clearTempShipmentData: () => removeItem('tempShipmentData'),
  getRegionsCollapsed: () => getItem('regionsCollapsed') === true,
  setRegionsCollapsed: (value: boolean) => setItem('regionsCollapsed', value),
  getSpecsCollapsed: () => getItem('specsCollapsed') === true,
  setSpecsCollapsed: (value: boolean) => setItem('specsCollapsed', value),
};

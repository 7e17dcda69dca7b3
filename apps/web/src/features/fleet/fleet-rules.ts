import { LICENSE_WARNING_DAYS } from '@spotlane/shared/schemas/fleet';

export type LicenceState = 'expired' | 'expiring' | 'valid';

/** PRODUCT.md 7: a licence is flagged once expired or within 30 days of expiring. */
export function licenceState(expiry: string, today: string): LicenceState {
  if (expiry < today) return 'expired';
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const limit = new Date(Date.UTC(y, m - 1, d + LICENSE_WARNING_DAYS)).toISOString().slice(0, 10);
  return expiry <= limit ? 'expiring' : 'valid';
}

const ACTIVE = new Set(['assigned', 'scheduled', 'in_transit']);

/** A driver's or unit's loads: upcoming (still active, soonest first) and past (newest first). */
export function splitLoads<T extends { status: string; date_to_leave: string }>(
  loads: readonly T[],
): { upcoming: T[]; past: T[] } {
  const upcoming = loads
    .filter((load) => ACTIVE.has(load.status))
    .sort((a, b) => a.date_to_leave.localeCompare(b.date_to_leave));
  const past = loads
    .filter((load) => !ACTIVE.has(load.status))
    .sort((a, b) => b.date_to_leave.localeCompare(a.date_to_leave));
  return { upcoming, past };
}

export function driverName(driver: { first_name: string; last_name: string }): string {
  return `${driver.first_name} ${driver.last_name}`.trim();
}

/** A picker option: the record's label, with why it cannot take the load when it cannot. */
export function pickerLabel(
  label: string,
  availability: { free: boolean; reason: string | null } | null | undefined,
): string {
  if (!availability || availability.free) return `${label} — free`;
  const reason = availability.reason ?? 'not available';
  // The server's reasons name the record already ("Unit 7 is out of service").
  return reason.startsWith(label) ? reason : `${label} — ${reason}`;
}

import { minutesOf } from './hours.ts';
import { estimatedRoadMiles, type Point } from './miles.ts';
import { wallClockInstant, zonedParts } from './zoned-time.ts';

/**
 * PRODUCT.md 18: tracking without phone calls. The pure rules of positions: thinning, the
 * geofences of the stops, the ETA to the next stop, the tracking window and quiet hours. The
 * server applies them to what it stores; the web shows what they say.
 */

/** A stop's radius when GEOFENCE_METERS is not set. */
export const GEOFENCE_METERS_DEFAULT = 1000;
/** The ETA's speed: estimated road miles at 50 mph. */
export const ETA_MPH = 50;
/** Positions in one request at most. */
export const MAX_POSITIONS_PER_REQUEST = 500;
/** Positions older than this are deleted. */
export const POSITIONS_KEPT_DAYS = 30;
/** A position younger than this holds a check-call request inside quiet hours. */
export const FRESH_POSITION_MINUTES = 60;
/** Positions are taken from this long before the first stop's date. */
export const WINDOW_HOURS_BEFORE_FIRST_STOP = 12;
/** The driver link works until this long after delivery. */
export const DRIVER_LINK_HOURS_AFTER_DELIVERY = 24;
/** A position may be stamped at most this far ahead of the server's clock (phones drift). */
export const CLOCK_SKEW_SECONDS = 120;
/** Quiet hours when a carrier has not set its own. */
export const DEFAULT_QUIET_HOURS = { start: '22:00', end: '06:00', enabled: true } as const;

export interface Fix {
  lat: number;
  lon: number;
  /** ISO timestamp. */
  at: string;
}

const EARTH_RADIUS_METERS = 6_371_000;

/** Great-circle (haversine) distance in meters. */
export function metersBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The minute a position falls in (minutes since the epoch): at most one is kept per minute. */
export const minuteOf = (at: string | Date) => Math.floor(new Date(at).getTime() / 60_000);

/**
 * PRODUCT.md 18 "at most one position a minute is kept": of positions in time order, the first
 * of each minute, leaving out the minutes up to `lastKeptMinute` (already kept earlier).
 */
export function thinPositions<T extends { at: string }>(
  positions: readonly T[],
  lastKeptMinute: number | null = null,
): T[] {
  const kept: T[] = [];
  let last = lastKeptMinute ?? Number.NEGATIVE_INFINITY;
  for (const position of positions) {
    const minute = minuteOf(position.at);
    if (minute <= last) continue;
    kept.push(position);
    last = minute;
  }
  return kept;
}

export type PositionProblem = 'coordinates' | 'future' | 'order';

/**
 * What is wrong with a batch of positions, or null: coordinates off the globe, a time ahead of
 * `now` (with a little skew), or times that do not go forward (within the batch, or not after
 * `lastAt`, the newest position already taken from this source).
 */
export function positionProblem(
  positions: readonly Fix[],
  now: Date,
  lastAt: string | null = null,
): { index: number; problem: PositionProblem } | null {
  let previous = lastAt ? new Date(lastAt).getTime() : Number.NEGATIVE_INFINITY;
  for (const [index, position] of positions.entries()) {
    const { lat, lon } = position;
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180)
      return { index, problem: 'coordinates' };
    const at = new Date(position.at).getTime();
    if (Number.isNaN(at) || at > now.getTime() + CLOCK_SKEW_SECONDS * 1000)
      return { index, problem: 'future' };
    if (at <= previous) return { index, problem: 'order' };
    previous = at;
  }
  return null;
}

export interface FenceStop {
  id: number;
  lat: number;
  lon: number;
}
export interface FenceState {
  arrived: boolean;
  departed: boolean;
}
export interface FenceEvent {
  stop_id: number;
  event: 'arrived' | 'departed';
  at: string;
}

/**
 * PRODUCT.md 18 geofences: within `radiusMeters` of a stop a position makes its arrival, a
 * later position outside makes its departure, each once. A departure needs the truck seen inside
 * first (in `previous`, the last position checked before, or in this batch), so a stop checked
 * in by hand is not "departed" by a truck still on its way there. `state` is what is already
 * recorded per stop id; positions are in time order.
 */
export function geofenceEvents(
  stops: readonly FenceStop[],
  state: Readonly<Record<number, FenceState>>,
  previous: Fix | null,
  positions: readonly Fix[],
  radiusMeters = GEOFENCE_METERS_DEFAULT,
): FenceEvent[] {
  const events: FenceEvent[] = [];
  const now = new Map(
    stops.map((stop) => [
      stop.id,
      {
        arrived: state[stop.id]?.arrived ?? false,
        departed: state[stop.id]?.departed ?? false,
        inside: previous ? metersBetween(previous, stop) <= radiusMeters : false,
      },
    ]),
  );
  for (const position of positions) {
    for (const stop of stops) {
      const fence = now.get(stop.id);
      if (!fence) continue;
      const inside = metersBetween(position, stop) <= radiusMeters;
      if (inside && !fence.arrived) {
        fence.arrived = true;
        events.push({ stop_id: stop.id, event: 'arrived', at: position.at });
      } else if (!inside && fence.inside && fence.arrived && !fence.departed) {
        fence.departed = true;
        events.push({ stop_id: stop.id, event: 'departed', at: position.at });
      }
      fence.inside = inside;
    }
  }
  return events;
}

/** PRODUCT.md 18 ETA: estimated road miles from the position to the stop at 50 mph. */
export function etaFrom(position: Fix, stop: Point): { eta: string; miles: number } {
  const miles = estimatedRoadMiles({ latitude: position.lat, longitude: position.lon }, stop);
  const eta = new Date(new Date(position.at).getTime() + (miles / ETA_MPH) * 3600_000);
  return { eta: eta.toISOString(), miles };
}

/** "12 min ago", "3 h ago": how old a position (or an ETA made from it) is. */
export function ageText(at: string, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.round((now.getTime() - new Date(at).getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

/** PRODUCT.md 18: positions are taken from 12 hours before the first stop's date. */
export function trackingWindowStart(firstStopDate: string, timeZone: string): Date {
  return new Date(
    (wallClockInstant(`${firstStopDate}T00:00`, timeZone) ?? Number.NaN) -
      WINDOW_HOURS_BEFORE_FIRST_STOP * 3600_000,
  );
}

export interface QuietHours {
  start: string;
  end: string;
  enabled: boolean;
}

/**
 * When the quiet hours around `now` end in `timeZone`, or null outside them (or when they are
 * off). `start` and `end` are HH:MM; an end before the start runs past midnight (22:00-06:00).
 */
export function quietHoursEnd(now: Date, quiet: QuietHours, timeZone: string): Date | null {
  if (!quiet.enabled || quiet.start === quiet.end) return null;
  const local = zonedParts(now.getTime(), timeZone);
  const minuteOfDay = local.hour * 60 + local.minute;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  const inside =
    start < end
      ? minuteOfDay >= start && minuteOfDay < end
      : minuteOfDay >= start || minuteOfDay < end;
  if (!inside) return null;
  const untilEnd = (end - minuteOfDay + 24 * 60) % (24 * 60);
  const endAt = new Date(now.getTime() + untilEnd * 60_000);
  endAt.setUTCSeconds(0, 0);
  return endAt;
}

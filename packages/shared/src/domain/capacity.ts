import { estimatedRoadMiles, type Point, ROAD_FACTOR } from './miles.ts';

/**
 * PRODUCT.md 20, carrier capacity: the pure rules of how far a truck is from a load, whether a
 * load fits a posted truck, and in which order recommended loads come. The server keeps the same
 * rules in SQL (migration 0035, `spotlane_road_miles`) so that a page reads them through an
 * index; the table test holds both to these numbers.
 */

/** The farthest a post's empty city may be from a load's first pickup to recommend it. */
export const MAX_DEADHEAD_MILES = 250;
/** Reloads: open loads whose first pickup is within this of the held load's last delivery. */
export const RELOAD_RADIUS_MILES = 150;
/** Trucks near a load: posts empty within this of the load's first pickup. */
export const TRUCKS_NEAR_MILES = 100;
/** The load-board filters' radius when none is given. */
export const DEFAULT_FILTER_RADIUS_MILES = 100;

/** A post's destinations: "anywhere", or states ("TX"), or 3-digit ZIP prefixes ("750"). */
export const ANYWHERE = 'anywhere';

/** Estimated road miles (great circle x 1.2, PRODUCT.md 10) between two centroids. */
export const deadheadMiles = (from: Point, to: Point): number => estimatedRoadMiles(from, to);

/** Whether `to` is within `radius` estimated road miles of `from`. */
export const withinRadius = (from: Point, to: Point, radius: number): boolean =>
  deadheadMiles(from, to) <= radius;

const MILES_PER_DEGREE_LATITUDE = 69.0;

/**
 * The latitude and longitude box that holds every point within `roadMiles` estimated road
 * miles of `center`: what an index on (lat, lon) can narrow before the exact distance is
 * computed. A little larger than the circle, never smaller.
 */
export function boundingBox(
  center: Point,
  roadMiles: number,
): { minLat: number; maxLat: number; minLon: number; maxLon: number } {
  // Great-circle miles that make `roadMiles` once multiplied, and a margin for rounding.
  const miles = roadMiles / ROAD_FACTOR + 1;
  const dLat = miles / MILES_PER_DEGREE_LATITUDE;
  const farthestLat = Math.min(89.9, Math.abs(center.latitude) + dLat);
  const dLon = miles / (MILES_PER_DEGREE_LATITUDE * Math.cos((farthestLat * Math.PI) / 180));
  return {
    minLat: center.latitude - dLat,
    maxLat: center.latitude + dLat,
    minLon: center.longitude - dLon,
    maxLon: center.longitude + dLon,
  };
}

/** Whether a load going to `state` / `zipcode` fits a post's destinations. */
export function destinationFits(
  destinations: readonly string[],
  state: string | null | undefined,
  zipcode: string | null | undefined,
): boolean {
  if (destinations.length === 0 || destinations.includes(ANYWHERE)) return true;
  return destinations.some((entry) =>
    /^\d{3}$/.test(entry) ? (zipcode ?? '').startsWith(entry) : entry === state,
  );
}

/** Whether a destination entry is valid: "anywhere", a US state code or a 3-digit prefix. */
export function isDestinationEntry(entry: string, states: readonly string[]): boolean {
  return entry === ANYWHERE || /^\d{3}$/.test(entry) || states.includes(entry);
}

/** A load's rate per mile in cents (its target rate over its miles), or null without both. */
export function ratePerMileCents(
  rateCents: number | null | undefined,
  miles: number | null | undefined,
): number | null {
  if (!rateCents || !miles) return null;
  return Math.round(rateCents / miles);
}

export interface Rankable {
  id: number;
  deadhead_miles: number | null;
  rate_per_mile_cents: number | null;
}

/**
 * PRODUCT.md 20: recommended loads by deadhead (nearest first; a preference's match, with no
 * empty city, after every post's), then rate per mile (highest first, unknown last), then id.
 */
export function compareMatches(a: Rankable, b: Rankable): number {
  const far = Number.POSITIVE_INFINITY;
  const deadhead = (a.deadhead_miles ?? far) - (b.deadhead_miles ?? far);
  if (deadhead !== 0 && !Number.isNaN(deadhead)) return deadhead;
  const rate = (b.rate_per_mile_cents ?? -1) - (a.rate_per_mile_cents ?? -1);
  if (rate !== 0) return rate;
  return a.id - b.id;
}

export const rankMatches = <T extends Rankable>(matches: readonly T[]): T[] =>
  [...matches].sort(compareMatches);

/** Whether a post is still matching on `today` (yyyy-mm-dd): it ends with its `available_to`. */
export const postActive = (availableTo: string, today: string): boolean => availableTo >= today;

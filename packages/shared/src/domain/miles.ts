/**
 * PRODUCT.md 10: a load's miles, when the shipper does not enter them, are the great-circle
 * distance between the stops' ZIP centroids times 1.2 (roads are not straight), labelled "est.".
 */
export const ROAD_FACTOR = 1.2;
const EARTH_RADIUS_MILES = 3958.8;

export interface Point {
  latitude: number;
  longitude: number;
}

/** Great-circle (haversine) distance in statute miles. */
export function greatCircleMiles(a: Point, b: Point): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Estimated road miles between two points, whole and at least 1. */
export function estimatedRoadMiles(a: Point, b: Point): number {
  return Math.max(1, Math.round(greatCircleMiles(a, b) * ROAD_FACTOR));
}

/** How a load's miles read: "1,234 mi est." when estimated, "1,234 mi" when entered. */
export function milesText(miles: number | null | undefined, estimated: boolean | undefined) {
  if (!miles) return null;
  return `${miles.toLocaleString('en-US')} mi${estimated ? ' est.' : ''}`;
}

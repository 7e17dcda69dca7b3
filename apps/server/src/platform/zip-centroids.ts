import { createRequire } from 'node:module';
import { estimatedRoadMiles } from '@spotlane/shared/domain/miles';

type Zipcodes = typeof import('zipcodes')['default'];
let table: Zipcodes | undefined;

/**
 * The memory budget (decision 046): the `zipcodes` table holds ~9 MiB of heap; it is loaded when a
 * first ZIP code is looked up (a load created or edited), not by an idle server. Synchronously
 * (`require`), so the lookups stay synchronous.
 */
const zipcodes = (): Zipcodes => {
  table ??= createRequire(import.meta.url)('zipcodes') as Zipcodes;
  return table;
};

/** The centroid of a US ZIP code from the `zipcodes` data package, or null when unknown. */
export function zipCentroid(zipcode: string | null | undefined) {
  if (!zipcode) return null;
  const info = zipcodes().lookup(zipcode.slice(0, 5));
  return info ? { latitude: info.latitude, longitude: info.longitude } : null;
}

/** PRODUCT.md 10: estimated road miles between two ZIP codes, or null when either is unknown. */
export function estimateMiles(from: string | null | undefined, to: string | null | undefined) {
  const a = zipCentroid(from);
  const b = zipCentroid(to);
  return a && b ? estimatedRoadMiles(a, b) : null;
}

/**
 * PRODUCT.md 20: a ZIP code's centroid and state, stored with a load or a truck post so that
 * distances are measured in SQL through an index. Null when the ZIP code is unknown.
 */
export function zipPlace(zipcode: string | null | undefined) {
  if (!zipcode) return null;
  const info = zipcodes().lookup(zipcode.slice(0, 5));
  return info
    ? { latitude: info.latitude, longitude: info.longitude, state: info.state, zip: info.zip }
    : null;
}

import { boundingBox } from '@spotlane/shared/domain/capacity';
import type { LoadBoardFilters } from '@spotlane/shared/schemas/capacity';
import { type SQL, sql } from 'drizzle-orm';
import { slot } from '../../db/client.ts';
import { validation } from '../../platform/errors.ts';
import { zipCentroid } from '../../platform/zip-centroids.ts';

/**
 * PRODUCT.md 20: the load-board filters of the spot-quote list, with every category and with
 * search (decision 076). A radius is measured from ZIP centroids (great circle x 1.2, as the
 * miles of PRODUCT.md 10): the loads' (lat, lon) index narrows the rows to the radius's bounding
 * box, and only those are measured (`spotlane_road_miles`, migration 0035).
 */
export interface BoardFilter {
  /** The part of the statement's shape: one statement text per set of filters used. */
  shape: string;
  conditions: () => SQL[];
  values: Record<string, unknown>;
}

function circle(
  prefix: 'o' | 'd',
  field: 'origin_zip' | 'destination_zip',
  zip: string,
  radius: number,
) {
  const center = zipCentroid(zip);
  if (!center) throw validation(field, `${zip} is not a US zip code we know`);
  const box = boundingBox(center, radius);
  return {
    [`${prefix}Lat`]: center.latitude,
    [`${prefix}Lon`]: center.longitude,
    [`${prefix}Radius`]: radius,
    [`${prefix}MinLat`]: box.minLat,
    [`${prefix}MaxLat`]: box.maxLat,
    [`${prefix}MinLon`]: box.minLon,
    [`${prefix}MaxLon`]: box.maxLon,
  };
}

const within = (prefix: 'o' | 'd', column: 'origin' | 'destination') => {
  const lat = sql.raw(`l.${column}_lat`);
  const lon = sql.raw(`l.${column}_lon`);
  return sql`${lat} between ${slot(`${prefix}MinLat`)} and ${slot(`${prefix}MaxLat`)}
    and ${lon} between ${slot(`${prefix}MinLon`)} and ${slot(`${prefix}MaxLon`)}
    and spotlane_road_miles(${lat}, ${lon}, ${slot(`${prefix}Lat`)}, ${slot(`${prefix}Lon`)}) <= ${slot(`${prefix}Radius`)}`;
};

/** The filters a request sets, or null when it sets none. Unknown ZIP codes are a 400. */
export function boardFilter(filters: Partial<LoadBoardFilters>): BoardFilter | null {
  const parts: string[] = [];
  const build: Array<() => SQL> = [];
  let values: Record<string, unknown> = {};
  if (filters.origin_zip) {
    parts.push('origin');
    values = {
      ...values,
      ...circle('o', 'origin_zip', filters.origin_zip, filters.origin_radius_mi ?? 100),
    };
    build.push(() => within('o', 'origin'));
  }
  if (filters.destination_zip) {
    parts.push('destination');
    values = {
      ...values,
      ...circle(
        'd',
        'destination_zip',
        filters.destination_zip,
        filters.destination_radius_mi ?? 100,
      ),
    };
    build.push(() => within('d', 'destination'));
  }
  if (filters.equipment_type) {
    parts.push('equipment');
    values.equipment = filters.equipment_type;
    build.push(() => sql`l.equipment_type = ${slot('equipment')}`);
  }
  if (filters.pickup_from) {
    parts.push('from');
    values.pickupFrom = filters.pickup_from;
    build.push(() => sql`l.date_to_leave >= ${slot('pickupFrom')}::date`);
  }
  if (filters.pickup_to) {
    parts.push('to');
    values.pickupTo = filters.pickup_to;
    build.push(() => sql`l.date_to_leave <= ${slot('pickupTo')}::date`);
  }
  if (parts.length === 0) return null;
  return {
    shape: ` filters ${parts.join(' ')}`,
    conditions: () => build.map((make) => make()),
    values,
  };
}

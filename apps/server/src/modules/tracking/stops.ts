import type { StopSource, TrackedStop } from '@spotlane/shared/schemas/tracking';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deliveryLocations, loadStops, type loads } from '../../db/schema.ts';
import { recordStopEvent } from '../loads/index.ts';

export { recordStopEvent };

import { zipCentroid } from '../../platform/zip-centroids.ts';

type LoadRow = typeof loads.$inferSelect;

/** The statuses of a load a carrier is moving: tracked, its ELD polled, check calls asked. */
export const MOVING_STATUSES = ['assigned', 'scheduled', 'in_transit'];

/**
 * The stops of a load in order (PRODUCT.md 16's `load_stops`), as tracking sees them: with the
 * coordinates of the geofence, the location's own when known, else its ZIP centroid
 * (PRODUCT.md 18), and the arrival and departure recorded on the stop.
 */
export async function stopsOfLoad(db: DbOrTx, load: LoadRow): Promise<TrackedStop[]> {
  const rows = await db
    .select({ stop: loadStops, location: deliveryLocations })
    .from(loadStops)
    .innerJoin(deliveryLocations, eq(deliveryLocations.id, loadStops.locationId))
    .where(eq(loadStops.loadId, load.id))
    .orderBy(asc(loadStops.position));
  return rows.map(({ stop, location }) => {
    const point = coordinatesOf(location);
    return {
      id: stop.id,
      position: stop.position,
      type: stop.type,
      location: {
        name: location.name,
        address1: location.address1,
        address2: location.address2,
        city: location.city,
        state: location.state,
        zipcode: location.zipcode,
        timezone: location.timezone,
        hours: location.shipmentProcess === 'fcfs' ? 'First come, first served' : null,
      },
      date: stop.date,
      window_start: stop.windowStart,
      window_end: stop.windowEnd,
      appointment: stop.appointment,
      lat: point?.lat ?? null,
      lon: point?.lon ?? null,
      arrived_at: stop.arrivedAt?.toISOString() ?? null,
      departed_at: stop.departedAt?.toISOString() ?? null,
      arrival_source: (stop.arrivalSource as StopSource | null) ?? null,
      departure_source: (stop.departureSource as StopSource | null) ?? null,
    };
  });
}

/** A location's coordinates: its own when it has them, else its ZIP centroid. */
export function coordinatesOf(location: {
  zipcode: string;
  latitude?: number | null;
  longitude?: number | null;
}): { lat: number; lon: number } | null {
  if (typeof location.latitude === 'number' && typeof location.longitude === 'number')
    return { lat: location.latitude, lon: location.longitude };
  const centroid = zipCentroid(location.zipcode);
  return centroid ? { lat: centroid.latitude, lon: centroid.longitude } : null;
}

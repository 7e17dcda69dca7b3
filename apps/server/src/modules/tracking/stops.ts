import type { StopSource, TrackedStop } from '@spotlane/shared/schemas/tracking';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deliveryLocations, type loads, trackingStopEvents } from '../../db/schema.ts';
import { zipCentroid } from '../../platform/zip-centroids.ts';

type LoadRow = typeof loads.$inferSelect;

/**
 * The stops of a load in order, as tracking sees them: the load's pickup and delivery places
 * (the first pickup, an extra pickup, an extra delivery, the last delivery), numbered from 1
 * (the stop's id in the driver's view and its events), with the coordinates of the geofence:
 * the location's own when known, else its ZIP centroid (PRODUCT.md 18).
 */
export async function stopsOfLoad(db: DbOrTx, load: LoadRow): Promise<TrackedStop[]> {
  const places = [
    { locationId: load.originLocationId, type: 'pickup' as const, date: load.dateToLeave },
    {
      locationId: load.extraOriginLocationId,
      type: 'pickup' as const,
      date: load.dateToLeave,
    },
    {
      locationId: load.extraDestinationLocationId,
      type: 'delivery' as const,
      date: load.expectedDeliveryDate,
    },
    {
      locationId: load.destinationLocationId,
      type: 'delivery' as const,
      date: load.expectedDeliveryDate,
    },
  ];
  const appointments = [
    load.appointmentPickup,
    load.extraAppointmentPickup,
    load.extraAppointmentDelivery,
    load.appointmentDelivery,
  ];
  const ids = places.flatMap((place) => (place.locationId ? [place.locationId] : []));
  // One after the other: inside a transaction the queries share one connection.
  const locations = ids.length
    ? await db.select().from(deliveryLocations).where(inArray(deliveryLocations.id, ids))
    : [];
  const events = await db
    .select()
    .from(trackingStopEvents)
    .where(eq(trackingStopEvents.loadId, load.id));
  const stops: TrackedStop[] = [];
  places.forEach((place, index) => {
    const location = locations.find((row) => row.id === place.locationId);
    if (!location) return;
    const id = stops.length + 1;
    const point = coordinatesOf(location);
    const event = (kind: 'arrived' | 'departed') =>
      events.find((row) => row.stopId === id && row.event === kind);
    const arrived = event('arrived');
    const departed = event('departed');
    const appointment = appointments[index] ?? null;
    stops.push({
      id,
      position: id,
      type: place.type,
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
      date: appointment?.slice(0, 10) ?? place.date,
      window_start: null,
      window_end: null,
      appointment,
      lat: point?.lat ?? null,
      lon: point?.lon ?? null,
      arrived_at: arrived?.at.toISOString() ?? null,
      departed_at: departed?.at.toISOString() ?? null,
      arrival_source: (arrived?.source as StopSource | undefined) ?? null,
      departure_source: (departed?.source as StopSource | undefined) ?? null,
    });
  });
  return stops;
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

/** Records a stop's arrival or departure once; answers whether this call recorded it. */
export async function recordStopEvent(
  tx: DbOrTx,
  loadId: number,
  stopId: number,
  event: 'arrived' | 'departed',
  source: StopSource,
  at: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(trackingStopEvents)
    .values({ loadId, stopId, event, source, at })
    .onConflictDoNothing()
    .returning({ id: trackingStopEvents.id });
  return inserted.length > 0;
}

export async function stopEventExists(
  tx: DbOrTx,
  loadId: number,
  stopId: number,
  event: 'arrived' | 'departed',
) {
  const [row] = await tx
    .select({ id: trackingStopEvents.id })
    .from(trackingStopEvents)
    .where(
      and(
        eq(trackingStopEvents.loadId, loadId),
        eq(trackingStopEvents.stopId, stopId),
        eq(trackingStopEvents.event, event),
      ),
    );
  return Boolean(row);
}

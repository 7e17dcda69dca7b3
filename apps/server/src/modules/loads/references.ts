import type { LoadData } from '@spotlane/shared/schemas/loads';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lanes, shipperCarriers } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { validation } from '../../platform/errors.ts';
import { zipPlace } from '../../platform/zip-centroids.ts';
import { requireOwnCarrierList } from '../carriers/index.ts';
import { blockedAmong } from '../compliance/index.ts';
import { storeSpecs } from './queries.ts';
import { legMiles, ownPlaces, stopPlaces } from './stops.ts';

/** What a load form names, checked against the caller's account and turned into columns. */

/** Checks that every location, list and carrier the load names belongs to the caller. */
export async function resolveReferences(tx: DbOrTx, caller: Caller, data: LoadData) {
  // PRODUCT.md 16: a stop at a location not of the caller's is 404, before anything else.
  const places = data.stops ? await stopPlaces(tx, caller, data.stops) : null;
  const locationFields = [
    'origin_location_id',
    'destination_location_id',
    'extra_origin_location_id',
    'extra_destination_location_id',
  ] as const;
  const ids = locationFields.map((field) => data[field]).filter((id): id is number => Boolean(id));
  const found = await ownPlaces(tx, caller, ids);
  for (const field of locationFields) {
    const id = data[field];
    if (id && !found.some((row) => row.id === id))
      throw validation(field, 'Choose one of your delivery locations');
  }
  let audienceAccounts: number[] = [];
  if (data.audience.type === 'lane') {
    // PRODUCT.md 8: only a shipment is tendered, and only through one of the caller's lanes.
    if (data.is_quote)
      throw validation('audience.type', 'Only a shipment can be tendered via a routing guide');
    const [lane] = await tx
      .select({ id: lanes.id })
      .from(lanes)
      .where(
        and(eq(lanes.id, data.audience.lane_id as number), eq(lanes.accountId, caller.account.id)),
      );
    if (!lane) throw validation('audience.lane_id', 'Choose one of your lanes');
  }
  if (data.audience.type === 'list') {
    await requireOwnCarrierList(
      tx,
      caller,
      data.audience.carrier_list_id as number,
      'audience.carrier_list_id',
    );
  }
  if (data.audience.type === 'carriers') {
    const chosen = data.audience.carrier_ids ?? [];
    const rows = await tx
      .select({ id: shipperCarriers.id, account: shipperCarriers.carrierAccountId })
      .from(shipperCarriers)
      .where(
        and(
          eq(shipperCarriers.shipperAccountId, caller.account.id),
          inArray(shipperCarriers.id, chosen),
        ),
      );
    if (rows.length !== new Set(chosen).size)
      throw validation('audience.carrier_ids', 'Choose carriers from your network');
    audienceAccounts = rows.map((row) => row.account).filter((id): id is number => id !== null);
    // PRODUCT.md 15: a carrier the shipper's policy blocks cannot be named in an audience.
    const blocked = await blockedAmong(tx, caller.account.id, audienceAccounts);
    if (blocked.size > 0) {
      const reasons = [...new Set([...blocked.values()].flat())];
      throw validation(
        'audience.carrier_ids',
        `${blocked.size === 1 ? 'A chosen carrier is' : `${blocked.size} chosen carriers are`} blocked by your carrier policy (${reasons.join(', ')})`,
      );
    }
  }
  const words = [
    data.name,
    ...[...found, ...(places ?? [])].flatMap((row) => [
      row.city,
      row.state,
      row.zipcode,
      row.company,
    ]),
    ...[data.quote_origin, data.quote_destination].flatMap((place) =>
      place ? [place.city, place.state, place.zipcode] : [],
    ),
  ];
  const zipOf = (id: number | null | undefined) => found.find((row) => row.id === id)?.zipcode;
  const fromZip = zipOf(data.origin_location_id) ?? data.quote_origin?.zipcode;
  const toZip = zipOf(data.destination_location_id) ?? data.quote_destination?.zipcode;
  // The legs run stop to stop: the stops' order, else the SPEC's (origin, extra origin, extra
  // destination, destination), else a quote request's two places.
  const legZips = places
    ? places.map((place) => place.zipcode)
    : data.origin_location_id && data.destination_location_id
      ? [
          data.origin_location_id,
          data.extra_origin_location_id,
          data.extra_destination_location_id,
          data.destination_location_id,
        ]
          .filter((id): id is number => Boolean(id))
          .map(zipOf)
      : [fromZip, toZip];
  // PRODUCT.md 20: the first pickup and the last delivery (reloads start there).
  const stopZips = legZips.filter((zip): zip is string => Boolean(zip));
  const firstZip = stopZips[0] ?? fromZip;
  const lastZip = stopZips.at(-1) ?? toZip;
  return {
    audienceAccounts,
    searchWords: words.join(' '),
    fromZip: firstZip,
    toZip,
    lastZip,
    legZips,
  };
}

/**
 * PRODUCT.md 10 and 16: the shipper's miles, else the sum of the legs' estimates from the ZIP
 * centroids ("est.").
 */
function milesValues(data: LoadData, refs: LegRefs) {
  if (data.miles) return { miles: data.miles, milesEstimated: false };
  const estimate = legMiles(refs.legZips);
  return { miles: estimate, milesEstimated: estimate !== null };
}

type LegRefs = { legZips: Array<string | null | undefined> };

/** PRODUCT.md 20: the centroids of the first pickup and last delivery (decision 076). */
function placeValues(refs: { fromZip?: string; lastZip?: string }) {
  const from = zipPlace(refs.fromZip);
  const to = zipPlace(refs.lastZip);
  return {
    originLat: from?.latitude ?? null,
    originLon: from?.longitude ?? null,
    originState: from?.state ?? null,
    originZip: from?.zip ?? null,
    destinationLat: to?.latitude ?? null,
    destinationLon: to?.longitude ?? null,
    destinationState: to?.state ?? null,
    destinationZip: to?.zip ?? null,
  };
}

export function loadValues(
  data: LoadData,
  refs: LegRefs & { fromZip?: string; toZip?: string; lastZip?: string },
) {
  return {
    ...placeValues(refs),
    equipmentType: data.equipment_type ?? null,
    weightLbs: data.weight_lbs ?? null,
    ...milesValues(data, refs),
    name: data.name,
    isQuote: data.is_quote,
    originLocationId: data.origin_location_id ?? null,
    destinationLocationId: data.destination_location_id ?? null,
    extraOriginLocationId: data.extra_origin_location_id ?? null,
    extraDestinationLocationId: data.extra_destination_location_id ?? null,
    quoteOrigin: data.quote_origin ?? null,
    quoteDestination: data.quote_destination ?? null,
    dateToLeave: data.date_to_leave,
    expectedDeliveryDate: data.expected_delivery_date,
    appointmentPickup: data.appointment_pickup ?? null,
    extraAppointmentPickup: data.extra_appointment_pickup ?? null,
    appointmentDelivery: data.appointment_delivery ?? null,
    extraAppointmentDelivery: data.extra_appointment_delivery ?? null,
    specs: storeSpecs(data.specs),
    description: data.description ?? null,
    loadValueCents: data.load_value ?? null,
    // A load tendered via its lane's guide is offered to one carrier at a time (`carriers`).
    audienceType: data.audience.type === 'lane' ? 'carriers' : data.audience.type,
    audienceListId: data.audience.type === 'list' ? (data.audience.carrier_list_id ?? null) : null,
    laneId: data.audience.type === 'lane' ? (data.audience.lane_id ?? null) : null,
    bidDeadline: data.bid_deadline ? new Date(data.bid_deadline) : null,
    awardRule: data.award_rule,
    targetRateCents: data.target_rate,
  };
}

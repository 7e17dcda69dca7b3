import type { LoadData } from '@spotlane/shared/schemas/loads';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, deliveryLocations, lanes, shipperCarriers } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { validation } from '../../platform/errors.ts';
import { estimateMiles } from '../../platform/zip-centroids.ts';
import { requireOwnCarrierList } from '../carriers/index.ts';
import { storeSpecs } from './queries.ts';

/** What a load form names, checked against the caller's account and turned into columns. */

/** Checks that every location, list and carrier the load names belongs to the caller. */
export async function resolveReferences(tx: DbOrTx, caller: Caller, data: LoadData) {
  const locationFields = [
    'origin_location_id',
    'destination_location_id',
    'extra_origin_location_id',
    'extra_destination_location_id',
  ] as const;
  const ids = locationFields.map((field) => data[field]).filter((id): id is number => Boolean(id));
  const found = ids.length
    ? await tx
        .select({
          id: deliveryLocations.id,
          city: deliveryLocations.city,
          state: deliveryLocations.state,
          zipcode: deliveryLocations.zipcode,
          company: companies.name,
        })
        .from(deliveryLocations)
        .innerJoin(companies, eq(companies.id, deliveryLocations.companyId))
        .where(
          and(
            eq(deliveryLocations.accountId, caller.account.id),
            inArray(deliveryLocations.id, ids),
          ),
        )
    : [];
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
  }
  const words = [
    data.name,
    ...found.flatMap((row) => [row.city, row.state, row.zipcode, row.company]),
    ...[data.quote_origin, data.quote_destination].flatMap((place) =>
      place ? [place.city, place.state, place.zipcode] : [],
    ),
  ];
  const zipOf = (id: number | null | undefined) => found.find((row) => row.id === id)?.zipcode;
  const fromZip = zipOf(data.origin_location_id) ?? data.quote_origin?.zipcode;
  const toZip = zipOf(data.destination_location_id) ?? data.quote_destination?.zipcode;
  return { audienceAccounts, searchWords: words.join(' '), fromZip, toZip };
}

/** PRODUCT.md 10: the shipper's miles, else an estimate from the ZIP centroids ("est."). */
function milesValues(data: LoadData, refs: { fromZip?: string; toZip?: string }) {
  if (data.miles) return { miles: data.miles, milesEstimated: false };
  const estimate = estimateMiles(refs.fromZip, refs.toZip);
  return { miles: estimate, milesEstimated: estimate !== null };
}

export function loadValues(data: LoadData, refs: { fromZip?: string; toZip?: string }) {
  return {
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

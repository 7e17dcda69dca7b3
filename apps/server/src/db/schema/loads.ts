import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { cascadeRef, createdAt, recordTable, setNullRef, timestamps, tz } from './columns.ts';
import { drivers, equipment } from './fleet.ts';
import { carrierLists, deliveryLocations } from './network.ts';

export interface QuotePlaceColumn {
  city: string;
  state: string;
  zipcode: string;
}

const locationRef = (name: string) =>
  integer(name).references(() => deliveryLocations.id, { onDelete: 'restrict' });

/** A shipment (with an identifier) or an informational quote request (without one). */
export const loads = recordTable(
  'loads',
  {
    accountId: cascadeRef('account_id', () => accounts.id),
    createdByUserId: setNullRef('created_by_user_id', () => users.id),
    identifier: text('identifier'),
    status: text('status').notNull().default('unscheduled'),
    name: text('name').notNull(),
    isQuote: boolean('is_quote').notNull().default(false),
    originLocationId: locationRef('origin_location_id'),
    destinationLocationId: locationRef('destination_location_id'),
    extraOriginLocationId: locationRef('extra_origin_location_id'),
    extraDestinationLocationId: locationRef('extra_destination_location_id'),
    quoteOrigin: jsonb('quote_origin').$type<QuotePlaceColumn>(),
    quoteDestination: jsonb('quote_destination').$type<QuotePlaceColumn>(),
    dateToLeave: date('date_to_leave', { mode: 'string' }).notNull(),
    expectedDeliveryDate: date('expected_delivery_date', { mode: 'string' }).notNull(),
    // Wall-clock times at the location, kept as entered ('yyyy-mm-ddTHH:MM').
    appointmentPickup: text('appointment_pickup'),
    extraAppointmentPickup: text('extra_appointment_pickup'),
    appointmentDelivery: text('appointment_delivery'),
    extraAppointmentDelivery: text('extra_appointment_delivery'),
    specs: jsonb('specs')
      .$type<Record<string, string> | [string, string][]>()
      .notNull()
      .default({}),
    description: text('description'),
    loadValueCents: bigint('load_value_cents', { mode: 'number' }),
    audienceType: text('audience_type').notNull().default('all'),
    audienceListId: setNullRef('audience_list_id', () => carrierLists.id),
    assignedUserId: setNullRef('assigned_user_id', () => users.id),
    assignedAccountId: setNullRef('assigned_account_id', () => accounts.id),
    chosenQuoteUserId: setNullRef('chosen_quote_user_id', () => users.id),
    // PRODUCT.md 7: covered by the shipper's own driver and unit instead of a carrier. The
    // migration adds exclusion constraints (btree_gist) that keep each off overlapping active loads.
    fleetDriverId: integer('fleet_driver_id').references(() => drivers.id),
    fleetEquipmentId: integer('fleet_equipment_id').references(() => equipment.id),
    markedLate: boolean('marked_late').notNull().default(false),
    // PRODUCT.md 9: bidding ends at bid_deadline; award_rule says who awards the load then.
    bidDeadline: tz('bid_deadline'),
    awardRule: text('award_rule').notNull().default('manual'),
    targetRateCents: bigint('target_rate_cents', { mode: 'number' }),
    // PRODUCT.md 10: what moves and how far. Miles are the shipper's, or estimated from the
    // stops' ZIP centroids (miles_estimated) when the shipper leaves them out.
    equipmentType: text('equipment_type'),
    weightLbs: integer('weight_lbs'),
    miles: integer('miles'),
    milesEstimated: boolean('miles_estimated').notNull().default(false),
    // Every word a shipper may search by, kept in one column so one trigram index serves it.
    searchText: text('search_text').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('loads_identifier_unique').on(t.accountId, t.identifier),
    index('loads_account_created_idx').on(t.accountId, t.createdAt),
    index('loads_account_status_idx').on(t.accountId, t.status),
    index('loads_account_date_idx').on(t.accountId, t.dateToLeave),
    index('loads_assigned_account_idx').on(t.assignedAccountId, t.status),
    index('loads_fleet_driver_idx').on(t.fleetDriverId).where(sql`${t.fleetDriverId} is not null`),
    index('loads_fleet_equipment_idx')
      .on(t.fleetEquipmentId)
      .where(sql`${t.fleetEquipmentId} is not null`),
    check(
      'loads_fleet_pair_check',
      sql`(${t.fleetDriverId} is null) = (${t.fleetEquipmentId} is null)`,
    ),
    index('loads_open_marketplace_idx').on(t.audienceType, t.status),
    // The carrier spot-quote list reads the loads offered to a list of carriers through this.
    index('loads_audience_list_idx').on(t.audienceListId, t.status),
    index('loads_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Quote requests (no identifier yet) and active loads are a small part of a big account:
    // the count tiles and Needs Attention read them through these without touching the rest.
    index('loads_account_requests_idx')
      .on(t.accountId, t.status)
      .where(sql`${t.identifier} is null`),
    // The alphabetical order of the lists (lower(name), id), read in order rather than sorted.
    index('loads_account_name_idx').on(t.accountId, sql`lower(${t.name})`, t.id),
    // Issue 11: the spot-quote lists walk the open loads by recency (or name) and stop at the page.
    index('loads_open_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} in ('unscheduled', 'unassigned')`),
    index('loads_open_name_idx')
      .on(sql`lower(${t.name})`, t.id)
      .where(sql`${t.status} in ('unscheduled', 'unassigned')`),
    index('loads_account_active_idx')
      .on(t.accountId, t.createdAt)
      .where(sql`${t.status} not like 'cancelled%' and ${t.status} <> 'delivered'`),
    check(
      'loads_status_check',
      sql`${t.status} in ('unscheduled', 'scheduled', 'assigned', 'unassigned', 'in_transit', 'delivered') or ${t.status} like 'cancelled%'`,
    ),
    check('loads_dates_check', sql`${t.expectedDeliveryDate} >= ${t.dateToLeave}`),
    check('loads_weight_check', sql`${t.weightLbs} is null or ${t.weightLbs} > 0`),
    check('loads_miles_check', sql`${t.miles} is null or ${t.miles} > 0`),
    check('loads_value_check', sql`${t.loadValueCents} is null or ${t.loadValueCents} > 0`),
    check(
      'loads_audience_check',
      sql`${t.audienceType} in ('all', 'list', 'carriers', 'marketplace')`,
    ),
    check('loads_identifier_check', sql`${t.isQuote} or ${t.identifier} is not null`),
    check(
      'loads_award_rule_check',
      sql`${t.awardRule} in ('manual', 'lowest', 'lowest_under_target')`,
    ),
  ],
);

export const loadAudienceCarriers = pgTable(
  'load_audience_carriers',
  {
    loadId: cascadeRef('load_id', () => loads.id),
    carrierAccountId: cascadeRef('carrier_account_id', () => accounts.id),
  },
  (t) => [
    primaryKey({ columns: [t.loadId, t.carrierAccountId] }),
    index('load_audience_carrier_idx').on(t.carrierAccountId),
  ],
);

export const loadStatusHistory = recordTable(
  'load_status_history',
  {
    loadId: cascadeRef('load_id', () => loads.id),
    status: text('status').notNull(),
    changedByUserId: setNullRef('changed_by_user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('load_status_history_load_idx').on(t.loadId)],
);

export const loadStars = pgTable(
  'load_stars',
  {
    loadId: cascadeRef('load_id', () => loads.id),
    userId: cascadeRef('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.loadId] }), index('load_stars_load_idx').on(t.loadId)],
);

/** Per-shipper counter behind identifiers such as SH-000123 (taken under a row lock). */
export const identifierSequences = pgTable('identifier_sequences', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  lastValue: integer('last_value').notNull().default(0),
});

/** SPEC 3.6: a carrier's bid, or its informational quote on a quote request. */
export const bids = recordTable(
  'bids',
  {
    loadId: cascadeRef('load_id', () => loads.id),
    carrierAccountId: cascadeRef('carrier_account_id', () => accounts.id),
    carrierUserId: setNullRef('carrier_user_id', () => users.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    pickupDate: date('pickup_date', { mode: 'string' }),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    notes: text('notes'),
    isAccepted: boolean('is_accepted').notNull().default(false),
    isRejected: boolean('is_rejected').notNull().default(false),
    // PRODUCT.md 9: pending, accepted, rejected, withdrawn (expired is a pending bid whose
    // valid_until has passed); kept in step with is_accepted / is_rejected.
    status: text('status').notNull().default('pending'),
    validUntil: tz('valid_until'),
    reviewedAt: tz('reviewed_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('bids_one_per_carrier').on(t.loadId, t.carrierAccountId),
    // The database itself keeps a load from ever having two accepted bids.
    uniqueIndex('bids_one_accepted_per_load').on(t.loadId).where(sql`${t.isAccepted}`),
    index('bids_carrier_idx').on(t.carrierAccountId),
    check('bids_amount_check', sql`${t.amountCents} > 0`),
    check('bids_state_check', sql`not (${t.isAccepted} and ${t.isRejected})`),
    check(
      'bids_status_check',
      sql`${t.status} in ('pending', 'accepted', 'rejected', 'withdrawn') and (${t.status} = 'accepted') = ${t.isAccepted}`,
    ),
    index('bids_load_status_idx').on(t.loadId, t.status),
  ],
);

/** PRODUCT.md 9: every proposal of new terms on a bid, each version kept. */
export const bidCounters = recordTable(
  'bid_counters',
  {
    bidId: cascadeRef('bid_id', () => bids.id),
    by: text('by').notNull(),
    byUserId: setNullRef('by_user_id', () => users.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    pickupDate: date('pickup_date', { mode: 'string' }),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    note: text('note'),
    status: text('status').notNull().default('open'),
    answeredAt: tz('answered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('bid_counters_bid_idx').on(t.bidId, t.id),
    // At most one open proposal per bid, whatever the concurrency.
    uniqueIndex('bid_counters_one_open').on(t.bidId).where(sql`${t.status} = 'open'`),
    check('bid_counters_by_check', sql`${t.by} in ('shipper', 'carrier')`),
    check(
      'bid_counters_status_check',
      sql`${t.status} in ('open', 'accepted', 'declined', 'superseded')`,
    ),
    check('bid_counters_amount_check', sql`${t.amountCents} > 0`),
  ],
);

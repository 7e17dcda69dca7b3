import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { cascadeRef, createdAt, recordTable, setNullRef, timestamps, tz } from './columns.ts';
import { drivers, equipment } from './fleet.ts';
import { lanes } from './lanes.ts';
import { carrierLists, deliveryLocations } from './network.ts';

export interface QuotePlaceColumn {
  city: string;
  state: string;
  zipcode: string;
}

const locationRef = (name: string) =>
  pg.integer(name).references(() => deliveryLocations.id, { onDelete: 'restrict' });

/** A shipment (with an identifier) or an informational quote request (without one). */
export const loads = recordTable(
  'loads',
  {
    accountId: cascadeRef('account_id', () => accounts.id),
    createdByUserId: setNullRef('created_by_user_id', () => users.id),
    identifier: pg.text('identifier'),
    status: pg.text('status').notNull().default('unscheduled'),
    // PRODUCT.md 4: null while the load is a draft (no carrier sees it), else when it went out.
    publishedAt: tz('published_at').defaultNow(),
    name: pg.text('name').notNull(),
    isQuote: pg.boolean('is_quote').notNull().default(false),
    originLocationId: locationRef('origin_location_id'),
    destinationLocationId: locationRef('destination_location_id'),
    extraOriginLocationId: locationRef('extra_origin_location_id'),
    extraDestinationLocationId: locationRef('extra_destination_location_id'),
    quoteOrigin: pg.jsonb('quote_origin').$type<QuotePlaceColumn>(),
    quoteDestination: pg.jsonb('quote_destination').$type<QuotePlaceColumn>(),
    dateToLeave: pg.date('date_to_leave', { mode: 'string' }).notNull(),
    expectedDeliveryDate: pg.date('expected_delivery_date', { mode: 'string' }).notNull(),
    // Wall-clock times at the location, kept as entered ('yyyy-mm-ddTHH:MM').
    appointmentPickup: pg.text('appointment_pickup'),
    extraAppointmentPickup: pg.text('extra_appointment_pickup'),
    appointmentDelivery: pg.text('appointment_delivery'),
    extraAppointmentDelivery: pg.text('extra_appointment_delivery'),
    specs: pg
      .jsonb('specs')
      .$type<Record<string, string> | [string, string][]>()
      .notNull()
      .default({}),
    description: pg.text('description'),
    loadValueCents: pg.bigint('load_value_cents', { mode: 'number' }),
    audienceType: pg.text('audience_type').notNull().default('all'),
    audienceListId: setNullRef('audience_list_id', () => carrierLists.id),
    assignedUserId: setNullRef('assigned_user_id', () => users.id),
    assignedAccountId: setNullRef('assigned_account_id', () => accounts.id),
    chosenQuoteUserId: setNullRef('chosen_quote_user_id', () => users.id),
    // PRODUCT.md 7: covered by the shipper's own driver and unit instead of a carrier. The
    // migration adds exclusion constraints (btree_gist) that keep each off overlapping active loads.
    fleetDriverId: pg.integer('fleet_driver_id').references(() => drivers.id),
    fleetEquipmentId: pg.integer('fleet_equipment_id').references(() => equipment.id),
    markedLate: pg.boolean('marked_late').notNull().default(false),
    // PRODUCT.md 9: bidding ends at bid_deadline; award_rule says who awards the load then.
    bidDeadline: tz('bid_deadline'),
    awardRule: pg.text('award_rule').notNull().default('manual'),
    targetRateCents: pg.bigint('target_rate_cents', { mode: 'number' }),
    // PRODUCT.md 8: the lane whose routing guide tenders the load (audience `lane`). While
    // the waterfall runs the load's stored audience is `carriers`, the offered carrier alone.
    laneId: setNullRef('lane_id', () => lanes.id),
    // PRODUCT.md 10: what moves and how far. Miles are the shipper's, or estimated from the
    // stops' ZIP centroids (miles_estimated) when the shipper leaves them out.
    equipmentType: pg.text('equipment_type'),
    weightLbs: pg.integer('weight_lbs'),
    miles: pg.integer('miles'),
    milesEstimated: pg.boolean('miles_estimated').notNull().default(false),
    // Every word a shipper may search by, kept in one column so one trigram index serves it.
    searchText: pg.text('search_text').notNull().default(''),
    // The list speed budget (decision 043): from when the load needs the shipper's attention (PRODUCT.md 4),
    // given what is known of it now; null while it is not active. Time only brings a load into
    // Needs Attention, never out, so "needs attention now" is attention_from <= now(). Kept by
    // triggers (migration 0023) from the load, its bids, its tracking and its status history.
    attentionFrom: tz('attention_from'),
    ...timestamps(),
  },
  (t) => [
    pg.uniqueIndex('loads_identifier_unique').on(t.accountId, t.identifier),
    pg.index('loads_account_created_idx').on(t.accountId, t.createdAt),
    pg.index('loads_account_status_idx').on(t.accountId, t.status),
    pg.index('loads_account_date_idx').on(t.accountId, t.dateToLeave),
    pg.index('loads_assigned_account_idx').on(t.assignedAccountId, t.status),
    pg
      .index('loads_fleet_driver_idx')
      .on(t.fleetDriverId)
      .where(sql`${t.fleetDriverId} is not null`),
    pg
      .index('loads_fleet_equipment_idx')
      .on(t.fleetEquipmentId)
      .where(sql`${t.fleetEquipmentId} is not null`),
    pg.check(
      'loads_fleet_pair_check',
      sql`(${t.fleetDriverId} is null) = (${t.fleetEquipmentId} is null)`,
    ),
    pg.index('loads_open_marketplace_idx').on(t.audienceType, t.status),
    // The carrier spot-quote list reads the loads offered to a list of carriers through this.
    pg.index('loads_audience_list_idx').on(t.audienceListId, t.status),
    pg.index('loads_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Quote requests (no identifier yet) and active loads are a small part of a big account:
    // the count tiles and Needs Attention read them through these without touching the rest.
    pg
      .index('loads_account_requests_idx')
      .on(t.accountId, t.status)
      .where(sql`${t.identifier} is null`),
    // The alphabetical order of the lists (lower(name), id), read in order rather than sorted.
    pg.index('loads_account_name_idx').on(t.accountId, sql`lower(${t.name})`, t.id),
    // The list speed budget: the spot-quote lists walk the open loads by recency (or name) and stop at the page.
    pg
      .index('loads_open_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} in ('unscheduled', 'unassigned')`),
    pg
      .index('loads_open_name_idx')
      .on(sql`lower(${t.name})`, t.id)
      .where(sql`${t.status} in ('unscheduled', 'unassigned')`),
    pg
      .index('loads_account_active_idx')
      .on(t.accountId, t.createdAt)
      .where(sql`${t.status} not like 'cancelled%' and ${t.status} <> 'delivered'`),
    // The Needs Attention list: the shipper's loads that need attention now, soonest first.
    pg
      .index('loads_account_attention_idx')
      .on(t.accountId, t.attentionFrom)
      .where(sql`${t.attentionFrom} is not null`),
    // The at-risk check (PRODUCT.md 12) runs every few minutes over the loads in transit only.
    pg.index('loads_in_transit_idx').on(t.id).where(sql`${t.status} = 'in_transit'`),
    pg.check(
      'loads_status_check',
      sql`${t.status} in ('draft', 'unscheduled', 'scheduled', 'assigned', 'unassigned', 'in_transit', 'delivered') or ${t.status} like 'cancelled%'`,
    ),
    pg.check('loads_draft_check', sql`${t.status} <> 'draft' or ${t.publishedAt} is null`),
    pg.check('loads_dates_check', sql`${t.expectedDeliveryDate} >= ${t.dateToLeave}`),
    pg.check('loads_weight_check', sql`${t.weightLbs} is null or ${t.weightLbs} > 0`),
    pg.check('loads_miles_check', sql`${t.miles} is null or ${t.miles} > 0`),
    pg.check('loads_value_check', sql`${t.loadValueCents} is null or ${t.loadValueCents} > 0`),
    pg.check(
      'loads_audience_check',
      sql`${t.audienceType} in ('all', 'list', 'carriers', 'marketplace')`,
    ),
    pg.check('loads_identifier_check', sql`${t.isQuote} or ${t.identifier} is not null`),
    pg.check(
      'loads_award_rule_check',
      sql`${t.awardRule} in ('manual', 'lowest', 'lowest_under_target')`,
    ),
  ],
);

export const loadAudienceCarriers = pg.pgTable(
  'load_audience_carriers',
  {
    loadId: cascadeRef('load_id', () => loads.id),
    carrierAccountId: cascadeRef('carrier_account_id', () => accounts.id),
  },
  (t) => [
    pg.primaryKey({ columns: [t.loadId, t.carrierAccountId] }),
    pg.index('load_audience_carrier_idx').on(t.carrierAccountId),
  ],
);

export const loadStatusHistory = recordTable(
  'load_status_history',
  {
    loadId: cascadeRef('load_id', () => loads.id),
    status: pg.text('status').notNull(),
    changedByUserId: setNullRef('changed_by_user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [pg.index('load_status_history_load_idx').on(t.loadId)],
);

export const loadStars = pg.pgTable(
  'load_stars',
  {
    loadId: cascadeRef('load_id', () => loads.id),
    userId: cascadeRef('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.userId, t.loadId] }),
    pg.index('load_stars_load_idx').on(t.loadId),
  ],
);

/** Per-shipper counter behind identifiers such as SH-000123 (taken under a row lock). */
export const identifierSequences = pg.pgTable('identifier_sequences', {
  accountId: pg
    .integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  lastValue: pg.integer('last_value').notNull().default(0),
});

/** SPEC 3.6: a carrier's bid, or its informational quote on a quote request. */
export const bids = recordTable(
  'bids',
  {
    loadId: cascadeRef('load_id', () => loads.id),
    carrierAccountId: cascadeRef('carrier_account_id', () => accounts.id),
    carrierUserId: setNullRef('carrier_user_id', () => users.id),
    amountCents: pg.bigint('amount_cents', { mode: 'number' }).notNull(),
    pickupDate: pg.date('pickup_date', { mode: 'string' }),
    deliveryDate: pg.date('delivery_date', { mode: 'string' }),
    notes: pg.text('notes'),
    isAccepted: pg.boolean('is_accepted').notNull().default(false),
    isRejected: pg.boolean('is_rejected').notNull().default(false),
    // PRODUCT.md 9: pending, accepted, rejected, withdrawn (expired is a pending bid whose
    // valid_until has passed); kept in step with is_accepted / is_rejected.
    status: pg.text('status').notNull().default('pending'),
    validUntil: tz('valid_until'),
    reviewedAt: tz('reviewed_at'),
    ...timestamps(),
  },
  (t) => [
    pg.uniqueIndex('bids_one_per_carrier').on(t.loadId, t.carrierAccountId),
    // The database itself keeps a load from ever having two accepted bids.
    pg.uniqueIndex('bids_one_accepted_per_load').on(t.loadId).where(sql`${t.isAccepted}`),
    pg.index('bids_carrier_idx').on(t.carrierAccountId),
    pg.check('bids_amount_check', sql`${t.amountCents} > 0`),
    pg.check('bids_state_check', sql`not (${t.isAccepted} and ${t.isRejected})`),
    pg.check(
      'bids_status_check',
      sql`${t.status} in ('pending', 'accepted', 'rejected', 'withdrawn') and (${t.status} = 'accepted') = ${t.isAccepted}`,
    ),
    pg.index('bids_load_status_idx').on(t.loadId, t.status),
    // A card's best bid (migration 0028): the lowest pending bid of a load in one index step.
    pg
      .index('bids_best_live_idx')
      .on(t.loadId, t.amountCents, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** PRODUCT.md 9: every proposal of new terms on a bid, each version kept. */
export const bidCounters = recordTable(
  'bid_counters',
  {
    bidId: cascadeRef('bid_id', () => bids.id),
    by: pg.text('by').notNull(),
    byUserId: setNullRef('by_user_id', () => users.id),
    amountCents: pg.bigint('amount_cents', { mode: 'number' }).notNull(),
    pickupDate: pg.date('pickup_date', { mode: 'string' }),
    deliveryDate: pg.date('delivery_date', { mode: 'string' }),
    note: pg.text('note'),
    status: pg.text('status').notNull().default('open'),
    answeredAt: tz('answered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('bid_counters_bid_idx').on(t.bidId, t.id),
    // At most one open proposal per bid, whatever the concurrency.
    pg.uniqueIndex('bid_counters_one_open').on(t.bidId).where(sql`${t.status} = 'open'`),
    pg.check('bid_counters_by_check', sql`${t.by} in ('shipper', 'carrier')`),
    pg.check(
      'bid_counters_status_check',
      sql`${t.status} in ('open', 'accepted', 'declined', 'superseded')`,
    ),
    pg.check('bid_counters_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** What reviewing a bid writes: the SPEC flags is_accepted / is_rejected follow the status. */
export function bidReviewedAs(status: 'accepted' | 'rejected') {
  return {
    isAccepted: status === 'accepted',
    isRejected: status === 'rejected',
    status,
    reviewedAt: sql`now()`,
    updatedAt: sql`now()`,
  };
}

/**
 * PRODUCT.md 12: the rate confirmation of an award, one row per version. `terms` is what the
 * document says (a snapshot taken when the version was made); the PDF is rendered from it, so
 * a version never changes after the fact except for the carrier's acknowledgement.
 */
export const rateConfirmations = recordTable(
  'rate_confirmations',
  {
    loadId: cascadeRef('load_id', () => loads.id),
    version: pg.integer('version').notNull(),
    carrierAccountId: cascadeRef('carrier_account_id', () => accounts.id),
    rateCents: pg.bigint('rate_cents', { mode: 'number' }).notNull(),
    terms: pg.jsonb('terms').$type<Record<string, unknown>>().notNull(),
    /** The PDF mailed to the carrier, once the job has rendered and stored it. */
    objectKey: pg.text('object_key'),
    acknowledgedName: pg.text('acknowledged_name'),
    acknowledgedAt: tz('acknowledged_at'),
    acknowledgedByUserId: setNullRef('acknowledged_by_user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('rate_confirmations_load_version_unique').on(t.loadId, t.version),
    pg.check('rate_confirmations_version_check', sql`${t.version} > 0`),
  ],
);

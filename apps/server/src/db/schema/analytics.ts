import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { tz } from './columns.ts';
import { loads } from './loads.ts';

/**
 * Analytics (docs/decisions/036-analytics.md): one row of facts per load, kept by
 * refreshLoadFacts in the same transaction as every change of the load or its bids, so the
 * analytics read one narrow table by (account, ship date) instead of loads, bids and history.
 */
export const loadFacts = pg.pgTable(
  'load_facts',
  {
    loadId: pg
      .integer('load_id')
      .primaryKey()
      .references(() => loads.id, { onDelete: 'cascade' }),
    accountId: pg
      .integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    identifier: pg.text('identifier'),
    dateToLeave: pg.date('date_to_leave', { mode: 'string' }).notNull(),
    status: pg.text('status').notNull(),
    originCity: pg.text('origin_city'),
    originState: pg.text('origin_state'),
    originZip3: pg.text('origin_zip3'),
    destinationCity: pg.text('destination_city'),
    destinationState: pg.text('destination_state'),
    destinationZip3: pg.text('destination_zip3'),
    equipmentType: pg.text('equipment_type'),
    miles: pg.integer('miles'),
    carrierAccountId: pg.integer('carrier_account_id'),
    awardedCents: pg.bigint('awarded_cents', { mode: 'number' }),
    bidCount: pg.integer('bid_count').notNull().default(0),
    lowestBidCents: pg.bigint('lowest_bid_cents', { mode: 'number' }),
    medianBidCents: pg.doublePrecision('median_bid_cents'),
    firstQuoteCents: pg.bigint('first_quote_cents', { mode: 'number' }),
    publishedAt: tz('published_at').notNull(),
    awardedAt: tz('awarded_at'),
    pickedUpAt: tz('picked_up_at'),
    deliveredAt: tz('delivered_at'),
    onTimePickup: pg.boolean('on_time_pickup'),
    onTimeDelivery: pg.boolean('on_time_delivery'),
  },
  (t) => [
    pg.index('load_facts_account_date_idx').on(t.accountId, t.dateToLeave, t.loadId),
    pg
      .index('load_facts_account_carrier_idx')
      .on(t.accountId, t.carrierAccountId, t.dateToLeave)
      .where(sql`${t.carrierAccountId} is not null`),
    // The benchmark finds a lane's loads of every shipper by zip3 pair and equipment.
    pg.index('load_facts_lane_idx').on(t.originZip3, t.destinationZip3, t.equipmentType),
    // Decision 058: a lane's median award, read from the middle of the lane's awards.
    pg
      .index('load_facts_award_lane_idx')
      .on(
        t.accountId,
        sql`coalesce(${t.originZip3}, '')`,
        sql`coalesce(${t.destinationZip3}, '')`,
        sql`coalesce(${t.equipmentType}, '')`,
        t.awardedCents,
      )
      .where(sql`${t.carrierAccountId} is not null and ${t.awardedCents} is not null`),
  ],
);

/**
 * Decision 058: the carrier scorecards' figures per shipper and carrier (awarded loads, on time,
 * invitations, answered), kept by the triggers of migration 0025 in the transactions that change
 * load_facts, bids and named carriers. No foreign keys, as the list counts (decision 025).
 */
export const shipperCarrierFacts = pg.pgTable(
  'shipper_carrier_facts',
  {
    accountId: pg.integer('account_id').notNull(),
    carrierAccountId: pg.integer('carrier_account_id').notNull(),
    loads: pg.integer('loads').notNull().default(0),
    onTime: pg.integer('on_time').notNull().default(0),
    onTimeKnown: pg.integer('on_time_known').notNull().default(0),
    invitations: pg.integer('invitations').notNull().default(0),
    answered: pg.integer('answered').notNull().default(0),
  },
  (t) => [pg.primaryKey({ columns: [t.accountId, t.carrierAccountId] })],
);

/** Per shipper, lane (zip3s and equipment, '' for none) and carrier: its awards and their sum. */
export const shipperLaneCarrierFacts = pg.pgTable(
  'shipper_lane_carrier_facts',
  {
    accountId: pg.integer('account_id').notNull(),
    carrierAccountId: pg.integer('carrier_account_id').notNull(),
    originZip3: pg.text('origin_zip3').notNull(),
    destinationZip3: pg.text('destination_zip3').notNull(),
    equipmentType: pg.text('equipment_type').notNull(),
    loads: pg.integer('loads').notNull().default(0),
    awardedCents: pg.bigint('awarded_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    pg.primaryKey({
      name: 'shipper_lane_carrier_facts_pk',
      columns: [t.accountId, t.originZip3, t.destinationZip3, t.equipmentType, t.carrierAccountId],
    }),
  ],
);

/**
 * A carrier invited to a load of the shipper's facts (named on it, or bidding on it), with the
 * hours from publishing to its bid when it bid: the scorecards' invitations, answers and median
 * response.
 */
export const scorecardPairs = pg.pgTable(
  'scorecard_pairs',
  {
    loadId: pg.integer('load_id').notNull(),
    carrierAccountId: pg.integer('carrier_account_id').notNull(),
    accountId: pg.integer('account_id').notNull(),
    responseHours: pg.doublePrecision('response_hours'),
  },
  (t) => [
    pg.primaryKey({ columns: [t.loadId, t.carrierAccountId] }),
    pg
      .index('scorecard_pairs_response_idx')
      .on(t.accountId, t.carrierAccountId, t.responseHours)
      .where(sql`${t.responseHours} is not null`),
  ],
);

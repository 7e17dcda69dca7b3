import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';

/**
 * Counts kept by triggers (docs/decisions/025-list-counts.md): the counts behind the lists, kept exact by
 * triggers (migration 0011) in the same transactions that change loads, bids and audiences, so
 * that a list reads its counts from a few rows instead of counting the loads. No foreign keys:
 * the triggers write them while an account's rows are being deleted, and a gone account's
 * counts are read by no one.
 */

/** Per carrier: the spot-quote categories that hang on its own bids and the loads it holds. */
export const carrierLoadCounts = pg.pgTable('carrier_load_counts', {
  carrierAccountId: pg.integer('carrier_account_id').primaryKey(),
  // Open loads of its audience that it bid on (taken off the audience's open loads: Spot Quotes).
  bidInAudience: pg.integer('bid_in_audience').notNull().default(0),
  bidsPlaced: pg.integer('bids_placed').notNull().default(0),
  rejected: pg.integer('rejected').notNull().default(0),
  assigned: pg.integer('assigned').notNull().default(0),
  inTransit: pg.integer('in_transit').notNull().default(0),
  delivered: pg.integer('delivered').notNull().default(0),
  cancelled: pg.integer('cancelled').notNull().default(0),
});

/**
 * Open loads per audience: kind 'marketplace' (key 0), 'all' (key: the shipper account),
 * 'list' (key: the carrier list), 'carriers' (key: a carrier account named on the load).
 */
export const openLoadCounts = pg.pgTable(
  'open_load_counts',
  {
    kind: pg.text('kind').notNull(),
    key: pg.integer('key').notNull(),
    n: pg.integer('n').notNull().default(0),
  },
  (t) => [pg.primaryKey({ columns: [t.kind, t.key] })],
);

/** Per shipper: its loads by status, shipments and quote requests (no identifier) apart. */
export const shipperLoadCounts = pg.pgTable(
  'shipper_load_counts',
  {
    accountId: pg.integer('account_id').notNull(),
    status: pg.text('status').notNull(),
    isRequest: pg.boolean('is_request').notNull(),
    n: pg.integer('n').notNull().default(0),
  },
  (t) => [pg.primaryKey({ columns: [t.accountId, t.status, t.isRequest] })],
);

/**
 * Per shipper: how many of its loads need attention from each moment on (loads.attention_from).
 * The Needs Attention tile is the sum of the rows whose moment has come; the job runner folds
 * those into one '-infinity' row now and then, so that the sum reads a row or two whatever the
 * size of the account (decision 043).
 */
export const shipperAttentionCounts = pg.pgTable(
  'shipper_attention_counts',
  {
    accountId: pg.integer('account_id').notNull(),
    since: pg.timestamp('since', { withTimezone: true }).notNull(),
    n: pg.integer('n').notNull().default(0),
  },
  (t) => [pg.primaryKey({ columns: [t.accountId, t.since] })],
);

/**
 * Decision 057: each (carrier, load) pair that shows in one of the carrier's spot-quote categories
 * (the list's status: 'bid-placed', 'rejected', 'assigned', 'in-progress', 'completed',
 * 'canceled') or counts in its `bid_in_audience`, kept by the triggers of migration 0024 with the
 * load's creation time and name, so that a category's page reads its index instead of every
 * load of the carrier's history. `carrier_load_counts` is the sum of these rows.
 */
export const carrierLoads = pg.pgTable(
  'carrier_loads',
  {
    carrierAccountId: pg.integer('carrier_account_id').notNull(),
    loadId: pg.integer('load_id').notNull(),
    category: pg.text('category'),
    bidInAudience: pg.boolean('bid_in_audience').notNull().default(false),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
    sortName: pg.text('sort_name').notNull(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.carrierAccountId, t.loadId] }),
    pg.index('carrier_loads_load_idx').on(t.loadId),
    pg
      .index('carrier_loads_created_idx')
      .on(t.carrierAccountId, t.category, t.createdAt, t.loadId)
      .where(sql`${t.category} is not null`),
    pg
      .index('carrier_loads_name_idx')
      .on(t.carrierAccountId, t.category, t.sortName, t.loadId)
      .where(sql`${t.category} is not null`),
  ],
);

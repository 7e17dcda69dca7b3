import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Issue 11 (docs/decisions/025-list-counts.md): the counts behind the lists, kept exact by
 * triggers (migration 0011) in the same transactions that change loads, bids and audiences, so
 * that a list reads its counts from a few rows instead of counting the loads. No foreign keys:
 * the triggers write them while an account's rows are being deleted, and a gone account's
 * counts are read by no one.
 */

/** Per carrier: the spot-quote categories that hang on its own bids and the loads it holds. */
export const carrierLoadCounts = pgTable('carrier_load_counts', {
  carrierAccountId: integer('carrier_account_id').primaryKey(),
  // Open loads of its audience that it bid on (taken off the audience's open loads: Spot Quotes).
  bidInAudience: integer('bid_in_audience').notNull().default(0),
  bidsPlaced: integer('bids_placed').notNull().default(0),
  rejected: integer('rejected').notNull().default(0),
  assigned: integer('assigned').notNull().default(0),
  inTransit: integer('in_transit').notNull().default(0),
  delivered: integer('delivered').notNull().default(0),
  cancelled: integer('cancelled').notNull().default(0),
});

/**
 * Open loads per audience: kind 'marketplace' (key 0), 'all' (key: the shipper account),
 * 'list' (key: the carrier list), 'carriers' (key: a carrier account named on the load).
 */
export const openLoadCounts = pgTable(
  'open_load_counts',
  {
    kind: text('kind').notNull(),
    key: integer('key').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);

/** Per shipper: its loads by status, shipments and quote requests (no identifier) apart. */
export const shipperLoadCounts = pgTable(
  'shipper_load_counts',
  {
    accountId: integer('account_id').notNull(),
    status: text('status').notNull(),
    isRequest: boolean('is_request').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.status, t.isRequest] })],
);

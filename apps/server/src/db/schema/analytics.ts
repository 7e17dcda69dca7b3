import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { tz } from './columns.ts';
import { loads } from './loads.ts';

/**
 * Issue 17 (docs/decisions/036-analytics.md): one row of facts per load, kept by
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
  ],
);

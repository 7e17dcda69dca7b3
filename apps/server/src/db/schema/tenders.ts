import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { cascadeRef, createdAt, recordTable, setNullRef, tz } from './columns.ts';
import { lanes } from './lanes.ts';
import { loads } from './loads.ts';
import { shipperCarriers } from './network.ts';

/**
 * PRODUCT.md 8: the tender waterfall. One row per offer of a load to one carrier of its lane's
 * routing guide, in offer order (`position` 1, 2, ...). At most one offer of a load is open
 * (`offered`) at a time; the status moves once, guarded by `where status = 'offered'`.
 */
export const tenders = recordTable(
  'tenders',
  {
    loadId: cascadeRef('load_id', () => loads.id),
    laneId: setNullRef('lane_id', () => lanes.id),
    carrierAccountId: cascadeRef('carrier_account_id', () => accounts.id),
    /** The shipper's row of the carrier (the id of /api/carriers), kept while it exists. */
    shipperCarrierId: setNullRef('shipper_carrier_id', () => shipperCarriers.id),
    rateCents: pg.bigint('rate_cents', { mode: 'number' }),
    position: pg.integer('position').notNull(),
    status: pg.text('status').notNull().default('offered'),
    offeredAt: tz('offered_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
    decidedAt: tz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('tenders_load_position_unique').on(t.loadId, t.position),
    // One open offer per load, whatever the concurrency.
    pg.uniqueIndex('tenders_one_open_per_load').on(t.loadId).where(sql`${t.status} = 'offered'`),
    // A carrier's open offers (GET /api/tenders).
    pg
      .index('tenders_carrier_open_idx')
      .on(t.carrierAccountId, t.expiresAt)
      .where(sql`${t.status} = 'offered'`),
    pg.check(
      'tenders_status_check',
      sql`${t.status} in ('offered', 'accepted', 'declined', 'expired', 'cancelled')`,
    ),
    pg.check('tenders_decided_check', sql`(${t.status} = 'offered') = (${t.decidedAt} is null)`),
  ],
);

import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { cascadeRef, recordTable, timestamps } from './columns.ts';
import { carrierLists, shipperCarriers } from './network.ts';

/** PRODUCT.md 8: a named set of 2-letter states or 3-digit zip prefixes of one shipper. */
export const regions = recordTable(
  'regions',
  {
    accountId: cascadeRef('account_id', () => accounts.id),
    name: pg.text('name').notNull(),
    kind: pg.text('kind').notNull(),
    members: pg.text('members').array().notNull(),
    ...timestamps(),
  },
  (t) => [
    pg.uniqueIndex('regions_account_name_unique').on(t.accountId, sql`lower(${t.name})`),
    pg.check('regions_kind_check', sql`${t.kind} in ('states', 'zip3')`),
  ],
);

const regionRef = (name: string) =>
  pg.integer(name).references(() => regions.id, { onDelete: 'restrict' });

/**
 * PRODUCT.md 8: a lane. Each end is a city (city, state, optional zip) or a region; the
 * routing guide is lane_carriers in tender order; the contract lives on the lane (one at a time).
 */
export const lanes = recordTable(
  'lanes',
  {
    accountId: cascadeRef('account_id', () => accounts.id),
    name: pg.text('name').notNull(),
    originCity: pg.text('origin_city'),
    originState: pg.text('origin_state'),
    originZipcode: pg.text('origin_zipcode'),
    originRegionId: regionRef('origin_region_id'),
    destinationCity: pg.text('destination_city'),
    destinationState: pg.text('destination_state'),
    destinationZipcode: pg.text('destination_zipcode'),
    destinationRegionId: regionRef('destination_region_id'),
    equipmentType: pg.text('equipment_type').notNull(),
    acceptanceWindowMinutes: pg.integer('acceptance_window_minutes').notNull().default(120),
    fallbackType: pg.text('fallback_type').notNull().default('none'),
    fallbackListId: pg.integer('fallback_list_id').references(() => carrierLists.id, {
      onDelete: 'set null',
    }),
    targetRateCents: pg.bigint('target_rate_cents', { mode: 'number' }),
    contractRateCents: pg.bigint('contract_rate_cents', { mode: 'number' }),
    contractValidFrom: pg.date('contract_valid_from', { mode: 'string' }),
    contractValidTo: pg.date('contract_valid_to', { mode: 'string' }),
    ...timestamps(),
  },
  (t) => [
    pg.index('lanes_account_name_idx').on(t.accountId, sql`lower(${t.name})`, t.id),
    pg.check(
      'lanes_origin_check',
      sql`(${t.originRegionId} is null) <> (${t.originCity} is null and ${t.originState} is null)`,
    ),
    pg.check(
      'lanes_destination_check',
      sql`(${t.destinationRegionId} is null) <> (${t.destinationCity} is null and ${t.destinationState} is null)`,
    ),
    pg.check(
      'lanes_fallback_check',
      sql`${t.fallbackType} in ('none', 'all', 'list', 'marketplace')`,
    ),
    pg.check('lanes_window_check', sql`${t.acceptanceWindowMinutes} between 1 and 10080`),
    pg.check(
      'lanes_contract_check',
      sql`(${t.contractRateCents} is null) = (${t.contractValidFrom} is null) and (${t.contractValidFrom} is null) = (${t.contractValidTo} is null) and (${t.contractValidTo} is null or ${t.contractValidTo} >= ${t.contractValidFrom})`,
    ),
  ],
);

/** The routing guide of a lane: the shipper's carriers (ids of /api/carriers) in tender order. */
export const laneCarriers = pg.pgTable(
  'lane_carriers',
  {
    laneId: cascadeRef('lane_id', () => lanes.id),
    position: pg.integer('position').notNull(),
    shipperCarrierId: cascadeRef('shipper_carrier_id', () => shipperCarriers.id),
  },
  (t) => [
    pg.primaryKey({ columns: [t.laneId, t.position] }),
    pg.uniqueIndex('lane_carriers_carrier_unique').on(t.laneId, t.shipperCarrierId),
    pg.index('lane_carriers_carrier_idx').on(t.shipperCarrierId),
  ],
);

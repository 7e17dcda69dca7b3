import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { cascadeRef, createdAt, recordTable, setNullRef, timestamps } from './columns.ts';
import { regions } from './lanes.ts';
import { loads } from './loads.ts';

/**
 * PRODUCT.md 20, carrier capacity (migration 0035, decisions 075 and 076): a carrier's posted
 * trucks and lane preferences, the loads that fit them, and the alerts sent for them.
 */
export const truckPosts = recordTable(
  'truck_posts',
  {
    accountId: cascadeRef('account_id', () => accounts.id),
    createdByUserId: setNullRef('created_by_user_id', () => users.id),
    equipmentType: pg.text('equipment_type').notNull(),
    city: pg.text('city').notNull(),
    state: pg.text('state').notNull(),
    zipcode: pg.text('zipcode').notNull(),
    lat: pg.doublePrecision('lat').notNull(),
    lon: pg.doublePrecision('lon').notNull(),
    availableFrom: pg.date('available_from', { mode: 'string' }).notNull(),
    availableTo: pg.date('available_to', { mode: 'string' }).notNull(),
    destinations: pg.text('destinations').array().notNull().default(sql`'{anywhere}'`),
    minRatePerMileCents: pg.integer('min_rate_per_mile_cents'),
    notes: pg.text('notes'),
    ...timestamps(),
  },
  (t) => [
    pg.index('truck_posts_account_idx').on(t.accountId, t.availableTo, t.id),
    pg.index('truck_posts_geo_idx').on(t.lat, t.lon, t.availableTo),
    pg.check('truck_posts_dates_check', sql`${t.availableTo} >= ${t.availableFrom}`),
  ],
);

export const lanePreferences = recordTable(
  'lane_preferences',
  {
    accountId: cascadeRef('account_id', () => accounts.id),
    originRegionId: pg.integer('origin_region_id').references(() => regions.id, {
      onDelete: 'cascade',
    }),
    originMembers: pg.text('origin_members').array().notNull(),
    destinationRegionId: pg
      .integer('destination_region_id')
      .references(() => regions.id, { onDelete: 'cascade' }),
    destinationMembers: pg.text('destination_members').array().notNull(),
    equipmentType: pg.text('equipment_type'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('lane_preferences_account_idx').on(t.accountId, t.id),
    pg.index('lane_preferences_origin_idx').using('gin', t.originMembers),
  ],
);

/** One row per (carrier, load) that fits: counted into recommended_counts by triggers. */
export const loadMatches = pg.pgTable(
  'load_matches',
  {
    carrierAccountId: cascadeRef('carrier_account_id', () => accounts.id),
    loadId: cascadeRef('load_id', () => loads.id),
    postId: setNullRef('post_id', () => truckPosts.id),
    preferenceId: setNullRef('preference_id', () => lanePreferences.id),
    deadheadMiles: pg.integer('deadhead_miles'),
    ratePerMileCents: pg.integer('rate_per_mile_cents'),
    until: pg.date('until', { mode: 'string' }).notNull(),
    reasons: pg.text('reasons').array().notNull().default(sql`'{}'`),
    bucketKind: pg.text('bucket_kind'),
    bucketKey: pg.integer('bucket_key'),
    bucketUntil: pg.date('bucket_until', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.primaryKey({ name: 'load_matches_pk', columns: [t.carrierAccountId, t.loadId] }),
    pg.index('load_matches_load_idx').on(t.loadId),
    pg
      .index('load_matches_rank_idx')
      .on(t.carrierAccountId, t.deadheadMiles, sql`${t.ratePerMileCents} desc nulls last`, t.loadId)
      .where(sql`${t.bucketKind} is not null`),
    pg.index('load_matches_post_idx').on(t.postId),
    pg.index('load_matches_preference_idx').on(t.preferenceId),
  ],
);

export const loadMatchAlerts = pg.pgTable(
  'load_match_alerts',
  {
    carrierAccountId: pg.integer('carrier_account_id').notNull(),
    loadId: pg.integer('load_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.primaryKey({ name: 'load_match_alerts_pk', columns: [t.carrierAccountId, t.loadId] }),
    pg.index('load_match_alerts_created_idx').on(t.carrierAccountId, t.createdAt),
  ],
);

/** Recommended, per carrier, audience bucket and end date (decision 075). */
export const recommendedCounts = pg.pgTable(
  'recommended_counts',
  {
    carrierAccountId: pg.integer('carrier_account_id').notNull(),
    kind: pg.text('kind').notNull(),
    key: pg.integer('key').notNull(),
    until: pg.date('until', { mode: 'string' }).notNull(),
    n: pg.integer('n').notNull().default(0),
  },
  (t) => [
    pg.primaryKey({
      name: 'recommended_counts_pk',
      columns: [t.carrierAccountId, t.kind, t.key, t.until],
    }),
  ],
);

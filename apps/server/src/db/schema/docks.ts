import type { equipmentTypes } from '@spotlane/shared/schemas/auth';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { cascadeRef, recordTable, setNullRef, timestamps, tz } from './columns.ts';
import { deliveryLocations } from './network.ts';
import { loadStops } from './stops.ts';

/**
 * PRODUCT.md 17, dock appointments (migration 0036, decision 071): an appointment location's
 * docks and slot rules, and the booked appointments. The migration adds the exclusion
 * constraint that keeps two appointments of one dock from overlapping (btree_gist), so the
 * database itself refuses the second booking of the last dock.
 */
export const docks = recordTable(
  'docks',
  {
    accountId: cascadeRef('account_id', () => accounts.id),
    locationId: cascadeRef('location_id', () => deliveryLocations.id),
    name: pg.text('name').notNull(),
    kind: pg.text('kind').$type<'pickup' | 'delivery' | 'both'>().notNull().default('both'),
    equipmentTypes: pg
      .text('equipment_types')
      .array()
      .$type<Array<(typeof equipmentTypes)[number]>>()
      .notNull()
      .default(sql`'{}'`),
    active: pg.boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    pg.index('docks_location_idx').on(t.locationId, t.id),
    pg.check('docks_kind_check', sql`${t.kind} in ('pickup', 'delivery', 'both')`),
  ],
);

/** One row per location that changed PRODUCT.md 17's defaults. */
export const slotRules = pg.pgTable('slot_rules', {
  locationId: pg
    .integer('location_id')
    .primaryKey()
    .references(() => deliveryLocations.id, { onDelete: 'cascade' }),
  accountId: cascadeRef('account_id', () => accounts.id),
  liveMinutes: pg.integer('live_minutes').notNull().default(60),
  dropMinutes: pg.integer('drop_minutes').notNull().default(30),
  preloadMinutes: pg.integer('preload_minutes').notNull().default(30),
  leadHours: pg.integer('lead_hours').notNull().default(24),
  horizonDays: pg.integer('horizon_days').notNull().default(14),
  changeCutoffHours: pg.integer('change_cutoff_hours').notNull().default(12),
  closedDates: pg.date('closed_dates', { mode: 'string' }).array().notNull().default(sql`'{}'`),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/**
 * A stop's booked appointment: one per stop, on one dock, over [starts_at, ends_at). The
 * exclusion constraint `dock_appointments_no_overlap` (in the migration) refuses a second
 * appointment of the same dock over an overlapping range.
 */
export const dockAppointments = recordTable(
  'dock_appointments',
  {
    stopId: cascadeRef('stop_id', () => loadStops.id),
    loadId: pg.integer('load_id').notNull(),
    dockId: pg
      .integer('dock_id')
      .notNull()
      .references(() => docks.id, { onDelete: 'restrict' }),
    locationId: cascadeRef('location_id', () => deliveryLocations.id),
    shipperAccountId: cascadeRef('shipper_account_id', () => accounts.id),
    startsAt: tz('starts_at').notNull(),
    endsAt: tz('ends_at').notNull(),
    loadingType: pg.text('loading_type').$type<'live' | 'drop' | 'preload'>().notNull(),
    bookedByUserId: setNullRef('booked_by_user_id', () => users.id),
    ...timestamps(),
  },
  (t) => [
    pg.uniqueIndex('dock_appointments_stop_unique').on(t.stopId),
    pg.index('dock_appointments_location_idx').on(t.locationId, t.startsAt),
    pg.index('dock_appointments_load_idx').on(t.loadId),
    pg.check('dock_appointments_order_check', sql`${t.endsAt} > ${t.startsAt}`),
    pg.check(
      'dock_appointments_loading_type_check',
      sql`${t.loadingType} in ('live', 'drop', 'preload')`,
    ),
  ],
);

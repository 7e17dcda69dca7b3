import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { cascadeRef, recordTable, timestamps, tz } from './columns.ts';
import { loads } from './loads.ts';
import { deliveryLocations } from './network.ts';

/** Who recorded an arrival or a departure at a stop (PRODUCT.md 17 and 18). */
export const STOP_EVENT_SOURCES = ['dock', 'driver', 'eld', 'manual'] as const;
export type StopEventSource = (typeof STOP_EVENT_SOURCES)[number];

const HH_MM = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/**
 * PRODUCT.md 16: a load's stops, 2 to 20 in order (position 0..19). The load's SPEC fields
 * are derived from them when the load is written (decision 069). `window_start` and
 * `window_end` are HH:MM at the location; `appointment` is the wall-clock 'yyyy-mm-ddTHH:MM'
 * at the location, as the load's appointment columns keep it.
 */
export const loadStops = recordTable(
  'load_stops',
  {
    loadId: cascadeRef('load_id', () => loads.id),
    position: pg.integer('position').notNull(),
    type: pg.text('type').$type<'pickup' | 'delivery'>().notNull(),
    locationId: pg
      .integer('location_id')
      .notNull()
      .references(() => deliveryLocations.id, { onDelete: 'restrict' }),
    date: pg.date('date', { mode: 'string' }).notNull(),
    windowStart: pg.text('window_start'),
    windowEnd: pg.text('window_end'),
    appointment: pg.text('appointment'),
    reference: pg.text('reference'),
    notes: pg.text('notes'),
    arrivedAt: tz('arrived_at'),
    departedAt: tz('departed_at'),
    arrivalSource: pg.text('arrival_source').$type<StopEventSource>(),
    departureSource: pg.text('departure_source').$type<StopEventSource>(),
    ...timestamps(),
  },
  (t) => [
    // Deferrable in the migration, so a reorder may swap positions in one transaction.
    pg.unique('load_stops_load_position_unique').on(t.loadId, t.position),
    pg.index('load_stops_location_date_idx').on(t.locationId, t.date),
    pg.check('load_stops_position_check', sql`${t.position} >= 0 and ${t.position} < 20`),
    pg.check('load_stops_type_check', sql`${t.type} in ('pickup', 'delivery')`),
    pg.check(
      'load_stops_window_start_check',
      sql`${t.windowStart} is null or ${t.windowStart} ~ '${sql.raw(HH_MM)}'`,
    ),
    pg.check(
      'load_stops_window_end_check',
      sql`${t.windowEnd} is null or ${t.windowEnd} ~ '${sql.raw(HH_MM)}'`,
    ),
    pg.check(
      'load_stops_window_order_check',
      sql`${t.windowStart} is null or ${t.windowEnd} is null or ${t.windowEnd} >= ${t.windowStart}`,
    ),
    pg.check(
      'load_stops_arrival_source_check',
      sql`${t.arrivalSource} is null or ${t.arrivalSource} in ('dock', 'driver', 'eld', 'manual')`,
    ),
    pg.check(
      'load_stops_departure_source_check',
      sql`${t.departureSource} is null or ${t.departureSource} in ('dock', 'driver', 'eld', 'manual')`,
    ),
    pg.check(
      'load_stops_departure_after_arrival_check',
      sql`${t.departedAt} is null or (${t.arrivedAt} is not null and ${t.departedAt} >= ${t.arrivedAt})`,
    ),
  ],
);

import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { cascadeRef, createdAt, recordTable, setNullRef, tz } from './columns.ts';
import { drivers } from './fleet.ts';
import { loads } from './loads.ts';

/**
 * PRODUCT.md 18: the driver link of a load. The token is kept hashed (sha256); a new link
 * revokes the one before. `account_id` is the account that named the driver (the assigned
 * carrier, or the shipper covering the load with its own fleet).
 */
export const driverLinks = recordTable(
  'driver_links',
  {
    loadId: cascadeRef('load_id', () => loads.id),
    tokenHash: pg.text('token_hash').notNull(),
    driverName: pg.text('driver_name').notNull(),
    driverPhone: pg.text('driver_phone'),
    fleetDriverId: pg.integer('fleet_driver_id').references(() => drivers.id, {
      onDelete: 'set null',
    }),
    accountId: cascadeRef('account_id', () => accounts.id),
    createdByUserId: setNullRef('created_by_user_id', () => users.id),
    sharing: pg.boolean('sharing').notNull().default(false),
    sharingChangedAt: tz('sharing_changed_at'),
    revokedAt: tz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('driver_links_token_unique').on(t.tokenHash),
    pg.index('driver_links_load_idx').on(t.loadId),
  ],
);

/**
 * Positions of a load, at most one a minute (PRODUCT.md 18): `minute` is the position's minute
 * since the epoch, unique per load, so thinning and "stored once" are one unique key.
 */
export const loadPositions = pg.pgTable(
  'load_positions',
  {
    id: pg.bigserial('id', { mode: 'number' }).primaryKey(),
    loadId: cascadeRef('load_id', () => loads.id),
    lat: pg.doublePrecision('lat').notNull(),
    lon: pg.doublePrecision('lon').notNull(),
    at: tz('at').notNull(),
    minute: pg.bigint('minute', { mode: 'number' }).notNull(),
    accuracyM: pg.real('accuracy_m'),
    speedMph: pg.real('speed_mph'),
    source: pg.text('source').notNull(),
  },
  (t) => [
    pg.uniqueIndex('load_positions_minute_unique').on(t.loadId, t.minute),
    pg.index('load_positions_at_idx').on(t.at),
    pg.check('load_positions_source_check', sql`${t.source} in ('driver', 'eld')`),
    pg.check(
      'load_positions_coordinates_check',
      sql`${t.lat} between -90 and 90 and ${t.lon} between -180 and 180`,
    ),
  ],
);

/**
 * One row per tracked load: the last position checked against the geofences (before thinning),
 * the newest position of each source (the order check), the ETA to the next stop, and the ELD
 * connection with its last poll and failure. Its row lock serialises a load's positions.
 */
export const loadTrackingStates = recordTable(
  'load_tracking_states',
  {
    loadId: cascadeRef('load_id', () => loads.id),
    lastLat: pg.doublePrecision('last_lat'),
    lastLon: pg.doublePrecision('last_lon'),
    lastAt: tz('last_at'),
    lastSource: pg.text('last_source'),
    lastDriverAt: tz('last_driver_at'),
    lastEldAt: tz('last_eld_at'),
    eta: tz('eta'),
    etaStopId: pg.integer('eta_stop_id'),
    eldProvider: pg.text('eld_provider'),
    eldVehicleId: pg.text('eld_vehicle_id'),
    eldConnectedAt: tz('eld_connected_at'),
    eldPolledAt: tz('eld_polled_at'),
    eldError: pg.text('eld_error'),
    eldErrorAt: tz('eld_error_at'),
  },
  (t) => [
    pg.uniqueIndex('load_tracking_states_load_unique').on(t.loadId),
    pg.index('load_tracking_states_eld_idx').on(t.loadId).where(sql`${t.eldVehicleId} is not null`),
  ],
);

/** A carrier's quiet hours (PRODUCT.md 18); none stored means the default 22:00-06:00. */
export const quietHours = recordTable(
  'quiet_hours',
  {
    accountId: cascadeRef('account_id', () => accounts.id),
    start: pg.text('start').notNull(),
    end: pg.text('end').notNull(),
    enabled: pg.boolean('enabled').notNull(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [pg.uniqueIndex('quiet_hours_account_unique').on(t.accountId)],
);

/** A shipper's "Request check call": sent at once, or held until the quiet hours end. */
export const checkCallRequests = recordTable(
  'check_call_requests',
  {
    loadId: cascadeRef('load_id', () => loads.id),
    requestedByUserId: setNullRef('requested_by_user_id', () => users.id),
    status: pg.text('status').notNull(),
    heldUntil: tz('held_until'),
    reason: pg.text('reason'),
    sentAt: tz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('check_call_requests_load_idx').on(t.loadId, t.id),
    pg.check('check_call_requests_status_check', sql`${t.status} in ('sent', 'held')`),
  ],
);

/** The driver's taps and photos, each once under its idempotency key (sent again when back online). */
export const driverActions = recordTable(
  'driver_actions',
  {
    linkId: cascadeRef('link_id', () => driverLinks.id),
    idempotencyKey: pg.text('idempotency_key').notNull(),
    kind: pg.text('kind').notNull(),
    result: pg.jsonb('result').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.uniqueIndex('driver_actions_key_unique').on(t.linkId, t.idempotencyKey)],
);

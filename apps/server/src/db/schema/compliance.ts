import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { cascadeRef, createdAt, recordTable, setNullRef, tz } from './columns.ts';
import { loads, rateConfirmations } from './loads.ts';

/**
 * PRODUCT.md 15: the registry's latest word on a carrier account (one row per carrier, locked
 * by a check while it writes and read FOR SHARE by an award, so the two never interleave) and
 * its verified identity. `verified_dot` / `verified_mc` are unique: one verified account per
 * registry record (RegistryClaimed).
 */
export const carrierCompliance = pg.pgTable(
  'carrier_compliance',
  {
    carrierAccountId: pg
      .integer('carrier_account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: pg.text('status').notNull().default('unverifiable'),
    source: pg.text('source').notNull().default('none'),
    registry: pg.jsonb('registry').$type<Record<string, unknown>>(),
    checkedAt: tz('checked_at'),
    /** The last on-demand check (at most once a minute). */
    refreshedAt: tz('refreshed_at'),
    identityVerifiedAt: tz('identity_verified_at'),
    verifiedDot: pg.text('verified_dot'),
    verifiedMc: pg.text('verified_mc'),
    /** The rules the record breaks whatever a shipper's minimums (for `carrier_blocked` in SQL). */
    brokenRules: pg
      .text('broken_rules')
      .array()
      .notNull()
      .default(sql`'{unverifiable,identity_unverified}'::text[]`),
    cargoCents: pg.bigint('cargo_cents', { mode: 'number' }),
    bipdCents: pg.bigint('bipd_cents', { mode: 'number' }),
    authoritySince: pg.date('authority_since'),
  },
  (t) => [
    pg
      .uniqueIndex('carrier_compliance_verified_dot_unique')
      .on(t.verifiedDot)
      .where(sql`${t.verifiedDot} is not null`),
    pg
      .uniqueIndex('carrier_compliance_verified_mc_unique')
      .on(t.verifiedMc)
      .where(sql`${t.verifiedMc} is not null`),
    pg.check(
      'carrier_compliance_status_check',
      sql`${t.status} in ('verified', 'failing', 'unverifiable')`,
    ),
  ],
);

/** Every check, with what the registry said (or why it could not) and when. */
export const complianceChecks = recordTable(
  'compliance_checks',
  {
    carrierAccountId: cascadeRef('carrier_account_id', () => accounts.id),
    trigger: pg.text('trigger').notNull(),
    source: pg.text('source').notNull(),
    status: pg.text('status').notNull(),
    registry: pg.jsonb('registry').$type<Record<string, unknown>>(),
    error: pg.text('error'),
    changed: pg.boolean('changed').notNull().default(false),
    checkedAt: tz('checked_at').notNull().defaultNow(),
  },
  (t) => [pg.index('compliance_checks_carrier_idx').on(t.carrierAccountId, t.checkedAt)],
);

/** A shipper's carrier policy; none stored means the defaults of PRODUCT.md 15. */
export const carrierPolicies = pg.pgTable('carrier_policies', {
  shipperAccountId: pg
    .integer('shipper_account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  rules: pg.jsonb('rules').$type<Record<string, string>>().notNull(),
  cargoMinimumCents: pg.bigint('cargo_minimum_cents', { mode: 'number' }).notNull(),
  bipdMinimumCents: pg.bigint('bipd_minimum_cents', { mode: 'number' }).notNull(),
  authorityMinDays: pg.integer('authority_min_days').notNull(),
  updatedByUserId: setNullRef('updated_by_user_id', () => users.id),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** The last identity code mailed to the registry's e-mail of a carrier (hashed). */
export const identityCodes = pg.pgTable('identity_codes', {
  carrierAccountId: pg
    .integer('carrier_account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  codeHash: pg.text('code_hash').notNull(),
  sentTo: pg.text('sent_to').notNull(),
  dotNumber: pg.text('dot_number'),
  mcNumber: pg.text('mc_number'),
  expiresAt: tz('expires_at').notNull(),
  createdAt: createdAt(),
});

/** The SHA-256 of every rate confirmation file Spotlane handed out, for the verify check. */
export const rateConfirmationSeals = pg.pgTable('rate_confirmation_seals', {
  sha256: pg.text('sha256').primaryKey(),
  rateConfirmationId: cascadeRef('rate_confirmation_id', () => rateConfirmations.id),
  loadId: pg.integer('load_id').notNull(),
  version: pg.integer('version').notNull(),
  issuedAt: tz('issued_at').notNull(),
});

/** PRODUCT.md 15 (remit-to guard): a carrier's contact detail changed within 72 h of an award. */
export const contactChanges = recordTable(
  'contact_changes',
  {
    carrierAccountId: cascadeRef('carrier_account_id', () => accounts.id),
    loadId: cascadeRef('load_id', () => loads.id),
    field: pg.text('field').notNull(),
    byUserId: setNullRef('by_user_id', () => users.id),
    changedAt: tz('changed_at').notNull().defaultNow(),
  },
  (t) => [pg.index('contact_changes_carrier_idx').on(t.carrierAccountId, t.changedAt)],
);

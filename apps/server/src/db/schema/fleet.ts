import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/** The columns every fleet record has: its account, notes, archive and edit times. */
const owned = () => ({
  id: pg.serial('id').primaryKey(),
  accountId: pg
    .integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
});
const notesAndStamps = () => ({
  notes: pg.text('notes'),
  archivedAt: pg.timestamp('archived_at', { withTimezone: true }),
  createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * PRODUCT.md 7: a shipper's own drivers. Deleting archives (archived_at) so the loads they
 * drove keep naming them. Which loads they are on lives on `loads` (fleet_driver_id), where
 * an exclusion constraint keeps them off two overlapping active loads.
 */
export const drivers = pg.pgTable(
  'drivers',
  {
    ...owned(),
    firstName: pg.text('first_name').notNull(),
    lastName: pg.text('last_name').notNull(),
    phone: pg.text('phone').notNull(),
    email: pg.text('email'),
    licenseNumber: pg.text('license_number').notNull(),
    licenseState: pg.text('license_state').notNull(),
    licenseExpiry: pg.date('license_expiry', { mode: 'string' }).notNull(),
    status: pg.text('status').notNull().default('active'),
    ...notesAndStamps(),
  },
  (t) => [
    pg
      .index('drivers_account_name_idx')
      .on(t.accountId, sql`lower(${t.lastName})`, sql`lower(${t.firstName})`),
    pg.index('drivers_account_expiry_idx').on(t.accountId, t.licenseExpiry),
    pg.check('drivers_status_check', sql`${t.status} in ('active', 'inactive')`),
  ],
);

/** PRODUCT.md 7: a shipper's own units (trucks, trailers). */
export const equipment = pg.pgTable(
  'equipment',
  {
    ...owned(),
    unitNumber: pg.text('unit_number').notNull(),
    equipmentType: pg.text('equipment_type').notNull(),
    plate: pg.text('plate'),
    plateState: pg.text('plate_state'),
    vin: pg.text('vin'),
    year: pg.integer('year'),
    make: pg.text('make'),
    capacityLbs: pg.integer('capacity_lbs'),
    lengthFt: pg.integer('length_ft'),
    status: pg.text('status').notNull().default('active'),
    ...notesAndStamps(),
  },
  (t) => [
    // Unit numbers are unique per account whatever their case; an archived unit frees its number.
    pg
      .uniqueIndex('equipment_unit_number_unique')
      .on(t.accountId, sql`lower(${t.unitNumber})`)
      .where(sql`${t.archivedAt} is null`),
    pg.check('equipment_status_check', sql`${t.status} in ('active', 'out_of_service')`),
  ],
);

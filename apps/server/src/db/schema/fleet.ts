import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/** The columns every fleet record has: its account, notes, archive and edit times. */
const owned = () => ({
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
});
const notesAndStamps = () => ({
  notes: text('notes'),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * PRODUCT.md 7: a shipper's own drivers. Deleting archives (archived_at) so the loads they
 * drove keep naming them. Which loads they are on lives on `loads` (fleet_driver_id), where
 * an exclusion constraint keeps them off two overlapping active loads.
 */
export const drivers = pgTable(
  'drivers',
  {
    ...owned(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    licenseNumber: text('license_number').notNull(),
    licenseState: text('license_state').notNull(),
    licenseExpiry: date('license_expiry', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('active'),
    ...notesAndStamps(),
  },
  (t) => [
    index('drivers_account_name_idx').on(
      t.accountId,
      sql`lower(${t.lastName})`,
      sql`lower(${t.firstName})`,
    ),
    index('drivers_account_expiry_idx').on(t.accountId, t.licenseExpiry),
    check('drivers_status_check', sql`${t.status} in ('active', 'inactive')`),
  ],
);

/** PRODUCT.md 7: a shipper's own units (trucks, trailers). */
export const equipment = pgTable(
  'equipment',
  {
    ...owned(),
    unitNumber: text('unit_number').notNull(),
    equipmentType: text('equipment_type').notNull(),
    plate: text('plate'),
    plateState: text('plate_state'),
    vin: text('vin'),
    year: integer('year'),
    make: text('make'),
    capacityLbs: integer('capacity_lbs'),
    lengthFt: integer('length_ft'),
    status: text('status').notNull().default('active'),
    ...notesAndStamps(),
  },
  (t) => [
    // Unit numbers are unique per account whatever their case; an archived unit frees its number.
    uniqueIndex('equipment_unit_number_unique')
      .on(t.accountId, sql`lower(${t.unitNumber})`)
      .where(sql`${t.archivedAt} is null`),
    check('equipment_status_check', sql`${t.status} in ('active', 'out_of_service')`),
  ],
);

import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { cascadeRef, recordTable, setNullRef, timestamps, tz } from './columns.ts';

/** A shipper's trading partner, where freight is picked up or delivered (PRODUCT.md 3). */
export const companies = recordTable(
  'companies',
  {
    accountId: cascadeRef('account_id', () => accounts.id),
    name: pg.text('name').notNull(),
    companyType: pg.text('company_type').notNull().default('both'),
    email: pg.text('email'),
    phone: pg.text('phone'),
    notes: pg.text('notes'),
    // Deleting keeps the row (loads that used it keep their addresses) but hides it everywhere.
    archivedAt: tz('archived_at'),
    ...timestamps(),
  },
  (t) => [
    pg.index('companies_account_created_idx').on(t.accountId, t.createdAt),
    pg.index('companies_account_name_idx').on(t.accountId, sql`lower(${t.name})`),
    pg.check('companies_type_check', sql`${t.companyType} in ('origin', 'destination', 'both')`),
    pg.check('companies_name_check', sql`length(trim(${t.name})) > 0`),
  ],
);

export const deliveryLocations = recordTable(
  'delivery_locations',
  {
    companyId: cascadeRef('company_id', () => companies.id),
    // Kept on the row so every query can be scoped to the caller's account directly.
    accountId: cascadeRef('account_id', () => accounts.id),
    name: pg.text('name').notNull(),
    address1: pg.text('address1').notNull(),
    address2: pg.text('address2'),
    city: pg.text('city').notNull(),
    state: pg.text('state').notNull(),
    zipcode: pg.text('zipcode').notNull(),
    contactName: pg.text('contact_name'),
    contactPhone: pg.text('contact_phone'),
    timezone: pg.text('timezone').notNull(),
    shipmentProcess: pg.text('shipment_process').notNull().default('appointment'),
    position: pg.integer('position').notNull().default(0),
    archivedAt: tz('archived_at'),
    ...timestamps(),
  },
  (t) => [
    pg.index('delivery_locations_company_idx').on(t.companyId),
    pg.index('delivery_locations_account_idx').on(t.accountId),
    pg.check(
      'delivery_locations_process_check',
      sql`${t.shipmentProcess} in ('appointment', 'fcfs')`,
    ),
    pg.check('delivery_locations_state_check', sql`${t.state} ~ '^[A-Z]{2}$'`),
    pg.check('delivery_locations_zip_check', sql`${t.zipcode} ~ '^[0-9]{5}(-[0-9]{4})?$'`),
  ],
);

/** SPEC 3.8: one row per open weekday; only the first interval of a day is kept. */
export const locationSchedules = recordTable(
  'location_schedules',
  {
    locationId: cascadeRef('location_id', () => deliveryLocations.id),
    weekday: pg.smallint('weekday').notNull(),
    isHoliday: pg.boolean('is_holiday').notNull().default(false),
    startTime: pg.time('start_time').notNull(),
    endTime: pg.time('end_time').notNull(),
  },
  (t) => [
    pg.uniqueIndex('location_schedules_day_unique').on(t.locationId, t.weekday),
    pg.check('location_schedules_weekday_check', sql`${t.weekday} between 1 and 7`),
    pg.check('location_schedules_order_check', sql`${t.startTime} < ${t.endTime}`),
  ],
);

/**
 * A carrier in a shipper's network (My Carriers): linked to a carrier account, or invited by
 * e-mail until that address registers.
 */
export const shipperCarriers = recordTable(
  'shipper_carriers',
  {
    shipperAccountId: cascadeRef('shipper_account_id', () => accounts.id),
    carrierAccountId: setNullRef('carrier_account_id', () => accounts.id),
    email: pg.text('email').notNull(),
    companyName: pg.text('company_name').notNull().default(''),
    firstName: pg.text('first_name').notNull().default(''),
    lastName: pg.text('last_name').notNull().default(''),
    phone: pg.text('phone').notNull().default(''),
    notes: pg.text('notes'),
    preferred: pg.boolean('preferred').notNull().default(false),
    invitedBy: setNullRef('invited_by', () => users.id),
    ...timestamps(),
  },
  (t) => [
    pg.uniqueIndex('shipper_carriers_email_unique').on(t.shipperAccountId, sql`lower(${t.email})`),
    pg
      .uniqueIndex('shipper_carriers_account_unique')
      .on(t.shipperAccountId, t.carrierAccountId)
      .where(sql`${t.carrierAccountId} is not null`),
    pg.index('shipper_carriers_shipper_created_idx').on(t.shipperAccountId, t.createdAt),
    pg.index('shipper_carriers_carrier_idx').on(t.carrierAccountId),
  ],
);

export const carrierLists = recordTable(
  'carrier_lists',
  {
    accountId: cascadeRef('account_id', () => accounts.id),
    name: pg.text('name').notNull(),
    ...timestamps(),
  },
  (t) => [
    pg.index('carrier_lists_account_idx').on(t.accountId, t.createdAt),
    pg.check('carrier_lists_name_check', sql`length(trim(${t.name})) > 0`),
  ],
);

export const carrierListMembers = pg.pgTable(
  'carrier_list_members',
  {
    listId: cascadeRef('list_id', () => carrierLists.id),
    shipperCarrierId: cascadeRef('shipper_carrier_id', () => shipperCarriers.id),
  },
  (t) => [
    pg.primaryKey({ columns: [t.listId, t.shipperCarrierId] }),
    pg.index('carrier_list_members_carrier_idx').on(t.shipperCarrierId),
  ],
);

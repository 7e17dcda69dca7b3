import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { cascadeRef, createdAt, recordTable, setNullRef, timestamps } from './columns.ts';
import { loads } from './loads.ts';

/** PRODUCT.md 16: a shipper's load template, the fields of POST /api/loads without dates. */
export const loadTemplates = recordTable(
  'load_templates',
  {
    accountId: cascadeRef('account_id', () => accounts.id),
    createdByUserId: setNullRef('created_by_user_id', () => users.id),
    name: pg.text('name').notNull(),
    load: pg.jsonb('load').$type<Record<string, unknown>>().notNull(),
    ...timestamps(),
  },
  (t) => [
    pg.index('load_templates_account_idx').on(t.accountId, t.createdAt),
    pg.check('load_templates_name_check', sql`length(trim(${t.name})) > 0`),
  ],
);

/** PRODUCT.md 16: a recurring shipment on a template (decision 070). */
export const loadSchedules = recordTable(
  'load_schedules',
  {
    accountId: cascadeRef('account_id', () => accounts.id),
    templateId: cascadeRef('template_id', () => loadTemplates.id),
    createdByUserId: setNullRef('created_by_user_id', () => users.id),
    weekdays: pg.integer('weekdays').array().notNull(),
    loadsPerDay: pg.integer('loads_per_day').notNull().default(1),
    leadDays: pg.integer('lead_days').notNull(),
    startsOn: pg.date('starts_on', { mode: 'string' }).notNull(),
    endsOn: pg.date('ends_on', { mode: 'string' }),
    paused: pg.boolean('paused').notNull().default(false),
    pausedReason: pg.text('paused_reason'),
    // Kept by delta as the runner makes loads, so the list never counts a schedule's history.
    loadCount: pg.integer('load_count').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    pg.index('load_schedules_account_idx').on(t.accountId, t.createdAt),
    pg.index('load_schedules_template_idx').on(t.templateId),
    pg.index('load_schedules_active_idx').on(t.id).where(sql`not ${t.paused}`),
  ],
);

/** Each (schedule, ship date, number) the runner made, claimed before its load is made. */
export const loadScheduleRuns = pg.pgTable(
  'load_schedule_runs',
  {
    scheduleId: cascadeRef('schedule_id', () => loadSchedules.id),
    shipDate: pg.date('ship_date', { mode: 'string' }).notNull(),
    number: pg.integer('number').notNull(),
    loadId: setNullRef('load_id', () => loads.id),
    createdAt: createdAt(),
  },
  (t) => [
    pg.primaryKey({ name: 'load_schedule_runs_pk', columns: [t.scheduleId, t.shipDate, t.number] }),
    pg.index('load_schedule_runs_load_idx').on(t.loadId),
  ],
);

import type { AccessorialTerms, LaneAccessorialTerms } from '@spotlane/shared/domain/accessorials';
import type { InvoiceLine } from '@spotlane/shared/domain/invoice-math';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { cascadeRef, recordTable, setNullRef, timestamps, tz } from './columns.ts';
import { lanes } from './lanes.ts';
import { loads } from './loads.ts';
import { loadDocuments } from './paperwork.ts';

/**
 * PRODUCT.md 19, the money after delivery (the billing module's tables): accessorial terms,
 * accessorial lines, self-billed invoices and their timeline, carriers' payment details and
 * each shipper's days to pay, kept by day so reading the last 90 days never recounts history.
 */

export const accessorialTerms = pg.pgTable('accessorial_terms', {
  accountId: cascadeRef('account_id', () => accounts.id).primaryKey(),
  terms: pg.jsonb('terms').$type<AccessorialTerms>().notNull(),
  ...timestamps(),
});

export const laneAccessorialTerms = pg.pgTable('lane_accessorial_terms', {
  laneId: cascadeRef('lane_id', () => lanes.id).primaryKey(),
  accountId: cascadeRef('account_id', () => accounts.id),
  terms: pg.jsonb('terms').$type<LaneAccessorialTerms>().notNull(),
  ...timestamps(),
});

export const accessorials = recordTable(
  'accessorials',
  {
    loadId: cascadeRef('load_id', () => loads.id),
    shipperAccountId: cascadeRef('shipper_account_id', () => accounts.id),
    carrierAccountId: cascadeRef('carrier_account_id', () => accounts.id),
    /** The stop the line is about (detention, layover); a load_stops id, no constraint here. */
    stopId: pg.integer('stop_id'),
    type: pg.text('type').notNull(),
    amountCents: pg.bigint('amount_cents', { mode: 'number' }).notNull(),
    minutes: pg.integer('minutes'),
    note: pg.text('note'),
    documentId: setNullRef('document_id', () => loadDocuments.id),
    status: pg.text('status').notNull().default('pending'),
    source: pg.text('source').notNull(),
    arrivedAt: tz('arrived_at'),
    departedAt: tz('departed_at'),
    arrivalSource: pg.text('arrival_source'),
    departureSource: pg.text('departure_source'),
    disputeReason: pg.text('dispute_reason'),
    autoApproveAt: tz('auto_approve_at').notNull(),
    decidedAt: tz('decided_at'),
    decidedByUserId: setNullRef('decided_by_user_id', () => users.id),
    createdByUserId: setNullRef('created_by_user_id', () => users.id),
    ...timestamps(),
  },
  (t) => [
    pg.index('accessorials_load_idx').on(t.loadId, t.id),
    pg.index('accessorials_pending_idx').on(t.autoApproveAt).where(sql`${t.status} = 'pending'`),
    // Detention computes itself once per stop, whoever records the departure twice.
    pg.uniqueIndex('accessorials_auto_once').on(t.stopId, t.type).where(sql`${t.source} = 'auto'`),
    pg.check(
      'accessorials_type_check',
      sql`${t.type} in ('detention', 'layover', 'tonu', 'driver_assist', 'stop_off', 'lumper', 'other')`,
    ),
    pg.check('accessorials_status_check', sql`${t.status} in ('pending', 'approved', 'disputed')`),
    pg.check('accessorials_source_check', sql`${t.source} in ('auto', 'carrier')`),
    pg.check(
      'accessorials_amount_check',
      sql`${t.amountCents} >= 0 and ${t.amountCents} <= 100000000`,
    ),
  ],
);

export const invoices = recordTable(
  'invoices',
  {
    number: pg.text('number').notNull(),
    loadId: cascadeRef('load_id', () => loads.id),
    shipperAccountId: cascadeRef('shipper_account_id', () => accounts.id),
    carrierAccountId: cascadeRef('carrier_account_id', () => accounts.id),
    lines: pg.jsonb('lines').$type<InvoiceLine[]>().notNull(),
    totalCents: pg.bigint('total_cents', { mode: 'number' }).notNull(),
    revision: pg.integer('revision').notNull().default(0),
    issuedAt: tz('issued_at').notNull().defaultNow(),
    approvedOn: pg.date('approved_on').notNull(),
    dueOn: pg.date('due_on').notNull(),
    status: pg.text('status').notNull().default('open'),
    payOn: pg.date('pay_on'),
    paidAt: tz('paid_at'),
    reference: pg.text('reference'),
    holdReason: pg.text('hold_reason'),
    /** The status to go back to when a hold is lifted. */
    heldFrom: pg.text('held_from'),
    quickPayFeeCents: pg.bigint('quick_pay_fee_cents', { mode: 'number' }),
    quickPayNetCents: pg.bigint('quick_pay_net_cents', { mode: 'number' }),
    quickPayBy: pg.date('quick_pay_by'),
    ...timestamps(),
  },
  (t) => [
    pg.uniqueIndex('invoices_load_unique').on(t.loadId),
    pg.uniqueIndex('invoices_number_unique').on(t.shipperAccountId, t.number),
    pg.index('invoices_shipper_idx').on(t.shipperAccountId, t.status, t.issuedAt),
    pg.index('invoices_carrier_idx').on(t.carrierAccountId, t.status, t.issuedAt),
    pg.index('invoices_pay_on_idx').on(t.shipperAccountId, t.payOn),
    pg.check('invoices_status_check', sql`${t.status} in ('open', 'scheduled', 'paid', 'on_hold')`),
  ],
);

export const invoiceEvents = recordTable(
  'invoice_events',
  {
    invoiceId: cascadeRef('invoice_id', () => invoices.id),
    status: pg.text('status').notNull(),
    note: pg.text('note'),
    byUserId: setNullRef('by_user_id', () => users.id),
    at: tz('at').notNull().defaultNow(),
  },
  (t) => [pg.index('invoice_events_invoice_idx').on(t.invoiceId, t.id)],
);

/** Each shipper's invoice numbers, one sequence per account. */
export const invoiceSequences = pg.pgTable('invoice_sequences', {
  accountId: cascadeRef('account_id', () => accounts.id).primaryKey(),
  last: pg.integer('last').notNull().default(0),
});

export const paymentDetails = pg.pgTable('payment_details', {
  accountId: cascadeRef('account_id', () => accounts.id).primaryKey(),
  routingNumber: pg.text('routing_number').notNull(),
  accountNumber: pg.text('account_number').notNull(),
  accountName: pg.text('account_name').notNull(),
  /** A change waiting for the owner's mailed code (sha-256 of it), and until when. */
  pendingCodeHash: pg.text('pending_code_hash'),
  pendingUntil: tz('pending_until'),
  ...timestamps(),
});

/** Days to pay by shipper and day paid: a payment adds to its day's row (no recount). */
export const shipperPayDays = pg.pgTable(
  'shipper_pay_days',
  {
    accountId: cascadeRef('account_id', () => accounts.id),
    day: pg.date('day').notNull(),
    paidCount: pg.integer('paid_count').notNull().default(0),
    daysSum: pg.integer('days_sum').notNull().default(0),
    onTimeCount: pg.integer('on_time_count').notNull().default(0),
  },
  (t) => [pg.primaryKey({ columns: [t.accountId, t.day] })],
);

import {
  addPayment,
  businessDaysLater,
  dueOn,
  invoiceNumber,
  invoiceTotal,
  issueLines,
  localDateOf,
  quickPay as quickPayOf,
  reviseLines,
} from '@spotlane/shared/domain/invoice-math';
import {
  ACCESSORIAL_LABELS,
  type Invoice,
  type InvoiceStatus,
} from '@spotlane/shared/schemas/billing';
import { and, asc, count, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  accessorials,
  accounts,
  bids,
  invoiceEvents,
  invoiceSequences,
  invoices,
  loads,
  rateConfirmations,
  shipperPayDays,
  users,
} from '../../db/schema.ts';
import { type Caller, effectivePermissions } from '../../platform/auth.ts';
import { AppError, firstOrNotFound, forbidden } from '../../platform/errors.ts';
import { tell } from '../notifications/index.ts';
import { shipperClock, termsForLoad } from './terms.ts';

type Row = typeof invoices.$inferSelect;
type LoadRow = typeof loads.$inferSelect;

const QUICK_PAY_BUSINESS_DAYS = 2;

/** The linehaul: the awarded rate (the last rate confirmation, else the accepted bid). */
async function linehaulOf(tx: DbOrTx, load: LoadRow): Promise<number> {
  const [confirmation] = await tx
    .select({ rate: rateConfirmations.rateCents })
    .from(rateConfirmations)
    .where(eq(rateConfirmations.loadId, load.id))
    .orderBy(desc(rateConfirmations.version))
    .limit(1);
  if (confirmation) return confirmation.rate;
  const [bid] = await tx
    .select({ amount: bids.amountCents })
    .from(bids)
    .where(and(eq(bids.loadId, load.id), eq(bids.isAccepted, true)));
  return bid?.amount ?? load.targetRateCents ?? 0;
}

async function approvedLines(tx: DbOrTx, loadId: number) {
  const rows = await tx
    .select()
    .from(accessorials)
    .where(and(eq(accessorials.loadId, loadId), eq(accessorials.status, 'approved')))
    .orderBy(asc(accessorials.id));
  return rows.map((row) => ({
    id: String(row.id),
    type: row.type as Exclude<Invoice['lines'][number]['type'], 'linehaul'>,
    amount: row.amountCents,
    status: row.status,
    description: row.note
      ? `${ACCESSORIAL_LABELS[row.type as 'other']}: ${row.note}`
      : ACCESSORIAL_LABELS[row.type as 'other'],
  }));
}

async function event(
  tx: DbOrTx,
  invoiceId: number,
  status: string,
  byUserId: number | null,
  note: string | null = null,
) {
  await tx.insert(invoiceEvents).values({ invoiceId, status, byUserId, note });
}

async function tellBoth(ctx: AppContext, tx: DbOrTx, row: Row, load: LoadRow, what: string) {
  for (const accountId of [row.shipperAccountId, row.carrierAccountId]) {
    await tell(
      ctx,
      tx,
      { accountId },
      { type: 'invoice', payload: { load_id: load.id, invoice_id: row.id } },
      {
        kind: 'invoice',
        load,
        params: { invoiceId: row.id, number: row.number, what, total: row.totalCents },
      },
    );
  }
}

/**
 * PRODUCT.md 19, self-billing: when the shipper approves the POD, the invoice issues itself to
 * the shipper for the carrier. Called by paperwork in the approval's transaction; once per load
 * (a unique key), so approving again changes nothing.
 */
export async function issueInvoice(
  ctx: AppContext,
  tx: DbOrTx,
  loadId: number,
  byUserId: number | null,
  at: Date = new Date(),
): Promise<number | null> {
  const [load] = await tx.select().from(loads).where(eq(loads.id, loadId));
  if (!load?.assignedAccountId) return null;
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.loadId, loadId));
  if (existing) return existing.id;
  const terms = await termsForLoad(tx, load);
  const clock = await shipperClock(tx, load);
  const approvedOn = localDateOf(at, clock.timeZone);
  const lines = issueLines(await linehaulOf(tx, load), await approvedLines(tx, loadId));
  const [sequence] = await tx
    .insert(invoiceSequences)
    .values({ accountId: load.accountId, last: 1 })
    .onConflictDoUpdate({
      target: invoiceSequences.accountId,
      set: { last: sql`${invoiceSequences.last} + 1` },
    })
    .returning({ last: invoiceSequences.last });
  const [row] = await tx
    .insert(invoices)
    .values({
      number: invoiceNumber(Number(approvedOn.slice(0, 4)), sequence?.last ?? 1),
      loadId,
      shipperAccountId: load.accountId,
      carrierAccountId: load.assignedAccountId,
      lines,
      totalCents: invoiceTotal(lines),
      issuedAt: at,
      approvedOn,
      dueOn: dueOn(approvedOn, terms.payment_terms_days),
    })
    .onConflictDoNothing({ target: invoices.loadId })
    .returning();
  if (!row) return null;
  await event(tx, row.id, 'open', byUserId, 'Issued');
  await tellBoth(ctx, tx, row, load, 'issued');
  return row.id;
}

/** A later approved line joins the issued invoice as a revision (unpaid invoices only). */
export async function reviseInvoice(
  ctx: AppContext,
  tx: DbOrTx,
  loadId: number,
  byUserId: number | null,
): Promise<void> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.loadId, loadId)).for('update');
  if (!row || row.status === 'paid') return;
  const lines = reviseLines(row.lines, await approvedLines(tx, loadId));
  if (!lines) return;
  const total = invoiceTotal(lines);
  const [load] = await tx.select().from(loads).where(eq(loads.id, loadId));
  const terms = load ? await termsForLoad(tx, load) : null;
  const quick =
    row.quickPayFeeCents !== null && terms ? quickPayOf(total, terms.quick_pay_fee_percent) : null;
  const [updated] = await tx
    .update(invoices)
    .set({
      lines,
      totalCents: total,
      revision: row.revision + 1,
      ...(quick ? { quickPayFeeCents: quick.fee, quickPayNetCents: quick.net } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(invoices.id, row.id))
    .returning();
  await event(tx, row.id, row.status, byUserId, `Revision ${row.revision + 1}`);
  if (updated && load) await tellBoth(ctx, tx, updated, load, 'revised');
}

async function answer(db: DbOrTx, rows: Row[], caller: Caller): Promise<Invoice[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const accountIds = [
    ...new Set(rows.flatMap((row) => [row.shipperAccountId, row.carrierAccountId])),
  ];
  const [names, loadRows, events] = await Promise.all([
    db
      .select({ id: accounts.id, name: accounts.companyName })
      .from(accounts)
      .where(inArray(accounts.id, accountIds)),
    db
      .select({
        id: loads.id,
        name: loads.name,
        identifier: loads.identifier,
        accountId: loads.accountId,
        originLocationId: loads.originLocationId,
        laneId: loads.laneId,
      })
      .from(loads)
      .where(
        inArray(
          loads.id,
          rows.map((row) => row.loadId),
        ),
      ),
    db
      .select({
        invoiceId: invoiceEvents.invoiceId,
        status: invoiceEvents.status,
        at: invoiceEvents.at,
        note: invoiceEvents.note,
        first: users.firstName,
        last: users.lastName,
      })
      .from(invoiceEvents)
      .leftJoin(users, eq(users.id, invoiceEvents.byUserId))
      .where(inArray(invoiceEvents.invoiceId, ids))
      .orderBy(asc(invoiceEvents.id)),
  ]);
  const nameOf = (id: number) => names.find((entry) => entry.id === id)?.name ?? '';
  const out: Invoice[] = [];
  for (const row of rows) {
    const load = loadRows.find((entry) => entry.id === row.loadId);
    let offer: Invoice['quick_pay_offer'] = null;
    if (
      caller.account.id === row.carrierAccountId &&
      row.status === 'open' &&
      row.quickPayFeeCents === null &&
      load
    ) {
      const terms = await termsForLoad(db, load);
      const clock = await shipperClock(db, load);
      const quick = quickPayOf(row.totalCents, terms.quick_pay_fee_percent);
      offer = {
        ...quick,
        percent: terms.quick_pay_fee_percent,
        pay_by: localDateOf(
          businessDaysLater(new Date(), QUICK_PAY_BUSINESS_DAYS, clock.schedule, clock.timeZone),
          clock.timeZone,
        ),
      };
    }
    out.push({
      id: row.id,
      number: row.number,
      load_id: row.loadId,
      load_identifier: load?.identifier ?? null,
      load_name: load?.name ?? '',
      carrier: { id: row.carrierAccountId, company_name: nameOf(row.carrierAccountId) },
      shipper: { id: row.shipperAccountId, company_name: nameOf(row.shipperAccountId) },
      lines: row.lines.map((line) => ({
        type: line.type,
        description: line.description,
        amount: line.amount,
      })),
      total: row.totalCents,
      revision: row.revision,
      issued_at: row.issuedAt.toISOString(),
      due_on: row.dueOn,
      status: row.status as InvoiceStatus,
      pay_on: row.payOn,
      paid_at: row.paidAt?.toISOString() ?? null,
      reference: row.reference,
      hold_reason: row.holdReason,
      quick_pay:
        row.quickPayFeeCents !== null && row.quickPayNetCents !== null && row.quickPayBy
          ? { fee: row.quickPayFeeCents, net: row.quickPayNetCents, pay_by: row.quickPayBy }
          : null,
      quick_pay_offer: offer,
      timeline: events
        .filter((entry) => entry.invoiceId === row.id)
        .map((entry) => ({
          status: entry.status,
          at: entry.at.toISOString(),
          by: entry.first ? `${entry.first} ${entry.last}` : null,
          note: entry.note,
        })),
    });
  }
  return out;
}

const ownScope = (caller: Caller) =>
  caller.account.type === 'shipper'
    ? eq(invoices.shipperAccountId, caller.account.id)
    : eq(invoices.carrierAccountId, caller.account.id);

export interface InvoiceFilters {
  status?: InvoiceStatus;
  page: number;
  page_size: number;
  from?: string;
  to?: string;
}

function filtersOf(caller: Caller, query: InvoiceFilters): SQL | undefined {
  const where: SQL[] = [ownScope(caller)];
  if (query.status) where.push(eq(invoices.status, query.status));
  if (query.from) where.push(gte(invoices.issuedAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) where.push(lte(invoices.issuedAt, new Date(`${query.to}T23:59:59.999Z`)));
  return and(...where);
}

/** GET /api/invoices: each side's invoices, newest first, paged. */
export async function listInvoices(ctx: AppContext, caller: Caller, query: InvoiceFilters) {
  const where = filtersOf(caller, query);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    ctx.db.select({ n: count() }).from(invoices).where(where),
  ]);
  return { results: await answer(ctx.db, rows, caller), count: total?.n ?? 0 };
}

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\n\r]/.test(text) || /^[=+\-@]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The filtered list as CSV (every page), amounts in cents as everywhere. */
export async function invoicesCsv(ctx: AppContext, caller: Caller, query: InvoiceFilters) {
  const rows = await ctx.db
    .select()
    .from(invoices)
    .where(filtersOf(caller, query))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(10000);
  const answered = await answer(ctx.db, rows, caller);
  const header =
    'number,load,shipper,carrier,issued_at,due_on,status,total_cents,pay_on,paid_at,reference';
  const lines = answered.map((row) =>
    [
      row.number,
      row.load_identifier ?? row.load_name,
      row.shipper.company_name,
      row.carrier.company_name,
      row.issued_at,
      row.due_on,
      row.status,
      row.total,
      row.pay_on,
      row.paid_at,
      row.reference,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[header, ...lines].join('\n')}\n`;
}

async function ownInvoice(db: DbOrTx, caller: Caller, id: number, lock = false): Promise<Row> {
  const query = db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.id, id),
        or(
          eq(invoices.shipperAccountId, caller.account.id),
          eq(invoices.carrierAccountId, caller.account.id),
        ),
      ),
    );
  return firstOrNotFound(lock ? await query.for('update') : await query, 'Invoice not found');
}

export async function getInvoice(ctx: AppContext, caller: Caller, id: number): Promise<Invoice> {
  const row = await ownInvoice(ctx.db, caller, id);
  const [one] = await answer(ctx.db, [row], caller);
  if (!one) throw new Error('invoice answer missing');
  return one;
}

export async function invoiceForPdf(ctx: AppContext, caller: Caller, id: number) {
  return getInvoice(ctx, caller, id);
}

const wrongState = (message: string) => AppError.of(409, 'InvalidTransition', message);

async function change(
  ctx: AppContext,
  caller: Caller,
  id: number,
  side: 'shipper' | 'carrier',
  apply: (tx: DbOrTx, row: Row, load: LoadRow) => Promise<{ what: string } | null>,
): Promise<Invoice> {
  await ctx.db.transaction(async (tx) => {
    const row = await ownInvoice(tx, caller, id, true);
    const own = side === 'shipper' ? row.shipperAccountId : row.carrierAccountId;
    if (own !== caller.account.id)
      throw forbidden(
        side === 'shipper'
          ? 'Only the shipper pays invoices'
          : 'Only the carrier asks for quick pay',
      );
    if (side === 'shipper' && !effectivePermissions(caller.user).shipment_edit) throw forbidden();
    const [load] = await tx.select().from(loads).where(eq(loads.id, row.loadId));
    if (!load) throw new Error('invoice without its load');
    const done = await apply(tx, row, load);
    if (done) {
      const [updated] = await tx.select().from(invoices).where(eq(invoices.id, id));
      if (updated) await tellBoth(ctx, tx, updated, load, done.what);
    }
  });
  return getInvoice(ctx, caller, id);
}

/** POST /api/invoices/{id}/quick_pay: before it is scheduled, the carrier takes quick pay. */
export function takeQuickPay(ctx: AppContext, caller: Caller, id: number) {
  return change(ctx, caller, id, 'carrier', async (tx, row, load) => {
    if (row.quickPayFeeCents !== null) throw wrongState('Quick pay is already taken');
    if (row.status !== 'open')
      throw wrongState('Quick pay is offered only before the invoice is scheduled');
    const terms = await termsForLoad(tx, load);
    const clock = await shipperClock(tx, load);
    const quick = quickPayOf(row.totalCents, terms.quick_pay_fee_percent);
    const payBy = localDateOf(
      businessDaysLater(new Date(), QUICK_PAY_BUSINESS_DAYS, clock.schedule, clock.timeZone),
      clock.timeZone,
    );
    await tx
      .update(invoices)
      .set({
        quickPayFeeCents: quick.fee,
        quickPayNetCents: quick.net,
        quickPayBy: payBy,
        status: 'scheduled',
        payOn: payBy,
        updatedAt: sql`now()`,
      })
      .where(eq(invoices.id, row.id));
    await event(
      tx,
      row.id,
      'scheduled',
      caller.user.id,
      `Quick pay: fee ${quick.fee}, net ${quick.net}`,
    );
    return { what: 'scheduled for quick pay' };
  });
}

/** POST /api/invoices/{id}/schedule {pay_on}. */
export function scheduleInvoice(ctx: AppContext, caller: Caller, id: number, payOn: string) {
  return change(ctx, caller, id, 'shipper', async (tx, row) => {
    if (row.status === 'paid') throw wrongState('This invoice is already paid');
    if (row.status === 'on_hold') throw wrongState('This invoice is on hold');
    await tx
      .update(invoices)
      .set({ status: 'scheduled', payOn, updatedAt: sql`now()` })
      .where(eq(invoices.id, row.id));
    await event(tx, row.id, 'scheduled', caller.user.id, `Pay on ${payOn}`);
    return { what: 'scheduled' };
  });
}

/** POST /api/invoices/{id}/paid {paid_at, reference}: paying twice is 409. */
export function markPaid(
  ctx: AppContext,
  caller: Caller,
  id: number,
  input: { paid_at?: string; reference: string },
) {
  return change(ctx, caller, id, 'shipper', async (tx, row, load) => {
    if (row.status === 'paid') throw wrongState('This invoice is already paid');
    if (row.status === 'on_hold') throw wrongState('This invoice is on hold');
    const paidAt = input.paid_at ? new Date(input.paid_at) : new Date();
    await tx
      .update(invoices)
      .set({ status: 'paid', paidAt, reference: input.reference, updatedAt: sql`now()` })
      .where(eq(invoices.id, row.id));
    await event(tx, row.id, 'paid', caller.user.id, input.reference);
    // Days to pay: this payment adds to its day's row; nothing recounts the shipper's history.
    const clock = await shipperClock(tx, load);
    const paidOn = localDateOf(paidAt, clock.timeZone);
    const delta = addPayment(
      { paid_count: 0, days_sum: 0, on_time_count: 0 },
      { approved_on: row.approvedOn, paid_on: paidOn, due_on: row.dueOn },
    );
    await tx
      .insert(shipperPayDays)
      .values({
        accountId: row.shipperAccountId,
        day: paidOn,
        paidCount: 1,
        daysSum: delta.days_sum,
        onTimeCount: delta.on_time_count,
      })
      .onConflictDoUpdate({
        target: [shipperPayDays.accountId, shipperPayDays.day],
        set: {
          paidCount: sql`${shipperPayDays.paidCount} + 1`,
          daysSum: sql`${shipperPayDays.daysSum} + ${delta.days_sum}`,
          onTimeCount: sql`${shipperPayDays.onTimeCount} + ${delta.on_time_count}`,
        },
      });
    return { what: 'paid' };
  });
}

/** POST /api/invoices/{id}/hold {reason}. */
export function holdInvoice(ctx: AppContext, caller: Caller, id: number, reason: string) {
  return change(ctx, caller, id, 'shipper', async (tx, row) => {
    if (row.status === 'paid') throw wrongState('This invoice is already paid');
    if (row.status === 'on_hold') throw wrongState('This invoice is already on hold');
    await putOnHold(tx, row, reason, caller.user.id);
    return { what: 'put on hold' };
  });
}

export async function putOnHold(tx: DbOrTx, row: Row, reason: string, byUserId: number | null) {
  await tx
    .update(invoices)
    .set({ status: 'on_hold', holdReason: reason, heldFrom: row.status, updatedAt: sql`now()` })
    .where(eq(invoices.id, row.id));
  await event(tx, row.id, 'on_hold', byUserId, reason);
}

/** Lifts the remit-to hold of a carrier's invoices once its owner confirmed the change. */
export async function releaseRemitHolds(tx: DbOrTx, carrierAccountId: number, byUserId: number) {
  const held = await tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.carrierAccountId, carrierAccountId),
        eq(invoices.status, 'on_hold'),
        eq(invoices.holdReason, REMIT_HOLD_REASON),
      ),
    )
    .for('update');
  for (const row of held) {
    const status = row.heldFrom ?? 'scheduled';
    await tx
      .update(invoices)
      .set({ status, holdReason: null, heldFrom: null, updatedAt: sql`now()` })
      .where(eq(invoices.id, row.id));
    await event(tx, row.id, status, byUserId, 'Payment details confirmed');
  }
}

export const REMIT_HOLD_REASON = 'Payment details changed: waiting for the owner to confirm';

/** Days to pay of a shipper over the last 90 days, from its daily rows (at most 90 read). */
export async function shipperDaysToPay(db: DbOrTx, shipperAccountId: number) {
  const since = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
  const [row] = await db
    .select({
      paid: sql<number>`coalesce(sum(${shipperPayDays.paidCount}), 0)::int`,
      days: sql<number>`coalesce(sum(${shipperPayDays.daysSum}), 0)::int`,
      onTime: sql<number>`coalesce(sum(${shipperPayDays.onTimeCount}), 0)::int`,
    })
    .from(shipperPayDays)
    .where(and(eq(shipperPayDays.accountId, shipperAccountId), gte(shipperPayDays.day, since)));
  if (!row || row.paid === 0) return null;
  return {
    average_days: Math.round((row.days / row.paid) * 10) / 10,
    on_time_share: Math.round((row.onTime / row.paid) * 100) / 100,
    paid_count: row.paid,
  };
}

import {
  addPayment,
  businessDaysLater,
  localDateOf,
  quickPay as quickPayOf,
  REMIT_HOLD_REASON,
} from '@spotlane/shared/domain/invoice-math';
import { formatCents } from '@spotlane/shared/domain/money';
import type { Invoice } from '@spotlane/shared/schemas/billing';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { invoices, loads, shipperPayDays } from '../../db/schema.ts';
import { type Caller, effectivePermissions } from '../../platform/auth.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import { event, QUICK_PAY_BUSINESS_DAYS, tellBoth } from './invoice-issue.ts';
import { getInvoice, ownInvoice } from './invoice-read.ts';
import { shipperClock, termsForLoad } from './terms.ts';

type Row = typeof invoices.$inferSelect;
type LoadRow = typeof loads.$inferSelect;

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
      `Quick pay: fee ${formatCents(quick.fee)}, net ${formatCents(quick.net)}`,
    );
    return { what: 'scheduled for quick pay' };
  });
}

/**
 * POST /api/invoices/{id}/schedule {pay_on}. On an invoice the shipper held, scheduling it again
 * releases the hold; the remit-to hold waits for the carrier's owner (PRODUCT.md 19).
 */
export function scheduleInvoice(ctx: AppContext, caller: Caller, id: number, payOn: string) {
  return change(ctx, caller, id, 'shipper', async (tx, row) => {
    if (row.status === 'paid') throw wrongState('This invoice is already paid');
    if (row.status === 'on_hold' && row.holdReason === REMIT_HOLD_REASON)
      throw wrongState("This invoice waits for the carrier's owner to confirm new bank details");
    const released = row.status === 'on_hold';
    await tx
      .update(invoices)
      .set({ status: 'scheduled', payOn, holdReason: null, heldFrom: null, updatedAt: sql`now()` })
      .where(eq(invoices.id, row.id));
    await event(
      tx,
      row.id,
      'scheduled',
      caller.user.id,
      released ? `Hold released: pay on ${payOn}` : `Pay on ${payOn}`,
    );
    return { what: released ? 'released from hold and scheduled' : 'scheduled' };
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

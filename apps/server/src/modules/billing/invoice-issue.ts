import {
  dueOn,
  invoiceNumber,
  invoiceTotal,
  issueLines,
  localDateOf,
  quickPay as quickPayOf,
  reviseLines,
} from '@spotlane/shared/domain/invoice-math';
import { ACCESSORIAL_LABELS, type Invoice } from '@spotlane/shared/schemas/billing';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  accessorials,
  bids,
  invoiceEvents,
  invoiceSequences,
  invoices,
  loads,
  rateConfirmations,
} from '../../db/schema.ts';
import { defineJob } from '../../platform/jobs.ts';
import { tell } from '../notifications/index.ts';
import { shipperClock, termsForLoad } from './terms.ts';

type Row = typeof invoices.$inferSelect;
type LoadRow = typeof loads.$inferSelect;

export const QUICK_PAY_BUSINESS_DAYS = 2;

/**
 * An invoice was issued (PRODUCT.md 21 with 19): handled by reputation, which deducts on it the
 * agreed amounts of the load's claims decided before the invoice existed. Declared here, the
 * lower module, and enqueued in the issue's transaction once per invoice (a unique key).
 */
export const invoiceIssuedJob = defineJob<{ loadId: number; invoiceId: number }>(
  'billing.invoice-issued',
);

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

export async function event(
  tx: DbOrTx,
  invoiceId: number,
  status: string,
  byUserId: number | null,
  note: string | null = null,
) {
  await tx.insert(invoiceEvents).values({ invoiceId, status, byUserId, note });
}

export async function tellBoth(ctx: AppContext, tx: DbOrTx, row: Row, load: LoadRow, what: string) {
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
  await invoiceIssuedJob.enqueue(
    tx,
    { loadId, invoiceId: row.id },
    { key: `invoice-issued:${row.id}` },
  );
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

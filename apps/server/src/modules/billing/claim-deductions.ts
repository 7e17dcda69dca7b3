import { invoiceTotal, quickPay as quickPayOf } from '@spotlane/shared/domain/invoice-math';
import { formatCents } from '@spotlane/shared/domain/money';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { invoiceEvents, invoices, loads } from '../../db/schema.ts';
import { tellBoth } from './invoice-issue.ts';
import { termsForLoad } from './terms.ts';

/**
 * PRODUCT.md 21 with 19: a claim's agreed amount not yet paid is deducted on the load's
 * invoice, as a negative `claim_deduction` line and a revision. Called by the claims in the
 * decision's transaction; once per claim (the line names its claim), and never on a paid
 * invoice. Answers the invoice's id, or null when there is no unpaid invoice to deduct on.
 */
export async function deductClaimOnInvoice(
  ctx: AppContext,
  tx: DbOrTx,
  claim: { id: number; loadId: number; amountCents: number },
  byUserId: number | null,
): Promise<number | null> {
  if (claim.amountCents <= 0) return null;
  const [row] = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.loadId, claim.loadId))
    .for('update');
  if (!row || row.status === 'paid') return null;
  if (row.lines.some((line) => line.claim_id === claim.id)) return row.id;
  const lines = [
    ...row.lines,
    {
      type: 'claim_deduction' as const,
      description: `Claim #${claim.id} settlement deducted`,
      amount: -claim.amountCents,
      claim_id: claim.id,
    },
  ];
  const total = invoiceTotal(lines);
  const [load] = await tx.select().from(loads).where(eq(loads.id, claim.loadId));
  const terms = load && row.quickPayFeeCents !== null ? await termsForLoad(tx, load) : null;
  const quick = terms ? quickPayOf(total, terms.quick_pay_fee_percent) : null;
  await tx
    .update(invoices)
    .set({
      lines,
      totalCents: total,
      revision: row.revision + 1,
      ...(quick ? { quickPayFeeCents: quick.fee, quickPayNetCents: quick.net } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(invoices.id, row.id));
  await tx.insert(invoiceEvents).values({
    invoiceId: row.id,
    status: row.status,
    byUserId,
    note: `Revision ${row.revision + 1}: claim #${claim.id} deducted (${formatCents(claim.amountCents)})`,
  });
  if (load) await tellBoth(ctx, tx, { ...row, totalCents: total }, load, 'revised');
  return row.id;
}

import { agreedAmount, type ClaimDecision } from '@spotlane/shared/domain/claim-clocks';
import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { claims } from '../../db/schema.ts';
import { deductClaimOnInvoice } from '../billing/index.ts';

/**
 * PRODUCT.md 21 with 19: a claim decided before its load's invoice existed (the POD not yet
 * approved) is deducted once the invoice is issued (billing's `invoiceIssuedJob`). Each claim
 * under its row lock, like the decision, so a decision racing the issue is deducted by one of the
 * two and only once (billing also refuses a second line per claim). Answers how many were deducted.
 */
export async function deductDecidedClaims(ctx: AppContext, loadId: number): Promise<number> {
  const pending = await ctx.db
    .select({ id: claims.id })
    .from(claims)
    .where(pendingDeduction(loadId))
    .orderBy(asc(claims.id));
  let deducted = 0;
  for (const { id } of pending) {
    const done = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(claims)
        .where(and(eq(claims.id, id), pendingDeduction(loadId)))
        .for('update');
      if (!row?.decision) return false;
      const agreed = agreedAmount(row.amountCents, {
        decision: row.decision as ClaimDecision,
        amount: row.decisionAmountCents,
      });
      const invoiceId = await deductClaimOnInvoice(
        ctx,
        tx,
        { id: row.id, loadId: row.loadId, amountCents: agreed },
        null,
      );
      if (!invoiceId) return false;
      await tx
        .update(claims)
        .set({ deductedCents: agreed, updatedAt: sql`now()` })
        .where(eq(claims.id, row.id));
      return true;
    });
    if (done) deducted += 1;
  }
  return deducted;
}

/** The load's claims decided with an agreed amount and not deducted yet. */
function pendingDeduction(loadId: number) {
  return and(
    eq(claims.loadId, loadId),
    isNotNull(claims.decision),
    isNull(claims.deductedCents),
    ne(claims.decision, 'decline'),
  );
}

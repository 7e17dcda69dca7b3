import { type ClaimStatus, isClaimOverdue } from '@spotlane/shared/domain/claim-clocks';
import { localDateOf } from '@spotlane/shared/domain/invoice-math';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { claims, loads } from '../../db/schema.ts';
import { tellClaim } from './claims.ts';

/**
 * The claims' clocks, run by a recurring job (and idempotent: each change is a conditional
 * update): the day-25 reminder to the carrier once, and overdue marking with a notice to both.
 * Reads the open claims' clock index only up to tomorrow's date (time zones are at most a day
 * apart), then checks each claim's own local date.
 */
export async function sweepClaimClocks(ctx: AppContext, now: Date = new Date()) {
  const horizon = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  const open = await ctx.db
    .select()
    .from(claims)
    .where(
      and(
        inArray(claims.status, ['filed', 'acknowledged']),
        or(
          and(eq(claims.status, 'filed'), sql`${claims.remindOn} <= ${horizon}`),
          sql`${claims.acknowledgeBy} < ${horizon}`,
          sql`${claims.decideBy} < ${horizon}`,
        ),
      ),
    )
    .limit(500);
  let reminded = 0;
  let overdue = 0;
  for (const row of open) {
    const today = localDateOf(now, row.timeZone);
    const status = row.status as ClaimStatus;
    await ctx.db.transaction(async (tx) => {
      const [load] = await tx.select().from(loads).where(eq(loads.id, row.loadId));
      if (!load) return;
      if (status === 'filed' && !row.remindedAt && today >= row.remindOn) {
        const [done] = await tx
          .update(claims)
          .set({ remindedAt: now })
          .where(
            and(
              eq(claims.id, row.id),
              sql`${claims.remindedAt} is null`,
              eq(claims.status, 'filed'),
            ),
          )
          .returning();
        if (done) {
          reminded++;
          await tellClaim(
            ctx,
            tx,
            row.carrierAccountId,
            load,
            done,
            `to acknowledge by ${row.acknowledgeBy}`,
          );
        }
      }
      const due = { status, acknowledge_by: row.acknowledgeBy, decide_by: row.decideBy };
      if (!row.overdue && isClaimOverdue(due, today)) {
        const [done] = await tx
          .update(claims)
          .set({ overdue: true, updatedAt: sql`now()` })
          .where(
            and(eq(claims.id, row.id), eq(claims.overdue, false), eq(claims.status, row.status)),
          )
          .returning();
        if (done) {
          overdue++;
          for (const accountId of [row.carrierAccountId, row.shipperAccountId])
            await tellClaim(ctx, tx, accountId, load, done, 'overdue');
        }
      }
    });
  }
  return { reminded, overdue };
}

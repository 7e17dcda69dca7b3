import { canTransition, type LoadStatus } from '@spotlane/shared/domain/load-status';
import {
  ETA_IN_PAST,
  etaInPast,
  type Milestone,
  milestoneLabels,
  milestones,
  type Timeline,
  type TrackingRequest,
} from '@spotlane/shared/schemas/paperwork';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { type Db, type DbOrTx, readsOn } from '../../db/client.ts';
import { loadShareLinks, loadTracking, loadTrackingEvents, users } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { AppError, forbidden, validation } from '../../platform/errors.ts';
import { defineJob } from '../../platform/jobs.ts';
import {
  AT_RISK,
  announceStatus,
  lockLoadRow,
  recordHistory,
  type StatusFollowUp,
  setStatus,
} from '../loads/index.ts';
import { notify } from '../notifications/index.ts';
import { loadChanged, loadForParty, nothingChanges } from './party.ts';

/** Tells shippers once about loads that became at risk (PRODUCT.md 12). */
export const atRiskSweepJob = defineJob<Record<string, never>>('tracking.at-risk-sweep', {
  maxAttempts: 3,
});

/**
 * PRODUCT.md 12, tracking: milestones and check calls by the carrier holding the load, the
 * timeline, and the sweep that tells a shipper once about a load at risk.
 */

/** A milestone moves the load when the carrier may make that step (PRODUCT.md 4). */
const MILESTONE_STATUS: Partial<Record<Milestone, LoadStatus>> = {
  departed_pickup: 'in_transit',
  delivered: 'delivered',
};

async function isAtRisk(db: DbOrTx, loadId: number): Promise<boolean> {
  const result = (await db.execute(
    sql`select ${AT_RISK} as risk from loads l where l.id = ${loadId}`,
  )) as unknown as { rows: Array<{ risk: boolean }> };
  return result.rows[0]?.risk ?? false;
}

export async function getTimeline(
  ctx: AppContext,
  caller: Caller,
  loadId: number,
): Promise<Timeline> {
  const { party } = await loadForParty(ctx.db, caller, loadId);
  const result = await timelineOf(ctx.db, loadId);
  if (party !== 'shipper') return result;
  const [active] = await ctx.db
    .select({ id: loadShareLinks.id })
    .from(loadShareLinks)
    .where(and(eq(loadShareLinks.loadId, loadId), isNull(loadShareLinks.revokedAt)))
    .limit(1);
  return { ...result, share_link_active: Boolean(active) };
}

async function timelineOf(db: DbOrTx, loadId: number): Promise<Timeline> {
  const [rows, [state], atRisk] = await readsOn(
    db,
    () =>
      db
        .select({ event: loadTrackingEvents, first: users.firstName, last: users.lastName })
        .from(loadTrackingEvents)
        .leftJoin(users, eq(users.id, loadTrackingEvents.byUserId))
        .where(eq(loadTrackingEvents.loadId, loadId))
        .orderBy(loadTrackingEvents.id),
    () => db.select().from(loadTracking).where(eq(loadTracking.loadId, loadId)),
    () => isAtRisk(db, loadId),
  );
  return {
    results: rows.map(({ event, first, last }) => ({
      type: event.type as 'milestone' | 'check_call',
      ...(event.type === 'milestone'
        ? { milestone: event.milestone as Milestone }
        : {
            check_call: {
              note: event.note,
              eta: event.eta?.toISOString() ?? null,
              city: event.city,
              state: event.state,
            },
          }),
      at: event.createdAt.toISOString(),
      by: first ? `${first} ${last}` : null,
    })),
    count: rows.length,
    at_risk: atRisk,
    eta: state?.eta?.toISOString() ?? null,
  };
}

/** POST /api/loads/{id}/tracking: a milestone or a check call by the carrier holding the load. */
export async function addTracking(
  ctx: AppContext,
  caller: Caller,
  loadId: number,
  input: TrackingRequest,
): Promise<Timeline> {
  await ctx.db.transaction(async (tx) => {
    const { load, party } = await loadForParty(tx, caller, loadId, true);
    if (party !== 'carrier') throw forbidden('Only the assigned carrier reports tracking');
    if (!['assigned', 'scheduled', 'in_transit'].includes(load.status))
      throw AppError.of(
        409,
        'InvalidTransition',
        load.status === 'delivered'
          ? 'This load is already delivered: tracking is closed'
          : `A load that is ${load.status.replace(/_/g, ' ')} cannot be tracked`,
      );
    if ('milestone' in input) {
      const reported = new Set(
        (
          await tx
            .select({ milestone: loadTrackingEvents.milestone })
            .from(loadTrackingEvents)
            .where(
              and(eq(loadTrackingEvents.loadId, load.id), eq(loadTrackingEvents.type, 'milestone')),
            )
        ).map((row) => row.milestone as Milestone),
      );
      if (reported.has(input.milestone)) throw nothingChanges('This milestone is already reported');
      // PRODUCT.md 12: milestones in order, each after the one before it and none after a later one.
      const index = milestones.indexOf(input.milestone);
      const later = milestones.slice(index + 1).find((milestone) => reported.has(milestone));
      if (later)
        throw nothingChanges(
          `"${milestoneLabels[input.milestone]}" cannot come after "${milestoneLabels[later]}"`,
        );
      const missing = milestones.slice(0, index).find((milestone) => !reported.has(milestone));
      if (missing)
        throw nothingChanges(`Report "${milestoneLabels[missing]}" first: milestones go in order`);
      await tx.insert(loadTrackingEvents).values({
        loadId: load.id,
        type: 'milestone',
        milestone: input.milestone,
        byUserId: caller.user.id,
      });
      await recordHistory(tx, load.id, `milestone_${input.milestone}`, caller.user.id);
      const to = MILESTONE_STATUS[input.milestone];
      if (to && load.status !== to && canTransition(load.status, to, 'carrier')) {
        await setStatus(tx, load.id, to, caller.user.id);
        await announceStatus(ctx, tx, load, to, caller.account.id);
      } else {
        await loadChanged(ctx, tx, load.accountId, load);
      }
    } else {
      const call = input.check_call;
      if (etaInPast(call.eta)) throw validation('check_call.eta', ETA_IN_PAST);
      await tx.insert(loadTrackingEvents).values({
        loadId: load.id,
        type: 'check_call',
        note: call.note ?? null,
        eta: new Date(call.eta),
        city: call.city,
        state: call.state,
        byUserId: caller.user.id,
      });
      await tx
        .insert(loadTracking)
        .values({ loadId: load.id, lastCheckCallAt: sql`now()`, eta: new Date(call.eta) })
        .onConflictDoUpdate({
          target: loadTracking.loadId,
          set: { lastCheckCallAt: sql`now()`, eta: new Date(call.eta) },
        });
      await recordHistory(tx, load.id, 'check_call', caller.user.id);
      await loadChanged(ctx, tx, load.accountId, load);
    }
  });
  // A late ETA is told at once rather than at the next sweep.
  await atRiskSweepJob.enqueue(ctx.db, {});
  return timelineOf(ctx.db, loadId);
}

/**
 * A status change's milestone (PRODUCT.md 12): a load marked delivered shows Delivered on its
 * timeline and its public tracking page, as when the carrier reports the milestone.
 */
export const recordStatusMilestone: StatusFollowUp = async (tx, { loadId, status, byUserId }) => {
  if (status !== 'delivered') return;
  const [done] = await tx
    .select({ id: loadTrackingEvents.id })
    .from(loadTrackingEvents)
    .where(
      and(eq(loadTrackingEvents.loadId, loadId), eq(loadTrackingEvents.milestone, 'delivered')),
    );
  if (done) return;
  await tx
    .insert(loadTrackingEvents)
    .values({ loadId, type: 'milestone', milestone: 'delivered', byUserId });
};

const UNTOLD_AT_RISK = sql`l.status = 'in_transit' and ${AT_RISK}
      and not exists (select 1 from load_tracking t where t.load_id = l.id and t.at_risk_notified_at is not null)`;

export async function hasUntoldAtRisk(db: Db): Promise<boolean> {
  const result = (await db.execute(
    sql`select exists (select 1 from loads l where ${UNTOLD_AT_RISK}) as found`,
  )) as unknown as { rows: Array<{ found: boolean }> };
  return result.rows[0]?.found ?? false;
}

/**
 * Tells each shipper once about its loads that became at risk (PRODUCT.md 12): the load is
 * marked under its row lock, so two sweeps never tell twice. Answers how many were told.
 */
export async function sweepAtRisk(ctx: AppContext): Promise<number> {
  const result = (await ctx.db.execute(
    sql`select l.id from loads l where ${UNTOLD_AT_RISK} limit 200`,
  )) as unknown as { rows: Array<{ id: number }> };
  let told = 0;
  for (const { id } of result.rows) {
    await ctx.db.transaction(async (tx) => {
      const load = await lockLoadRow(tx, id);
      const [marked] = await tx
        .insert(loadTracking)
        .values({ loadId: id, atRiskNotifiedAt: sql`now()` })
        .onConflictDoUpdate({
          target: loadTracking.loadId,
          set: { atRiskNotifiedAt: sql`now()` },
          setWhere: isNull(loadTracking.atRiskNotifiedAt),
        })
        .returning({ id: loadTracking.id });
      if (!marked || !(await isAtRisk(tx, id))) {
        if (marked)
          await tx
            .update(loadTracking)
            .set({ atRiskNotifiedAt: null })
            .where(eq(loadTracking.loadId, id));
        return;
      }
      await recordHistory(tx, id, 'at_risk', null);
      await notify(ctx, tx, { accountId: load.accountId }, 'loadAtRisk', load, {});
      told++;
    });
  }
  if (told) ctx.mailWritten();
  return told;
}

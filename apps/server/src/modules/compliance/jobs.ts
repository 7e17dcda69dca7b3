/**
 * The compliance checks' jobs (PRODUCT.md 15): one check at registration and on a change of
 * MC/DOT, the nightly check of every active carrier, each keyed so it runs once.
 */
import { utcToday } from '@spotlane/shared/domain/carrier-policy';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { defineJob, type JobRunner } from '../../platform/jobs.ts';
import { checkCarrier } from './checks.ts';

export const complianceCheckJob = defineJob<{ carrierAccountId: number; trigger: string }>(
  'compliance.check',
  { maxAttempts: 3 },
);
export const complianceNightlyJob = defineJob<Record<string, never>>('compliance.nightly', {
  maxAttempts: 3,
});
/** PRODUCT.md 15: the nightly check covers carriers that bid or held a load this recently. */
const ACTIVE_DAYS = 90;

/** At registration or a change of MC/DOT: one check job, in the caller's transaction. */
export async function enqueueCheck(
  tx: DbOrTx,
  carrierAccountId: number,
  trigger: 'registration' | 'numbers_changed',
): Promise<void> {
  await complianceCheckJob.enqueue(
    tx,
    { carrierAccountId, trigger },
    // One job per carrier and cause: a numbers change is keyed by its moment.
    {
      key: `compliance:${trigger}:${carrierAccountId}:${trigger === 'registration' ? 0 : Date.now()}`,
    },
  );
}

/** Carriers that bid or held a load in the last 90 days: one check each, once per night. */
export async function enqueueNightlyChecks(db: Db, day: string = utcToday()): Promise<number> {
  const since = sql`now() - make_interval(days => ${ACTIVE_DAYS})`;
  const result = (await db.execute(sql`
    select carrier_account_id as id from bids where created_at > ${since}
    union
    select assigned_account_id as id from loads
      where assigned_account_id is not null and updated_at > ${since}`)) as unknown as {
    rows: { id: number }[];
  };
  return complianceCheckJob.enqueueMany(
    db,
    result.rows.map((row) => ({
      payload: { carrierAccountId: Number(row.id), trigger: 'nightly' },
      options: { key: `compliance:nightly:${row.id}:${day}` },
    })),
  );
}

/** The compliance checks' jobs: at registration, on a number change, nightly and on demand. */
export function attach(runner: JobRunner, ctx: AppContext): void {
  const { log } = runner;
  runner
    .handle(complianceCheckJob, (payload) =>
      checkCarrier(ctx, payload.carrierAccountId, payload.trigger, log),
    )
    .handle(complianceNightlyJob, async () => {
      const queued = await enqueueNightlyChecks(ctx.db);
      if (queued > 0) log.info({ queued }, 'compliance: nightly checks queued');
    })
    .every(complianceNightlyJob, 24 * 60 * 60, {});
}

/** The schedules' jobs (PRODUCT.md 16): each schedule's run and the hourly sweep. */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { loadSchedules } from '../../db/schema.ts';
import { defineJob, type JobRunner } from '../../platform/jobs.ts';
import { runSchedule } from './run.ts';

export const runScheduleJob = defineJob<{ scheduleId: number }>('schedules.run');
const sweepSchedulesJob = defineJob<Record<string, never>>('schedules.sweep');

/** The daily (hourly-checked) pass: every running schedule gets a run for this hour. */
async function sweepSchedules(db: Db): Promise<number> {
  const hour = new Date().toISOString().slice(0, 13);
  const rows = await db
    .select({ id: loadSchedules.id })
    .from(loadSchedules)
    .where(eq(loadSchedules.paused, false));
  return runScheduleJob.enqueueMany(
    db,
    rows.map((row) => ({
      payload: { scheduleId: row.id },
      options: { key: `schedules.run@${row.id}@${hour}` },
    })),
  );
}

const SCHEDULE_SWEEP_SECONDS = 3600;

/** The schedules' jobs: each schedule's run and the hourly sweep. */
export function attach(runner: JobRunner, ctx: AppContext): void {
  const { log } = runner;
  runner
    .handle(runScheduleJob, async ({ scheduleId }) => {
      const made = await runSchedule(ctx, scheduleId);
      if (made) log.info({ scheduleId, made }, 'schedules: loads made');
    })
    .handle(sweepSchedulesJob, async () => {
      await sweepSchedules(ctx.db);
    })
    .every(sweepSchedulesJob, SCHEDULE_SWEEP_SECONDS, {});
}

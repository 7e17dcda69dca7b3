/**
 * The load templates module's public surface (PRODUCT.md 16): templates, recurring schedules and
 * the runner's schedule jobs. Nothing else of load-templates/ is imported from outside it.
 */
import type { AppContext } from '../../context.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import { attachSchedules } from './service.ts';

export { createSchedule, createTemplate, runSchedule } from './service.ts';

/** The schedules' jobs: each schedule's run and the daily sweep. */
export function attach(runner: JobRunner, ctx: AppContext): void {
  attachSchedules(runner, ctx, runner.log);
}

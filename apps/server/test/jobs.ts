import { sql } from 'drizzle-orm';
import type { TestContext } from './harness.ts';
import { rows } from './market.ts';

/**
 * Runs the job queue until no job is due, waiting out a round the app's own runner holds (its
 * claimed jobs stay pending under a lease until they finish). After this, whatever a request set
 * in motion for now (mail to send, notices to fan out) has happened, so a test may assert that
 * something did not: no sleeping and hoping. Jobs set for later are left; see `untilJobsFinished`.
 */
export async function settleJobs(ctx: TestContext): Promise<void> {
  for (let round = 0; round < 200; round++) {
    await ctx.jobs.runDue();
    const [due] = await rows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from jobs where status = 'pending' and run_at <= now()`,
    );
    if (!due?.n) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('jobs kept coming due');
}

/**
 * Waits until `count` jobs of kind `name` whose payload contains `payload` exist and every one of
 * them has finished (done or failed), running the queue meanwhile; then settles what they
 * enqueued. For a job set for later (the support away mail), whose absence of effect a test
 * asserts only once it has run.
 */
export async function untilJobsFinished(
  ctx: TestContext,
  name: string,
  payload: Record<string, unknown>,
  count: number,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await ctx.jobs.runDue();
    const [state] = await rows<{ finished: number; pending: number }>(
      ctx,
      sql`select count(*) filter (where status <> 'pending')::int as finished,
            count(*) filter (where status = 'pending')::int as pending
          from jobs where name = ${name} and payload @> ${JSON.stringify(payload)}::jsonb`,
    );
    if (state && state.pending === 0 && state.finished >= count) break;
    if (Date.now() > deadline)
      throw new Error(`${name} jobs not finished: ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await settleJobs(ctx);
}

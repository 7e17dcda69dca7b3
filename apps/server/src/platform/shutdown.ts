import type { FastifyInstance } from 'fastify';
import type { EventHub } from './events.ts';
import type { JobRunner } from './jobs.ts';

/** PRODUCT.md 22: the process is gone within this long of SIGTERM, whatever it was doing. */
export const SHUTDOWN_DEADLINE_MS = 10_000;
/** Jobs in hand get until this long after SIGTERM to finish; then their leases are released. */
const JOBS_FINISH_MS = 6_000;
/** In-flight requests get until this long after SIGTERM (the listener closes before). */
const REQUESTS_FINISH_MS = 8_500;

export interface Shutdown {
  /** True from the moment shutdown began. */
  readonly draining: boolean;
  /**
   * Drains and closes the app (PRODUCT.md 22): at once /readyz answers 503, live-event streams
   * end and new ones are turned away (a client resumes on another process by Last-Event-ID),
   * and the job runner claims nothing more; after `drainMs` (a proxy or load balancer stops
   * sending here meanwhile; requests are still served) the listener closes. Jobs in hand
   * finish, or have their leases released for another process; answers how it went.
   */
  begin(): Promise<{ jobsReleased: number }>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Whether `work` settles within `ms`. */
const within = (work: Promise<unknown>, ms: number) =>
  Promise.race([work.then(() => true), sleep(ms).then(() => false)]);

export function registerShutdown(
  app: FastifyInstance,
  { hub, jobs, drainMs }: { hub: EventHub; jobs: JobRunner; drainMs: number },
): Shutdown {
  let draining = false;
  let done: Promise<{ jobsReleased: number }> | null = null;
  app.addHook('onRequest', async (request, reply) => {
    if (!draining) return;
    const path = request.url.split('?')[0];
    if (path === '/readyz') return reply.code(503).send({ status: 'shutting down' });
    // A stream opened here would be ended in a moment: the client is sent elsewhere.
    if (path === '/api/events') {
      return reply
        .code(503)
        .header('retry-after', '1')
        .send({
          errors: [
            {
              code: 'ServiceUnavailable',
              message: 'This server is shutting down. Please try again in a moment.',
            },
          ],
        });
    }
  });
  const run = async () => {
    const started = Date.now();
    const left = (until: number) => until - (Date.now() - started);
    draining = true;
    hub.endStreams();
    const jobsStopped = jobs.stop();
    await sleep(Math.min(drainMs, left(JOBS_FINISH_MS)));
    let jobsReleased = 0;
    if (!(await within(jobsStopped, left(JOBS_FINISH_MS)))) jobsReleased = await jobs.release();
    await within(app.close(), left(REQUESTS_FINISH_MS));
    return { jobsReleased };
  };
  return {
    get draining() {
      return draining;
    },
    begin() {
      done ??= run();
      return done;
    },
  };
}

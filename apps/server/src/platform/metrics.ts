import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { unauthenticated } from './errors.ts';
import { routeLabel, whenAnswered } from './request-log.ts';
import { sameSecret } from './secrets.ts';

/** The backlog states of `spotlane_jobs` (a job that is done is history, not backlog). */
const JOB_STATES = ['due', 'running', 'scheduled'] as const;
/** How far back `spotlane_job_failures` looks: the jobs that failed for good lately. */
const JOB_FAILURE_WINDOW_HOURS = 24;

export type WebhookOutcome = 'succeeded' | 'retrying' | 'failed';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Reads a gauge from the database; while the database does not answer, the gauge has no value
 * (the scrape still answers the rest, and /readyz says what is wrong).
 */
async function unlessUnreachable(gauge: { reset(): void }, read: () => Promise<void>) {
  try {
    await read();
  } catch {
    gauge.reset();
  }
}

/**
 * PRODUCT.md 22: the Prometheus metrics of this process. Request counts and latencies are
 * counted as requests end; every gauge (job backlog, webhook backlog, open live streams, the
 * database pool) is read when Prometheus scrapes, from the tables' partial indexes on pending
 * and recently failed rows or from memory: a scrape never counts an account's history.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern (live-event streams are not timed)',
    labelNames: ['method', 'route'] as const,
    registers: [this.registry],
  });
  private readonly webhookDeliveries = new Counter({
    name: 'spotlane_webhook_deliveries_total',
    help: 'Webhook delivery attempts ended by this process, by outcome (succeeded; failed and retrying later; failed for good)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private streamCount: () => number = () => 0;

  constructor(database: Database) {
    const { db } = database;
    const streams = () => this.streamCount();
    new Gauge({
      name: 'spotlane_sse_streams',
      help: 'Live-event streams (GET /api/events) open on this process',
      registers: [this.registry],
      collect() {
        this.set(streams());
      },
    });
    new Gauge({
      name: 'spotlane_jobs',
      help: 'Job backlog in the jobs table: due (waiting for a runner), running (leased), scheduled (later, retries included)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      async collect() {
        await unlessUnreachable(this, async () => {
          // jobs_due_idx covers exactly the pending rows, however long the table's history.
          const [row] = rowsOf<Record<(typeof JOB_STATES)[number], number>>(
            await db.execute(sql`select
                count(*) filter (where locked_until >= now())::int as running,
                count(*) filter (where run_at <= now()
                  and (locked_until is null or locked_until < now()))::int as due,
                count(*) filter (where run_at > now()
                  and (locked_until is null or locked_until < now()))::int as scheduled
              from jobs where status = 'pending'`),
          );
          for (const state of JOB_STATES) this.set({ state }, Number(row?.[state] ?? 0));
        });
      },
    });
    new Gauge({
      name: 'spotlane_job_failures',
      help: `Jobs that failed for good in the last ${JOB_FAILURE_WINDOW_HOURS} hours, by kind`,
      labelNames: ['kind'] as const,
      registers: [this.registry],
      async collect() {
        await unlessUnreachable(this, async () => {
          // jobs_finished_idx: only the finished rows of the window are read.
          const rows = rowsOf<{ kind: string; failed: number }>(
            await db.execute(sql`select name as kind, count(*)::int as failed from jobs
              where status = 'failed'
                and finished_at > now() - make_interval(hours => ${JOB_FAILURE_WINDOW_HOURS})
              group by name`),
          );
          this.reset();
          for (const row of rows) this.set({ kind: row.kind }, Number(row.failed));
        });
      },
    });
    new Gauge({
      name: 'spotlane_webhook_deliveries_pending',
      help: 'Webhook deliveries waiting to be sent or retried',
      registers: [this.registry],
      async collect() {
        await unlessUnreachable(this, async () => {
          // webhook_deliveries_pending_idx covers exactly the pending rows.
          const [row] = rowsOf<{ pending: number }>(
            await db.execute(
              sql`select count(*)::int as pending from webhook_deliveries where status = 'pending'`,
            ),
          );
          this.set(Number(row?.pending ?? 0));
        });
      },
    });
    const client = (database.db as unknown as { $client?: unknown }).$client;
    new Gauge({
      name: 'spotlane_db_pool',
      help: 'Database connections of this process: total, idle, and requests waiting for one (the embedded database is one connection inside the process: total only)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        if (client instanceof pg.Pool) {
          this.set({ state: 'total' }, client.totalCount);
          this.set({ state: 'idle' }, client.idleCount);
          this.set({ state: 'waiting' }, client.waitingCount);
        } else {
          this.set({ state: 'total' }, 1);
        }
      },
    });
    collectDefaultMetrics({ register: this.registry });
  }

  /** The open live streams are counted where they are kept (the event hub). */
  countStreamsWith(count: () => number): void {
    this.streamCount = count;
  }

  /** For the webhook deliverer: one attempt ended so. */
  readonly countWebhookDelivery = (outcome: WebhookOutcome, deliveries = 1): void => {
    if (deliveries > 0) this.webhookDeliveries.inc({ outcome }, deliveries);
  };

  private record(request: FastifyRequest, reply: FastifyReply, timed: boolean): void {
    const route = routeLabel(request);
    this.requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    if (timed) this.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  }

  /** The Prometheus text of every metric, gauges read now. */
  async scrape(): Promise<string> {
    return this.registry.metrics();
  }

  attach(app: FastifyInstance): void {
    whenAnswered(app, (request, reply, { stream }) => this.record(request, reply, !stream));
  }
}

/**
 * GET /metrics (PRODUCT.md 22): with METRICS_TOKEN set, the Prometheus text to a scraper that
 * sends it as a bearer token (401 otherwise); without METRICS_TOKEN, 404 as for any unknown
 * path. Answers the metrics to register more with (the event hub, the webhook deliverer), or
 * null when they are off, so a server without a scraper counts nothing.
 */
export function registerMetrics(
  app: FastifyInstance,
  config: Pick<Config, 'METRICS_TOKEN'>,
  database: Database,
): Metrics | null {
  const token = config.METRICS_TOKEN;
  const metrics = token ? new Metrics(database) : null;
  metrics?.attach(app);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!metrics || !token) {
      return reply.code(404).send({ errors: [{ code: 'NotFound', message: 'Not found' }] });
    }
    const sent = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!sent || !sameSecret(sent, token)) {
      throw unauthenticated('Send the metrics token as "Authorization: Bearer <METRICS_TOKEN>"');
    }
    const text = await metrics.scrape();
    return reply.type(metrics.registry.contentType).send(text);
  });
  return metrics;
}

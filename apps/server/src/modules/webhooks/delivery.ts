import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_SIGNATURE_HEADER } from '@spotlane/shared/schemas/webhooks';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { defineJob, type JobRunner } from '../../platform/jobs.ts';
import type { WebhookOutcome } from '../../platform/metrics.ts';
import { checkOutboundUrl, guardedLookup, RefusedTarget } from '../../platform/outbound-url.ts';
import { OneRoundAtATime } from '../../platform/rounds.ts';

/**
 * Webhook delivery (PRODUCT.md 11, docs/decisions/026-webhooks.md). publishEvent and the test
 * button write `webhook_deliveries` rows; a `webhooks.drain` job sends the pending deliveries
 * of ONE endpoint, oldest first, under that endpoint's lease, and stops at the first failure
 * so later deliveries wait behind it (in order, at least once). No database transaction is
 * open while a request is in flight. The sweep (every 30 s, on the runner) starts drains for
 * endpoints with due deliveries, so a drainer that died (its lease expired) is replaced.
 */

/** How long a request may take, headers of the answer included. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Deliveries are retried until this long after they were created, then recorded as failed. */
export const WEBHOOK_RETRY_HOURS = 24;
export const WEBHOOK_SWEEP_SECONDS = 30;
const USER_AGENT = 'Spotlane-Webhooks/1.0';

/** Seconds before the next try after failed attempt `attempt`: 30 s, 1 min, 2 min ... at most 1 h. */
export function webhookBackoffSeconds(attempt: number): number {
  return Math.min(3600, 30 * 2 ** (attempt - 1));
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, the Spotlane-Signature header. */
export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export const webhookDrainJob = defineJob<{ endpointId: number }>('webhooks.drain', {
  maxAttempts: 3,
});

interface Endpoint {
  id: number;
  url: string;
  secret: string;
}

interface PendingDelivery {
  id: number;
  body: { id: unknown; type: unknown; created_at: unknown; data: unknown };
  attempt: number;
  next_attempt_at: Date | string;
  expired: boolean;
}

interface Outcome {
  code: number | null;
  error: string | null;
}

export interface DelivererOptions {
  allowPrivate: boolean;
  /** How long a drainer holds an endpoint; renewed before every request. */
  leaseSeconds?: number;
  timeoutMs?: number;
  /** Deliveries sent by one drain job before it hands over to a fresh one. */
  batch?: number;
  /** Told how each attempt ended (and of deliveries given up unsent), for the metrics. */
  countDelivery?: (outcome: WebhookOutcome, deliveries?: number) => void;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const rowCountOf = (result: unknown) => {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
};

export class WebhookDeliverer {
  readonly id = randomUUID();
  private readonly leaseSeconds: number;
  private readonly timeoutMs: number;
  private readonly batch: number;
  private readonly kicks = new OneRoundAtATime(
    () => this.queueDue(),
    (error) => this.log.warn({ err: error }, 'webhook sweep failed'),
  );

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: DelivererOptions,
  ) {
    this.leaseSeconds = options.leaseSeconds ?? 60;
    this.timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
    this.batch = options.batch ?? 100;
  }

  /**
   * Registers the drain job on a runner, and the sweep as a periodic task of its rounds
   * (every WEBHOOK_SWEEP_SECONDS in each process; it writes a job only when a drain is due).
   */
  attach(runner: JobRunner, sweepEverySeconds = WEBHOOK_SWEEP_SECONDS): void {
    runner
      .handle(webhookDrainJob, ({ endpointId }) => this.drain(endpointId))
      .periodic('webhooks.sweep', sweepEverySeconds, () => this.sweep());
  }

  /** Asks for queueDue soon (after an event committed): at most one round at a time per process. */
  kick(): void {
    this.kicks.nudge();
  }

  /** Waits for a kick in progress (tests, shutdown). */
  async settled(): Promise<void> {
    await this.kicks.idle();
  }

  /** The periodic sweep: deliveries past their 24 hours are failed, then due endpoints queued. */
  async sweep(): Promise<number[]> {
    const expired = await this.db.execute(sql`update webhook_deliveries
      set status = 'failed', finished_at = now(),
        last_error = coalesce(last_error || '; ', '') || 'not delivered within 24 hours'
      where status = 'pending'
        and created_at < now() - make_interval(hours => ${WEBHOOK_RETRY_HOURS})`);
    this.options.countDelivery?.('failed', rowCountOf(expired));
    return this.queueDue();
  }

  /**
   * Queues a drain for every active endpoint whose oldest pending delivery is due, unless
   * a drainer holds it or a drain is already waiting. Answers the endpoints queued.
   */
  async queueDue(): Promise<number[]> {
    const due = rowsOf<{ endpoint_id: number }>(
      await this.db.execute(sql`select head.endpoint_id
        from (select distinct on (endpoint_id) endpoint_id, next_attempt_at
          from webhook_deliveries where status = 'pending' order by endpoint_id, id) head
        join webhook_endpoints endpoint on endpoint.id = head.endpoint_id
        where head.next_attempt_at <= now() and endpoint.active
          and (endpoint.lease_until is null or endpoint.lease_until < now())
          and not exists (select 1 from jobs
            where jobs.name = ${webhookDrainJob.name} and jobs.status = 'pending'
              and jobs.run_at <= now() and jobs.locked_by is null
              and jobs.payload->>'endpointId' = head.endpoint_id::text)
        limit 1000`),
    );
    const endpoints = due.map((row) => Number(row.endpoint_id));
    for (const endpointId of endpoints) await webhookDrainJob.enqueue(this.db, { endpointId });
    return endpoints;
  }

  /**
   * Sends the pending deliveries of one endpoint in order while it holds the endpoint's lease.
   * Another drainer holding it means there is nothing to do here.
   */
  async drain(endpointId: number): Promise<void> {
    const token = `${this.id}:${randomUUID()}`;
    const endpoint = await this.claim(endpointId, token);
    if (!endpoint) return;
    let sent = 0;
    let more = false;
    let emptied = false;
    try {
      for (;;) {
        const delivery = await this.oldestPending(endpointId);
        if (!delivery) {
          emptied = true;
          break;
        }
        if (delivery.expired) {
          if (
            !(await this.finish(delivery, token, 'failed', null, 'not delivered within 24 hours'))
          )
            return;
          this.options.countDelivery?.('failed');
          continue;
        }
        const dueAt = new Date(delivery.next_attempt_at);
        if (dueAt.getTime() > Date.now()) {
          // The head of the line waits for its retry; everything behind it waits too.
          await webhookDrainJob.enqueue(
            this.db,
            { endpointId },
            {
              runAt: dueAt,
              key: `${webhookDrainJob.name}:${endpointId}@${dueAt.getTime()}`,
            },
          );
          break;
        }
        if (sent >= this.batch) {
          more = true;
          break;
        }
        // Renewing proves the lease is still ours: a drainer presumed dead stops here.
        if (!(await this.renew(endpointId, token))) return;
        const outcome = await this.send(endpoint, delivery);
        sent++;
        const ok = outcome.code !== null && outcome.code >= 200 && outcome.code < 300;
        const recorded = ok
          ? await this.finish(delivery, token, 'succeeded', outcome.code, null)
          : await this.retryLater(delivery, token, outcome);
        if (recorded && ok) this.options.countDelivery?.('succeeded');
        // Not recorded: the lease went to another drainer, which sends this delivery again.
        if (!recorded) return;
      }
    } finally {
      await this.release(endpointId, token);
    }
    // A delivery committed while the lease was being given back finds no drain otherwise.
    if (more || (emptied && (await this.oldestPending(endpointId)))) {
      await webhookDrainJob.enqueue(this.db, { endpointId });
    }
  }

  private async claim(endpointId: number, token: string): Promise<Endpoint | null> {
    const [row] = rowsOf<Endpoint>(
      await this.db.execute(sql`update webhook_endpoints
        set lease_until = now() + make_interval(secs => ${this.leaseSeconds}), lease_by = ${token}
        where id = ${endpointId} and active
          and (lease_until is null or lease_until < now())
        returning id, url, secret`),
    );
    return row ?? null;
  }

  private async renew(endpointId: number, token: string): Promise<boolean> {
    const renewed = rowsOf<{ id: number }>(
      await this.db.execute(sql`update webhook_endpoints
        set lease_until = now() + make_interval(secs => ${this.leaseSeconds})
        where id = ${endpointId} and lease_by = ${token} and lease_until >= now()
        returning id`),
    );
    return renewed.length > 0;
  }

  private async release(endpointId: number, token: string): Promise<void> {
    await this.db.execute(sql`update webhook_endpoints set lease_until = null, lease_by = null
      where id = ${endpointId} and lease_by = ${token}`);
  }

  private async oldestPending(endpointId: number): Promise<PendingDelivery | null> {
    const [row] = rowsOf<PendingDelivery>(
      await this.db.execute(sql`select id, body, attempt, next_attempt_at,
          created_at < now() - make_interval(hours => ${WEBHOOK_RETRY_HOURS}) as expired
        from webhook_deliveries
        where endpoint_id = ${endpointId} and status = 'pending'
        order by id limit 1`),
    );
    return row ? { ...row, id: Number(row.id) } : null;
  }

  /** Records the end of a delivery, only while this drainer still holds the endpoint. */
  private async finish(
    delivery: PendingDelivery,
    token: string,
    status: 'succeeded' | 'failed',
    code: number | null,
    error: string | null,
  ): Promise<boolean> {
    const attempted = status === 'succeeded' || code !== null ? 1 : 0;
    const updated = rowsOf<{ id: number }>(
      await this.db.execute(sql`update webhook_deliveries
        set status = ${status}, attempt = attempt + ${attempted}, response_code = ${code},
          last_error = coalesce(${error}, last_error), finished_at = now()
        where id = ${delivery.id} and status = 'pending' and exists (
          select 1 from webhook_endpoints where id = webhook_deliveries.endpoint_id and lease_by = ${token})
        returning id`),
    );
    return updated.length > 0;
  }

  /**
   * A failed attempt: retried with backoff until 24 hours after creation, then failed (and no
   * longer holds up the deliveries behind it). Answers false when the lease was lost.
   */
  private async retryLater(
    delivery: PendingDelivery,
    token: string,
    outcome: Outcome,
  ): Promise<boolean> {
    const attempt = delivery.attempt + 1;
    const error = (outcome.error ?? `the endpoint answered ${outcome.code}`).slice(0, 500);
    const delay = webhookBackoffSeconds(attempt);
    const updated = rowsOf<{ status: string; next_attempt_at: Date | string }>(
      await this.db.execute(sql`update webhook_deliveries
        set attempt = ${attempt}, response_code = ${outcome.code}, last_error = ${error},
          status = case when now() >= created_at + make_interval(hours => ${WEBHOOK_RETRY_HOURS})
            then 'failed' else 'pending' end,
          finished_at = case when now() >= created_at + make_interval(hours => ${WEBHOOK_RETRY_HOURS})
            then now() end,
          next_attempt_at = least(now() + make_interval(secs => ${delay}),
            created_at + make_interval(hours => ${WEBHOOK_RETRY_HOURS}))
        where id = ${delivery.id} and status = 'pending' and exists (
          select 1 from webhook_endpoints where id = webhook_deliveries.endpoint_id and lease_by = ${token})
        returning status, next_attempt_at`),
    );
    const [row] = updated;
    if (!row) return false;
    this.options.countDelivery?.(row.status === 'failed' ? 'failed' : 'retrying');
    this.log[row.status === 'failed' ? 'warn' : 'info'](
      { deliveryId: delivery.id, attempt, err: error },
      row.status === 'failed'
        ? 'webhook delivery failed for good'
        : 'webhook delivery will be retried',
    );
    return true;
  }

  /** One POST; never throws: a refused target, a timeout or a network error is an outcome. */
  private async send(endpoint: Endpoint, delivery: PendingDelivery): Promise<Outcome> {
    const { id, type, created_at, data } = delivery.body;
    const body = JSON.stringify({ id, type, created_at, data });
    try {
      const url = await checkOutboundUrl(endpoint.url, this.options.allowPrivate);
      const signature = signWebhook(endpoint.secret, body, Math.floor(Date.now() / 1000));
      const code = await this.post(url, body, {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: signature,
      });
      return { code, error: null };
    } catch (error) {
      return { code: null, error: describe(error, this.timeoutMs) };
    }
  }

  /** The status code of the answer; redirects are answers like any other (not followed). */
  private post(url: URL, body: string, headers: Record<string, string>): Promise<number> {
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.request(
        url,
        {
          method: 'POST',
          headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
          signal: AbortSignal.timeout(this.timeoutMs),
          // Checked again at connect time: a DNS answer that changed since the URL was saved.
          lookup: this.options.allowPrivate ? undefined : guardedLookup,
        },
        (response) => {
          resolve(response.statusCode ?? 0);
          response.destroy();
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }
}

function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof RefusedTarget) return `not sent: ${error.message}`;
  const name = (error as { name?: string }).name;
  if (name === 'AbortError' || name === 'TimeoutError') {
    return `no answer within ${timeoutMs / 1000} seconds`;
  }
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof RefusedTarget) return `not sent: ${cause.message}`;
  const message = error instanceof Error ? error.message : String(error);
  return message || 'the request failed';
}

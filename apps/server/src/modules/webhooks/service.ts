import { randomBytes, randomUUID } from 'node:crypto';
import {
  type CreatedWebhookEndpoint,
  WEBHOOK_LOG_SIZE,
  WEBHOOK_TEST_EVENT,
  WEBHOOKS_PER_ACCOUNT,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookEndpoint,
  type WebhookList,
  type WebhookRequest,
} from '@spotlane/shared/schemas/webhooks';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { AppError, notFound, validation } from '../../platform/errors.ts';
import { checkOutboundUrl, RefusedTarget } from '../../platform/outbound-url.ts';
import { webhookDrainJob } from './delivery.ts';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type Ctx = Pick<AppContext, 'db' | 'config'>;

function toDto(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    event_types: row.eventTypes,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toDeliveryDto(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event_id: row.eventId,
    type: row.type,
    attempt: row.attempt,
    status: row.status as WebhookDelivery['status'],
    response_code: row.responseCode,
    last_error: row.lastError,
    next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** PRODUCT.md 11: https to a public address (checked for the typed host and its DNS answers). */
async function checkedUrl(ctx: Ctx, url: string): Promise<string> {
  try {
    await checkOutboundUrl(url, ctx.config.WEBHOOKS_ALLOW_PRIVATE);
  } catch (error) {
    if (error instanceof RefusedTarget) throw validation('url', error.message);
    throw error;
  }
  return url;
}

const own = (caller: Caller, id: number) =>
  and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.accountId, caller.account.id));

async function findOwn(ctx: Ctx, caller: Caller, id: number): Promise<EndpointRow> {
  const [row] = await ctx.db.select().from(webhookEndpoints).where(own(caller, id));
  if (!row) throw notFound('Webhook endpoint not found');
  return row;
}

export async function listEndpoints(ctx: Ctx, caller: Caller): Promise<WebhookList> {
  const rows = await ctx.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.accountId, caller.account.id))
    .orderBy(desc(webhookEndpoints.id));
  return { results: rows.map(toDto), count: rows.length };
}

export async function getEndpoint(ctx: Ctx, caller: Caller, id: number): Promise<WebhookEndpoint> {
  return toDto(await findOwn(ctx, caller, id));
}

/** Creates an endpoint; its signing secret is in this answer only. */
export async function createEndpoint(
  ctx: Ctx,
  caller: Caller,
  input: WebhookRequest,
): Promise<CreatedWebhookEndpoint> {
  const url = await checkedUrl(ctx, input.url);
  return ctx.db.transaction(async (tx) => {
    // Serialise this account's creations so the cap holds under parallel requests.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('webhooks'), ${caller.account.id})`);
    const [held] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.accountId, caller.account.id));
    if ((held?.n ?? 0) >= WEBHOOKS_PER_ACCOUNT) {
      throw AppError.of(
        400,
        'ValidationError',
        `An account can have at most ${WEBHOOKS_PER_ACCOUNT} webhook endpoints; delete one first`,
      );
    }
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        accountId: caller.account.id,
        url,
        eventTypes: input.event_types,
        active: input.active,
        secret: `whsec_${randomBytes(32).toString('base64url')}`,
        createdBy: caller.user.id,
      })
      .returning();
    if (!row) throw new Error('the endpoint was not saved');
    return { ...toDto(row), secret: row.secret };
  });
}

export async function updateEndpoint(
  ctx: Ctx,
  caller: Caller,
  id: number,
  input: WebhookRequest,
): Promise<WebhookEndpoint> {
  await findOwn(ctx, caller, id);
  const url = await checkedUrl(ctx, input.url);
  const [row] = await ctx.db
    .update(webhookEndpoints)
    .set({ url, eventTypes: input.event_types, active: input.active, updatedAt: sql`now()` })
    .where(own(caller, id))
    .returning();
  if (!row) throw notFound('Webhook endpoint not found');
  return toDto(row);
}

/** Deletes an endpoint and its log; a delivery in flight is not recorded anywhere after that. */
export async function deleteEndpoint(ctx: Ctx, caller: Caller, id: number): Promise<void> {
  const deleted = await ctx.db
    .delete(webhookEndpoints)
    .where(own(caller, id))
    .returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) throw notFound('Webhook endpoint not found');
}

/** The newest deliveries of an endpoint, with the total. */
export async function listDeliveries(
  ctx: Ctx,
  caller: Caller,
  id: number,
): Promise<WebhookDeliveryList> {
  await findOwn(ctx, caller, id);
  const where = eq(webhookDeliveries.endpointId, id);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.id))
      .limit(WEBHOOK_LOG_SIZE),
    ctx.db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  return { results: rows.map(toDeliveryDto), count: total?.n ?? 0 };
}

/** Queues a `webhook.test` delivery behind the endpoint's other deliveries (202). */
export async function queueTest(
  ctx: Ctx,
  caller: Caller,
  id: number,
): Promise<{ delivery_id: number }> {
  const endpoint = await findOwn(ctx, caller, id);
  return ctx.db.transaction(async (tx) => {
    const createdAt = new Date();
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({
        endpointId: endpoint.id,
        type: WEBHOOK_TEST_EVENT,
        body: {
          id: `whtest_${randomUUID()}`,
          type: WEBHOOK_TEST_EVENT,
          created_at: createdAt.toISOString(),
          data: { endpoint_id: endpoint.id, message: 'A test event from Spotlane' },
        },
        createdAt,
      })
      .returning({ id: webhookDeliveries.id });
    if (!row) throw new Error('the test delivery was not saved');
    await webhookDrainJob.enqueue(tx, { endpointId: endpoint.id });
    return { delivery_id: row.id };
  });
}

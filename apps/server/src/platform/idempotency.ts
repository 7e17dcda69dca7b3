import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { AppError, validation } from './errors.ts';
import { isApiRequest } from './hardening.ts';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Said on an answer given again for a repeated key (the name Stripe's API uses). */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key answers its first answer again; older keys are pruned (platform/prune.ts). */
export const IDEMPOTENCY_KEY_HOURS = 24;
/**
 * A key claimed this long ago whose request never finished (its process ended mid-request)
 * may be claimed again: no request of this API runs that long.
 */
const ABANDONED_AFTER_MINUTES = 5;

/** PRODUCT.md 22: 1 to 255 printable characters (visible ASCII and the space). */
const VALID_KEY = /^[\x20-\x7e]{1,255}$/;
const FIELD = 'Idempotency-Key';

interface Claim {
  accountId: number;
  key: string;
  /** True from the claim until the answer is kept (or the key given back). */
  held: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed and must answer under (null: none). */
    idempotency: Claim | null;
  }
}

const stillRunning = () =>
  AppError.of(
    409,
    'IdempotencyKeyInUse',
    'A request with this Idempotency-Key is still running; try again in a moment',
    FIELD,
  );

/** Canonical JSON: object keys sorted, so the same body written in another order is the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The same request: the same method, URL (path and query) and body. */
function fingerprint(request: FastifyRequest, body: unknown): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${canonical(body ?? null)}`)
    .digest('hex');
}

/** An answer that says "try again" is not the request's result: the key is given back. */
function keepsAnswer(statusCode: number, payload: unknown): boolean {
  if (statusCode >= 500 || statusCode === 429) return false;
  if (statusCode === 409 && typeof payload === 'string') {
    return !payload.includes('"ConcurrentUpdate"');
  }
  return true;
}

/**
 * PRODUCT.md 22 (docs/decisions/055): a POST under /api by a signed-in caller may carry
 * `Idempotency-Key`. Before the handler runs, the key is claimed for the caller's account by
 * inserting its row (the primary key (account_id, key) lets one request in); the answer is
 * kept in that row when it goes out. The same key with the same request within 24 hours
 * answers the kept answer again (same status and body, `Idempotent-Replayed: true`) and runs
 * nothing; with another request 409 IdempotencyKeyReused; while the first still runs 409
 * IdempotencyKeyInUse with Retry-After (the IETF idempotency-key draft's answer: the client
 * retries and then gets the kept answer). Answers of 500 and up, 429 and ConcurrentUpdate
 * give the key back, so that trying again runs the request again.
 */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.decorateRequest('idempotency', null);
  const fingerprints = new WeakMap<FastifyRequest, string>();

  // Before validation: the body as the client wrote it (the schemas may fill in defaults).
  app.addHook('preValidation', async (request) => {
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (header === undefined || request.method !== 'POST' || !isApiRequest(request)) return;
    if (typeof header !== 'string' || !VALID_KEY.test(header)) {
      throw validation(FIELD, 'Send 1 to 255 printable characters as the Idempotency-Key');
    }
    // Without a signed-in caller there is no account to keep the key under (sign-in and the
    // other public forms); the handler answers as it would without it.
    if (!request.caller?.otpPassed) return;
    if (request.isMultipart()) {
      throw validation(FIELD, 'An Idempotency-Key is taken with a JSON body, not a file upload');
    }
    fingerprints.set(request, fingerprint(request, request.body));
  });

  app.addHook('preHandler', async (request, reply) => {
    const hash = fingerprints.get(request);
    const caller = request.caller;
    if (hash === undefined || !caller) return;
    const accountId = caller.account.id;
    const key = request.headers[IDEMPOTENCY_KEY_HEADER] as string;
    const where = and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key));
    for (let round = 0; round < 3; round++) {
      const claimed = await db
        .insert(idempotencyKeys)
        .values({ accountId, key, requestHash: hash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length > 0) {
        request.idempotency = { accountId, key, held: true };
        return;
      }
      // A key past its 24 hours, or claimed by a request that never finished, is taken over:
      // the condition is checked in the UPDATE itself, so of two requests doing this, one gets it.
      const taken = await db
        .update(idempotencyKeys)
        .set({
          requestHash: hash,
          statusCode: null,
          contentType: null,
          responseBody: null,
          createdAt: sql`now()`,
        })
        .where(
          and(
            where,
            sql`(${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})
              or (${idempotencyKeys.statusCode} is null
                and ${idempotencyKeys.createdAt} < now() - make_interval(mins => ${ABANDONED_AFTER_MINUTES})))`,
          ),
        )
        .returning({ key: idempotencyKeys.key });
      if (taken.length > 0) {
        request.idempotency = { accountId, key, held: true };
        return;
      }
      const [kept] = await db.select().from(idempotencyKeys).where(where);
      if (!kept) continue; // given back or pruned in between: claim it again
      if (kept.requestHash !== hash) {
        throw AppError.of(
          409,
          'IdempotencyKeyReused',
          'This Idempotency-Key was sent with another request; use a new key for a new request',
          FIELD,
        );
      }
      if (kept.statusCode === null) {
        reply.header('retry-after', '1');
        throw stillRunning();
      }
      reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      if (kept.contentType) reply.type(kept.contentType);
      return reply.code(kept.statusCode).send(kept.responseBody ?? undefined);
    }
    reply.header('retry-after', '1');
    throw stillRunning();
  });

  // The answer is kept before it goes out: a client that has it and sends the key again
  // always finds it.
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim?.held) return payload;
    claim.held = false;
    const where = and(
      eq(idempotencyKeys.accountId, claim.accountId),
      eq(idempotencyKeys.key, claim.key),
    );
    const storable = payload === null || payload === undefined || typeof payload === 'string';
    try {
      if (storable && keepsAnswer(reply.statusCode, payload)) {
        const contentType = reply.getHeader('content-type');
        await db
          .update(idempotencyKeys)
          .set({
            statusCode: reply.statusCode,
            contentType: typeof contentType === 'string' ? contentType : null,
            responseBody: (payload as string | null | undefined) ?? null,
          })
          .where(where);
      } else {
        await db.delete(idempotencyKeys).where(where);
      }
    } catch (error) {
      // The answer still goes out; the key stays claimed until it counts as abandoned.
      request.log.warn({ err: error }, 'the answer of an Idempotency-Key was not kept');
    }
    return payload;
  });

  // A request that ended without its answer going through onSend gives its key back. (A client
  // that leaves does not: its request may still be running and create what it asked for.)
  app.addHook('onResponse', async (request) => {
    const claim = request.idempotency;
    if (!claim?.held) return;
    claim.held = false;
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.accountId, claim.accountId),
          eq(idempotencyKeys.key, claim.key),
          isNull(idempotencyKeys.statusCode),
        ),
      )
      .catch((error) => request.log.warn({ err: error }, 'an Idempotency-Key was not given back'));
  });
}

/** Housekeeping (platform/prune.ts): keys older than their 24 hours answer nothing any more. */
export const pruneIdempotencyKeys = sql`delete from idempotency_keys
  where created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`;

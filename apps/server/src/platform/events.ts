import { EVENT_CURSOR_HEADER } from '@spotlane/shared/domain/live-events';
import type { SupportEventType } from '@spotlane/shared/schemas/support';
import type { WebhookEventType } from '@spotlane/shared/schemas/webhooks';
import { and, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database, DbOrTx } from '../db/client.ts';
import { events } from '../db/schema.ts';
import { OneRoundAtATime } from './rounds.ts';

export const EVENTS_CHANNEL = 'spotlane_events';

/** How far back a reconnecting stream may resume (Last-Event-ID); older events are pruned. */
export const EVENT_REPLAY_HOURS = 24;

/**
 * The live event types: those webhooks may choose (packages/shared), the per-user notification
 * and the per-user support chat events (PRODUCT.md 13).
 */
export type EventType = WebhookEventType | 'notification' | SupportEventType;

export interface LiveEvent {
  id: number;
  type: string;
  payload: Record<string, unknown>;
}

/**
 * Records an event for an account (or, with accountId null, for every carrier) in the
 * caller's transaction. NOTIFY is delivered at commit, so listeners in every server process
 * hear of it exactly when the change it describes is visible.
 *
 * The same statement queues the event's webhook deliveries (PRODUCT.md 11): one row per
 * active endpoint of the account (of every carrier account for a 'carriers' event) that
 * chose this type or "*", carrying the payload the live stream sends. A per-user event
 * (a notification) goes to that user's stream only, never to a URL.
 */
export async function publishEvent(
  tx: DbOrTx,
  event: {
    accountId: number | null;
    userId?: number | null;
    type: EventType;
    payload: Record<string, unknown>;
  },
): Promise<void> {
  if (event.userId) {
    await publishUserEvents(tx, [{ ...event, userId: event.userId }]);
  } else if (event.accountId !== null) {
    await publishAccountEvents(tx, [event.accountId], event);
  } else {
    await tx.execute(sql`with event as (
        insert into events (account_id, audience, type, payload)
        values (null, 'carriers', ${event.type}, ${JSON.stringify(event.payload)}::jsonb)
        returning id, type, payload, created_at)
      ${webhookDeliveriesOf(sql`endpoint.account_id in (select id from accounts where type = 'carrier')`)}`);
    await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, '')`);
  }
}

/**
 * The same event for each of `accountIds` (a new load told to every carrier of its audience),
 * with their webhook deliveries, in one statement whatever their number.
 */
export async function publishAccountEvents(
  tx: DbOrTx,
  accountIds: number[],
  event: { type: EventType; payload: Record<string, unknown> },
): Promise<void> {
  if (accountIds.length === 0) return;
  await tx.execute(sql`with event as (
      insert into events (account_id, audience, type, payload)
      select target.id, 'account', ${event.type}, ${JSON.stringify(event.payload)}::jsonb
      from unnest(${`{${accountIds.join(',')}}`}::int[]) as target(id)
      returning id, account_id, type, payload, created_at)
    ${webhookDeliveriesOf(sql`endpoint.account_id = event.account_id`)}`);
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, '')`);
}

/** Events for one user each (notifications): their streams only, never a webhook. */
export async function publishUserEvents(
  tx: DbOrTx,
  list: Array<{
    accountId: number | null;
    userId: number;
    type: EventType;
    payload: Record<string, unknown>;
  }>,
): Promise<void> {
  if (list.length === 0) return;
  await tx.insert(events).values(
    list.map((event) => ({
      accountId: event.accountId,
      userId: event.userId,
      audience: event.accountId === null ? 'carriers' : 'account',
      type: event.type,
      payload: event.payload,
    })),
  );
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, '')`);
}

/** The webhook deliveries of the `event` rows of a statement, to the endpoints `endpoints` picks. */
const webhookDeliveriesOf = (endpoints: SQL) => sql`
  insert into webhook_deliveries (endpoint_id, event_id, type, body)
  select endpoint.id, event.id, event.type, jsonb_build_object(
      'id', 'evt_' || event.id, 'type', event.type,
      'created_at', to_char(event.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'data', event.payload)
  from event join webhook_endpoints endpoint
    on endpoint.active and endpoint.event_types && array[event.type, '*']::text[] and ${endpoints}`;

export interface Stream {
  accountId: number;
  accountType: string;
  userId: number;
  sessionId: number;
  send(event: LiveEvent): void;
  close(): void;
}

interface EventRow {
  id: number;
  account_id: number | null;
  user_id: number | null;
  audience: string;
  type: string;
  payload: Record<string, unknown>;
}

function matches(row: EventRow, stream: Stream): boolean {
  if (row.audience === 'carriers') return stream.accountType === 'carrier';
  if (row.account_id !== stream.accountId) return false;
  return row.user_id === null || row.user_id === stream.userId;
}

/**
 * How long an id that is missing below delivered ones is watched for. Ids are taken at insert
 * but become visible at commit, so a transaction that took a lower id can commit after a
 * higher one; the hub keeps asking for such gaps (rolled-back inserts leave gaps for good).
 */
export const GAP_WATCH_MS = 5 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The hub's position when the request began (EVENT_CURSOR_HEADER). */
    eventCursor: number;
  }
}

/**
 * Each signed-in caller's API answer names the live stream's position when its read began
 * (EVENT_CURSOR_HEADER): the web app's stream, opened after the page's first data, resumes
 * from there (decision 051). Taken before anything else runs, so the answer reflects it.
 */
export function attachEventCursor(app: FastifyInstance, hub: EventHub): void {
  app.decorateRequest('eventCursor', 0);
  app.addHook('onRequest', (request, _reply, done) => {
    request.eventCursor = hub.position;
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    // Only API requests get a caller (registerAuthHooks), so pages and assets carry nothing.
    if (request.caller) reply.header(EVENT_CURSOR_HEADER, String(request.eventCursor));
    done(null, payload);
  });
}

/** Fans events out to the open streams of this process. */
export class EventHub {
  private readonly streams = new Set<Stream>();
  /** The highest event id delivered (or present when the hub started). */
  private cursor = 0;
  /** Ids below the cursor not seen yet, with when they were first missed. */
  private readonly gaps = new Map<number, number>();
  private readonly rounds = new OneRoundAtATime(
    () => this.drain(),
    (error) => this.log.warn({ err: error }, 'event delivery round failed'),
  );
  private unlisten: (() => Promise<void>) | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly gapWatchMs = GAP_WATCH_MS,
  ) {}

  async start(): Promise<void> {
    const result = (await this.database.db.execute(
      sql`select coalesce(max(id), 0)::bigint as id from events`,
    )) as unknown as {
      rows: Array<{ id: string | number }>;
    };
    this.cursor = Number(result.rows[0]?.id ?? 0);
    this.unlisten = await this.database.listen(EVENTS_CHANNEL, () => this.pump());
    // A safety net: if a notification is ever lost, the next tick still delivers.
    this.timer = setInterval(() => this.pump(), 5000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.endStreams();
    await this.rounds.settled();
    await this.unlisten?.();
  }

  /** Ends every open stream of this process (shutdown: its clients resume on another). */
  endStreams(): void {
    for (const stream of this.streams) stream.close();
    this.streams.clear();
  }

  /**
   * The highest event id this hub has delivered. Every event up to it had committed, so a read
   * that starts now sees its change; a stream that resumes after it misses nothing newer.
   */
  get position(): number {
    return this.cursor;
  }

  /** Streams open on this process (the metrics read it). */
  get streamCount(): number {
    return this.streams.size;
  }

  add(stream: Stream): () => void {
    this.streams.add(stream);
    return () => this.streams.delete(stream);
  }

  /** Ends the streams of a session (logout). */
  closeSession(sessionId: number): void {
    for (const stream of this.streams) {
      if (stream.sessionId === sessionId) {
        stream.close();
        this.streams.delete(stream);
      }
    }
  }

  /** Events after `afterId` for a reconnecting stream (Last-Event-ID), at most EVENT_REPLAY_HOURS old. */
  async replay(stream: Stream, afterId: number): Promise<void> {
    const rows = (
      (await this.database.db.execute(sql`select id, account_id, user_id, audience, type, payload from events
        where id > ${afterId} and id <= ${this.cursor} and created_at > now() - make_interval(hours => ${EVENT_REPLAY_HOURS})
          and (account_id = ${stream.accountId} or audience = 'carriers')
        order by id limit 500`)) as unknown as { rows: EventRow[] }
    ).rows;
    for (const row of rows) {
      if (matches(row, stream))
        stream.send({ id: Number(row.id), type: row.type, payload: row.payload });
    }
  }

  pump(): void {
    this.rounds.nudge();
  }

  private async drain(): Promise<void> {
    // PRODUCT.md 14: gap-safe. First the ids missed earlier that have committed since...
    const now = Date.now();
    for (const [id, since] of this.gaps) if (now - since > this.gapWatchMs) this.gaps.delete(id);
    if (this.gaps.size > 0) {
      const late = await this.database.db
        .select()
        .from(events)
        .where(inArray(events.id, [...this.gaps.keys()].slice(0, 1000)))
        .orderBy(events.id);
      for (const row of late) {
        this.gaps.delete(row.id);
        this.deliver(row);
      }
    }
    // ...then everything new, noting the ids skipped on the way.
    for (;;) {
      const rows = await this.database.db
        .select()
        .from(events)
        .where(and(gt(events.id, this.cursor)))
        .orderBy(events.id)
        .limit(500);
      if (rows.length === 0) return;
      for (const row of rows) {
        for (let missing = this.cursor + 1; missing < row.id; missing++) {
          if (this.gaps.size >= 10_000) break; // a huge jump (a sequence reset) is not a gap
          this.gaps.set(missing, Date.now());
        }
        this.cursor = Math.max(this.cursor, row.id);
        this.deliver(row);
      }
    }
  }

  private deliver(row: typeof events.$inferSelect): void {
    const eventRow: EventRow = {
      id: row.id,
      account_id: row.accountId,
      user_id: row.userId,
      audience: row.audience,
      type: row.type,
      payload: row.payload,
    };
    for (const stream of this.streams) {
      if (matches(eventRow, stream))
        stream.send({ id: row.id, type: row.type, payload: row.payload });
    }
  }
}

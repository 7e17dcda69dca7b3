import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { patterns } from '@spotlane/shared/domain/paths';
import {
  CONTACT_HONEYPOT,
  CONTACT_MIN_FILL_SECONDS,
  CONTACT_THANKS,
  type contactRequest,
  type MyConversation,
  type SupportConversation,
  type SupportConversationDetail,
  type SupportConversationList,
  type SupportEventType,
  type SupportMessage,
  type SupportStatus,
  type supportConversationQuery,
} from '@spotlane/shared/schemas/support';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type AppContext, linkTo } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accounts, supportConversations, supportMessages, users } from '../../db/schema.ts';
import {
  supportAwayMail,
  supportContactMail,
  supportVisitorReplyMail,
} from '../../mail-templates/support.tsx';
import type { Caller } from '../../platform/auth.ts';
import { forbidden, notFound, validation } from '../../platform/errors.ts';
import { publishEvent } from '../../platform/events.ts';
import { defineJob } from '../../platform/jobs.ts';
import { enqueueMail } from '../../platform/mail.ts';
import { likePattern, pageWindow } from '../../platform/pagination.ts';
import { hitRateLimits } from '../../platform/rate-limit.ts';
import { setSupportAgent } from '../users/index.ts';

type ConversationRow = typeof supportConversations.$inferSelect;

/**
 * Agents only. A signed-in user without the platform flag gets 403 Forbidden (decision 037):
 * the inbox is a function they lack, like a missing permission; it is not another account's
 * record whose existence must stay hidden (that is what 404 is for in PRODUCT.md 6).
 */
export async function requireAgent(ctx: AppContext, caller: Caller): Promise<Caller> {
  if (!(await isAgent(ctx, caller)))
    throw forbidden('This is available to Spotlane support agents only');
  return caller;
}

/**
 * Whether the caller is a support agent: the platform flag, or an e-mail of
 * SUPPORT_AGENT_EMAILS, which sets the flag the first time (so live events reach them too).
 */
export async function isAgent(ctx: AppContext, caller: Caller): Promise<boolean> {
  if (caller.user.supportAgent) return true;
  if (!ctx.config.SUPPORT_AGENT_EMAILS.includes(caller.user.email.toLowerCase())) return false;
  await setSupportAgent(ctx.db, { id: caller.user.id }, true);
  return true;
}

// ---------------------------------------------------------------------------------------
// Reading

const authors = alias(users, 'support_author');

async function messagesOf(db: DbOrTx, conversationId: number): Promise<SupportMessage[]> {
  const rows = await db
    .select({
      message: supportMessages,
      first: authors.firstName,
      last: authors.lastName,
      visitor: supportConversations.visitorName,
    })
    .from(supportMessages)
    .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
    .leftJoin(authors, eq(authors.id, supportMessages.authorUserId))
    .where(eq(supportMessages.conversationId, conversationId))
    .orderBy(asc(supportMessages.id));
  return rows.map((row) =>
    toMessage(row.message, row.first ? `${row.first} ${row.last}` : (row.visitor ?? 'Visitor')),
  );
}

function toMessage(row: typeof supportMessages.$inferSelect, authorName: string): SupportMessage {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    body: row.body,
    from_agent: row.fromAgent,
    author_name: authorName,
    created_at: row.createdAt.toISOString(),
  };
}

async function conversationOfUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.userId, userId));
  return row ?? null;
}

export async function getMyConversation(ctx: AppContext, caller: Caller): Promise<MyConversation> {
  const { db } = ctx;
  const conversation = await conversationOfUser(db, caller.user.id);
  return {
    id: conversation?.id ?? null,
    status: (conversation?.status ?? 'open') as SupportStatus,
    unread: conversation?.userUnread ?? 0,
    messages: conversation ? await messagesOf(db, conversation.id) : [],
    agent: await isAgent(ctx, caller),
  };
}

const owners = alias(users, 'support_owner');
const agents = alias(users, 'support_agent_user');

const lastMessage = sql<string>`coalesce((select m.body from support_messages m
  where m.conversation_id = ${supportConversations.id} order by m.id desc limit 1), '')`;

function summarySelect(db: DbOrTx) {
  return db
    .select({
      conversation: supportConversations,
      ownerFirst: owners.firstName,
      ownerLast: owners.lastName,
      ownerEmail: owners.email,
      company: accounts.companyName,
      agentId: agents.id,
      agentFirst: agents.firstName,
      agentLast: agents.lastName,
      lastMessage,
    })
    .from(supportConversations)
    .leftJoin(owners, eq(owners.id, supportConversations.userId))
    .leftJoin(accounts, eq(accounts.id, owners.accountId))
    .leftJoin(agents, eq(agents.id, supportConversations.assignedUserId));
}

interface SummaryRow {
  conversation: ConversationRow;
  ownerFirst: string | null;
  ownerLast: string | null;
  ownerEmail: string | null;
  company: string | null;
  agentId: number | null;
  agentFirst: string | null;
  agentLast: string | null;
  lastMessage: string;
}

function toSummary(row: SummaryRow): SupportConversation {
  const c = row.conversation;
  return {
    id: c.id,
    status: c.status as SupportStatus,
    name: row.ownerFirst ? `${row.ownerFirst} ${row.ownerLast}` : (c.visitorName ?? ''),
    email: row.ownerEmail ?? c.visitorEmail ?? '',
    company_name: row.company ?? null,
    visitor: c.userId === null,
    assigned_to: row.agentId
      ? { id: row.agentId, first_name: row.agentFirst ?? '', last_name: row.agentLast ?? '' }
      : null,
    last_message: row.lastMessage,
    last_message_at: c.lastMessageAt.toISOString(),
    unread: c.agentUnread,
    created_at: c.createdAt.toISOString(),
  };
}

function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return sql`(${supportConversations.visitorName} ilike ${pattern}
    or ${supportConversations.visitorEmail} ilike ${pattern}
    or (${owners.firstName} || ' ' || ${owners.lastName}) ilike ${pattern}
    or ${owners.email} ilike ${pattern}
    or ${accounts.companyName} ilike ${pattern}
    or exists (select 1 from support_messages m
      where m.conversation_id = ${supportConversations.id} and m.body ilike ${pattern}))`;
}

export async function listConversations(
  db: Db,
  query: z.output<typeof supportConversationQuery>,
): Promise<SupportConversationList> {
  const search = searchFilter(query.search);
  const byStatus =
    query.status === 'all' ? undefined : eq(supportConversations.status, query.status);
  const { offset, limit } = pageWindow(query);
  const rows = await summarySelect(db)
    .where(and(byStatus, search))
    .orderBy(desc(supportConversations.lastMessageAt), desc(supportConversations.id))
    .limit(limit)
    .offset(offset);
  const tallies = await db
    .select({ status: supportConversations.status, n: sql<number>`count(*)::int` })
    .from(supportConversations)
    .leftJoin(owners, eq(owners.id, supportConversations.userId))
    .leftJoin(accounts, eq(accounts.id, owners.accountId))
    .where(search)
    .groupBy(supportConversations.status);
  const counts = { open: 0, waiting: 0, closed: 0 };
  for (const tally of tallies) counts[tally.status as SupportStatus] = Number(tally.n);
  const count =
    query.status === 'all' ? counts.open + counts.waiting + counts.closed : counts[query.status];
  return { results: rows.map(toSummary), count, counts };
}

async function summaryOf(db: DbOrTx, id: number): Promise<SupportConversation> {
  const [row] = await summarySelect(db).where(eq(supportConversations.id, id));
  if (!row) throw notFound('Conversation not found');
  return toSummary(row);
}

async function detailOf(db: DbOrTx, id: number): Promise<SupportConversationDetail> {
  return { ...(await summaryOf(db, id)), messages: await messagesOf(db, id) };
}

/** An agent opens a conversation: its messages count as read by the team. */
export async function openConversation(db: Db, id: number): Promise<SupportConversationDetail> {
  await db
    .update(supportConversations)
    .set({ agentUnread: 0 })
    .where(eq(supportConversations.id, id));
  return detailOf(db, id);
}

// ---------------------------------------------------------------------------------------
// Live events: to the conversation's user and to every agent, one per-user event each

async function tellEveryone(
  ctx: AppContext,
  tx: DbOrTx,
  conversation: ConversationRow,
  type: SupportEventType,
  payload: Record<string, unknown>,
) {
  if (ctx.silent) return;
  const audience = new Map<number, number>();
  const agentRows = await tx
    .select({ id: users.id, accountId: users.accountId })
    .from(users)
    .where(and(eq(users.supportAgent, true), eq(users.status, 'active')));
  for (const agent of agentRows) audience.set(agent.id, agent.accountId);
  if (conversation.userId) {
    const [owner] = await tx
      .select({ accountId: users.accountId })
      .from(users)
      .where(eq(users.id, conversation.userId));
    if (owner) audience.set(conversation.userId, owner.accountId);
  }
  for (const [userId, accountId] of audience)
    await publishEvent(tx, { accountId, userId, type, payload });
}

const statusPayload = (conversation: ConversationRow) => ({
  conversation_id: conversation.id,
  status: conversation.status,
});

// ---------------------------------------------------------------------------------------
// Writing

async function lockConversation(tx: DbOrTx, id: number): Promise<ConversationRow> {
  const [row] = await tx
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.id, id))
    .for('update');
  if (!row) throw notFound('Conversation not found');
  return row;
}

/** POST /api/support/messages: the user writes to support (the conversation opens or reopens). */
export async function postMyMessage(
  ctx: AppContext,
  caller: Caller,
  body: string,
): Promise<MyConversation> {
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(supportConversations)
      .values({ userId: caller.user.id })
      .onConflictDoNothing({ target: supportConversations.userId });
    const existing = await conversationOfUser(tx, caller.user.id);
    if (!existing) throw new Error('the support conversation was not created');
    await lockConversation(tx, existing.id);
    await appendMessage(ctx, tx, caller, existing.id, body, false, (at) => ({
      status: 'open',
      agentUnread: sql`${supportConversations.agentUnread} + 1`,
      // Writing in the chat means its earlier answers were seen.
      userUnread: 0,
      userReadAt: at,
    }));
  });
  return getMyConversation(ctx, caller);
}

/**
 * Stores a message, moves its conversation on (`changes`, given the message's time) and tells
 * the user and every agent, carrying the message.
 */
async function appendMessage(
  ctx: AppContext,
  tx: DbOrTx,
  caller: Caller,
  conversationId: number,
  body: string,
  fromAgent: boolean,
  changes: (at: Date) => PgUpdateSetSource<typeof supportConversations>,
) {
  const [saved] = await tx
    .insert(supportMessages)
    .values({ conversationId, authorUserId: caller.user.id, fromAgent, body })
    .returning();
  if (!saved) throw new Error('the support message was not saved');
  const [conversation] = await tx
    .update(supportConversations)
    .set({ lastMessageAt: saved.createdAt, ...changes(saved.createdAt) })
    .where(eq(supportConversations.id, conversationId))
    .returning();
  if (!conversation) throw new Error('the support conversation went away');
  const message = toMessage(saved, `${caller.user.firstName} ${caller.user.lastName}`);
  await tellEveryone(ctx, tx, conversation, 'support_message', {
    ...statusPayload(conversation),
    message,
  });
  return { saved, conversation };
}

/** POST /api/support/conversation/read: the user opened the chat. */
export async function markMyConversationRead(
  ctx: AppContext,
  caller: Caller,
): Promise<MyConversation> {
  await ctx.db
    .update(supportConversations)
    .set({ userUnread: 0, userReadAt: sql`now()` })
    .where(eq(supportConversations.userId, caller.user.id));
  return getMyConversation(ctx, caller);
}

/** Runs SUPPORT_AWAY_MAIL_SECONDS after an agent's reply (decision 037). */
export const awayMailJob = defineJob<{ conversationId: number; messageId: number }>(
  'support.away-mail',
);

/** POST /api/support/conversations/{id}/messages: an agent answers. */
export async function agentReply(
  ctx: AppContext,
  caller: Caller,
  id: number,
  body: string,
): Promise<SupportConversationDetail> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockConversation(tx, id);
    const { saved, conversation } = await appendMessage(ctx, tx, caller, id, body, true, () => ({
      status: 'waiting',
      userUnread: sql`${supportConversations.userUnread} + 1`,
      agentUnread: 0,
      // Answering an unassigned conversation takes it.
      assignedUserId: before.assignedUserId ?? caller.user.id,
    }));
    if (ctx.silent) return;
    if (conversation.userId === null) {
      // A visitor has no chat to come back to: the answer goes to them by mail at once.
      const mail = await supportVisitorReplyMail({
        name: conversation.visitorName ?? '',
        author: `${caller.user.firstName} ${caller.user.lastName}`,
        body,
      });
      await enqueueMail(tx, { to: conversation.visitorEmail ?? '', ...mail });
      return;
    }
    await awayMailJob.enqueue(
      tx,
      { conversationId: id, messageId: saved.id },
      {
        runAt: new Date(saved.createdAt.getTime() + ctx.config.SUPPORT_AWAY_MAIL_SECONDS * 1000),
        key: `support-away:${saved.id}`,
      },
    );
  });
  ctx.mailWritten();
  return detailOf(ctx.db, id);
}

export function assignToMe(
  ctx: AppContext,
  caller: Caller,
  id: number,
): Promise<SupportConversationDetail> {
  return changeConversation(ctx, id, { assignedUserId: caller.user.id });
}

export function closeConversation(ctx: AppContext, id: number): Promise<SupportConversationDetail> {
  return changeConversation(ctx, id, { status: 'closed', agentUnread: 0 });
}

/** An agent's change to a conversation, under its row lock, told to its user and every agent. */
async function changeConversation(
  ctx: AppContext,
  id: number,
  change: Partial<typeof supportConversations.$inferInsert>,
): Promise<SupportConversationDetail> {
  await ctx.db.transaction(async (tx) => {
    await lockConversation(tx, id);
    const [conversation] = await tx
      .update(supportConversations)
      .set(change)
      .where(eq(supportConversations.id, id))
      .returning();
    if (conversation)
      await tellEveryone(
        ctx,
        tx,
        conversation,
        'support_conversation',
        statusPayload(conversation),
      );
  });
  return detailOf(ctx.db, id);
}

/**
 * The away mail (PRODUCT.md 13, decision 037): SUPPORT_AWAY_MAIL_SECONDS after an agent's
 * reply, the user gets a mail if they have not read the chat since; at most one mail until
 * they read it again.
 */
export async function sendAwayMail(ctx: AppContext, conversationId: number, messageId: number) {
  let wrote = false;
  await ctx.db.transaction(async (tx) => {
    const [conversation] = await tx
      .select()
      .from(supportConversations)
      .where(eq(supportConversations.id, conversationId))
      .for('update');
    if (!conversation?.userId || conversation.userUnread === 0) return;
    const [message] = await tx
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.id, messageId));
    if (!message) return;
    const readAt = conversation.userReadAt?.getTime() ?? 0;
    if (readAt >= message.createdAt.getTime()) return;
    if (conversation.awayMailedAt && conversation.awayMailedAt.getTime() > readAt) return;
    const [user] = await tx.select().from(users).where(eq(users.id, conversation.userId));
    if (user?.status !== 'active') return;
    const unread = await tx
      .select({ body: supportMessages.body })
      .from(supportMessages)
      .where(
        and(
          eq(supportMessages.conversationId, conversationId),
          eq(supportMessages.fromAgent, true),
          sql`${supportMessages.createdAt} > ${new Date(readAt).toISOString()}`,
        ),
      )
      .orderBy(asc(supportMessages.id));
    const mail = await supportAwayMail({
      firstName: user.firstName,
      messages: unread.map((row) => row.body),
      link: linkTo(ctx, patterns.support),
    });
    await enqueueMail(tx, { to: user.email, ...mail });
    await tx
      .update(supportConversations)
      .set({ awayMailedAt: sql`now()` })
      .where(eq(supportConversations.id, conversationId));
    wrote = true;
  });
  if (wrote) ctx.mailWritten();
}

// ---------------------------------------------------------------------------------------
// The visitors' contact form

/** The form key; without SESSION_SECRET one per process (a token then works on that process). */
const processKey = randomBytes(32).toString('hex');
const sign = (ctx: AppContext, text: string) =>
  createHmac('sha256', ctx.config.SESSION_SECRET ?? processKey)
    .update(`support-contact:${text}`)
    .digest('hex');

/** A signed token that says when the form was shown: the fill time is checked against it. */
export function contactFormToken(ctx: AppContext, now = Date.now()): { token: string } {
  return { token: `${now}.${sign(ctx, String(now))}` };
}

/** How old a shown form may be (a day): an older one asks for a reload. */
const FORM_TOKEN_MAX_AGE_MS = 24 * 3600 * 1000;

/** Milliseconds since the form was shown, or null for a missing, forged or stale token. */
function formAge(ctx: AppContext, token: string): number | null {
  const [issued, signature] = token.split('.');
  if (!issued || !signature || !/^\d{1,15}$/.test(issued)) return null;
  const expected = Buffer.from(sign(ctx, issued));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const age = Date.now() - Number(issued);
  return age < 0 || age > FORM_TOKEN_MAX_AGE_MS ? null : age;
}

export const CONTACT_PER_IP_PER_HOUR = 5;
export const CONTACT_PER_EMAIL_PER_HOUR = 3;

/**
 * POST /api/support/contact: a visitor's message opens a conversation in the inbox and gets a
 * confirmation mail. Rate limited per address and per e-mail. A filled honeypot or a form
 * sent faster than people type is answered the same 202 and dropped (a robot learns nothing).
 */
export async function submitContact(
  ctx: AppContext,
  ip: string,
  input: z.output<typeof contactRequest>,
): Promise<{ detail: string }> {
  const { db, config } = ctx;
  await hitRateLimits(db, [
    {
      key: `support-contact:ip:${ip}`,
      max: CONTACT_PER_IP_PER_HOUR * config.RATE_LIMIT_IP_FACTOR,
      windowSeconds: 3600,
    },
    {
      key: `support-contact:email:${input.email.toLowerCase()}`,
      max: CONTACT_PER_EMAIL_PER_HOUR,
      windowSeconds: 3600,
    },
  ]);
  const age = formAge(ctx, input.form_token);
  if (age === null) throw validation('form_token', 'Reload the page and try again');
  const honeypot = input[CONTACT_HONEYPOT];
  if ((honeypot ?? '').trim() !== '' || age < CONTACT_MIN_FILL_SECONDS * 1000)
    return { detail: CONTACT_THANKS };
  await db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(supportConversations)
      .values({ visitorName: input.name, visitorEmail: input.email, agentUnread: 1 })
      .returning();
    if (!conversation) throw new Error('the conversation was not created');
    const [saved] = await tx
      .insert(supportMessages)
      .values({ conversationId: conversation.id, body: input.message })
      .returning();
    if (!saved) throw new Error('the support message was not saved');
    await tx
      .update(supportConversations)
      .set({ lastMessageAt: saved.createdAt })
      .where(eq(supportConversations.id, conversation.id));
    await tellEveryone(ctx, tx, conversation, 'support_message', {
      ...statusPayload(conversation),
      message: toMessage(saved, input.name),
    });
    const mail = await supportContactMail({ name: input.name, body: input.message });
    await enqueueMail(tx, { to: input.email, ...mail });
  });
  ctx.mailWritten();
  return { detail: CONTACT_THANKS };
}

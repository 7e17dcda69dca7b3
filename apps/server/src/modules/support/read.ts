import type {
  MyConversation,
  SupportConversation,
  SupportConversationDetail,
  SupportConversationList,
  SupportMessage,
  SupportStatus,
  supportConversationQuery,
} from '@spotlane/shared/schemas/support';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accounts, supportConversations, supportMessages, users } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { likePattern, pageWindow } from '../../platform/pagination.ts';
import { isAgent } from './agent.ts';

type ConversationRow = typeof supportConversations.$inferSelect;

/** Support chat as each side reads it: a user's own conversation, the agents' inbox and detail. */

const authors = alias(users, 'support_author');

export async function messagesOf(db: DbOrTx, conversationId: number): Promise<SupportMessage[]> {
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

export function toMessage(
  row: typeof supportMessages.$inferSelect,
  authorName: string,
): SupportMessage {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    body: row.body,
    from_agent: row.fromAgent,
    author_name: authorName,
    created_at: row.createdAt.toISOString(),
  };
}

export async function conversationOfUser(db: DbOrTx, userId: number) {
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

export async function summaryOf(db: DbOrTx, id: number): Promise<SupportConversation> {
  const [row] = await summarySelect(db).where(eq(supportConversations.id, id));
  if (!row) throw notFound('Conversation not found');
  return toSummary(row);
}

export async function detailOf(db: DbOrTx, id: number): Promise<SupportConversationDetail> {
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

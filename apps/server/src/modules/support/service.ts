import { patterns } from '@spotlane/shared/domain/paths';
import type {
  MyConversation,
  SupportConversationDetail,
  SupportEventType,
} from '@spotlane/shared/schemas/support';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type AppContext, linkTo } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { supportConversations, supportMessages, users } from '../../db/schema.ts';
import { supportAwayMail, supportVisitorReplyMail } from '../../mail-templates/support.tsx';
import type { Caller } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { publishEvent } from '../../platform/events.ts';
import { defineJob } from '../../platform/jobs.ts';
import { enqueueMail } from '../../platform/mail.ts';
import { conversationOfUser, detailOf, getMyConversation, toMessage } from './read.ts';

export type ConversationRow = typeof supportConversations.$inferSelect;

// ---------------------------------------------------------------------------------------
// Live events: to the conversation's user and to every agent, one per-user event each

export async function tellEveryone(
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

export const statusPayload = (conversation: ConversationRow) => ({
  conversation_id: conversation.id,
  status: conversation.status,
});

// ---------------------------------------------------------------------------------------
// Writing

export async function lockConversation(tx: DbOrTx, id: number): Promise<ConversationRow> {
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
export async function appendMessage(
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

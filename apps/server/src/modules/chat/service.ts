import {
  CHAT_BLOCKED_NOTICE,
  type ChatComment,
  type ChatResponse,
} from '@spotlane/shared/schemas/notifications';
import { and, asc, eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accounts, bidComments, bids, loadComments, loads, users } from '../../db/schema.ts';
import { closedChatMail } from '../../mail-templates/notice.tsx';
import type { Caller } from '../../platform/auth.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { publishEvent } from '../../platform/events.ts';
import { enqueueMails } from '../../platform/mail.ts';
import { closedChatSubject, notify } from '../notifications/index.ts';

/** The bid with its load, if the caller is one of its two parties (else 404). */
async function bidForParty(tx: DbOrTx, caller: Caller, bidId: number) {
  const [row] = await tx
    .select({ bid: bids, load: loads })
    .from(bids)
    .innerJoin(loads, eq(loads.id, bids.loadId))
    .where(
      and(
        eq(bids.id, bidId),
        or(eq(bids.carrierAccountId, caller.account.id), eq(loads.accountId, caller.account.id)),
      ),
    );
  if (!row) throw notFound('Bid not found');
  return row;
}

async function commentsOf(
  db: DbOrTx,
  table: typeof bidComments | typeof loadComments,
  where: ReturnType<typeof eq>,
) {
  const rows = await db
    .select({
      id: table.id,
      comment: table.comment,
      at: table.createdAt,
      userId: users.id,
      first: users.firstName,
      last: users.lastName,
    })
    .from(table)
    .leftJoin(users, eq(users.id, table.authorUserId))
    .where(where)
    .orderBy(asc(table.id));
  return rows.map((row) => ({
    id: row.id,
    comment: row.comment,
    created_by: { id: row.userId, first_name: row.first ?? '', last_name: row.last ?? '' },
    created_at: row.at.toISOString(),
  }));
}

/** SPEC 3.7: assigned is true once this bid won the load; then new messages are blocked. */
export async function getChat(db: Db, caller: Caller, bidId: number): Promise<ChatResponse> {
  const { bid, load } = await bidForParty(db, caller, bidId);
  const counterpartyAccount =
    caller.account.type === 'carrier' ? load.accountId : bid.carrierAccountId;
  const [counterparty] = await db
    .select({ name: accounts.companyName })
    .from(accounts)
    .where(eq(accounts.id, counterpartyAccount));
  return {
    id: bid.id,
    company_to: counterparty?.name ?? '',
    assigned: bid.isAccepted && load.assignedAccountId === bid.carrierAccountId,
    is_rejected: bid.isRejected,
    bid_comments: await commentsOf(db, bidComments, eq(bidComments.bidId, bid.id)),
  };
}

export async function postChat(ctx: AppContext, caller: Caller, bidId: number, comment: string) {
  const { db } = ctx;
  await db.transaction(async (tx) => {
    const { bid, load } = await bidForParty(tx, caller, bidId);
    // Lock the bid so a message and an acceptance cannot cross each other.
    await tx.select({ id: bids.id }).from(bids).where(eq(bids.id, bid.id)).for('update');
    if (bid.isAccepted && load.assignedAccountId === bid.carrierAccountId) {
      throw AppError.of(409, 'InvalidTransition', CHAT_BLOCKED_NOTICE);
    }
    const fromCarrier = caller.account.type === 'carrier';
    if (bid.isRejected && fromCarrier) {
      throw forbidden('This bid was not chosen, so the chat is closed for replies');
    }
    const [saved] = await tx
      .insert(bidComments)
      .values({ bidId: bid.id, authorUserId: caller.user.id, comment })
      .returning({ id: bidComments.id, at: bidComments.createdAt });
    if (!saved) throw new Error('the chat message was not saved');
    const author = `${caller.user.firstName} ${caller.user.lastName}`;
    const otherAccount = fromCarrier ? load.accountId : bid.carrierAccountId;
    // The message rides on the event so both parties' open chats append it without a refetch.
    const message: ChatComment = {
      id: saved.id,
      comment,
      created_by: {
        id: caller.user.id,
        first_name: caller.user.firstName,
        last_name: caller.user.lastName,
      },
      created_at: saved.at.toISOString(),
    };
    const payload = { bid_id: bid.id, load_id: load.id, message };
    await publishEvent(tx, { accountId: otherAccount, type: 'chat_message', payload });
    await publishEvent(tx, { accountId: caller.account.id, type: 'chat_message', payload });
    if (bid.isRejected && !fromCarrier) {
      // The carrier was not chosen and cannot answer here: the message goes to them by mail.
      const carrierUsers = await tx
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.accountId, bid.carrierAccountId), eq(users.status, 'active')));
      const mail = await closedChatMail({
        subject: closedChatSubject(load, bid.carrierAccountId, caller.account.companyName),
        author: `${author} of ${caller.account.companyName}`,
        body: comment,
      });
      await enqueueMails(
        tx,
        carrierUsers.map((user) => ({ to: user.email, ...mail })),
      );
      return;
    }
    await notify(ctx, tx, { accountId: otherAccount }, 'bidMessage', load, {
      company: caller.account.companyName,
      author,
      comment,
    });
  });
  return getChat(db, caller, bidId);
}

/** Load Notes/Comments: only the shipper and the assigned carrier. */
async function loadForParty(tx: DbOrTx, caller: Caller, loadId: number) {
  const [load] = await tx
    .select()
    .from(loads)
    .where(
      and(
        eq(loads.id, loadId),
        or(eq(loads.accountId, caller.account.id), eq(loads.assignedAccountId, caller.account.id)),
      ),
    );
  if (!load) throw notFound('Shipment not found');
  return load;
}

export async function listLoadComments(db: Db, caller: Caller, loadId: number) {
  await loadForParty(db, caller, loadId);
  const results = await commentsOf(db, loadComments, eq(loadComments.loadId, loadId));
  return { results, count: results.length };
}

export async function postLoadComment(
  ctx: AppContext,
  caller: Caller,
  loadId: number,
  comment: string,
) {
  const { db } = ctx;
  await db.transaction(async (tx) => {
    const load = await loadForParty(tx, caller, loadId);
    if (!load.assignedAccountId) {
      throw AppError.of(
        409,
        'InvalidTransition',
        'Notes/Comments open once the load is assigned to a carrier',
      );
    }
    await tx.insert(loadComments).values({ loadId, authorUserId: caller.user.id, comment });
    const other = caller.account.id === load.accountId ? load.assignedAccountId : load.accountId;
    const payload = { load_id: loadId };
    await publishEvent(tx, { accountId: other, type: 'comment', payload });
    await publishEvent(tx, { accountId: caller.account.id, type: 'comment', payload });
    await notify(ctx, tx, { accountId: other }, 'loadNote', load, {
      author: `${caller.user.firstName} ${caller.user.lastName}`,
      comment,
    });
  });
  return listLoadComments(db, caller, loadId);
}

import {
  eventsFor,
  type NotificationEvent,
  notificationEvents,
} from '@spotlane/shared/schemas/notifications';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notificationSettings, notifications, users } from '../../db/schema.ts';
import { noticeMail } from '../../mail-templates/notice.tsx';
import type { Caller } from '../../platform/auth.ts';
import { publishUserEvents } from '../../platform/events.ts';
import { enqueueMails } from '../../platform/mail.ts';
import {
  type LoadFacts,
  type Notice,
  type NoticeKind,
  type NoticeParams,
  noticeFor,
} from './catalogue.ts';

export type { LoadFacts, Notice, NoticeKind, NoticeParams } from './catalogue.ts';
export { closedChatSubject, noticeFor } from './catalogue.ts';

/**
 * Tells an account (or one of its users) about something that happened to a load, in the
 * caller's transaction, with the catalogue's notice as that account may see the load.
 */
export async function notify<K extends NoticeKind>(
  ctx: AppContext,
  tx: DbOrTx,
  target: { accountId: number; userId?: number | null },
  kind: K,
  load: LoadFacts,
  params: NoticeParams<K>,
): Promise<void> {
  if (ctx.silent) return;
  await deliver(ctx, tx, [target], (accountId) => noticeFor(kind, load, accountId, params));
}

/**
 * `notify` for many accounts at once (a new load told to every carrier of its audience): the
 * same statements whatever their number, each account's notice as it may see the load.
 */
export async function notifyAccounts<K extends NoticeKind>(
  ctx: AppContext,
  tx: DbOrTx,
  accountIds: number[],
  kind: K,
  load: LoadFacts,
  params: NoticeParams<K>,
): Promise<void> {
  if (ctx.silent) return;
  await deliver(
    ctx,
    tx,
    accountIds.map((accountId) => ({ accountId })),
    (accountId) => noticeFor(kind, load, accountId, params),
  );
}

/**
 * Tells an account of something that is about no single load (a recurring shipment that
 * paused itself, PRODUCT.md 16), with a notice the caller writes, in its transaction.
 */
export async function notifyAccount(
  ctx: AppContext,
  tx: DbOrTx,
  target: { accountId: number; userId?: number | null },
  notice: Notice,
): Promise<void> {
  if (ctx.silent) return;
  await deliver(ctx, tx, [target], () => notice);
}

/**
 * Delivers a notice to every active user of each target account (or to the one user a target
 * names): an in-app notification (and a live event) and/or an e-mail through the outbox, as
 * each user's settings say (both on unless turned off). One statement per table for all the
 * targets, so telling sixty carriers costs what telling one does.
 */
async function deliver(
  ctx: AppContext,
  tx: DbOrTx,
  targets: Array<{ accountId: number; userId?: number | null }>,
  noticeOf: (accountId: number) => Notice,
): Promise<void> {
  const onlyUser = new Map(targets.map((target) => [target.accountId, target.userId ?? null]));
  if (onlyUser.size === 0) return;
  const recipients = (
    await tx
      .select({
        id: users.id,
        accountId: users.accountId,
        email: users.email,
        firstName: users.firstName,
      })
      .from(users)
      .where(and(inArray(users.accountId, [...onlyUser.keys()]), eq(users.status, 'active')))
  ).filter((user) => {
    const only = onlyUser.get(user.accountId);
    return only === null || only === user.id;
  });
  if (recipients.length === 0) return;
  const notices = new Map(
    [...onlyUser.keys()].map((accountId) => [accountId, noticeOf(accountId)]),
  );
  const noticeTo = (user: { accountId: number }) => notices.get(user.accountId) as Notice;
  const settings = await tx
    .select()
    .from(notificationSettings)
    .where(
      and(
        inArray(
          notificationSettings.userId,
          recipients.map((user) => user.id),
        ),
        inArray(notificationSettings.eventType, [
          ...new Set([...notices.values()].map((notice) => notice.event)),
        ]),
      ),
    );
  const settingByUser = new Map(
    settings.map((entry) => [`${entry.userId}:${entry.eventType}`, entry]),
  );
  const settingOf = (user: { id: number; accountId: number }) =>
    settingByUser.get(`${user.id}:${noticeTo(user).event}`);

  const inApp = recipients.filter((user) => settingOf(user)?.inApp ?? true);
  if (inApp.length > 0) {
    const rows = await tx
      .insert(notifications)
      .values(
        inApp.map((user) => {
          const notice = noticeTo(user);
          return {
            userId: user.id,
            type: notice.event,
            title: notice.title,
            body: notice.body,
            link: notice.link,
          };
        }),
      )
      .returning({ id: notifications.id, userId: notifications.userId });
    const idOf = new Map(rows.map((row) => [row.userId, row.id]));
    await publishUserEvents(
      tx,
      inApp.map((user) => {
        const notice = noticeTo(user);
        return {
          accountId: user.accountId,
          userId: user.id,
          type: 'notification' as const,
          payload: {
            id: idOf.get(user.id),
            event: notice.event,
            title: notice.title,
            link: notice.link,
          },
        };
      }),
    );
  }
  const byMail = recipients.filter((user) => settingOf(user)?.email ?? true);
  const mails = await Promise.all(
    byMail.map(async (user) => {
      const notice = noticeTo(user);
      const mail = await noticeMail({
        firstName: user.firstName,
        title: notice.title,
        body: notice.body,
        link: new URL(notice.link, ctx.appUrl).toString(),
      });
      return { to: user.email, ...mail };
    }),
  );
  await enqueueMails(tx, mails);
}

export async function getSettings(db: Db, caller: Caller) {
  const stored = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, caller.user.id));
  const relevant = eventsFor[caller.account.type as 'shipper' | 'carrier'] ?? [
    ...notificationEvents,
  ];
  return {
    results: relevant.map((event) => {
      const setting = stored.find((entry) => entry.eventType === event);
      return { event, in_app: setting?.inApp ?? true, email: setting?.email ?? true };
    }),
  };
}

export async function saveSettings(
  db: Db,
  caller: Caller,
  settings: Array<{ event: NotificationEvent; in_app: boolean; email: boolean }>,
) {
  await db.transaction(async (tx) => {
    for (const setting of settings) {
      await tx
        .insert(notificationSettings)
        .values({
          userId: caller.user.id,
          eventType: setting.event,
          inApp: setting.in_app,
          email: setting.email,
        })
        .onConflictDoUpdate({
          target: [notificationSettings.userId, notificationSettings.eventType],
          set: { inApp: setting.in_app, email: setting.email },
        });
    }
  });
  return getSettings(db, caller);
}

export async function listNotifications(db: Db, caller: Caller) {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, caller.user.id))
      .orderBy(desc(notifications.id))
      .limit(50),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, caller.user.id), isNull(notifications.readAt))),
  ]);
  return {
    results: rows.map((row) => ({
      id: row.id,
      type: row.type,
      title: row.title,
      body: row.body,
      link: row.link,
      read: row.readAt !== null,
      created_at: row.createdAt.toISOString(),
    })),
    count: rows.length,
    unread: unread?.n ?? 0,
  };
}

export async function markRead(db: Db, caller: Caller, ids?: number[]) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, caller.user.id),
        isNull(notifications.readAt),
        ids?.length ? inArray(notifications.id, ids) : undefined,
      ),
    );
  return listNotifications(db, caller);
}

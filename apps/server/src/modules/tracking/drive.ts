import { createHash, randomBytes } from 'node:crypto';
import { paths } from '@spotlane/shared/domain/paths';
import {
  DRIVER_LINK_HOURS_AFTER_DELIVERY,
  positionProblem,
  trackingWindowStart,
} from '@spotlane/shared/domain/tracking';
import type {
  DriveDocumentRequest,
  DriveEventRequest,
  DriverAnswer,
  DriverRequest,
  DriverView,
  PositionsRequest,
} from '@spotlane/shared/schemas/tracking';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  accounts,
  driverActions,
  driverLinks,
  drivers,
  loadDocuments,
  loads,
  users,
} from '../../db/schema.ts';
import { noticeMail } from '../../mail-templates/notice.tsx';
import type { Caller } from '../../platform/auth.ts';
import { AppError, forbidden, notFound, validation } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail.ts';
import { lockLoadRow, recordHistory } from '../loads/index.ts';
import { attachDocument, documentOfUpload, recordTrackedMilestone } from '../paperwork/index.ts';
import { completeUpload, createUpload } from '../uploads/index.ts';
import { applyStopEvent, ingestPositions, lockedState } from './ingest.ts';
import { MOVING_STATUSES, stopsOfLoad } from './stops.ts';

type LoadRow = typeof loads.$inferSelect;
type LinkRow = typeof driverLinks.$inferSelect;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** When the load was delivered (its last `delivered` status), or null. */
export async function deliveredAt(db: DbOrTx, load: LoadRow): Promise<Date | null> {
  if (load.status !== 'delivered') return null;
  const result = (await db.execute(
    sql`select max(created_at) as at from load_status_history where load_id = ${load.id} and status = 'delivered'`,
  )) as unknown as { rows: Array<{ at: string | Date | null }> };
  const at = result.rows[0]?.at;
  return at ? new Date(at) : load.updatedAt;
}

/**
 * Who may name a load's driver (PRODUCT.md 18): the carrier holding it, or the shipper
 * covering it with its own fleet (7). Anyone else: 404.
 */
export function driverSide(load: LoadRow, caller: Caller): 'carrier' | 'fleet' | null {
  if (load.assignedAccountId === caller.account.id) return 'carrier';
  if (load.accountId === caller.account.id && load.fleetDriverId !== null) return 'fleet';
  return null;
}

async function loadOfParty(db: DbOrTx, caller: Caller, loadId: number): Promise<LoadRow> {
  const [load] = await db.select().from(loads).where(eq(loads.id, loadId));
  if (
    !load ||
    (load.accountId !== caller.account.id && load.assignedAccountId !== caller.account.id)
  )
    throw notFound('Shipment not found');
  return load;
}

/** POST /api/loads/{id}/driver: names the driver and makes a new link (the earlier one stops). */
export async function nameDriver(
  ctx: AppContext,
  caller: Caller,
  loadId: number,
  input: DriverRequest,
): Promise<DriverAnswer> {
  const { answer, mailTo } = await ctx.db.transaction(async (tx) => {
    const load = await lockLoadRow(tx, loadId);
    if (load.accountId !== caller.account.id && load.assignedAccountId !== caller.account.id)
      throw notFound('Shipment not found');
    if (!driverSide(load, caller)) throw forbidden('The carrier holding the load names its driver');
    if (!MOVING_STATUSES.includes(load.status))
      throw AppError.of(
        409,
        'InvalidTransition',
        `A load that is ${load.status.replace(/_/g, ' ')} has no driver to name`,
      );
    let driver: { name: string; phone: string | null; driver_id: number | null };
    let email: string | null = null;
    if ('driver_id' in input) {
      const [row] = await tx
        .select()
        .from(drivers)
        .where(and(eq(drivers.id, input.driver_id), eq(drivers.accountId, caller.account.id)));
      if (!row) throw validation('driver_id', 'Choose one of your drivers');
      driver = { name: `${row.firstName} ${row.lastName}`, phone: row.phone, driver_id: row.id };
      email = row.email;
    } else {
      driver = { name: input.name, phone: input.phone ?? null, driver_id: null };
    }
    await tx
      .update(driverLinks)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(driverLinks.loadId, load.id), isNull(driverLinks.revokedAt)));
    // 128 random bits, base64url (22 characters); only its hash is kept.
    const token = randomBytes(16).toString('base64url');
    await tx.insert(driverLinks).values({
      loadId: load.id,
      tokenHash: hashToken(token),
      driverName: driver.name,
      driverPhone: driver.phone,
      fleetDriverId: driver.driver_id,
      accountId: caller.account.id,
      createdByUserId: caller.user.id,
    });
    await recordHistory(tx, load.id, 'driver_named', caller.user.id);
    const url = new URL(paths.drive(token), ctx.appUrl).toString();
    if (email && !ctx.silent) {
      const mail = await noticeMail({
        firstName: driver.name.split(' ')[0] ?? driver.name,
        title: `Your trip ${load.identifier ?? ''}: stops and check-ins`,
        body: `${caller.account.companyName} sends you the stops of load ${load.identifier ?? ''}. Open the link on your phone: no sign-in, no app. You choose when your location is shared.`,
        link: url,
      });
      await enqueueMail(tx, { to: email, ...mail });
    }
    return { answer: { driver, link: { url, expires_at: null } }, mailTo: email };
  });
  if (mailTo) ctx.mailWritten();
  return answer;
}

/**
 * The link of a token and its load: 404 when unknown or replaced by a newer link, 410 when the
 * load was cancelled or delivered more than 24 hours ago (PRODUCT.md 18).
 */
export async function linkOf(db: DbOrTx, token: string) {
  const [link] = await db
    .select()
    .from(driverLinks)
    .where(eq(driverLinks.tokenHash, hashToken(token)));
  if (!link || link.revokedAt) throw notFound('This driver link does not exist or was replaced');
  const [load] = await db.select().from(loads).where(eq(loads.id, link.loadId));
  if (!load) throw notFound('This driver link does not exist or was replaced');
  if (load.status.startsWith('cancelled'))
    throw AppError.of(410, 'LinkExpired', 'This load was cancelled: the link no longer works');
  const delivered = await deliveredAt(db, load);
  const expires = delivered
    ? new Date(delivered.getTime() + DRIVER_LINK_HOURS_AFTER_DELIVERY * 3600_000)
    : null;
  if (expires && expires.getTime() <= Date.now())
    throw AppError.of(
      410,
      'LinkExpired',
      'This trip is over: the link expired 24 hours after delivery',
    );
  return { link, load, delivered, expires };
}

/** The caller the driver acts as: the user who sent the link, in the account that sent it. */
async function actingCaller(db: DbOrTx, link: LinkRow): Promise<Caller> {
  const [row] = await db
    .select({ user: users, account: accounts })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(
      link.createdByUserId
        ? eq(users.id, link.createdByUserId)
        : and(eq(users.accountId, link.accountId), eq(users.status, 'active')),
    )
    .limit(1);
  if (!row) throw notFound('This driver link does not exist or was replaced');
  return { user: row.user, account: row.account, via: 'token', sessionId: 0, otpPassed: true };
}

/** GET /api/drive/{token}: the driver's view. */
export async function driverViewOf(ctx: AppContext, token: string): Promise<DriverView> {
  const { link, load, delivered } = await linkOf(ctx.db, token);
  const [stops, documents] = await Promise.all([
    stopsOfLoad(ctx.db, load),
    ctx.db
      .select({ id: loadDocuments.id, kind: loadDocuments.kind, file_name: loadDocuments.fileName })
      .from(loadDocuments)
      .where(and(eq(loadDocuments.loadId, load.id), eq(loadDocuments.accountId, link.accountId)))
      .orderBy(loadDocuments.id),
  ]);
  const first = stops[0];
  const from = first
    ? trackingWindowStart(first.date, first.location.timezone)
    : new Date(`${load.dateToLeave}T00:00:00Z`);
  return {
    load: { identifier: load.identifier, name: load.name, stops, status: load.status },
    driver: { name: link.driverName },
    sharing: link.sharing,
    accepts_positions_from: from.toISOString(),
    accepts_positions_until: delivered ? delivered.toISOString() : null,
    documents,
  };
}

/** PUT /api/drive/{token}/sharing: the driver starts or stops sharing the location. */
export async function setSharing(ctx: AppContext, token: string, sharing: boolean) {
  const { link } = await linkOf(ctx.db, token);
  await ctx.db
    .update(driverLinks)
    .set({ sharing, sharingChangedAt: sql`now()` })
    .where(eq(driverLinks.id, link.id));
  return driverViewOf(ctx, token);
}

const problemMessages = {
  coordinates: 'Latitude is between -90 and 90, longitude between -180 and 180',
  future: 'A position cannot be in the future',
  order: 'Positions go forward in time, after the last one sent',
} as const;

/** POST /api/drive/{token}/positions (PRODUCT.md 18). */
export async function postPositions(ctx: AppContext, token: string, input: PositionsRequest) {
  const { link, load, delivered } = await linkOf(ctx.db, token);
  if (delivered)
    throw AppError.of(410, 'LinkExpired', 'This load is delivered: positions are no longer taken');
  if (!link.sharing && link.sharingChangedAt)
    throw AppError.of(409, 'SharingOff', 'Location sharing is off on this link');
  return ctx.db.transaction(async (tx) => {
    const state = await lockedState(tx, load.id);
    const problem = positionProblem(
      input.positions,
      new Date(),
      state.lastDriverAt?.toISOString() ?? null,
    );
    if (problem)
      throw validation(`positions.${problem.index}.at`, problemMessages[problem.problem]);
    const stops = await stopsOfLoad(tx, load);
    const first = stops[0];
    const opens = first
      ? trackingWindowStart(first.date, first.location.timezone)
      : new Date(`${load.dateToLeave}T00:00:00Z`);
    const early = input.positions.findIndex((position) => new Date(position.at) < opens);
    if (early >= 0)
      throw AppError.of(
        409,
        'OutsideTrackingWindow',
        `Positions are taken from ${opens.toISOString()} (12 hours before the first stop's date)`,
        `positions.${early}.at`,
      );
    if (!link.sharing)
      await tx
        .update(driverLinks)
        .set({ sharing: true, sharingChangedAt: sql`now()` })
        .where(eq(driverLinks.id, link.id));
    const result = await ingestPositions(ctx, tx, load.id, input.positions, 'driver');
    return { accepted: input.positions.length, kept: result.kept, events: result.events };
  });
}

/**
 * An action under its idempotency key: the first call does it and keeps its answer; the same
 * key again (a queue sent twice) answers what the first did.
 */
async function once<T extends Record<string, unknown>>(
  tx: DbOrTx,
  linkId: number,
  key: string,
  kind: string,
  act: () => Promise<T>,
): Promise<T> {
  const [claimed] = await tx
    .insert(driverActions)
    .values({ linkId, idempotencyKey: key, kind, result: {} })
    .onConflictDoNothing()
    .returning({ id: driverActions.id });
  if (!claimed) {
    const [done] = await tx
      .select()
      .from(driverActions)
      .where(and(eq(driverActions.linkId, linkId), eq(driverActions.idempotencyKey, key)));
    if (done?.kind !== kind)
      throw AppError.of(409, 'IdempotencyKeyReused', 'This key was used for another action');
    return done.result as T;
  }
  const result = await act();
  await tx.update(driverActions).set({ result }).where(eq(driverActions.id, claimed.id));
  return result;
}

/** POST /api/drive/{token}/events: the driver's Arrived or Departed tap at a stop. */
export async function postDriveEvent(ctx: AppContext, token: string, input: DriveEventRequest) {
  const { link, load, delivered } = await linkOf(ctx.db, token);
  await ctx.db.transaction(async (tx) => {
    await once(tx, link.id, input.idempotency_key, 'event', async () => {
      if (delivered) return { recorded: false };
      const stops = await stopsOfLoad(tx, load);
      const stop = stops.find((entry) => entry.id === input.stop_id);
      if (!stop) throw validation('stop_id', 'Choose a stop of this load');
      const at = new Date().toISOString();
      if (input.event === 'departed' && !stop.arrived_at)
        await applyStopEvent(
          ctx,
          tx,
          load.id,
          stops,
          { stop_id: stop.id, event: 'arrived', at },
          'driver',
          true,
        );
      const recorded = await applyStopEvent(
        ctx,
        tx,
        load.id,
        stops,
        { stop_id: stop.id, event: input.event, at },
        'driver',
        true,
      );
      return { recorded };
    });
  });
  return driverViewOf(ctx, token);
}

/** POST /api/drive/{token}/uploads: a photo's upload, in the account that sent the link. */
export async function createDriveUpload(
  ctx: AppContext,
  token: string,
  input: { content_type: string; size: number },
) {
  const { link } = await linkOf(ctx.db, token);
  const caller = await actingCaller(ctx.db, link);
  return createUpload(ctx, caller, {
    purpose: 'document',
    content_type: input.content_type,
    size: input.size,
  } as Parameters<typeof createUpload>[2]);
}

export async function completeDriveUpload(ctx: AppContext, token: string, uploadId: number) {
  const { link } = await linkOf(ctx.db, token);
  return completeUpload(ctx, await actingCaller(ctx.db, link), uploadId);
}

/**
 * POST /api/drive/{token}/documents: a BOL or POD photo. The same photo sent twice (the same
 * upload, or the same idempotency key) is one document; a POD after the last delivery's
 * departure makes the load delivered (PRODUCT.md 18).
 */
export async function postDriveDocument(
  ctx: AppContext,
  token: string,
  input: DriveDocumentRequest,
) {
  const { link, load } = await linkOf(ctx.db, token);
  const caller = await actingCaller(ctx.db, link);
  const [done] = await ctx.db
    .select()
    .from(driverActions)
    .where(
      and(
        eq(driverActions.linkId, link.id),
        eq(driverActions.idempotencyKey, input.idempotency_key),
      ),
    );
  if (done?.kind === 'document' && typeof done.result.id === 'number')
    return done.result as { id: number; kind: string; file_name: string };
  let document = await documentOfUpload(ctx.db, input.upload_id);
  if (!document) {
    try {
      const attached = await attachDocument(ctx, caller, load.id, {
        upload_id: input.upload_id,
        kind: input.kind,
        file_name: null,
      });
      document = { id: attached.id, kind: attached.kind, fileName: attached.file_name };
    } catch (error) {
      // The same upload attached at the same moment by the other copy of a queued request.
      document = await documentOfUpload(ctx.db, input.upload_id);
      if (!document) throw error;
    }
  }
  const result = { id: document.id, kind: document.kind, file_name: document.fileName };
  await ctx.db.transaction(async (tx) => {
    await once(tx, link.id, input.idempotency_key, 'document', async () => result);
    if (input.kind === 'pod') {
      const stops = await stopsOfLoad(tx, load);
      const last = [...stops].reverse().find((stop) => stop.type === 'delivery');
      if (last?.departed_at) {
        await recordTrackedMilestone(ctx, tx, load.id, 'delivered', null);
      }
    }
  });
  return result;
}

export { loadOfParty };

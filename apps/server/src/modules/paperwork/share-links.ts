import { createHash, randomBytes } from 'node:crypto';
import { paths } from '@spotlane/shared/domain/paths';
import {
  type Milestone,
  milestonesInOrder,
  type PublicTracking,
  type ShareLink,
} from '@spotlane/shared/schemas/paperwork';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  loadShareLinks,
  loadStatusHistory,
  loads,
  loadTracking,
  loadTrackingEvents,
} from '../../db/schema.ts';
import { type Caller, effectivePermissions } from '../../platform/auth.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { hitRateLimits } from '../../platform/rate-limit.ts';
import { type LoadRow, recordHistory } from '../loads/index.ts';
import { loadForParty, type Party } from './party.ts';

/** PRODUCT.md 12, share links: a shipper's public tracking link and the page it opens. */

/** PRODUCT.md 12: a share link is valid until 7 days after delivery. */
export const SHARE_DAYS_AFTER_DELIVERY = 7;
/** Requests to the public tracking page per address and minute. */
export const TRACK_REQUESTS_PER_MINUTE = 60;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** When a delivered load's links stop working; null while it is not delivered. */
async function shareExpiry(db: DbOrTx, load: LoadRow): Promise<Date | null> {
  if (load.status !== 'delivered') return null;
  const [row] = await db
    .select({ at: sql<string>`max(${loadStatusHistory.createdAt})` })
    .from(loadStatusHistory)
    .where(and(eq(loadStatusHistory.loadId, load.id), eq(loadStatusHistory.status, 'delivered')));
  const delivered = row?.at ? new Date(row.at) : load.updatedAt;
  return new Date(delivered.getTime() + SHARE_DAYS_AFTER_DELIVERY * 24 * 3600 * 1000);
}

function requireShipper(load: LoadRow, party: Party, caller: Caller) {
  if (party !== 'shipper' || !effectivePermissions(caller.user).shipment_edit)
    throw forbidden('Only the shipper shares a tracking link');
  if (load.status.startsWith('cancelled'))
    throw AppError.of(409, 'LoadCancelled', 'This load was cancelled');
}

/** POST /api/loads/{id}/share: a new link (any earlier one stops working). */
export async function createShareLink(
  ctx: AppContext,
  caller: Caller,
  loadId: number,
): Promise<ShareLink> {
  return ctx.db.transaction(async (tx) => {
    const { load, party } = await loadForParty(tx, caller, loadId, true);
    requireShipper(load, party, caller);
    const expires = await shareExpiry(tx, load);
    if (expires && expires.getTime() <= Date.now())
      throw AppError.of(409, 'InvalidTransition', 'This load was delivered more than 7 days ago');
    // 128 random bits, base64url (22 characters).
    const token = randomBytes(16).toString('base64url');
    await tx
      .update(loadShareLinks)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(loadShareLinks.loadId, load.id), isNull(loadShareLinks.revokedAt)));
    await tx
      .insert(loadShareLinks)
      .values({ loadId: load.id, tokenHash: hashToken(token), createdByUserId: caller.user.id });
    await recordHistory(tx, load.id, 'share_link_created', caller.user.id);
    return {
      url: new URL(paths.track(token), ctx.appUrl).toString(),
      token,
      expires_at: expires?.toISOString() ?? null,
    };
  });
}

/** DELETE /api/loads/{id}/share: the link stops working; 404 when there is none. */
export async function revokeShareLink(
  ctx: AppContext,
  caller: Caller,
  loadId: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { load, party } = await loadForParty(tx, caller, loadId, true);
    if (party !== 'shipper' || !effectivePermissions(caller.user).shipment_edit)
      throw forbidden('Only the shipper shares a tracking link');
    const revoked = await tx
      .update(loadShareLinks)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(loadShareLinks.loadId, load.id), isNull(loadShareLinks.revokedAt)))
      .returning({ id: loadShareLinks.id });
    if (revoked.length === 0) throw notFound('There is no tracking link to revoke');
    await recordHistory(tx, load.id, 'share_link_revoked', caller.user.id);
  });
}

/**
 * GET /api/track/{token}: public, rate limited per address. Status, milestones, ETA and the
 * last city: never rates, contacts, names of people or companies, or addresses.
 */
export async function publicTracking(
  db: Db,
  token: string,
  address: string,
): Promise<PublicTracking> {
  await hitRateLimits(db, [
    { key: `track:${address}`, max: TRACK_REQUESTS_PER_MINUTE, windowSeconds: 60 },
  ]);
  const [link] = await db
    .select()
    .from(loadShareLinks)
    .where(and(eq(loadShareLinks.tokenHash, hashToken(token)), isNull(loadShareLinks.revokedAt)));
  if (!link) throw notFound('This tracking link does not exist or no longer works');
  const [load] = await db.select().from(loads).where(eq(loads.id, link.loadId));
  if (!load || load.status.startsWith('cancelled'))
    throw notFound('This tracking link does not exist or no longer works');
  const expires = await shareExpiry(db, load);
  if (expires && expires.getTime() <= Date.now())
    throw notFound('This tracking link does not exist or no longer works');
  const [events, [state], places] = await Promise.all([
    db
      .select()
      .from(loadTrackingEvents)
      .where(eq(loadTrackingEvents.loadId, load.id))
      .orderBy(loadTrackingEvents.id),
    db.select().from(loadTracking).where(eq(loadTracking.loadId, load.id)),
    placesOf(db, load),
  ]);
  const lastCall = [...events].reverse().find((event) => event.type === 'check_call');
  return {
    identifier: load.identifier,
    status: load.status,
    origin: places.origin,
    destination: places.destination,
    milestones: milestonesInOrder(
      events
        .filter((event) => event.type === 'milestone')
        .map((event) => ({
          milestone: event.milestone as Milestone,
          at: event.createdAt.toISOString(),
        })),
    ),
    eta: state?.eta?.toISOString() ?? null,
    last_location:
      lastCall?.city && lastCall.state
        ? { city: lastCall.city, state: lastCall.state, at: lastCall.createdAt.toISOString() }
        : null,
    expires_at: expires?.toISOString() ?? null,
  };
}

/** The cities of the first pickup and delivery (no street, no company, no contact). */
async function placesOf(db: DbOrTx, load: LoadRow) {
  const ids = [load.originLocationId, load.destinationLocationId].filter(
    (id): id is number => id !== null,
  );
  const rows = ids.length
    ? (
        (await db.execute(
          sql`select id, city, state from delivery_locations where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )) as unknown as { rows: Array<{ id: number; city: string; state: string }> }
      ).rows
    : [];
  const cityOf = (id: number | null, quote: { city: string; state: string } | null) => {
    const row = rows.find((entry) => entry.id === id);
    if (row) return { city: row.city, state: row.state };
    return quote ? { city: quote.city, state: quote.state } : null;
  };
  return {
    origin: cityOf(load.originLocationId, load.quoteOrigin),
    destination: cityOf(load.destinationLocationId, load.quoteDestination),
  };
}

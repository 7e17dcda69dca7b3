import type { BidUpdateData } from '@spotlane/shared/schemas/bids';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bids } from '../../db/schema.ts';
import { firstOrNotFound } from '../../platform/errors.ts';
import { refreshLoadFacts } from '../analytics/index.ts';
import type { BidRow } from './read.ts';

/**
 * A bid's terms and review marks, written for an edit (place.ts) and for the quotes module's
 * decisions (choose, confirm, decline a quote). Never the accepted mark: that is award.ts's.
 */

/**
 * The amount, dates and notes of a bid (an edit, or a quote confirmed with its dates);
 * `reopen` makes it unreviewed and not rejected again.
 */
export async function setTerms(
  tx: DbOrTx,
  id: number,
  data: BidUpdateData,
  options: { reopen?: boolean } = {},
): Promise<BidRow> {
  const rows = await tx
    .update(bids)
    .set({
      amountCents: data.amount,
      pickupDate: data.pickup_date,
      deliveryDate: data.delivery_date,
      notes: data.notes,
      ...(options.reopen
        ? {
            isRejected: false,
            reviewedAt: null,
            status: 'pending',
            validUntil: data.valid_until ? new Date(data.valid_until) : null,
          }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(bids.id, id))
    .returning();
  const bid = firstOrNotFound(rows, 'Bid not found');
  await refreshLoadFacts(tx, bid.loadId);
  return bid;
}

/** Marks a bid rejected, or every bid of a load but one (`except`). */
export async function markRejected(
  tx: DbOrTx,
  where: { id: number } | { loadId: number; except: number },
  reviewed = true,
): Promise<void> {
  await tx
    .update(bids)
    .set({
      isRejected: true,
      status: sql`case when ${bids.status} = 'withdrawn' then 'withdrawn' else 'rejected' end`,
      ...(reviewed ? { reviewedAt: sql`now()` } : {}),
      updatedAt: sql`now()`,
    })
    .where(
      'id' in where
        ? eq(bids.id, where.id)
        : and(eq(bids.loadId, where.loadId), ne(bids.id, where.except)),
    );
}

/** A bid of the load (a quote the shipper chooses), marked reviewed and not rejected. */
export async function markChosen(
  tx: DbOrTx,
  loadId: number,
  bidId: number,
): Promise<BidRow | null> {
  const [bid] = await tx
    .update(bids)
    .set({
      isRejected: false,
      status: sql`case when ${bids.status} = 'rejected' then 'pending' else ${bids.status} end`,
      reviewedAt: sql`now()`,
    })
    .where(and(eq(bids.id, bidId), eq(bids.loadId, loadId)))
    .returning();
  return bid ?? null;
}

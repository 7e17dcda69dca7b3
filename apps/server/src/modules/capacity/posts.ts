import type * as schemas from '@spotlane/shared/schemas/capacity';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { truckPosts } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { notFound, validation } from '../../platform/errors.ts';
import { pageWindow } from '../../platform/pagination.ts';
import { zipPlace } from '../../platform/zip-centroids.ts';
import { rematchCarrier } from './matching.ts';

/**
 * PRODUCT.md 20: a carrier's posted trucks. Each change matches the carrier's open loads again,
 * so Recommended follows its posts at once (decision 075).
 */

export type PostRow = typeof truckPosts.$inferSelect;

const today = () => new Date().toISOString().slice(0, 10);

export function toTruckPost(row: PostRow): schemas.TruckPost {
  return {
    id: row.id,
    equipment_type: row.equipmentType as schemas.TruckPost['equipment_type'],
    empty_at: { city: row.city, state: row.state, zipcode: row.zipcode },
    available_from: row.availableFrom,
    available_to: row.availableTo,
    destinations: row.destinations,
    min_rate_per_mile_cents: row.minRatePerMileCents,
    notes: row.notes,
    active: row.availableTo >= today(),
    created_at: row.createdAt.toISOString(),
  };
}

function postValues(data: schemas.TruckPostData) {
  // An unknown ZIP code cannot be measured from (PRODUCT.md 20: 400 at the field).
  const place = zipPlace(data.empty_at.zipcode);
  if (!place)
    throw validation('empty_at.zipcode', `${data.empty_at.zipcode} is not a US zip code we know`);
  return {
    equipmentType: data.equipment_type,
    city: data.empty_at.city,
    state: data.empty_at.state,
    zipcode: data.empty_at.zipcode,
    lat: place.latitude,
    lon: place.longitude,
    availableFrom: data.available_from,
    availableTo: data.available_to,
    destinations: data.destinations,
    minRatePerMileCents: data.min_rate_per_mile_cents,
    notes: data.notes,
  };
}

export async function listPosts(
  db: Db,
  caller: Caller,
  query: { page: number; page_size: number },
) {
  const { limit, offset } = pageWindow(query);
  const where = eq(truckPosts.accountId, caller.account.id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(truckPosts)
      .where(where)
      .orderBy(desc(truckPosts.availableTo), desc(truckPosts.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(truckPosts).where(where),
  ]);
  return { results: rows.map(toTruckPost), count: total?.n ?? 0 };
}

async function ownPost(db: DbOrTx, caller: Caller, id: number, lock = false): Promise<PostRow> {
  const query = db
    .select()
    .from(truckPosts)
    .where(and(eq(truckPosts.id, id), eq(truckPosts.accountId, caller.account.id)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('Truck post not found');
  return row;
}

export async function getPost(db: Db, caller: Caller, id: number) {
  return toTruckPost(await ownPost(db, caller, id));
}

export async function createPost(db: Db, caller: Caller, data: schemas.TruckPostData) {
  const values = postValues(data);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(truckPosts)
      .values({ ...values, accountId: caller.account.id, createdByUserId: caller.user.id })
      .returning();
    if (!inserted) throw new Error('truck post insert returned nothing');
    // The open loads it fits now are recommended at once (no alert: they are not new loads).
    await rematchCarrier(tx, caller.account.id);
    return inserted;
  });
  return toTruckPost(row);
}

export async function updatePost(db: Db, caller: Caller, id: number, data: schemas.TruckPostData) {
  const values = postValues(data);
  const row = await db.transaction(async (tx) => {
    await ownPost(tx, caller, id, true);
    const [updated] = await tx
      .update(truckPosts)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(truckPosts.id, id))
      .returning();
    if (!updated) throw notFound('Truck post not found');
    await rematchCarrier(tx, caller.account.id);
    return updated;
  });
  return toTruckPost(row);
}

export async function deletePost(db: Db, caller: Caller, id: number) {
  await db.transaction(async (tx) => {
    await ownPost(tx, caller, id, true);
    await tx.delete(truckPosts).where(eq(truckPosts.id, id));
    await rematchCarrier(tx, caller.account.id);
  });
}

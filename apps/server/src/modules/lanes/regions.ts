import type * as schemas from '@spotlane/shared/schemas/lanes';
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { lanes, regions } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { conflict, notFound, validation } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/hardening.ts';
import { likePattern, pageWindow } from '../../platform/pagination.ts';
import { iso } from './service.ts';

type RegionRow = typeof regions.$inferSelect;

/** PRODUCT.md 8: a shipper's regions (states or zip3 prefixes) that lanes start and end in. */

const laneCountOf = (regionId: SQL | number) =>
  sql<number>`(select count(*)::int from lanes x where x.origin_region_id = ${regionId} or x.destination_region_id = ${regionId})`;

function toRegion(row: RegionRow & { laneCount: number }): schemas.RegionResponse {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as schemas.RegionResponse['kind'],
    members: row.members,
    lane_count: row.laneCount,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

const regionTaken = (name: string) => validation('name', `You already have a region named ${name}`);

export async function listRegions(
  db: Db,
  caller: Caller,
  query: { search?: string; page: number; page_size: number },
): Promise<schemas.RegionList> {
  const filters = [eq(regions.accountId, caller.account.id)];
  if (query.search)
    filters.push(sql`lower(${regions.name}) like ${likePattern(query.search.toLowerCase())}`);
  const { offset, limit } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ region: regions, laneCount: laneCountOf(sql`${regions.id}`) })
      .from(regions)
      .where(and(...filters))
      .orderBy(sql`lower(${regions.name})`, asc(regions.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(regions)
      .where(and(...filters)),
  ]);
  return {
    results: rows.map((row) => toRegion({ ...row.region, laneCount: row.laneCount })),
    count: total?.n ?? 0,
  };
}

export async function getRegion(
  db: DbOrTx,
  caller: Caller,
  id: number,
): Promise<schemas.RegionResponse> {
  const [row] = await db
    .select({ region: regions, laneCount: laneCountOf(id) })
    .from(regions)
    .where(and(eq(regions.id, id), eq(regions.accountId, caller.account.id)));
  if (!row) throw notFound('Region not found');
  return toRegion({ ...row.region, laneCount: row.laneCount });
}

export async function createRegion(db: Db, caller: Caller, data: schemas.RegionData) {
  try {
    const [row] = await db
      .insert(regions)
      .values({ accountId: caller.account.id, ...data })
      .returning({ id: regions.id });
    return getRegion(db, caller, row?.id as number);
  } catch (error) {
    if (isUniqueViolation(error)) throw regionTaken(data.name);
    throw error;
  }
}

async function lockRegion(tx: DbOrTx, caller: Caller, id: number) {
  const [row] = await tx
    .select({ id: regions.id })
    .from(regions)
    .where(and(eq(regions.id, id), eq(regions.accountId, caller.account.id)))
    .for('update');
  if (!row) throw notFound('Region not found');
}

export async function updateRegion(db: Db, caller: Caller, id: number, data: schemas.RegionData) {
  try {
    await db.transaction(async (tx) => {
      await lockRegion(tx, caller, id);
      await tx
        .update(regions)
        .set({ ...data, updatedAt: sql`now()` })
        .where(eq(regions.id, id));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw regionTaken(data.name);
    throw error;
  }
  return getRegion(db, caller, id);
}

/** A region a lane uses cannot go (409 InUse): the lane would lose one of its ends. */
export async function deleteRegion(db: Db, caller: Caller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRegion(tx, caller, id);
    const [used] = await tx
      .select({ name: lanes.name })
      .from(lanes)
      .where(or(eq(lanes.originRegionId, id), eq(lanes.destinationRegionId, id)))
      .limit(1);
    if (used) throw conflict('InUse', `The lane ${used.name} uses this region: change it first`);
    await tx.delete(regions).where(eq(regions.id, id));
  });
}

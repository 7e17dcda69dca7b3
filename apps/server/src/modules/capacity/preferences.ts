import type * as schemas from '@spotlane/shared/schemas/capacity';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { lanePreferences, regions } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { notFound, validation } from '../../platform/errors.ts';
import { rematchCarrier } from './matching.ts';

/** PRODUCT.md 20: a carrier's lane preferences (states, zip3s or one of its regions per side). */

type PreferenceRow = typeof lanePreferences.$inferSelect;

function toPreference(row: PreferenceRow): schemas.LanePreference {
  const side = (regionId: number | null, members: string[]) =>
    regionId === null ? { states: members } : { region_id: regionId };
  return {
    id: row.id,
    origin: side(row.originRegionId, row.originMembers),
    destination: side(row.destinationRegionId, row.destinationMembers),
    equipment_type: row.equipmentType as schemas.LanePreference['equipment_type'],
    created_at: row.createdAt.toISOString(),
  };
}

export async function listPreferences(db: Db, caller: Caller) {
  const rows = await db
    .select()
    .from(lanePreferences)
    .where(eq(lanePreferences.accountId, caller.account.id))
    .orderBy(asc(lanePreferences.id))
    .limit(200);
  return { results: rows.map(toPreference), count: rows.length };
}

/** A side's members: its states, or the members of one of the caller's regions. */
async function membersOf(
  tx: DbOrTx,
  caller: Caller,
  side: schemas.LanePreferenceData['origin'],
  field: string,
): Promise<{ regionId: number | null; members: string[] }> {
  if ('states' in side) return { regionId: null, members: side.states };
  const [region] = await tx
    .select({ members: regions.members })
    .from(regions)
    .where(and(eq(regions.id, side.region_id), eq(regions.accountId, caller.account.id)));
  if (!region) throw validation(`${field}.region_id`, 'Choose one of your regions');
  return { regionId: side.region_id, members: region.members };
}

export async function createPreference(db: Db, caller: Caller, data: schemas.LanePreferenceData) {
  const row = await db.transaction(async (tx) => {
    const origin = await membersOf(tx, caller, data.origin, 'origin');
    const destination = await membersOf(tx, caller, data.destination, 'destination');
    const [inserted] = await tx
      .insert(lanePreferences)
      .values({
        accountId: caller.account.id,
        originRegionId: origin.regionId,
        originMembers: origin.members,
        destinationRegionId: destination.regionId,
        destinationMembers: destination.members,
        equipmentType: data.equipment_type,
      })
      .returning();
    if (!inserted) throw new Error('preference insert returned nothing');
    await rematchCarrier(tx, caller.account.id);
    return inserted;
  });
  return toPreference(row);
}

export async function deletePreference(db: Db, caller: Caller, id: number) {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(lanePreferences)
      .where(and(eq(lanePreferences.id, id), eq(lanePreferences.accountId, caller.account.id)))
      .returning({ id: lanePreferences.id });
    if (!gone) throw notFound('Lane preference not found');
    await rematchCarrier(tx, caller.account.id);
  });
}

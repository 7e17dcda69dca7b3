import { contractInForce, laneMatches } from '@spotlane/shared/domain/lane-match';
import type * as schemas from '@spotlane/shared/schemas/lanes';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveryLocations, lanes } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { validation } from '../../platform/errors.ts';
import { partsOf, placeOf, toLane } from './service.ts';

/**
 * GET /api/lanes/match: the caller's lanes a load between two of its locations with this
 * equipment would travel, those with a contract in force first.
 */
export async function matchLanes(
  db: Db,
  caller: Caller,
  query: { origin_location_id: number; destination_location_id: number; equipment_type: string },
): Promise<{ results: schemas.LaneResponse[] }> {
  const stops = await db
    .select({
      id: deliveryLocations.id,
      city: deliveryLocations.city,
      state: deliveryLocations.state,
      zipcode: deliveryLocations.zipcode,
    })
    .from(deliveryLocations)
    .where(
      and(
        eq(deliveryLocations.accountId, caller.account.id),
        inArray(deliveryLocations.id, [query.origin_location_id, query.destination_location_id]),
      ),
    );
  const origin = stops.find((stop) => stop.id === query.origin_location_id);
  const destination = stops.find((stop) => stop.id === query.destination_location_id);
  if (!origin) throw validation('origin_location_id', 'Choose one of your delivery locations');
  if (!destination)
    throw validation('destination_location_id', 'Choose one of your delivery locations');
  const candidates = await db
    .select()
    .from(lanes)
    .where(
      and(eq(lanes.accountId, caller.account.id), eq(lanes.equipmentType, query.equipment_type)),
    )
    .orderBy(sql`lower(${lanes.name})`, asc(lanes.id));
  const parts = await partsOf(db, candidates);
  const load = { origin, destination, equipmentType: query.equipment_type };
  const today = new Date().toISOString().slice(0, 10);
  const results = candidates
    .filter((row) =>
      laneMatches(
        {
          origin: placeOf(parts, row.originRegionId, row.originCity, row.originState),
          destination: placeOf(
            parts,
            row.destinationRegionId,
            row.destinationCity,
            row.destinationState,
          ),
          equipmentType: row.equipmentType,
        },
        load,
      ),
    )
    .map((row) => toLane(row, parts));
  const inForce = (lane: schemas.LaneResponse) => (contractInForce(lane.contract, today) ? 0 : 1);
  results.sort((a, b) => inForce(a) - inForce(b));
  return { results };
}

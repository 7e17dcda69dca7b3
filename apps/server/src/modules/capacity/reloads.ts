import { boundingBox, RELOAD_RADIUS_MILES } from '@spotlane/shared/domain/capacity';
import type { LoadCard } from '@spotlane/shared/schemas/loads';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { type CardRow, cardColumns, forCarrier, inAudience, toCard } from '../loads/index.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

type CarrierCardRow = CardRow & { assigned_account_id: number | null; deadhead: number };

/**
 * PRODUCT.md 20: the open loads the carrier may see whose first pickup is within 150 miles of
 * the last delivery of a load it holds, picking up on or after its delivery date, nearest first.
 */
export async function reloads(db: Db, caller: Caller, loadId: number) {
  const c = caller.account.id;
  const [held] = rowsOf<{ lat: number | null; lon: number | null; delivery: string }>(
    await db.execute(sql`select destination_lat as lat, destination_lon as lon,
        expected_delivery_date::text as delivery
      from loads where id = ${loadId} and assigned_account_id = ${c}`),
  );
  if (!held) throw notFound('Load not found');
  if (held.lat === null || held.lon === null) return { results: [], count: 0 };
  const box = boundingBox({ latitude: held.lat, longitude: held.lon }, RELOAD_RADIUS_MILES);
  const miles = sql`spotlane_road_miles(l.origin_lat, l.origin_lon, ${held.lat}, ${held.lon})`;
  const rows = rowsOf<CarrierCardRow>(
    await db.execute(sql`select ${cardColumns(caller.user.id)}, l.assigned_account_id, ${miles} as deadhead
      from loads l
      where l.origin_lat between ${box.minLat} and ${box.maxLat}
        and l.origin_lon between ${box.minLon} and ${box.maxLon}
        and ${miles} <= ${RELOAD_RADIUS_MILES}
        and l.date_to_leave >= ${held.delivery}::date
        and l.status in ('unscheduled', 'unassigned') and l.id <> ${loadId}
        and ${inAudience(c)}
      order by ${miles}, l.date_to_leave, l.id limit 20`),
  );
  const results: LoadCard[] = rows.map((row) => ({
    ...forCarrier(toCard(row), caller, row.assigned_account_id),
    deadhead_miles: row.deadhead,
  }));
  return { results, count: results.length };
}

import { boundingBox, TRUCKS_NEAR_MILES } from '@spotlane/shared/domain/capacity';
import type * as schemas from '@spotlane/shared/schemas/capacity';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../platform/auth.ts';
import { AppError, notFound, validation } from '../../platform/errors.ts';
import { zipPlace } from '../../platform/zip-centroids.ts';
import { matchLoad } from './alerts.ts';
import { type PostRow, toTruckPost } from './posts.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** PRODUCT.md 20: posted trucks empty within 100 miles of one of the shipper's locations. */
export async function trucksNear(
  db: Db,
  caller: Caller,
  query: { origin_location_id: number; date: string; equipment_type?: string },
): Promise<schemas.TrucksNear> {
  const [location] = rowsOf<{ zipcode: string | null }>(
    await db.execute(sql`select zipcode from delivery_locations
      where id = ${query.origin_location_id} and account_id = ${caller.account.id}`),
  );
  if (!location) throw notFound('Location not found');
  const place = zipPlace(location.zipcode);
  if (!place) return { results: [] };
  const box = boundingBox(place, TRUCKS_NEAR_MILES);
  const miles = sql`spotlane_road_miles(p.lat, p.lon, ${place.latitude}, ${place.longitude})`;
  const rows = rowsOf<PostRow & { miles: number; company_name: string; in_network: boolean }>(
    await db.execute(sql`select p.id, p.account_id as "accountId", p.equipment_type as "equipmentType",
        p.city, p.state, p.zipcode, p.available_from::text as "availableFrom",
        p.available_to::text as "availableTo", p.destinations,
        p.min_rate_per_mile_cents as "minRatePerMileCents", p.notes, p.created_at as "createdAt",
        ${miles} as miles, a.company_name,
        exists (select 1 from shipper_carriers sc where sc.shipper_account_id = ${caller.account.id}
          and sc.carrier_account_id = p.account_id) as in_network
      from truck_posts p join accounts a on a.id = p.account_id
      where p.lat between ${box.minLat} and ${box.maxLat} and p.lon between ${box.minLon} and ${box.maxLon}
        and p.available_to >= current_date
        and ${query.date}::date between p.available_from and p.available_to
        and ${miles} <= ${TRUCKS_NEAR_MILES}
        ${query.equipment_type ? sql`and p.equipment_type = ${query.equipment_type}` : sql``}
      order by ${miles}, p.id limit 50`),
  );
  return {
    results: rows.map((row) => ({
      carrier: { id: row.accountId, company_name: row.company_name },
      truck: toTruckPost({ ...row, createdAt: new Date(row.createdAt) }),
      miles: row.miles,
      in_network: row.in_network,
    })),
  };
}

/**
 * PRODUCT.md 20, "Invite": the carrier of a truck near the load joins the shipper's network
 * (only with the shipper's confirmation, `add_to_network`) and, given a load, its named
 * carriers; the load is then matched again so the carrier finds it in Recommended.
 */
export async function inviteCarrier(
  ctx: AppContext,
  caller: Caller,
  input: { carrier_account_id: number; add_to_network: boolean; load_id?: number | undefined },
) {
  const c = input.carrier_account_id;
  const result = await ctx.db.transaction(async (tx) => {
    // Only a carrier that posts a truck can be invited from here (no fishing for accounts).
    const [carrier] = rowsOf<{
      id: number;
      company_name: string;
      email: string;
      first_name: string;
      last_name: string;
      phone: string | null;
    }>(
      await tx.execute(sql`select a.id, a.company_name, u.email, u.first_name, u.last_name, coalesce(u.phone, a.phone) as phone
        from accounts a join users u on u.account_id = a.id
        where a.id = ${c} and a.type = 'carrier'
          and exists (select 1 from truck_posts p where p.account_id = a.id)
        order by u.id limit 1`),
    );
    if (!carrier) throw notFound('Carrier not found');
    let [link] = rowsOf<{ id: number }>(
      await tx.execute(sql`select id from shipper_carriers
        where shipper_account_id = ${caller.account.id} and carrier_account_id = ${c}`),
    );
    if (!link) {
      if (!input.add_to_network)
        throw validation(
          'add_to_network',
          `${carrier.company_name} is not in your network yet: confirm to add it`,
        );
      [link] = rowsOf<{ id: number }>(
        await tx.execute(sql`insert into shipper_carriers (shipper_account_id, carrier_account_id,
            email, company_name, first_name, last_name, phone, invited_by)
          values (${caller.account.id}, ${c}, ${carrier.email}, ${carrier.company_name},
            ${carrier.first_name}, ${carrier.last_name}, ${carrier.phone ?? ''}, ${caller.user.id})
          on conflict do nothing returning id`),
      );
      if (!link) throw AppError.of(409, 'EmailTaken', 'This carrier is already in your network');
    }
    let named = false;
    if (input.load_id !== undefined) {
      const [load] = rowsOf<{ audience_type: string; status: string }>(
        await tx.execute(sql`select audience_type, status from loads
          where id = ${input.load_id} and account_id = ${caller.account.id} for update`),
      );
      if (!load) throw notFound('Load not found');
      if (!['unscheduled', 'unassigned', 'draft'].includes(load.status))
        throw AppError.of(409, 'InvalidTransition', 'Only an open load can name more carriers');
      if (load.audience_type === 'list')
        throw AppError.of(
          409,
          'InvalidTransition',
          'This load goes to a carrier list: add the carrier to that list instead',
        );
      if (load.audience_type === 'carriers') {
        await tx.execute(sql`insert into load_audience_carriers (load_id, carrier_account_id)
          values (${input.load_id}, ${c}) on conflict do nothing`);
      }
      named = true;
    }
    return { shipper_carrier_id: link.id, named };
  });
  if (input.load_id !== undefined) await matchLoad(ctx, input.load_id);
  return { ...result, carrier_account_id: c };
}

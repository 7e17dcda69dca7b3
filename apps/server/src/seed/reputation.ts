import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import {
  acknowledgeClaim,
  decideClaim,
  fileClaim,
  rateLoad,
  replyToRating,
} from '../modules/reputation/index.ts';
import type { Caller } from '../platform/auth.ts';

/**
 * PRODUCT.md 21 in the demo, through the services: the shipper's loads delivered in the last
 * 14 days rated both ways (one left to rate on each side, for the "to rate" reminder), a low
 * facility rating answered by the shipper, and two claims against Rapid Freight: one
 * acknowledged and settled in part (deducted on the load's invoice when it has one), one just
 * filed with its clocks running. Runs after the story has aged its loads.
 */
export async function seedReputation(
  ctx: AppContext,
  cast: { shipper: Caller; rapid: Caller; blue: Caller; prairie: Caller },
): Promise<void> {
  const { db } = ctx;
  const { shipper } = cast;
  const carriers = [cast.rapid, cast.blue, cast.prairie];
  const recent = (
    (await db.execute(sql`
      select l.id, l.assigned_account_id as carrier, max(h.created_at) as delivered_at
        from loads l join load_status_history h on h.load_id = l.id and h.status = 'delivered'
       where l.account_id = ${shipper.account.id} and l.status = 'delivered'
       group by l.id
      having max(h.created_at) >= now() - interval '14 days'
       order by max(h.created_at) desc`)) as unknown as {
      rows: { id: number; carrier: number | null }[];
    }
  ).rows;
  const carrierOf = (row: { carrier: number | null }) =>
    carriers.find((who) => who.account.id === row.carrier) ?? null;
  // The load's facilities in stop order (its origin and destination when it has no stops).
  const facilitiesOf = async (loadId: number) =>
    (
      (await db.execute(sql`
        select id from (
          select location_id as id, position from load_stops where load_id = ${loadId}
          union all
          select unnest(array[origin_location_id, destination_location_id]), 100 + ord
            from loads, unnest(array[0, 1]) as ord
           where id = ${loadId} and not exists (select 1 from load_stops where load_id = ${loadId})
        ) f where id is not null order by position`)) as unknown as { rows: { id: number }[] }
    ).rows.map((row) => row.id);

  const [latest, second] = recent;
  // The latest delivery, rated both ways; the carrier marks the delivery dock down and the
  // shipper answers it.
  if (latest) {
    const carrier = carrierOf(latest);
    if (carrier) {
      await rateLoad(ctx, shipper, latest.id, {
        subject: 'carrier',
        stars: 5,
        tags: ['on_time', 'good_communication'],
        comment: 'On time at both ends and called ahead.',
      });
      await rateLoad(ctx, carrier, latest.id, {
        subject: 'shipper',
        stars: 4,
        tags: ['clear_instructions'],
        comment: 'Clear paperwork; the pickup window moved once.',
      });
      const [pickup, delivery] = await facilitiesOf(latest.id);
      if (pickup)
        await rateLoad(ctx, carrier, latest.id, {
          subject: 'location',
          location_id: pickup,
          stars: 5,
          tags: ['on_time_dock', 'friendly_staff'],
          comment: null,
        });
      if (delivery) {
        const low = await rateLoad(ctx, carrier, latest.id, {
          subject: 'location',
          location_id: delivery,
          stars: 2,
          tags: ['long_wait', 'lumper_required'],
          comment: 'Three hours at the door and a lumper fee on arrival.',
        });
        await replyToRating(
          ctx,
          shipper,
          low.id,
          'Our receiving crew was short that week; appointments now get a door within 45 minutes.',
        );
      }
    }
  }
  // The next delivery: the shipper has rated its carrier; the carrier has not rated yet.
  if (second && carrierOf(second))
    await rateLoad(ctx, shipper, second.id, {
      subject: 'carrier',
      stars: 4,
      tags: ['on_time'],
      comment: null,
    });
  // The third is left to rate on both sides: the "to rate" reminder has something to show.

  // Claims against Rapid Freight, the demo carrier.
  const rapidLoads = recent.filter((row) => row.carrier === cast.rapid.account.id);
  const settled = rapidLoads.find((row) => row !== latest) ?? rapidLoads[0];
  if (settled) {
    const pod = (
      (await db.execute(
        sql`select id from load_documents where load_id = ${settled.id} and kind in ('pod', 'bol') order by id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows.map((row) => row.id);
    const claim = await fileClaim(ctx, shipper, {
      load_id: settled.id,
      type: 'damage',
      amount: 85_000,
      description: 'Two pallets of the order arrived crushed; photos and the signed POD attached.',
      document_ids: pod,
    });
    await acknowledgeClaim(ctx, cast.rapid, claim.id);
    await decideClaim(ctx, cast.rapid, claim.id, {
      decision: 'partial',
      amount: 40_000,
      reason: 'One pallet was damaged at loading, before our seal; we cover the other.',
    });
  }
  const open = rapidLoads.find((row) => row !== settled);
  if (open)
    await fileClaim(ctx, shipper, {
      load_id: open.id,
      type: 'shortage',
      amount: 12_000,
      description: 'Received 46 cartons of 48 on the bill of lading.',
      document_ids: [],
    });
}

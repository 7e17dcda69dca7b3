import { counterRequest } from '@spotlane/shared/schemas/bids';
import type { LoadDetail } from '@spotlane/shared/schemas/loads';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { refreshLoadFacts } from '../modules/analytics/index.ts';
import { acceptBid, acceptCounter, closeOtherBids, proposeCounter } from '../modules/bids/index.ts';
import { changeStatus } from '../modules/loads/index.ts';
import { acknowledgeRateConfirmation, reviewDocument } from '../modules/paperwork/index.ts';
import { LANES, type StoryKit, type StoryLane, type Who } from './story-kit.ts';

/**
 * The months behind: weekly loads on five lanes, awarded, driven and delivered, the paperwork
 * of the last deliveries, and two loads cancelled before an award. Loads of the past are made
 * as if today, then moved back in time as a whole (`ageLoads`): the services refuse a ship date
 * in the past, as they should for anyone else.
 */
export async function seedPastLoads(kit: StoryKit): Promise<void> {
  const { ctx, carriers, names, publish, bid, track, attach, reach, drive, winnerOf } = kit;
  const { shipper } = kit.cast;
  const ages: Ages = new Map();

  const past: Array<[string, number, Who, number]> = [
    // lane, days ago (ship date), winner, days late (0 on time)
    ['dallas', 118, 'rapid', 0],
    ['denver', 109, 'blue', 0],
    ['atlanta', 101, 'rapid', 1],
    ['dallas', 94, 'prairie', 0],
    ['columbus', 88, 'rapid', 0],
    ['denver', 80, 'blue', 0],
    ['southeast', 73, 'prairie', 0],
    ['dallas', 66, 'rapid', 0],
    ['atlanta', 59, 'prairie', 0],
    ['denver', 52, 'blue', 2],
    ['columbus', 45, 'rapid', 0],
    ['dallas', 38, 'rapid', 0],
    ['southeast', 31, 'prairie', 0],
    ['denver', 24, 'blue', 0],
    ['dallas', 17, 'prairie', 1],
    ['atlanta', 12, 'rapid', 0],
    ['denver', 8, 'blue', 0],
    ['dallas', 5, 'rapid', 0],
  ];
  const delivered: LoadDetail[] = [];
  for (const [index, [laneKey, ago, winner, late]] of past.entries()) {
    const lane = LANES[laneKey] as StoryLane;
    const load = await publish(lane, {
      name: lane.goods[index % lane.goods.length] as string,
      leave: 1,
    });
    // Bids around the lane's rate, a little different each week.
    const swing = ((index * 37) % 11) - 5;
    const amounts = new Map<Who, number>();
    for (const [rank, who] of lane.bidders.entries()) {
      const amount =
        Math.round((lane.rate * (100 + swing + rank * 4 - (who === winner ? 6 : 0))) / 100 / 500) *
        500;
      amounts.set(who, amount);
    }
    if (!lane.bidders.includes(winner)) amounts.set(winner, lane.rate - 5_000);
    const placed = new Map<Who, number>();
    for (const [who, amount] of amounts) placed.set(who, (await bid(who, load, amount)).id);
    const winning = placed.get(winner) as number;
    if (index % 4 === 1) {
      // Every fourth award is haggled: the shipper counters, the carrier accepts.
      const offered = await proposeCounter(
        ctx,
        shipper,
        winning,
        counterRequest.parse({
          amount: (amounts.get(winner) as number) - 5_000,
          pickup_date: load.date_to_leave,
          delivery_date: load.expected_delivery_date,
          note: 'Can you do it for a little less? Repeat lane.',
        }),
      );
      await acceptCounter(ctx, carriers[winner], offered.id);
    } else {
      await acceptBid(ctx, shipper, winning);
    }
    // The other bids are closed as the job after an award closes them (PRODUCT.md 9).
    await closeOtherBids(ctx, load.id);
    await acknowledgeRateConfirmation(ctx, carriers[winner], load.id, names[winner]);
    // The latest loads tell their whole road; the older ones only pickup and delivery.
    if (index >= past.length - 5) await drive(winner, load, lane, true);
    else {
      // Milestones go in order (the tracking rule), so even a short story starts at dispatch.
      await track(winner, load, { milestone: 'dispatched' });
      await track(winner, load, { milestone: 'arrived_pickup' });
      await track(winner, load, { milestone: 'departed_pickup' });
      await reach(winner, load, 'in_transit');
      await reach(winner, load, 'delivered');
    }
    delivered.push(load);
    ages.set(load.id, { days: ago + 1, late, hours: 3 + ((index * 7) % 20) });
  }
  // Paperwork on the last deliveries: the carrier's BOL and POD, the shipper's review.
  for (const load of delivered.slice(-4)) {
    const carrier = await winnerOf(load);
    if (!carrier) continue;
    await attach(carrier, load, 'bol');
    const pod = await attach(carrier, load, 'pod');
    if (load !== delivered.at(-1))
      await reviewDocument(ctx, shipper, pod.id, { approved: true, reason: null });
  }

  // Two loads of the past that never went: cancelled before an award.
  for (const [laneKey, ago] of [
    ['dallas', 66],
    ['denver', 26],
  ] as const) {
    const lane = LANES[laneKey] as StoryLane;
    const load = await publish(lane, { name: `${lane.goods[0]} (rush)`, leave: 1 });
    await bid(lane.bidders[0] as Who, load, lane.rate + 20_000);
    await changeStatus(ctx, shipper, load.id, 'cancelled');
    ages.set(load.id, { days: ago + 1, late: 0, hours: 5 });
  }

  await ageLoads(ctx, ages);
}

/** Per load made today: how many days back it goes, days late, hours from publishing to award. */
type Ages = Map<number, { days: number; late: number; hours: number }>;

/**
 * Moves loads made today back to their place in the story: every date and time of each load
 * and of the rows about it (bids, counters, history, tracking, documents, confirmations) by its
 * number of days; then the pickup and delivery on their ship and delivery dates (`late` days
 * after it when late), published `hours` before its award, and its facts computed again.
 * The columns are read from the catalogue, so a table added later moves with the rest.
 */
async function ageLoads(ctx: AppContext, ages: Ages): Promise<void> {
  if (ages.size === 0) return;
  const { db } = ctx;
  const values = sql.join(
    [...ages].map(
      ([id, age]) => sql`(${id}::int, ${age.days}::int, ${age.late}::int, ${age.hours}::int)`,
    ),
    sql`, `,
  );
  await db.execute(
    sql`create temp table demo_ages (load_id int primary key, days int, late int, hours int)`,
  );
  try {
    await db.execute(sql`insert into demo_ages values ${values}`);
    const columns = (
      (await db.execute(sql`
        select c.table_name as t, c.column_name as c, c.data_type as type,
          exists (select 1 from information_schema.columns k where k.table_schema = c.table_schema
            and k.table_name = c.table_name and k.column_name = 'load_id') as by_load
        from information_schema.columns c
        where c.table_schema = current_schema()
          and c.data_type in ('date', 'timestamp with time zone', 'timestamp without time zone')
          and (c.table_name = 'loads'
            or exists (select 1 from information_schema.columns k where k.table_schema = c.table_schema
              and k.table_name = c.table_name and k.column_name in ('load_id', 'bid_id')))
        order by 1, 2`)) as unknown as {
        rows: { t: string; c: string; type: string; by_load: boolean }[];
      }
    ).rows;
    const tables = new Map<string, { columns: string[]; byLoad: boolean }>();
    for (const row of columns) {
      const entry = tables.get(row.t) ?? { columns: [], byLoad: row.by_load };
      entry.columns.push(row.c);
      tables.set(row.t, entry);
    }
    for (const [table, { columns: names, byLoad }] of tables) {
      const set = names
        .map((name) => `"${name}" = x."${name}" - make_interval(days => a.days)`)
        .join(', ');
      const q = (text: string) => sql.raw(text);
      if (table === 'loads') {
        await db.execute(sql`update loads x set ${q(set)},
          appointment_pickup = to_char(x.appointment_pickup::timestamp - make_interval(days => a.days), 'YYYY-MM-DD"T"HH24:MI'),
          appointment_delivery = to_char(x.appointment_delivery::timestamp - make_interval(days => a.days), 'YYYY-MM-DD"T"HH24:MI')
          from demo_ages a where a.load_id = x.id`);
      } else if (byLoad) {
        await db.execute(
          sql`update ${q(`"${table}"`)} x set ${q(set)} from demo_ages a where a.load_id = x.load_id`,
        );
      } else {
        await db.execute(sql`update ${q(`"${table}"`)} x set ${q(set)}
          from bids b join demo_ages a on a.load_id = b.load_id where b.id = x.bid_id`);
      }
    }
    // A stop's appointment is wall-clock text, like the load's: it moves with its dates.
    await db.execute(sql`update load_stops x set appointment =
        to_char(x.appointment::timestamp - make_interval(days => a.days), 'YYYY-MM-DD"T"HH24:MI')
      from demo_ages a where a.load_id = x.load_id and x.appointment is not null`);
    // Picked up on the ship date, delivered on the expected date (or late), each in the
    // afternoon in Chicago; the road's milestones between them; published hours before.
    await db.execute(sql`update load_status_history h set created_at = case h.status
        when 'in_transit' then (l.date_to_leave + time '10:30') at time zone 'America/Chicago'
        when 'delivered' then (l.expected_delivery_date + a.late + time '14:15') at time zone 'America/Chicago'
        else h.created_at end
      from loads l join demo_ages a on a.load_id = l.id
      where h.load_id = l.id and h.status in ('in_transit', 'delivered')`);
    await db.execute(sql`update load_tracking_events e set created_at = case
        when e.milestone = 'dispatched' then (l.date_to_leave - 1 + time '16:00') at time zone 'America/Chicago'
        when e.milestone = 'arrived_pickup' then (l.date_to_leave + time '08:05') at time zone 'America/Chicago'
        when e.milestone = 'departed_pickup' then (l.date_to_leave + time '10:20') at time zone 'America/Chicago'
        when e.milestone = 'arrived_delivery' then (l.expected_delivery_date + a.late + time '13:40') at time zone 'America/Chicago'
        else (l.date_to_leave + time '18:00') at time zone 'America/Chicago' end,
        eta = case when e.type = 'check_call'
          then (l.expected_delivery_date + a.late + time '14:00') at time zone 'America/Chicago' end
      from loads l join demo_ages a on a.load_id = l.id where e.load_id = l.id`);
    await db.execute(sql`update loads l set created_at = l.created_at - make_interval(hours => a.hours)
      from demo_ages a where a.load_id = l.id`);
    for (const id of ages.keys()) await refreshLoadFacts(db, id);
  } finally {
    await db.execute(sql`drop table demo_ages`);
  }
}

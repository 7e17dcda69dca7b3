import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { zipPlace } from '../platform/zip-centroids.ts';

export interface MarketSize {
  loads: number;
  bids: number;
  carriers: number;
  shippers: number;
  /**
   * A history that grows with the table (decision 058): the first shipper (the lowest account id:
   * one registered through the API before) gets this share of the loads, and the first carrier
   * is in every shipper's network, holds `carrierDelivered` of the delivered loads and bids on
   * `carrierOpenBids` open loads of its audience, the newest.
   */
  heavy?: { shipperShare: number; carrierOpenBids: number; carrierDelivered: number };
}

const COUNTED = [
  'loads',
  'bids',
  'load_audience_carriers',
  'shipper_carriers',
  'carrier_list_members',
];

/**
 * A marketplace of `size` (the list speed bench: 200,000 loads, 2,000 carriers, 100 shippers,
 * 100,000 bids), in a handful of INSERT ... SELECT generate_series statements. Accounts registered
 * before (through the API) are among the shippers and carriers; the others are inserted here, and every carrier is treated alike: in the networks of 3 shippers, on the list of
 * one of them, bidding on and holding loads in proportion to the table.
 */
export async function seedMarket(db: Db, size: MarketSize): Promise<void> {
  const { loads, bids, carriers: CARRIERS, shippers: SHIPPERS } = size;
  const heavy = size.heavy ?? { shipperShare: 0, carrierOpenBids: 0, carrierDelivered: 0 };
  const heavyPercent = Math.round(heavy.shipperShare * 100);
  // Set-based and without the count triggers; the counts are rebuilt once at the end.
  for (const table of COUNTED)
    await db.execute(sql.raw(`alter table ${table} disable trigger user`));
  const cities = sql`(array['Chicago', 'Dallas', 'Denver', 'Atlanta', 'Seattle', 'Columbus', 'Miami', 'Phoenix'])`;
  const states = sql`(array['IL', 'TX', 'CO', 'GA', 'WA', 'OH', 'FL', 'AZ'])`;
  const zipList = ['60601', '75201', '80202', '30303', '98101', '43215', '33130', '85004'];
  const zips = sql`(array['60601', '75201', '80202', '30303', '98101', '43215', '33130', '85004'])`;
  // PRODUCT.md 20: each ZIP's centroid and state, written with the loads as createLoad does.
  const centroids = sql.join(
    zipList.map((zip) => {
      const place = zipPlace(zip);
      return sql`(${zip}::text, ${place?.latitude ?? null}::float8, ${place?.longitude ?? null}::float8, ${place?.state ?? null}::text)`;
    }),
    sql`, `,
  );
  await db.execute(sql`
    with a as (
      insert into accounts (type, company_name)
      select 'shipper', 'Shipper ' || s from generate_series(1, ${SHIPPERS - 1}::int) s returning id, company_name)
    insert into users (account_id, email, first_name, last_name, password_hash, is_owner)
    select id, 'owner-' || id || '@shipper.example.com', 'Ship', 'Per', 'x', true from a`);
  await db.execute(sql`
    with a as (
      insert into accounts (type, company_name, mc_number, equipment_types)
      select 'carrier', 'Carrier ' || s, (100000 + s)::text, '{dry_van}'
      from generate_series(1, ${CARRIERS - 1}::int) s returning id)
    insert into users (account_id, email, first_name, last_name, password_hash, is_owner)
    select id, 'owner-' || id || '@carrier.example.com', 'Car', 'Rier', 'x', true from a`);
  await db.execute(sql`
    create temp table bench_shippers as
      select (row_number() over (order by id) - 1)::int as i, id from accounts where type = 'shipper'`);
  await db.execute(sql`
    create temp table bench_carriers as
      select (row_number() over (order by id) - 1)::int as i, id from accounts where type = 'carrier'`);
  // Two partner companies of each shipper, one location each.
  await db.execute(sql`
    with c as (
      insert into companies (account_id, name)
      select s.id, (array['Foods', 'Steel', 'Paper', 'Plastics', 'Glass'])[1 + (s.i * 2 + k) % 5] || ' Partner ' || s.i || '-' || k
      from bench_shippers s cross join generate_series(0, 1) k returning id, account_id)
    insert into delivery_locations (company_id, account_id, name, address1, city, state, zipcode, timezone)
    select c.id, c.account_id, 'Dock ' || c.id, c.id || ' Main St',
      ${cities}[1 + c.id % 8], ${states}[1 + c.id % 8], ${zips}[1 + c.id % 8], 'America/Chicago'
    from c`);
  // Each carrier in the networks of 3 shippers.
  await db.execute(sql`
    insert into shipper_carriers (shipper_account_id, carrier_account_id, email, company_name)
    select distinct s.id, c.id, 'carrier-' || c.id || '@carrier.example.com', 'Carrier ' || c.i
    from bench_carriers c cross join generate_series(0, 2) k
    join bench_shippers s on s.i = (c.i * 7 + k * 31) % ${SHIPPERS}::int`);
  // One list per shipper, holding every other carrier of its network.
  await db.execute(sql`
    insert into carrier_lists (account_id, name) select id, 'Preferred' from bench_shippers`);
  await db.execute(sql`
    insert into carrier_list_members (list_id, shipper_carrier_id)
    select l.id, sc.id from shipper_carriers sc join carrier_lists l on l.account_id = sc.shipper_account_id
    where sc.id % 2 = 0`);
  // Loads over shippers, statuses (30% open) and audiences (all 65%, list 15%, carriers 15%,
  // marketplace 5%); the loads past the open states are held by a carrier.
  await db.execute(sql`
    with locs as (
      select d.account_id, (row_number() over (partition by d.account_id order by d.id) - 1)::int as k,
        d.id, d.city, d.state, d.zipcode, c.name as company
      from delivery_locations d join companies c on c.id = d.company_id),
    g as (
      select s as g, 'SH-' || lpad(s::text, 7, '0') as identifier,
        (array['Steel coils', 'Frozen peas', 'Lumber', 'Paper rolls', 'Glass panels', 'Copper wire',
               'Tires', 'Chairs', 'Rice', 'Milk'])[1 + s % 10] || ' ' || s as name,
        (array['unscheduled', 'unassigned', 'unscheduled', 'assigned', 'scheduled', 'in_transit',
               'delivered', 'delivered', 'delivered', 'cancelled'])[1 + (s / 7) % 10] as status,
        case when s % 20 < 13 then 'all' when s % 20 < 16 then 'list' when s % 20 < 19 then 'carriers'
             else 'marketplace' end as audience,
        now() - make_interval(mins => (${loads}::int - s) * 5) as created_at
      from generate_series(1, ${loads}::int) s)
    insert into loads (account_id, identifier, status, name, origin_location_id, destination_location_id,
      date_to_leave, expected_delivery_date, audience_type, audience_list_id, assigned_account_id,
      search_text, created_at, updated_at, origin_lat, origin_lon, origin_state, origin_zip,
      destination_lat, destination_lon, destination_state, destination_zip)
    select sh.id, g.identifier, g.status, g.name, o.id, dl.id, g.created_at::date + 2, g.created_at::date + 4,
      g.audience, case when g.audience = 'list' then cl.id end,
      case when g.status not in ('unscheduled', 'unassigned', 'cancelled') then ca.id end,
      lower(g.identifier || ' ' || g.name || ' ' || o.city || ' ' || o.state || ' ' || o.zipcode || ' ' ||
        o.company || ' ' || dl.city || ' ' || dl.state || ' ' || dl.zipcode || ' ' || dl.company),
      g.created_at, g.created_at, oc.lat, oc.lon, oc.state, o.zipcode, dc.lat, dc.lon, dc.state, dl.zipcode
    from g
    join bench_shippers sh on sh.i = case when g.g % 100 < ${heavyPercent}::int then 0
      when ${heavyPercent}::int > 0 then 1 + g.g % ${SHIPPERS - 1}::int else g.g % ${SHIPPERS}::int end
    join locs o on o.account_id = sh.id and o.k = 0
    join locs dl on dl.account_id = sh.id and dl.k = 1
    join (values ${centroids}) as oc(zip, lat, lon, state) on oc.zip = o.zipcode
    join (values ${centroids}) as dc(zip, lat, lon, state) on dc.zip = dl.zipcode
    join carrier_lists cl on cl.account_id = sh.id
    join bench_carriers ca on ca.i = (g.g * 13) % ${CARRIERS}::int`);
  // Each load's two stops (PRODUCT.md 16), as the service writes them for a two-stop load.
  await db.execute(sql`
    insert into load_stops (load_id, position, type, location_id, date)
    select l.id, v.position, v.type, v.location_id, v.date from loads l
    cross join lateral (values (0, 'pickup', l.origin_location_id, l.date_to_leave),
      (1, 'delivery', l.destination_location_id, l.expected_delivery_date)) v(position, type, location_id, date)
    where l.origin_location_id is not null and l.destination_location_id is not null
      and not exists (select 1 from load_stops s where s.load_id = l.id)`);
  // 'carriers' audiences: 3 carriers each.
  await db.execute(sql`
    insert into load_audience_carriers (load_id, carrier_account_id)
    select distinct l.id, c.id from loads l cross join generate_series(0, 2) k
    join bench_carriers c on c.i = (l.id * 11 + k * 97) % ${CARRIERS}::int
    where l.audience_type = 'carriers'`);
  if (heavy.carrierDelivered > 0 || heavy.carrierOpenBids > 0) {
    await db.execute(sql`
      insert into shipper_carriers (shipper_account_id, carrier_account_id, email, company_name)
      select s.id, c.id, 'carrier-' || c.id || '@carrier.example.com', 'Carrier 0'
      from bench_shippers s cross join bench_carriers c where c.i = 0
      on conflict do nothing`);
    await db.execute(sql`
      update loads set assigned_account_id = (select id from bench_carriers where i = 0)
      where id in (select id from loads where status = 'delivered' order by id desc
        limit ${heavy.carrierDelivered}::int)`);
  }
  // Bids: on the held loads by their holder, on open and cancelled loads by some carrier.
  await db.execute(sql`
    insert into bids (load_id, carrier_account_id, carrier_user_id, amount_cents, is_accepted, status, reviewed_at)
    select l.id, coalesce(l.assigned_account_id, c.id), u.id, 150000 + l.id % 1000,
      l.assigned_account_id is not null,
      case when l.assigned_account_id is not null then 'accepted' else 'pending' end, case when l.id % 2 = 0 then now() end
    from (select * from loads order by id limit ${bids}::int) l
    join bench_carriers c on c.i = (l.id * 17) % ${CARRIERS}::int
    join lateral (select id from users where account_id = coalesce(l.assigned_account_id, c.id) limit 1) u on true`);
  if (heavy.carrierOpenBids > 0)
    await db.execute(sql`
      insert into bids (load_id, carrier_account_id, carrier_user_id, amount_cents, is_accepted, status)
      select l.id, c.id, (select u.id from users u where u.account_id = c.id order by u.id limit 1),
        150000 + l.id % 1000, false, 'pending'
      from bench_carriers c cross join lateral (select l.id from loads l
        where l.status in ('unscheduled', 'unassigned') and l.audience_type = 'all'
        order by l.id desc limit ${heavy.carrierOpenBids}::int) l
      where c.i = 0
      on conflict do nothing`);
  await db.execute(sql`drop table bench_shippers, bench_carriers`);
  // Needs Attention's moments while the loads' triggers are still off (one pass, no ledger churn).
  await db.execute(sql`select spotlane_rebuild_attention()`);
  for (const table of COUNTED)
    await db.execute(sql.raw(`alter table ${table} enable trigger user`));
  await db.execute(sql`select spotlane_rebuild_load_counts()`);
  await db.execute(sql`vacuum analyze`);
}

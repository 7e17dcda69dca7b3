import { performance } from 'node:perf_hooks';
import type { SpotQuoteParams } from '@spotlane/shared/schemas/loads';
import autocannon from 'autocannon';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Database, type Db, openDatabase } from '../src/db/client.ts';
import { spotQuoteList } from '../src/modules/loads/carrier-view.ts';
import { type Caller, findSessionCaller, SESSION_COOKIE } from '../src/platform/auth.ts';
import { startServer } from './server.ts';
import { captureStatements, explainPlan, signUp } from './session.ts';

const SERVER_URL = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;
const embedded = !SERVER_URL;
const LOADS = Number(process.env.BENCH_SQ_LOADS ?? (embedded ? 20_000 : 200_000));
const SMALL = Number(process.env.BENCH_SQ_SMALL ?? 2_000);
const CARRIERS = Number(process.env.BENCH_SQ_CARRIERS ?? (embedded ? 500 : 2_000));
const BIDS = Number(process.env.BENCH_SQ_BIDS ?? (embedded ? 10_000 : 100_000));
const SHIPPERS = Number(process.env.BENCH_SQ_SHIPPERS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

console.log(
  embedded
    ? 'Spot-quote bench on the embedded PGlite (in memory): the figures are for the embedded database, ' +
        'not PostgreSQL; set BENCH_DATABASE_URL for a PostgreSQL run.'
    : 'Spot-quote bench on PostgreSQL (a scratch database per size, dropped at the end).',
);

/** A fresh database: a new PostgreSQL database next to SERVER_URL, or PGlite in memory. */
async function freshDatabase(): Promise<{
  database: Database;
  url?: string;
  drop: () => Promise<void>;
}> {
  if (!SERVER_URL) {
    const database = openDatabase({ dataDir: 'memory://' });
    return { database, drop: () => database.close() };
  }
  const name = `spotlane_bench_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString() });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: SERVER_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Set-based seed. The carrier registered through the API is carrier 0 of CARRIERS; the others are
 * inserted here, and every carrier is treated alike: in the networks of 3 shippers, on the list of
 * one of them, bidding on and holding loads in proportion to the table.
 */
async function seed(db: Db, loads: number, bids: number) {
  const cities = sql`(array['Chicago', 'Dallas', 'Denver', 'Atlanta', 'Seattle', 'Columbus', 'Miami', 'Phoenix'])`;
  const states = sql`(array['IL', 'TX', 'CO', 'GA', 'WA', 'OH', 'FL', 'AZ'])`;
  const zips = sql`(array['60601', '75201', '80202', '30303', '98101', '43215', '33130', '85004'])`;
  await db.execute(sql`
    with a as (
      insert into accounts (type, company_name)
      select 'shipper', 'Shipper ' || s from generate_series(1, ${SHIPPERS}::int) s returning id, company_name)
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
      search_text, created_at, updated_at)
    select sh.id, g.identifier, g.status, g.name, o.id, dl.id, g.created_at::date + 2, g.created_at::date + 4,
      g.audience, case when g.audience = 'list' then cl.id end,
      case when g.status not in ('unscheduled', 'unassigned', 'cancelled') then ca.id end,
      lower(g.identifier || ' ' || g.name || ' ' || o.city || ' ' || o.state || ' ' || o.zipcode || ' ' ||
        o.company || ' ' || dl.city || ' ' || dl.state || ' ' || dl.zipcode || ' ' || dl.company),
      g.created_at, g.created_at
    from g
    join bench_shippers sh on sh.i = g.g % ${SHIPPERS}::int
    join locs o on o.account_id = sh.id and o.k = 0
    join locs dl on dl.account_id = sh.id and dl.k = 1
    join carrier_lists cl on cl.account_id = sh.id
    join bench_carriers ca on ca.i = (g.g * 13) % ${CARRIERS}::int`);
  // 'carriers' audiences: 3 carriers each.
  await db.execute(sql`
    insert into load_audience_carriers (load_id, carrier_account_id)
    select distinct l.id, c.id from loads l cross join generate_series(0, 2) k
    join bench_carriers c on c.i = (l.id * 11 + k * 97) % ${CARRIERS}::int
    where l.audience_type = 'carriers'`);
  // Bids: on the held loads by their holder, on open and cancelled loads by some carrier.
  await db.execute(sql`
    insert into bids (load_id, carrier_account_id, carrier_user_id, amount_cents, is_accepted, reviewed_at)
    select l.id, coalesce(l.assigned_account_id, c.id), u.id, 150000 + l.id % 1000,
      l.assigned_account_id is not null, case when l.id % 2 = 0 then now() end
    from (select * from loads order by id limit ${bids}::int) l
    join bench_carriers c on c.i = (l.id * 17) % ${CARRIERS}::int
    join lateral (select id from users where account_id = coalesce(l.assigned_account_id, c.id) limit 1) u on true`);
  await db.execute(sql`drop table bench_shippers, bench_carriers`);
  await db.execute(sql`vacuum analyze`);
}

const targets: Array<[string, Partial<SpotQuoteParams>]> = [
  ['spot-quotes', { status: 'spot-quotes' }],
  ['bid-placed', { status: 'bid-placed' }],
  ['assigned', { status: 'assigned' }],
  ['in-progress', { status: 'in-progress' }],
  ['completed', { status: 'completed' }],
  ['canceled', { status: 'canceled' }],
  ['search (empty)', { status: 'search' }],
  ['search "steel"', { status: 'search', search: 'steel' }],
];
const pathOf = (q: Partial<SpotQuoteParams>) =>
  `/api/loads/custom_pagination_spotquotes?${new URLSearchParams(q as Record<string, string>)}`;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors?: number;
  matches?: number;
}

/** The statements spotQuoteList sends for `query`, captured on their way to the database. */
async function statementsOf(db: Db, caller: Caller, query: Partial<SpotQuoteParams>) {
  return captureStatements(db, (spy) =>
    spotQuoteList(spy, caller, {
      status: 'spot-quotes',
      ordering: 'new',
      page: 1,
      page_size: 12,
      ...query,
    } as SpotQuoteParams),
  );
}

/** `run` in CONNECTIONS concurrent loops for SECONDS: throughput and latency percentiles. */
async function closedLoop(run: () => Promise<unknown>): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        try {
          await run();
          latencies.push(performance.now() - started);
        } catch {
          errors++; // a statement over the timeout
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return {
    rps: Math.round(latencies.length / SECONDS),
    p50: Math.round(at(0.5) * 10) / 10,
    p99: Math.round(at(0.99) * 10) / 10,
    errors,
  };
}

async function scenario(loads: number, bids: number, explainPlans: boolean) {
  const { database, url, drop } = await freshDatabase();
  try {
    const { app, base } = await startServer(database);
    const { db } = database;

    // Sign in as a carrier through the API (a real session cookie).
    const carrier = await signUp(base, 'carrier', 'Bench Carrier');
    const sid = carrier.cookies.get(SESSION_COOKIE) as string;
    const caller = await findSessionCaller(db, sid);
    if (!caller) throw new Error('no session');

    const seedStarted = performance.now();
    await seed(db, loads, bids);
    console.log(
      `\nSeeded ${loads} loads, ${CARRIERS} carriers, ${SHIPPERS} shippers, ${bids} bids in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    const cookie = `${SESSION_COOKIE}=${sid}`;
    const api: Record<string, Figures> = {};
    for (const [label, query] of targets) {
      const path = pathOf(query);
      const check = await fetch(`${base}${path}`, { headers: { cookie } });
      const body = (await check.json()) as { results: { count: number } };
      if (check.status !== 200) throw new Error(`${path}: ${check.status} ${JSON.stringify(body)}`);
      const result = await autocannon({
        url: `${base}${path}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { cookie },
      });
      api[label] = {
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.non2xx + result.errors,
        matches: body.results.count,
      };
    }
    await app.close();

    // The same statements (page and count tiles, in parallel as the endpoint sends them) straight
    // to the database: through a pg.Pool as big as the app's, or PGlite itself when embedded.
    const dialect = new PgDialect();
    const pool = url
      ? new pg.Pool({
          connectionString: url,
          max: CONNECTIONS,
          // As autocannon gives up on a request after 10 s.
          statement_timeout: 10_000,
        })
      : undefined;
    const direct: Record<string, Figures> = {};
    for (const [label, query] of targets) {
      const statements = await statementsOf(db, caller, query);
      const queries = statements.map((s) => dialect.sqlToQuery(s));
      direct[label] = await closedLoop(() =>
        pool
          ? Promise.all(queries.map((q) => pool.query(q.sql, q.params as unknown[])))
          : Promise.all(statements.map((s) => db.execute(s))),
      );
    }
    await pool?.end();

    if (explainPlans) {
      const [page, counts] = await statementsOf(db, caller, { status: 'spot-quotes' });
      for (const [title, statement] of [
        ['spot-quotes page', page],
        ['count tiles', counts],
      ] as const) {
        await explainPlan(
          db,
          'analyze, buffers',
          `Plan (${loads} loads): ${title}`,
          statement as SQL,
        );
      }
    }
    return { api, direct };
  } finally {
    await drop();
  }
}

const big = await scenario(LOADS, BIDS, true);
const small = await scenario(SMALL, Math.max(1, Math.round((BIDS * SMALL) / LOADS)), false);

console.log(
  `\nSpot-quote list, ${CONNECTIONS} connections, ${SECONDS} s each; API = HTTP through the app (autocannon), ` +
    `DB = the endpoint's two statements through ${embedded ? 'PGlite directly' : 'pg.Pool directly'}:`,
);
const table: Record<string, Record<string, string | number>> = {};
for (const [label] of targets) {
  const a = big.api[label] as Figures;
  const d = big.direct[label] as Figures;
  const s = small.api[label] as Figures;
  table[label] = {
    matches: a.matches ?? 0,
    'API req/s': a.rps,
    'p50 ms': a.p50,
    'p99 ms': a.p99,
    errors: a.errors ?? 0,
    'DB req/s': d.rps,
    'DB p50': d.p50,
    'DB p99': d.p99,
    'DB errors': d.errors ?? 0,
    'API/DB': (a.rps / Math.max(1, d.rps)).toFixed(2),
    [`req/s @${SMALL}`]: s.rps,
    [`p50 @${SMALL}`]: s.p50,
    [`matches @${SMALL}`]: s.matches ?? 0,
    [`DB req/s @${SMALL}`]: (small.direct[label] as Figures).rps,
    // How many times a request costs more on the big table (1.00 = flat).
    'cost x (req/s)': a.rps > 0 ? (s.rps / a.rps).toFixed(2) : `> ${s.rps}`,
    'cost x (p50)': a.p50 > 0 && s.p50 > 0 ? (a.p50 / s.p50).toFixed(2) : '-',
  };
}
console.table(table);
console.log(
  `cost x = req/s at ${SMALL} loads / req/s at ${LOADS} loads, and p50 at ${LOADS} / p50 at ${SMALL}: how many times a request costs more on the big table (1.00 = flat).`,
);

import { performance } from 'node:perf_hooks';
import type { LoadListParams } from '@spotlane/shared/schemas/loads';
import autocannon from 'autocannon';
import { type SQL, sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { listLoads } from '../src/modules/loads/service.ts';
import { findSessionCaller, SESSION_COOKIE } from '../src/platform/auth.ts';
import { startServer } from './server.ts';
import { captureStatements, explainPlan, signUp } from './session.ts';

const LOADS = Number(process.env.BENCH_LOADS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const database = openDatabase({ url: process.env.DATABASE_URL, dataDir: 'memory://' });
console.log(
  `Database: ${database.driver === 'pg' ? 'PostgreSQL (DATABASE_URL; the bench writes into it)' : 'embedded PGlite (in memory)'}`,
);
const { app, base } = await startServer(database);
const { db } = database;

const shipper = await signUp(base, 'shipper', 'Bench Shipping');
const carrier = await signUp(base, 'carrier', 'Bench Carrier');
const caller = await findSessionCaller(db, shipper.cookies.get(SESSION_COOKIE) as string);
const carrierCaller = await findSessionCaller(db, carrier.cookies.get(SESSION_COOKIE) as string);
if (!caller || !carrierCaller) throw new Error('no session');

// Trading partners: 40 companies with one location each, across a handful of cities.
const cities: Array<[string, string, string]> = [
  ['Chicago', 'IL', '60601'],
  ['Dallas', 'TX', '75201'],
  ['Denver', 'CO', '80202'],
  ['Atlanta', 'GA', '30303'],
  ['Seattle', 'WA', '98101'],
  ['Columbus', 'OH', '43215'],
  ['Miami', 'FL', '33130'],
  ['Phoenix', 'AZ', '85004'],
];
for (let i = 0; i < 40; i++) {
  const [city, state, zipcode] = cities[i % cities.length] as [string, string, string];
  await shipper.call('POST', '/api/companies', {
    name: `Partner ${i} ${['Foods', 'Steel', 'Paper', 'Plastics', 'Glass'][i % 5]}`,
    locations: [{ name: `Dock ${i}`, address: { address1: `${i} Main St`, city, state, zipcode } }],
  });
}

// 100,000 loads in one statement: one every 10 minutes over about two years, so that, as for a
// real shipper, the old ones are delivered (or cancelled) and the last days' are in every state;
// one in a hundred is a quote request. search_text is built as the service builds it (lowercased
// identifier, name, then city, state, zip and company of each location).
const seedStarted = performance.now();
await db.execute(sql`
  with locs as (
    select (row_number() over (order by d.id) - 1)::int as i, d.id, d.city, d.state, d.zipcode, c.name as company
    from delivery_locations d join companies c on c.id = d.company_id
    where d.account_id = ${caller.account.id}),
  n as (select count(*)::int as n from locs),
  g as (
    select s as g, s % 100 = 0 as quote,
      case when s % 100 <> 0 then 'SH-' || lpad(s::text, 6, '0') end as identifier,
      (array['Steel coils', 'Frozen peas', 'Lumber', 'Paper rolls', 'Glass panels', 'Copper wire',
             'Tires', 'Chairs', 'Rice', 'Milk'])[1 + s % 10] || ' ' || s as name,
      now() - make_interval(mins => (${LOADS}::int - s) * 10) as created_at
    from generate_series(1, ${LOADS}::int) s),
  d as (
    select g.*, g.created_at::date + (g.g % 10) as leave,
      g.created_at::date + (g.g % 10) + 1 + (g.g % 4) as arrive
    from g)
  insert into loads (account_id, created_by_user_id, identifier, status, name, is_quote,
    origin_location_id, destination_location_id, date_to_leave, expected_delivery_date,
    load_value_cents, marked_late, search_text, created_at, updated_at)
  select ${caller.account.id}, ${caller.user.id}, d.identifier,
    case
      when d.g % 20 = 0 then 'cancelled'
      when d.quote then 'unscheduled'
      when d.arrive < current_date - 2 then 'delivered'
      else (array['unscheduled', 'unscheduled', 'unassigned', 'assigned', 'scheduled', 'in_transit'])[1 + d.g % 6]
    end,
    d.name, d.quote, o.id, dl.id, d.leave, d.arrive, 100000 + d.g, d.g % 997 = 0,
    lower(coalesce(d.identifier, '') || ' ' || d.name || ' ' || o.city || ' ' || o.state || ' ' ||
      o.zipcode || ' ' || o.company || ' ' || dl.city || ' ' || dl.state || ' ' || dl.zipcode || ' ' || dl.company),
    d.created_at, d.created_at
  from d cross join n
  join locs o on o.i = d.g % n.n
  join locs dl on dl.i = (d.g * 7 + 3) % n.n`);
await db.execute(sql`
  insert into identifier_sequences (account_id, last_value) values (${caller.account.id}, ${LOADS}::int)
  on conflict (account_id) do update set last_value = excluded.last_value`);
// A bid on every 25th open load, every other one not yet reviewed.
await db.execute(sql`
  insert into bids (load_id, carrier_account_id, carrier_user_id, amount_cents, pickup_date, delivery_date, reviewed_at)
  select l.id, ${carrierCaller.account.id}, ${carrierCaller.user.id}, 150000, l.date_to_leave, l.expected_delivery_date,
    case when l.id % 2 = 0 then now() end
  from loads l where l.account_id = ${caller.account.id} and l.status in ('unscheduled', 'unassigned') and l.id % 25 = 0`);
// As autovacuum leaves a table in steady state (statistics and the visibility map).
await db.execute(sql`vacuum analyze`);
const seedMs = performance.now() - seedStarted;
console.log(`Seeded ${LOADS} loads in ${(seedMs / 1000).toFixed(1)} s`);

const cookie = `${SESSION_COOKIE}=${shipper.cookies.get(SESSION_COOKIE)}`;
const targets: Array<[string, string]> = [
  ['all (page 1 of 12)', '/api/loads?status=all'],
  ['all, page 500', '/api/loads?status=all&page=500'],
  ['search identifier', '/api/loads?status=all&search=sh-054321'],
  ['search city', '/api/loads?status=all&search=denver'],
  ['search company', '/api/loads?status=all&search=partner%2017%20paper'],
  ['needs-attention', '/api/loads?status=needs-attention'],
  ['all, alphabetical', '/api/loads?status=all&ordering=alphabetical'],
  ['in-progress, alphabetical', '/api/loads?status=in-progress&ordering=alphabetical'],
];
const table: Record<string, Record<string, string | number>> = {};
for (const [label, path] of targets) {
  const check = await fetch(`${base}${path}`, { headers: { cookie } });
  const body = (await check.json()) as { count: number };
  if (check.status !== 200) throw new Error(`${path}: ${check.status} ${JSON.stringify(body)}`);
  const result = await autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { cookie },
  });
  table[`GET ${label}`] = {
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    non2xx: result.non2xx + result.errors,
    matches: body.count,
  };
}
console.log(`autocannon, ${CONNECTIONS} connections, ${SECONDS} s each:`);
console.table(table);

/** The statements listLoads sends for `query`, captured on their way to the database. */
async function statementsOf(query: Partial<LoadListParams>): Promise<SQL[]> {
  return captureStatements(db, (spy) =>
    listLoads(spy, caller as NonNullable<typeof caller>, {
      status: 'all',
      ordering: 'new',
      page: 1,
      page_size: 12,
      starred: false,
      ...query,
    }),
  );
}

const explain = (label: string, statement: SQL) =>
  explainPlan(db, 'analyze, costs off, timing on', label, statement);

const [listPage, counts] = await statementsOf({ status: 'all' });
const [searchPage, , searchCount] = await statementsOf({ status: 'all', search: 'sh-054321' });
const [cityPage, , cityCount] = await statementsOf({ status: 'all', search: 'denver' });
const [attentionPage] = await statementsOf({ status: 'needs-attention' });
const [alphabeticalPage] = await statementsOf({ status: 'all', ordering: 'alphabetical' });
const plans = {
  list: await explain('Plan: list page (status=all)', listPage as SQL),
  search: await explain('Plan: search page (status=all&search=sh-054321)', searchPage as SQL),
  searchCount: await explain('Plan: search count (sh-054321)', searchCount as SQL),
  city: await explain('Plan: search page (status=all&search=denver)', cityPage as SQL),
  cityCount: await explain('Plan: search count (denver)', cityCount as SQL),
  attention: await explain('Plan: needs-attention page', attentionPage as SQL),
  alphabetical: await explain('Plan: list page, alphabetical', alphabeticalPage as SQL),
  tiles: await explain('Plan: count tiles', counts as SQL),
};
const uses = (index: string, plan: { lines: string[] }) =>
  plan.lines.some((line) => line.includes(index));
console.log('\nChecks:');
console.table({
  'list page uses loads_account_created_idx': uses('loads_account_created_idx', plans.list),
  'identifier search uses loads_search_trgm_idx': uses('loads_search_trgm_idx', plans.search),
  'search count uses loads_search_trgm_idx': uses('loads_search_trgm_idx', plans.searchCount),
  'needs-attention uses loads_account_active_idx': uses(
    'loads_account_active_idx',
    plans.attention,
  ),
  'alphabetical page uses loads_account_name_idx': uses(
    'loads_account_name_idx',
    plans.alphabetical,
  ),
  'tiles use loads_account_active_idx': uses('loads_account_active_idx', plans.tiles),
  'no seq scan on loads in any plan': Object.values(plans).every((plan) => !plan.seqScan),
});
await app.close();
await database.close();

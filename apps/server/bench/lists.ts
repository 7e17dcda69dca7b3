/**
 * `npm run bench` (the list speed budget): the hot lists at 2,000 and at 200,000 loads, in scratch PostgreSQL
 * databases that it creates next to DATABASE_URL (or postgres://postgres@127.0.0.1:5432/postgres)
 * and drops at the end: nothing is written into DATABASE_URL's own database. For each list it
 * prints req/s, p50 and p99 at -c 20 (autocannon), the ratio to GET /api/auth/me in the same run,
 * the ratio to the same SQL sent straight through `pg`, and p50 at 200,000 / p50 at 2,000.
 */
import { performance } from 'node:perf_hooks';
import type { TruckPostData } from '@spotlane/shared/schemas/capacity';
import type { LoadListParams, SpotQuoteParams } from '@spotlane/shared/schemas/loads';
import autocannon from 'autocannon';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { createPost } from '../src/modules/capacity/index.ts';
import {
  spotQuoteCounts,
  spotQuoteCountsFromLoads,
  spotQuoteList,
} from '../src/modules/loads/carrier-board.ts';
import { inAudience, listLoads } from '../src/modules/loads/index.ts';
import type { Caller } from '../src/platform/auth.ts';
import { findSessionCaller, SESSION_COOKIE } from '../src/platform/auth.ts';
import { seedMarket } from '../src/seed/market-data.ts';
import { shipmentBody } from '../test/shipment-body.ts';
import { scratchDatabase } from './scratch.ts';
import { startServer } from './server.ts';
import { captureStatements, explainPlan, type Session, signUp } from './session.ts';

const SIZES = (process.env.BENCH_SIZES ?? '2000,200000').split(',').map(Number);
const CARRIERS = Number(process.env.BENCH_CARRIERS ?? 2_000);
const SHIPPERS = Number(process.env.BENCH_SHIPPERS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
/**
 * Each figure is the median of ROUNDS runs of SECONDS, the API's and pg's runs interleaved
 * (API, pg, API, pg...), so that a change in the machine's other load during the run moves
 * both sides of a ratio alike (the machine is shared).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const SPOT = '/api/loads/custom_pagination_spotquotes';
/** How many writes of each kind are timed one at a time (after WRITE_WARMUP untimed). */
const WRITES = Number(process.env.BENCH_WRITES ?? 40);
const WRITE_WARMUP = 5;
/**
 * The heavy accounts at the largest size (decision 058): a shipper with 85% of the loads
 * (170,000 of 200,000), a carrier with 25,000 open bids and 30,000 delivered loads; at a smaller
 * size the same shares of its table.
 */
const HEAVY_AT = 200_000;
const heavyHistory = (loads: number) => ({
  shipperShare: 0.85,
  carrierOpenBids: Math.round((25_000 * loads) / HEAVY_AT),
  carrierDelivered: Math.round((30_000 * loads) / HEAVY_AT),
});
type Db = Parameters<typeof spotQuoteList>[0];
interface Target {
  label: string;
  /** The carrier with the bench's usual history, or the heavy carrier and shipper. */
  role: 'carrier' | 'heavyCarrier' | 'shipper';
  path: string;
  /** The statements the endpoint sends, captured from the service it calls. */
  statements: (db: Db, caller: Caller) => Promise<SQL[]>;
}
/** The first page of a list, newest first, as the web app asks for it. */
const FIRST_PAGE = { ordering: 'new', page: 1, page_size: 12 } as const;
/** A target whose statements are those `list` sends for `caller`. */
const target = (
  label: string,
  role: Target['role'],
  path: string,
  list: (spy: Db, caller: Caller) => Promise<unknown>,
): Target => ({
  label,
  role,
  path,
  statements: (db, caller) => captureStatements(db, (spy) => list(spy, caller)),
});
const spot = (
  label: string,
  query: Partial<SpotQuoteParams>,
  role: Target['role'] = 'carrier',
): Target =>
  target(
    label,
    role,
    `${SPOT}?${new URLSearchParams(query as Record<string, string>)}`,
    (spy, caller) =>
      spotQuoteList(spy, caller, {
        status: 'spot-quotes',
        ...FIRST_PAGE,
        ...query,
      } as SpotQuoteParams),
  );
/** BENCH_ONLY (a regular expression): only the lists whose label it matches, for a short run. */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const ALL_TARGETS: Target[] = [
  spot('spot-quote default', {}),
  spot('spot-quote bid-placed', { status: 'bid-placed' }),
  spot('Bids Placed, heavy carrier', { status: 'bid-placed' }, 'heavyCarrier'),
  spot('spot-quote search', { status: 'search', search: 'steel' }),
  // PRODUCT.md 20: the carrier's recommended page (its matches in rank) and a filtered page.
  spot('spot-quote recommended, heavy carrier', { status: 'recommended' }, 'heavyCarrier'),
  spot('spot-quote filtered 100 mi', {
    status: 'spot-quotes',
    origin_zip: '75201',
    origin_radius_mi: 100,
  }),
  target('shipper list', 'shipper', '/api/loads', (spy, caller) =>
    listLoads(spy, caller, { status: 'all', ...FIRST_PAGE, starred: false } as LoadListParams),
  ),
];
const TARGETS = ALL_TARGETS.filter((target) => !ONLY || ONLY.test(target.label));

interface Figures {
  rps: number;
  p50: number;
  p99: number;
}

/** As a browser asks (PRODUCT.md 14: answers over 1 KB come compressed). */
const BROWSER_ENCODING = 'br, gzip';

async function http(url: string, cookie: string, acceptEncoding?: string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });
  if (result.non2xx + result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** `run` in CONNECTIONS concurrent loops for SECONDS, as autocannon drives the API. */
async function closedLoop(run: () => Promise<unknown>): Promise<Figures> {
  const latencies: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        await run();
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return { rps: latencies.length / SECONDS, p50: at(0.5), p99: at(0.99) };
}

/** The median of each figure over the rounds. */
function median(runs: Figures[]): Figures {
  const mid = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const half = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? (sorted[half] ?? 0)
      : ((sorted[half - 1] ?? 0) + (sorted[half] ?? 0)) / 2;
  };
  return {
    rps: mid(runs.map((run) => run.rps)),
    p50: mid(runs.map((run) => run.p50)),
    p99: mid(runs.map((run) => run.p99)),
  };
}

interface SizeResult {
  me: Figures;
  /** GET /api/auth/me from a second server that reads the session on every request. */
  meUncached: Figures;
  /** Each list asked as a browser asks, compressed. */
  api: Record<string, Figures>;
  /** The same without Accept-Encoding: the answer sent as it is. */
  plain: Record<string, Figures>;
  direct: Record<string, Figures>;
  /** p50 (ms) of single writes by the heavy accounts, one at a time on an idle server. */
  writes: Record<string, number>;
}

const p50Of = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** `write(i)` WRITE_WARMUP times untimed, then WRITES times one at a time: the p50 in ms. */
async function timedWrites(write: (index: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < WRITE_WARMUP; i++) await write(i);
  const times: number[] = [];
  for (let i = WRITE_WARMUP; i < WRITE_WARMUP + WRITES; i++) {
    const started = performance.now();
    await write(i);
    times.push(performance.now() - started);
  }
  return p50Of(times);
}

/**
 * The writes that used to grow with an account's history (decision 057), through the API as the
 * web app sends them: a bid by the heavy carrier on an open load of its audience it has not bid
 * on, and a shipment created by the heavy shipper.
 */
async function measureWrites(
  db: Db,
  sessions: { heavyCarrier: Session; shipper: Session },
  callers: { heavyCarrier: Caller; shipper: Caller },
): Promise<Record<string, number>> {
  const count = WRITE_WARMUP + WRITES;
  const carrier = callers.heavyCarrier.account.id;
  const open = (
    (await db.execute(sql`select l.id from loads l
      where l.status in ('unscheduled', 'unassigned') and l.audience_type = 'all'
        and l.account_id in (select sc.shipper_account_id from shipper_carriers sc
          where sc.carrier_account_id = ${carrier})
        and not exists (select 1 from bids b where b.load_id = l.id and b.carrier_account_id = ${carrier})
        and (l.bid_deadline is null or l.bid_deadline > now())
      order by l.id desc limit ${count}`)) as unknown as { rows: Array<{ id: number }> }
  ).rows.map((row) => row.id);
  if (open.length < count) throw new Error(`only ${open.length} loads to bid on`);
  const stops = (
    (await db.execute(sql`select d.id from delivery_locations d
      where d.account_id = ${callers.shipper.account.id} order by d.id limit 2`)) as unknown as {
      rows: Array<{ id: number }>;
    }
  ).rows.map((row) => row.id);
  const [origin, destination] = stops;
  if (origin === undefined || destination === undefined) throw new Error('no locations');
  const bidOn = (loadId: number) => ({
    load_id: loadId,
    amount: 150_000,
    pickup_date: shipmentBody(origin, destination).date_to_leave,
    delivery_date: shipmentBody(origin, destination).expected_delivery_date,
  });
  return {
    'POST /api/bids, heavy carrier': await timedWrites((i) =>
      sessions.heavyCarrier.call('POST', '/api/bids', bidOn(open[i] as number)),
    ),
    'POST /api/loads, heavy shipper': await timedWrites(() =>
      sessions.shipper.call('POST', '/api/loads', shipmentBody(origin, destination)),
    ),
  };
}

/** The open bids of the bench carrier, the same number at every size (Bids Placed's rows). */
const OWN_OPEN_BIDS = 30;

/**
 * The market's bids fall on carriers by load id, so the bench carrier held 0 or 1 bid at 2,000
 * loads and 50 at 200,000: Bids Placed compared an empty page with a full one. Growth must
 * compare the same page (12 cards of 30) on a small and a large table, so the carrier's bids
 * are replaced by bids on the 30 newest open marketplace loads (the bids trigger of migration
 * 0011 keeps the carrier's counts).
 */
/**
 * PRODUCT.md 20: the heavy carrier (in many networks; the bench carrier sees only the
 * marketplace loads, which it all bids on) posts a dry van empty for the last 30 days and the
 * next week in the city where most of the open loads it may see pick up: its recommended page
 * ranks its matches (at most 500 a post, at every size), never an empty page.
 */
async function postTruckOf(db: Db, carrier: Caller) {
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const [busiest] = (
    (await db.execute(sql`select o.city, o.state, o.zipcode from loads l
      join delivery_locations o on o.id = l.origin_location_id
      where l.status in ('unscheduled', 'unassigned') and ${inAudience(carrier.account.id)}
        and l.date_to_leave >= ${day(-30)}::date
      group by o.city, o.state, o.zipcode order by count(*) desc limit 1`)) as unknown as {
      rows: Array<{ city: string; state: TruckPostData['empty_at']['state']; zipcode: string }>;
    }
  ).rows;
  if (!busiest) throw new Error('no open load the heavy carrier may see');
  await createPost(db, carrier, {
    equipment_type: 'dry_van',
    empty_at: busiest,
    available_from: day(-30),
    available_to: day(7),
    destinations: ['anywhere'],
    min_rate_per_mile_cents: null,
    notes: null,
  });
  const counts = await spotQuoteCounts(db, carrier.account.id);
  console.log(
    `the heavy carrier's truck in ${busiest.city}, ${busiest.state}: ${counts.recommended} recommended loads`,
  );
  if (counts.recommended < FIRST_PAGE.page_size)
    throw new Error('the recommended page would not be full: the bench would measure nothing');
}

async function sameOwnBidsAtEverySize(db: Db, carrier: Caller) {
  await db.execute(sql`delete from bids where carrier_account_id = ${carrier.account.id}`);
  await db.execute(sql`
    insert into bids (load_id, carrier_account_id, carrier_user_id, amount_cents, is_accepted, status)
    select l.id, ${carrier.account.id}, ${carrier.user.id}, 150000, false, 'pending' from loads l
    where l.status in ('unscheduled', 'unassigned') and l.audience_type = 'marketplace'
    order by l.created_at desc limit ${OWN_OPEN_BIDS}`);
  await db.execute(sql`analyze bids`);
  const [kept, counted] = await Promise.all([
    spotQuoteCounts(db, carrier.account.id),
    spotQuoteCountsFromLoads(db, carrier.account.id),
  ]);
  if (JSON.stringify(kept) !== JSON.stringify(counted))
    throw new Error(
      `the carrier's kept counts ${JSON.stringify(kept)} != ${JSON.stringify(counted)}`,
    );
}

async function measure(loads: number): Promise<SizeResult> {
  const scratch = await scratchDatabase();
  try {
    const { app, base } = await startServer(scratch.database);
    // The baseline was GET /api/auth/me reading its session from the database (770 req/s):
    // with the session cache (decision 030) /me reads nothing, so both baselines are printed.
    const uncached = await startServer(scratch.database, 0);
    const { db } = scratch.database;
    // The heavy carrier and the shipper first: the market's first carrier and shipper
    // (seedMarket gives them the heavy history).
    const sessions = {
      heavyCarrier: await signUp(base, 'carrier', 'Bench Heavy Carrier'),
      carrier: await signUp(base, 'carrier', 'Bench Carrier'),
      shipper: await signUp(base, 'shipper', 'Bench Shipping'),
    };
    const started = performance.now();
    const heavy = heavyHistory(loads);
    await seedMarket(db, {
      loads,
      bids: Math.round(loads / 2),
      carriers: CARRIERS,
      shippers: SHIPPERS,
      heavy,
    });
    console.log(
      `\n${loads} loads, ${CARRIERS} carriers, ${SHIPPERS} shippers, ${Math.round(loads / 2)} bids: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s` +
        ` (the shipper holds ${Math.round(heavy.shipperShare * 100)}% of the loads; the heavy carrier ${heavy.carrierOpenBids} open bids and ${heavy.carrierDelivered} delivered loads)`,
    );
    // Every cookie the browser holds (the session's and XSRF-TOKEN, without which every answer
    // would mint and set a new XSRF cookie).
    const cookies = {
      heavyCarrier: sessions.heavyCarrier.cookieHeader(),
      carrier: sessions.carrier.cookieHeader(),
      shipper: sessions.shipper.cookieHeader(),
    };
    const callerOf = async (session: Session) => {
      const caller = await findSessionCaller(db, session.cookies.get(SESSION_COOKIE) as string);
      if (!caller) throw new Error('no session');
      return caller;
    };
    const callers = {
      heavyCarrier: await callerOf(sessions.heavyCarrier),
      carrier: await callerOf(sessions.carrier),
      shipper: await callerOf(sessions.shipper),
    };
    await sameOwnBidsAtEverySize(db, callers.carrier);
    await postTruckOf(db, callers.heavyCarrier);
    const [keptHeavy, countedHeavy] = await Promise.all([
      spotQuoteCounts(db, callers.heavyCarrier.account.id),
      spotQuoteCountsFromLoads(db, callers.heavyCarrier.account.id),
    ]);
    if (JSON.stringify(keptHeavy) !== JSON.stringify(countedHeavy))
      throw new Error(
        `the heavy carrier's counts ${JSON.stringify(keptHeavy)} != ${JSON.stringify(countedHeavy)}`,
      );
    console.log(`the heavy carrier's counts: ${JSON.stringify(keptHeavy)}`);
    // The writes first, on the idle server (each one request at a time).
    const writes = await measureWrites(db, sessions, callers);

    // Warm up; then, round by round, the baseline, and each list through HTTP and its same
    // statements straight through a pg.Pool as big as the app's (10), interleaved.
    for (const target of TARGETS) await sessions[target.role].call('GET', target.path);
    const dialect = new PgDialect();
    const pool = new pg.Pool({ connectionString: scratch.url, max: 10 });
    const queries = new Map<string, Array<{ sql: string; params: unknown[] }>>();
    for (const target of TARGETS) {
      const statements = await target.statements(db, callers[target.role] as Caller);
      queries.set(
        target.label,
        statements.map((statement) => dialect.sqlToQuery(statement)),
      );
    }
    const rounds = {
      me: [] as Figures[],
      meUncached: [] as Figures[],
      api: new Map<string, Figures[]>(),
      plain: new Map<string, Figures[]>(),
      direct: new Map<string, Figures[]>(),
    };
    const add = (map: Map<string, Figures[]>, label: string, figures: Figures) =>
      map.set(label, [...(map.get(label) ?? []), figures]);
    for (let round = 0; round < ROUNDS; round++) {
      rounds.me.push(await http(`${base}/api/auth/me`, cookies.carrier));
      rounds.meUncached.push(await http(`${uncached.base}/api/auth/me`, cookies.carrier));
      for (const target of TARGETS) {
        const url = `${base}${target.path}`;
        add(rounds.api, target.label, await http(url, cookies[target.role], BROWSER_ENCODING));
        add(rounds.plain, target.label, await http(url, cookies[target.role]));
        const batch = queries.get(target.label) ?? [];
        add(
          rounds.direct,
          target.label,
          await closedLoop(() =>
            Promise.all(batch.map((query) => pool.query(query.sql, query.params))),
          ),
        );
      }
    }
    await pool.end();
    await app.close();
    await uncached.app.close();
    const me = median(rounds.me);
    const meUncached = median(rounds.meUncached);
    const api: Record<string, Figures> = {};
    const plain: Record<string, Figures> = {};
    const direct: Record<string, Figures> = {};
    for (const target of TARGETS) {
      api[target.label] = median(rounds.api.get(target.label) ?? []);
      plain[target.label] = median(rounds.plain.get(target.label) ?? []);
      direct[target.label] = median(rounds.direct.get(target.label) ?? []);
    }

    if (loads === Math.max(...SIZES)) {
      for (const target of TARGETS) {
        const statements = await target.statements(db, callers[target.role] as Caller);
        for (const [index, statement] of statements.entries())
          await explainPlan(
            db,
            'analyze',
            `Plan at ${loads} loads: ${target.label} #${index + 1}`,
            statement,
          );
      }
    }
    return { me, meUncached, api, plain, direct, writes };
  } finally {
    await scratch.drop();
  }
}

const results = new Map<number, SizeResult>();
for (const size of SIZES) results.set(size, await measure(size));

const [small, large] = [Math.min(...SIZES), Math.max(...SIZES)];
const fixed = (value: number, digits = 2) => value.toFixed(digits);
const table: Record<string, Record<string, string>> = {};
for (const size of SIZES) {
  const result = results.get(size) as SizeResult;
  table[`GET /api/auth/me @${size}`] = {
    'req/s': fixed(result.me.rps, 0),
    'p50 ms': fixed(result.me.p50, 1),
    'p99 ms': fixed(result.me.p99, 1),
  };
  table[`GET /api/auth/me, session read @${size}`] = {
    'req/s': fixed(result.meUncached.rps, 0),
    'p50 ms': fixed(result.meUncached.p50, 1),
    'p99 ms': fixed(result.meUncached.p99, 1),
  };
  for (const target of TARGETS) {
    const api = result.api[target.label] as Figures;
    const direct = result.direct[target.label] as Figures;
    const plain = result.plain[target.label] as Figures;
    const row: Record<string, string> = {
      'req/s': fixed(api.rps, 0),
      'plain req/s': fixed(plain.rps, 0),
      'br/plain': fixed(api.rps / plain.rps),
      'p50 ms': fixed(api.p50, 1),
      'p99 ms': fixed(api.p99, 1),
      'x /me': fixed(api.rps / result.me.rps),
      'x /me read': fixed(api.rps / result.meUncached.rps),
      'pg req/s': fixed(direct.rps, 0),
      'x pg': fixed(api.rps / direct.rps),
    };
    if (size === large && results.has(small)) {
      const before = (results.get(small) as SizeResult).api[target.label] as Figures;
      row[`p50 growth (${large}/${small})`] = fixed(api.p50 / Math.max(before.p50, 0.5));
    }
    table[`${target.label} @${size}`] = row;
  }
}
console.log(
  `\n-c ${CONNECTIONS}, medians of ${ROUNDS} interleaved runs of ${SECONDS} s per figure. x /me = req/s / GET /api/auth/me req/s (target >= 0.5); ` +
    'x /me read = the same against /me reading its session from the database (the baseline the issue measured); ' +
    'x pg = req/s / the same SQL through pg (target >= 0.85); p50 growth target <= 1.3.',
);
console.table(table);

const writeTable: Record<string, Record<string, string>> = {};
for (const label of Object.keys((results.get(small) as SizeResult).writes)) {
  const row: Record<string, string> = {};
  for (const size of SIZES)
    row[`p50 ms @${size}`] = fixed((results.get(size) as SizeResult).writes[label] ?? 0, 1);
  if (results.has(small) && results.has(large))
    row[`growth (${large}/${small})`] = fixed(
      ((results.get(large) as SizeResult).writes[label] ?? 0) /
        Math.max((results.get(small) as SizeResult).writes[label] ?? 0, 0.5),
    );
  writeTable[label] = row;
}
console.log(
  `\nWrites by the heavy accounts, ${WRITES} one at a time after ${WRITE_WARMUP} untimed (target: growth <= 1.3):`,
);
console.table(writeTable);

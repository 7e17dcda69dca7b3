/**
 * `npm run bench` (issue 11): the hot lists at 2,000 and at 200,000 loads, in scratch PostgreSQL
 * databases that it creates next to DATABASE_URL (or postgres://postgres@127.0.0.1:5432/postgres)
 * and drops at the end: nothing is written into DATABASE_URL's own database. For each list it
 * prints req/s, p50 and p99 at -c 20 (autocannon), the ratio to GET /api/auth/me in the same run,
 * the ratio to the same SQL sent straight through `pg`, and p50 at 200,000 / p50 at 2,000.
 */
import { performance } from 'node:perf_hooks';
import type { LoadListParams, SpotQuoteParams } from '@spotlane/shared/schemas/loads';
import autocannon from 'autocannon';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import {
  spotQuoteCounts,
  spotQuoteCountsFromLoads,
  spotQuoteList,
} from '../src/modules/loads/carrier-view.ts';
import { listLoads } from '../src/modules/loads/service.ts';
import type { Caller } from '../src/platform/auth.ts';
import { findSessionCaller, SESSION_COOKIE } from '../src/platform/auth.ts';
import { seedMarket } from '../src/seed/market-data.ts';
import { scratchDatabase } from './scratch.ts';
import { startServer } from './server.ts';
import { captureStatements, explainPlan, signUp } from './session.ts';

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
type Db = Parameters<typeof spotQuoteList>[0];
interface Target {
  label: string;
  role: 'carrier' | 'shipper';
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
const spot = (label: string, query: Partial<SpotQuoteParams>): Target =>
  target(
    label,
    'carrier',
    `${SPOT}?${new URLSearchParams(query as Record<string, string>)}`,
    (spy, caller) =>
      spotQuoteList(spy, caller, {
        status: 'spot-quotes',
        ...FIRST_PAGE,
        ...query,
      } as SpotQuoteParams),
  );
const TARGETS: Target[] = [
  spot('spot-quote default', {}),
  spot('spot-quote bid-placed', { status: 'bid-placed' }),
  spot('spot-quote search', { status: 'search', search: 'steel' }),
  target('shipper list', 'shipper', '/api/loads', (spy, caller) =>
    listLoads(spy, caller, { status: 'all', ...FIRST_PAGE, starred: false } as LoadListParams),
  ),
];

interface Figures {
  rps: number;
  p50: number;
  p99: number;
}

async function http(url: string, cookie: string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { cookie },
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
  api: Record<string, Figures>;
  direct: Record<string, Figures>;
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
    const sessions = {
      carrier: await signUp(base, 'carrier', 'Bench Carrier'),
      shipper: await signUp(base, 'shipper', 'Bench Shipping'),
    };
    const started = performance.now();
    await seedMarket(db, {
      loads,
      bids: Math.round(loads / 2),
      carriers: CARRIERS,
      shippers: SHIPPERS,
    });
    console.log(
      `\n${loads} loads, ${CARRIERS} carriers, ${SHIPPERS} shippers, ${Math.round(loads / 2)} bids: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // Every cookie the browser holds (the session's and XSRF-TOKEN, without which every answer
    // would mint and set a new XSRF cookie).
    const cookies = {
      carrier: sessions.carrier.cookieHeader(),
      shipper: sessions.shipper.cookieHeader(),
    };
    const callers = {
      carrier: await findSessionCaller(db, sessions.carrier.cookies.get(SESSION_COOKIE) as string),
      shipper: await findSessionCaller(db, sessions.shipper.cookies.get(SESSION_COOKIE) as string),
    };
    if (!callers.carrier || !callers.shipper) throw new Error('no session');
    await sameOwnBidsAtEverySize(db, callers.carrier);

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
      direct: new Map<string, Figures[]>(),
    };
    for (let round = 0; round < ROUNDS; round++) {
      rounds.me.push(await http(`${base}/api/auth/me`, cookies.carrier));
      rounds.meUncached.push(await http(`${uncached.base}/api/auth/me`, cookies.carrier));
      for (const target of TARGETS) {
        const api = await http(`${base}${target.path}`, cookies[target.role]);
        const batch = queries.get(target.label) ?? [];
        const direct = await closedLoop(() =>
          Promise.all(batch.map((query) => pool.query(query.sql, query.params))),
        );
        rounds.api.set(target.label, [...(rounds.api.get(target.label) ?? []), api]);
        rounds.direct.set(target.label, [...(rounds.direct.get(target.label) ?? []), direct]);
      }
    }
    await pool.end();
    await app.close();
    await uncached.app.close();
    const me = median(rounds.me);
    const meUncached = median(rounds.meUncached);
    const api: Record<string, Figures> = {};
    const direct: Record<string, Figures> = {};
    for (const target of TARGETS) {
      api[target.label] = median(rounds.api.get(target.label) ?? []);
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
    return { me, meUncached, api, direct };
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
    const row: Record<string, string> = {
      'req/s': fixed(api.rps, 0),
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

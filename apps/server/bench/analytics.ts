/**
 * `npm run bench`: each analytics answer's p95 over real HTTP, and the server's peak
 * RSS while it streams the cost CSV, on a scratch PostgreSQL database (made next to DATABASE_URL
 * and dropped at the end) seeded with BENCH_ANALYTICS_LOADS loads (200,000). Half the loads'
 * facts are given to the signed-in bench shipper, every one awarded, so its answers and its CSV
 * cover 100,000 loads. A target missed prints MISSED; the bench never exits 1 for it.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { refreshAllLoadFacts, scorecards } from '../src/modules/analytics/index.ts';
import { findSessionCaller, SESSION_COOKIE } from '../src/platform/auth.ts';
import { seedMarket } from '../src/seed/market-data.ts';
import { scratchDatabase } from './scratch.ts';
import { startServer } from './server.ts';
import { captureStatements, explainPlan, signUp } from './session.ts';

const LOADS = Number(process.env.BENCH_ANALYTICS_LOADS ?? 200_000);
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 40);
const TARGET_MS = 300;

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
};

async function main() {
  const scratch = await scratchDatabase();
  try {
    const { app, base } = await startServer(scratch.database);
    const { db } = scratch.database;
    const shipper = await signUp(base, 'shipper', 'Bench Analytics');
    const carrier = await signUp(base, 'carrier', 'Bench Analytics Carrier');
    const started = performance.now();
    await seedMarket(db, {
      loads: LOADS,
      bids: Math.round(LOADS / 2),
      carriers: 2_000,
      shippers: 100,
    });
    await db.execute(sql`update loads set equipment_type = 'dry_van', miles = 300 + id % 1500`);
    // Bulk writes of the facts without the scorecards' triggers, rebuilt once after (decision 058).
    await db.execute(sql`alter table load_facts disable trigger user`);
    await refreshAllLoadFacts(db);
    const [me] = (
      (await db.execute(
        sql`select u.account_id from users u where u.email like 'bench-shipper-%' limit 1`,
      )) as unknown as { rows: Array<{ account_id: number }> }
    ).rows;
    await db.execute(sql`update load_facts set account_id = ${me?.account_id},
        carrier_account_id = coalesce(carrier_account_id, (select id from accounts where type = 'carrier' limit 1)),
        awarded_cents = coalesce(awarded_cents, 100000 + load_id % 200000),
        awarded_at = coalesce(awarded_at, published_at + interval '3 hours')
      where load_id % 2 = 0`);
    await db.execute(sql`alter table load_facts enable trigger user`);
    await db.execute(sql`select spotlane_rebuild_scorecards()`);
    // As autovacuum leaves the tables after bulk writes (statistics, and the visibility map that
    // lets the medians read their index alone), as seedMarket does after its own.
    await db.execute(sql`vacuum analyze`);
    console.log(
      `\nanalytics: ${LOADS} loads seeded in ${((performance.now() - started) / 1000).toFixed(1)} s; the bench shipper holds ${LOADS / 2}`,
    );

    const answers: Array<[string, typeof shipper]> = [
      ['/api/analytics/stats', shipper],
      ['/api/analytics/stats?from=2020-01-01&to=2100-01-01&equipment_type=dry_van', shipper],
      ['/api/analytics/cost?ordering=-awarded_amount', shipper],
      ['/api/analytics/cost?page=50', shipper],
      ['/api/analytics/carriers', shipper],
      [
        '/api/analytics/benchmark?origin_zip=60601&destination_zip=75201&equipment_type=dry_van&days=90',
        shipper,
      ],
      ['/api/analytics/carrier', carrier],
    ];
    for (const [path, session] of answers) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const t = performance.now();
        await session.call('GET', path);
        times.push(performance.now() - t);
      }
      const value = p95(times);
      console.log(
        `${value <= TARGET_MS ? 'ok    ' : 'MISSED'} p95 ${value.toFixed(1).padStart(7)} ms (target ${TARGET_MS})  GET ${path}`,
      );
    }

    // BENCH_EXPLAIN=1: the plan of the scorecards' statement (the heaviest answer).
    if (process.env.BENCH_EXPLAIN === '1') {
      const caller = await findSessionCaller(db, shipper.cookies.get(SESSION_COOKIE) as string);
      if (caller) {
        const [statement] = await captureStatements(db, (spy) => scorecards(spy, caller, {}));
        if (statement)
          await explainPlan(db, 'analyze, buffers', 'GET /api/analytics/carriers', statement);
      }
    }

    // The CSV of every awarded load of the bench shipper, read slowly enough to stream.
    let peak = process.memoryUsage().rss;
    const before = peak;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const t = performance.now();
    const response = await fetch(`${base}/api/analytics/cost.csv`, {
      headers: { cookie: shipper.cookieHeader() },
    });
    let bytes = 0;
    let rows = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) rows++;
    }
    clearInterval(sampler);
    const growth = (peak - before) / 1024 / 1024;
    console.log(
      `${growth <= 64 ? 'ok    ' : 'MISSED'} cost.csv: ${rows - 1} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${((performance.now() - t) / 1000).toFixed(1)} s; peak RSS ${(peak / 1024 / 1024).toFixed(0)} MB (+${growth.toFixed(0)} MB over the ${(before / 1024 / 1024).toFixed(0)} MB before; target +64 MB)`,
    );
    await app.close();
  } finally {
    await scratch.drop();
  }
}

await main();

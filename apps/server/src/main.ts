import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import {
  DEMO_HEAD_START_HOURS,
  DEMO_MPH,
  DEMO_VEHICLE,
  type EldSimulator,
  routeOfVehicle,
  startEldSimulator,
} from './modules/tracking/index.ts';
import { waitForDatabase } from './platform/database-outage.ts';
import { SHUTDOWN_DEADLINE_MS } from './platform/shutdown.ts';
import { demoLoginLines, seedDemoData } from './seed/index.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // PRODUCT.md 22: a refused setting is one line naming it, and the exit status is not 0.
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Spotlane cannot start: ${error.message}`);
  process.exit(1);
}
const database = openDatabase({
  url: config.DATABASE_URL,
  listenUrl: config.DATABASE_LISTEN_URL,
  poolMax: config.DATABASE_POOL_MAX,
  preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
  dataDir: config.DATA_DIR,
});
// Unreachable at start: wait for it with backoff, saying so in one line (PRODUCT.md 14).
await waitForDatabase(database, { warn: console.warn, info: console.log });
await database.migrate();
// PRODUCT.md 18: the demo's trucks report through a simulated ELD provider run in this process
// (on 127.0.0.1) unless ELD_SIM_URL names one.
let simulator: EldSimulator | null = null;
if (config.SEED_DEMO && config.ELD_PROVIDER === 'sim' && !config.ELD_SIM_URL) {
  simulator = await startEldSimulator();
  config = { ...config, ELD_SIM_URL: simulator.url };
}
const { app, jobs, shutdown } = await buildApp(config, database);

// Demo accounts only in development or when asked for (SEED_DEMO=true); never in tests.
if (config.SEED_DEMO && (await seedDemoData(database.db, config))) {
  app.log.info('demo accounts, companies and loads created');
}

if (simulator) {
  // The demo truck drives on from where the seed left it, also after a restart.
  const route = await routeOfVehicle(database.db, DEMO_VEHICLE);
  if (route?.connectedAt)
    simulator.routes.set(DEMO_VEHICLE, {
      points: route.points,
      startAt: route.connectedAt.getTime() - DEMO_HEAD_START_HOURS * 3600_000,
      mph: DEMO_MPH,
      loop: false,
    });
}

await app.listen({ port: config.PORT, host: config.HOST });
jobs.start();

const where =
  database.driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.DATA_DIR}`;
const lines = [`Spotlane is running on ${config.APP_URL} (database: ${where})`];
if (config.SEED_DEMO) lines.push(...demoLoginLines());
console.log(`\n${lines.join('\n')}\n`);

// PRODUCT.md 22: SIGTERM drains (readiness 503, live streams ended, jobs finished or
// released) and the process is gone within SHUTDOWN_DEADLINE_MS, whatever still hangs.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    setTimeout(() => {
      console.error(`Spotlane did not finish its shutdown within ${SHUTDOWN_DEADLINE_MS} ms`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS - 500).unref();
    app.log.info(`${signal}: draining`);
    const { jobsReleased } = await shutdown.begin();
    if (jobsReleased > 0) app.log.warn(`${jobsReleased} job(s) released to other processes`);
    await database.close();
    process.exit(0);
  });
}

import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_PASSWORD, demoLogins, seedDemo } from './db/seed.ts';
import { seedDemoNetwork } from './db/seed-network.ts';
import { waitForDatabase } from './platform/database-outage.ts';

const config = loadConfig();
const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
// Unreachable at start: wait for it with backoff, saying so in one line (PRODUCT.md 14).
await waitForDatabase(database, { warn: console.warn, info: console.log });
await database.migrate();
const { app, mail } = await buildApp(config, database);

// Only `npm start` passes --seed-demo; tests and other deployments never get demo data.
if (process.argv.includes('--seed-demo')) {
  const created = await seedDemo(database.db);
  if (created) {
    await seedDemoNetwork(database.db, config);
    app.log.info('demo accounts, companies and loads created');
  }
}

await app.listen({ port: config.PORT, host: config.HOST });
mail.start();

const where =
  database.driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.DATA_DIR}`;
const lines = [`Spotlane is running on ${config.APP_URL} (database: ${where})`];
if (process.argv.includes('--seed-demo')) {
  lines.push(`Demo logins (password ${DEMO_PASSWORD}):`);
  for (const login of demoLogins) lines.push(`  ${login.email.padEnd(32)} ${login.role}`);
}
console.log(`\n${lines.join('\n')}\n`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await database.close();
    process.exit(0);
  });
}

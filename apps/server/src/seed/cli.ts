/**
 * `npm run db:seed`: migrates, then creates the demo data when the database has no account.
 * Demo accounts exist only in development (NODE_ENV unset or `development`) or with
 * SEED_DEMO=true; anywhere else this refuses and exits with 1.
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { demoLoginLines, seedDemoData } from './index.ts';

const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
if (!config.SEED_DEMO) {
  console.error(
    `No demo data with NODE_ENV=${config.NODE_ENV}: set SEED_DEMO=true to create demo accounts anyway.`,
  );
  process.exit(1);
}
const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  const created = await seedDemoData(database.db, config);
  console.log(
    created
      ? ['demo accounts, companies and loads created', ...demoLoginLines()].join('\n')
      : 'the database has accounts already: no demo data added',
  );
} finally {
  await database.close();
}

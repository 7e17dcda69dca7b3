/** `npm run db:migrate`: applies the migrations to DATABASE_URL, or to the embedded database. */
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';

const config = loadConfig();
const database = openDatabase({
  url: config.DATABASE_URL,
  listenUrl: config.DATABASE_LISTEN_URL,
  dataDir: config.DATA_DIR,
});
try {
  await database.migrate();
  console.log(
    `migrations applied (${database.driver === 'pg' ? 'PostgreSQL' : `embedded PGlite in ${config.DATA_DIR}`})`,
  );
} finally {
  await database.close();
}

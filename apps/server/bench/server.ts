import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';

/**
 * Migrates `database` and serves the app on it on a free local port. `sessionCacheMs` is the
 * production default (2000); 0 serves every request by reading its session from the database.
 */
export async function startServer(database: Database, sessionCacheMs = 2000) {
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    // As in production by default (tests turn the session cache off; config.ts).
    SESSION_CACHE_MS: String(sessionCacheMs),
  });
  const { app } = await buildApp(config, database);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.ts';

/** The PostgreSQL server the bench works on: DATABASE_URL's, or the local default. */
export const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(query: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** The scratch databases' name prefix (BENCH_DATABASE_PREFIX, for a server shared by several people). */
const PREFIX = process.env.BENCH_DATABASE_PREFIX || 'spotlane_bench';

/**
 * A new database on SERVER_URL's server, never SERVER_URL's own database: the bench writes only
 * there and drops it when done.
 */
export async function scratchDatabase(): Promise<{
  database: Database;
  url: string;
  drop: () => Promise<void>;
}> {
  const name = `${PREFIX}_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString() });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

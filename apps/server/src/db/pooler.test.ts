import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminPool, databaseUrlFor } from '../../test/pg-admin.ts';
import { openDatabase, prepared } from './client.ts';

type Rows<T> = { rows: T[] };

/** A scratch database of the test's own, dropped afterwards. */
async function withScratchDatabase(run: (url: string) => Promise<void>) {
  const url = process.env.DATABASE_URL as string;
  const name = `spotlane_pooler_${randomBytes(4).toString('hex')}`;
  const admin = adminPool(url);
  await admin.query(`create database ${name}`);
  try {
    await run(databaseUrlFor(url, name));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

// PRODUCT.md 22: DATABASE_URL may be a transaction-mode pooler; LISTEN and the migration lock
// go to the direct DATABASE_LISTEN_URL; DATABASE_POOL_MAX sizes the pool.
describe.skipIf(!process.env.DATABASE_URL)('behind a connection pooler (PostgreSQL)', () => {
  it('migrates and LISTENs through the direct URL, queries through the pooled one', async () => {
    await withScratchDatabase(async (direct) => {
      const listenUrl = new URL(direct);
      listenUrl.searchParams.set('application_name', 'spotlane_direct');
      const database = openDatabase({ url: direct, listenUrl: listenUrl.toString() });
      try {
        await database.migrate();
        const stop = await database.listen('spotlane_pooler_test', () => {});
        const { rows } = (await database.db.execute(
          sql`select application_name, query from pg_stat_activity
            where datname = current_database() and query ilike 'listen%'`,
        )) as unknown as Rows<{ application_name: string; query: string }>;
        await stop();
        expect(rows).toEqual([
          { application_name: 'spotlane_direct', query: 'listen "spotlane_pooler_test"' },
        ]);
      } finally {
        await database.close();
      }
      // The migrations never touch the pooled URL (here one that cannot even be reached).
      const unreachablePool = openDatabase({
        url: 'postgres://postgres@127.0.0.1:1/nowhere',
        listenUrl: direct,
      });
      try {
        await unreachablePool.migrate();
      } finally {
        await unreachablePool.close();
      }
    });
  });

  it('names prepared statements by default, and none with preparedStatements false', async () => {
    const url = process.env.DATABASE_URL as string;
    const namedCount = async (preparedStatements: boolean) => {
      // One connection, so the statement and the look-up share a session.
      const database = openDatabase({ url, poolMax: 1, preparedStatements });
      try {
        await database.db.execute(prepared(sql`select 41 + 1 as answer`));
        const { rows } = (await database.db.execute(
          sql`select count(*)::int as named from pg_prepared_statements where name like 'spotlane_%'`,
        )) as unknown as Rows<{ named: number }>;
        return rows[0]?.named;
      } finally {
        await database.close();
      }
    };
    expect(await namedCount(true)).toBe(1);
    expect(await namedCount(false)).toBe(0);
  });

  it('opens at most DATABASE_POOL_MAX connections', async () => {
    const database = openDatabase({ url: process.env.DATABASE_URL as string, poolMax: 2 });
    try {
      const pids = await Promise.all(
        Array.from({ length: 6 }, async () => {
          const { rows } = (await database.db.execute(
            sql`select pg_backend_pid() as pid, pg_sleep(0.1)`,
          )) as unknown as Rows<{ pid: number }>;
          return rows[0]?.pid;
        }),
      );
      expect(new Set(pids).size).toBe(2);
    } finally {
      await database.close();
    }
  });
});

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminPool, databaseUrlFor } from '../../test/pg-admin.ts';
import { type Database, openDatabase } from './client.ts';

const journal = JSON.parse(
  readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

// PRODUCT.md 22: processes started together on an empty database all come up, migrating once.
describe.skipIf(!process.env.DATABASE_URL)('migrations under an advisory lock (PostgreSQL)', () => {
  it('four migrators started at once on an empty database all succeed, and apply each migration once', async () => {
    const url = process.env.DATABASE_URL as string;
    const name = `spotlane_migrate_${randomBytes(4).toString('hex')}`;
    const admin = adminPool(url);
    await admin.query(`create database ${name}`);
    const databases = Array.from({ length: 4 }, () =>
      openDatabase({ url: databaseUrlFor(url, name) }),
    );
    try {
      const outcomes = await Promise.allSettled(databases.map((database) => database.migrate()));
      expect(outcomes.map((outcome) => outcome.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ]);
      const { rows } = (await (databases[0] as Database).db.execute(
        sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: Array<{ applied: number }> };
      expect(rows[0]?.applied).toBe(journal.entries.length);
    } finally {
      for (const database of databases) await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});

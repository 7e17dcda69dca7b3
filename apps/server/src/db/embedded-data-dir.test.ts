import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';

// The memory budget (decision 046): a new embedded data folder is created (initdb) by a child process,
// whose memory goes away with it; the server process only ever opens an existing folder.
describe('the embedded database in a new data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'spotlane-data-dir-'));
  const opened: Database[] = [];
  const rows = async <T>(database: Database, query: SQL) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const open = () => {
    const database = openDatabase({ dataDir });
    opened.push(database);
    return database;
  };

  afterAll(async () => {
    for (const database of opened) await database.close().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is created before openDatabase returns, then migrated, queried and reopened', async () => {
    const first = open();
    // Synchronously there: PGlite itself would only create it once its (async) start ran,
    // in this process, and keep the memory that took (~100 MiB of the server's idle RSS).
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    await first.migrate();
    const [settings] = await rows<{ buffers: string; trgm: number }>(
      first,
      sql`select current_setting('shared_buffers') as buffers, similarity('spotlane', 'spotlane') as trgm`,
    );
    expect(settings).toEqual({ buffers: '16MB', trgm: 1 });
    await first.db.execute(sql`create table kept (n int)`);
    await first.db.execute(sql`insert into kept values (42)`);
    await first.close();

    const second = open();
    expect(await rows(second, sql`select n from kept`)).toEqual([{ n: 42 }]);
  }, 120_000); // migrating a fresh on-disk database is the slow part
});

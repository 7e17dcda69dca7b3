import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { is, Param, Placeholder, SQL, StringChunk, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import {
  type PgDatabase,
  PgDialect,
  type PgQueryResultHKT,
  PgTransaction,
} from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; services accept either so they compose inside a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pg' | 'pglite';
  migrate(): Promise<void>;
  /** LISTEN on a channel; NOTIFY from any connection (or process) calls back. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * Runs independent reads: at once on the pool (each takes a connection of its own), one after
 * another in a transaction, whose single connection runs one query at a time (pg would queue
 * them, a use pg 9 will refuse).
 */
export async function readsOn<const T extends readonly (() => PromiseLike<unknown>)[]>(
  db: DbOrTx,
  ...reads: T
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  if (!is(db, PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as never;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as never;
}

const PREPARED_MARK = '/* prepared */ ';

/**
 * Once-built statements: a hot statement, built from a fixed shape (values only as parameters), that
 * PostgreSQL parses and plans once per connection: `pg` sends it as a named statement. Only for
 * statements whose text takes few forms (each form stays prepared on every pooled connection).
 */
export const prepared = (statement: SQL): SQL => sql`${sql.raw(PREPARED_MARK)}${statement}`;

/** A value of a once-built statement: the value itself, or the placeholder it is filled into. */
export type Slot<T> = T | Placeholder;

/** `sql.placeholder(name)`, typed to stand where a value of the statement goes. */
export const slot = <T>(name: string): Slot<T> => sql.placeholder(name);

const dialect = new PgDialect();
const templates = new Map<string, { texts: string[]; names: string[] }>();

/**
 * Once-built statements (docs/decisions/030-api-overhead.md): a hot statement whose SQL text is built once
 * per `shape` (by `build`, with `slot(name)` wherever a value goes), then, on every call, only
 * filled with `values` as parameters: no Drizzle tree walked again per request. The statement is
 * `prepared` (named on each pooled connection, so PostgreSQL may keep its plan, decision 041)
 * unless `plan` is 'each-time': a statement whose best plan depends on its values (a text
 * search, whose pattern may match one load or a tenth of them) is sent unnamed and planned
 * for its values on every call. Every parameter of `build` must be a slot: a value written
 * straight into the template would be frozen for every later call, so it throws.
 */
export function onceBuilt(
  shape: string,
  build: () => SQL,
  values: Record<string, unknown>,
  plan: 'reuse' | 'each-time' = 'reuse',
): SQL {
  const key = `${plan} ${shape}`;
  let template = templates.get(key);
  if (!template) {
    const query = dialect.sqlToQuery(plan === 'reuse' ? prepared(build()) : build());
    const texts = query.sql.split(/\$\d+\b/);
    const names = query.params.map((param, index) => {
      if (!is(param, Placeholder))
        throw new Error(`onceBuilt(${shape}): parameter ${index + 1} is a value, not a slot`);
      return param.name;
    });
    const numbers = [...query.sql.matchAll(/\$(\d+)\b/g)].map((match) => Number(match[1]));
    if (texts.length !== names.length + 1 || numbers.some((n, index) => n !== index + 1))
      throw new Error(`onceBuilt(${shape}): unexpected parameter markers in its text`);
    template = { texts, names };
    templates.set(key, template);
  }
  const { texts, names } = template;
  const chunks: unknown[] = [new StringChunk(texts[0] as string)];
  for (let index = 0; index < names.length; index++) {
    const name = names[index] as string;
    if (!(name in values)) throw new Error(`onceBuilt(${shape}): no value for ${name}`);
    chunks.push(new Param(values[name]), new StringChunk(texts[index + 1] as string));
  }
  return new SQL(chunks as SQL['queryChunks']);
}

/** Names the marked statements that go through `pool.query` (drizzle's db.execute does). */
function namePreparedStatements(pool: pg.Pool) {
  const names = new Map<string, string>();
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => unknown;
  pool.query = ((config: unknown, values?: unknown) => {
    const text = (config as { text?: unknown } | null)?.text;
    if (
      typeof text === 'string' &&
      text.startsWith(PREPARED_MARK) &&
      !(config as { name?: string }).name
    ) {
      let name = names.get(text);
      if (!name) {
        name = `spotlane_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
        names.set(text, name);
      }
      return query({ ...(config as object), name }, values);
    }
    return query(config, values);
  }) as typeof pool.query;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PostgreSQL through `pg` when a URL is given, otherwise the embedded PGlite under dataDir
 * (or in memory when dataDir is 'memory://'). Same schema, same migrations, same queries.
 */
export interface DatabaseOptions {
  /** PostgreSQL URL (may be a transaction-mode pooler such as PgBouncer); unset: embedded PGlite. */
  url?: string;
  /** A direct connection for LISTEN and the migration lock (default: url). */
  listenUrl?: string;
  /** Connections of the query pool (default 10). */
  poolMax?: number;
  /**
   * Whether `prepared` statements are sent as named statements (default true). A pooler in
   * transaction mode that does not track them (PgBouncer before 1.21, or without
   * max_prepared_statements) needs false: every query is then sent unnamed.
   */
  preparedStatements?: boolean;
  dataDir?: string;
}

/**
 * The key of the session advisory lock the migrations run under (any constant; "spotlane" in
 * ASCII): processes started together on an empty database wait for one another, and the ones
 * after the first find every migration applied.
 */
export const MIGRATION_LOCK_KEY = 0x73706f746c616e65n;

export function openDatabase(options: DatabaseOptions): Database {
  if (options.url) {
    const directUrl = options.listenUrl ?? options.url;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      // Once-built statements (decisions 030, 041): a named (prepared) statement is parsed once per
      // connection, and after five runs PostgreSQL keeps its generic plan when that costs no
      // more than planning anew (planning the card pages took longer than running them). The
      // list pages write their LIMIT and OFFSET as literals (loads/queries.ts pageWindow), so
      // their generic plan knows it needs 12 rows; text searches are never named (onceBuilt).
    });
    // An idle connection that the server ends (a restart, a failover, pg_terminate_backend)
    // is reported here after the pool has already dropped it; the next query opens a new
    // one. Without a listener that report would be an unhandled 'error' and end the process.
    pool.on('error', () => {});
    if (options.preparedStatements !== false) namePreparedStatements(pool);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      driver: 'pg',
      migrate: () => migrateUnderLock(directUrl),
      listen: (channel, onNotify) => listenWithReconnect(directUrl, channel, onNotify),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? './data';
  const pgliteOptions = {
    extensions: { pg_trgm, btree_gist },
    // PostgreSQL's default 128 MB of shared buffers is sized for a server; the embedded
    // database of one small deployment is served as well by 16 MB, and the process then idles
    // at about half the memory (the memory budget).
    postgresqlconf: ['shared_buffers = 16MB'],
  };
  let client: PGlite;
  if (dataDir.startsWith('memory://')) {
    client = new PGlite(pgliteOptions);
  } else {
    const dir = resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    createPgliteDataDir(dir);
    client = new PGlite(dir, pgliteOptions);
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, () => onNotify());
      return async () => {
        await stop().catch(() => {});
      };
    },
    close: () => client.close(),
  };
}

/**
 * PRODUCT.md 22: processes started at the same moment on an empty database all come up. The
 * migrator takes no lock of its own (two of them both create its schema and table, and both
 * apply the first migration), so it runs on a dedicated direct connection holding a session
 * advisory lock: the others wait, then find nothing left to apply. Direct, since a session lock
 * means nothing through a transaction-mode pooler.
 */
async function migrateUnderLock(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The memory budget (decision 046): PGlite creates a new data folder (initdb) with a second
 * WebAssembly instance and a copy of its 128 MiB memory. Done in the server process, that
 * left it ~100 MiB larger for good: the garbage is only collected late, and glibc keeps what
 * was freed in its heap. So a folder without a database yet is created by a child process,
 * which gives all of it back when it exits; the server then opens the folder as on a restart.
 * Synchronous (openDatabase is): it runs once, before anything is served.
 */
function createPgliteDataDir(dir: string): void {
  if (existsSync(join(dir, 'PG_VERSION'))) return;
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `require(${JSON.stringify(pglite)}).PGlite.create(${JSON.stringify(dir)}).then((db) => db.close())`;
  const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  if (result.status !== 0 || !existsSync(join(dir, 'PG_VERSION')))
    throw new Error(`creating the database in ${dir} failed: ${result.stderr || result.error}`);
}

/**
 * LISTEN on a connection of its own, outside the pool. PRODUCT.md 14: when that connection
 * is lost (a restart, a failover, pg_terminate_backend) it comes back by itself, with backoff,
 * and calls onNotify once it is back, since notifications sent meanwhile are lost.
 */
async function listenWithReconnect(
  url: string,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', () => onNotify());
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      next.end().catch(() => {});
      if (client === next) client = null;
      if (!stopped) schedule(500);
    };
    next.on('error', onLost);
    next.on('end', onLost);
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  };
  const schedule = (delayMs: number) => {
    if (retry || stopped) return;
    retry = setTimeout(() => {
      retry = null;
      connect()
        .then(() => onNotify()) // catch up on what was sent while the connection was down
        .catch(() => schedule(Math.min(delayMs * 2, 10_000)));
    }, delayMs);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

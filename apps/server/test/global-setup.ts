import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { adminPool, databaseUrlFor } from './pg-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string | null;
  }
}

/**
 * On PostgreSQL (DATABASE_URL set) one database is migrated once per run and every test file
 * copies it (CREATE DATABASE ... TEMPLATE), so files run in parallel on their own data.
 * On the embedded database each file migrates its own in-memory PGlite.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    project.provide('templateDatabase', null);
    return;
  }
  const { openDatabase } = await import('../src/db/client.ts');
  const name = `spotlane_tpl_${randomBytes(4).toString('hex')}`;
  const admin = adminPool(url);
  await admin.query(`create database ${name}`);
  const database = openDatabase({ url: databaseUrlFor(url, name) });
  await database.migrate();
  await database.close();
  project.provide('templateDatabase', name);
  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1 or datname = $2`,
      [`${name}_f%`, name],
    );
    for (const row of rows)
      await admin.query(`drop database if exists ${row.datname} with (force)`);
    await admin.end();
  };
}

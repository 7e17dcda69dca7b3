import pg from 'pg';

export function databaseUrlFor(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function adminPool(url: string): pg.Pool {
  return new pg.Pool({ connectionString: url, max: 2 });
}

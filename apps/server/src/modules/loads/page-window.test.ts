import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { pageWindow } from './queries.ts';

const dialect = new PgDialect();
const text = (page: number, page_size: number) => {
  const window = pageWindow({ page, page_size });
  return { shape: window.shape, ...dialect.sqlToQuery(window.sql) };
};

describe('pageWindow (decision 041)', () => {
  it('writes the window of the first ten pages into the text, so a kept plan knows its LIMIT', () => {
    expect(text(1, 12)).toEqual({ shape: 'window 12 0', sql: 'limit 12 offset 0', params: [] });
    expect(text(3, 25)).toEqual({ shape: 'window 25 50', sql: 'limit 25 offset 50', params: [] });
    expect(text(10, 100)).toMatchObject({ shape: 'window 100 900', sql: 'limit 100 offset 900' });
  });

  it('keeps later pages as parameters (one statement for all of them)', () => {
    const later = text(11, 12);
    expect(later.shape).toBe('window $');
    expect(later.sql).toBe('limit $1 offset $2');
    expect(later.params.map((param) => (param as { name: string }).name)).toEqual([
      'limit',
      'offset',
    ]);
    expect(text(100000, 100).shape).toBe('window $');
  });
});

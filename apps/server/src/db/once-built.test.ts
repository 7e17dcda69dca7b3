import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { onceBuilt, slot } from './client.ts';

const dialect = new PgDialect();
let shapes = 0;
const shape = () => `once-built test ${shapes++}`;

describe('onceBuilt', () => {
  it('builds the text once per shape and fills each call with its own values', () => {
    const name = shape();
    let builds = 0;
    const build = () => {
      builds++;
      return sql`select * from loads l where l.account_id = ${slot('a')} and (l.id = ${slot('id')} or l.account_id = ${slot('a')}) limit ${slot('limit')}`;
    };
    const first = dialect.sqlToQuery(onceBuilt(name, build, { a: 7, id: 70, limit: 12 }));
    const second = dialect.sqlToQuery(onceBuilt(name, build, { a: 8, id: 80, limit: 5 }));
    expect(builds).toBe(1);
    expect(first.sql).toBe(
      '/* prepared */ select * from loads l where l.account_id = $1 and (l.id = $2 or l.account_id = $3) limit $4',
    );
    expect(second.sql).toBe(first.sql);
    expect(first.params).toEqual([7, 70, 7, 12]);
    expect(second.params).toEqual([8, 80, 8, 5]);
  });

  it('refuses a value written straight into the template (it would be frozen for later calls)', () => {
    expect(() => onceBuilt(shape(), () => sql`select ${1} + ${slot('b')}`, { b: 2 })).toThrow(
      /parameter 1 is a value, not a slot/,
    );
  });

  it("names a statement for reuse unless its plan is made for each call's values", () => {
    const name = shape();
    const build = () => sql`select * from loads l where l.search_text like ${slot('s')}`;
    const reused = dialect.sqlToQuery(onceBuilt(name, build, { s: '%a%' }));
    const eachTime = dialect.sqlToQuery(onceBuilt(name, build, { s: '%b%' }, 'each-time'));
    expect(reused.sql).toBe('/* prepared */ select * from loads l where l.search_text like $1');
    expect(eachTime.sql).toBe('select * from loads l where l.search_text like $1');
    expect(eachTime.params).toEqual(['%b%']);
  });

  it('refuses a call without a value for one of its slots', () => {
    const name = shape();
    expect(() => onceBuilt(name, () => sql`select ${slot('b')}`, {})).toThrow(/no value for b/);
  });
});

import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUp, type TestContext } from '../../test/harness.ts';
import { pruneExpired, pruneJob } from './prune.ts';

async function count(ctx: TestContext, query: SQL): Promise<number> {
  const result = (await ctx.database.db.execute(query)) as unknown as {
    rows: Array<{ n: string | number }>;
  };
  return Number(result.rows[0]?.n ?? 0);
}

const hash = () => randomBytes(16).toString('hex');

describe('housekeeping (PRODUCT 14)', () => {
  let ctx: TestContext;
  let userId: number;
  let sessionId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    const { user } = await signUp(ctx);
    userId = user.id;
    const result = (await ctx.database.db.execute(
      sql`insert into sessions (user_id, token_hash, expires_at)
        values (${userId}, ${hash()}, now() + interval '1 day') returning id`,
    )) as unknown as { rows: Array<{ id: number }> };
    sessionId = Number(result.rows[0]?.id);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** Inserts one row long past its end, one just past it and one alive; prunes; answers what is left. */
  async function keepsOnlyRecent(
    table: string,
    insert: (label: string, age: SQL) => SQL,
    labelColumn: string,
  ): Promise<string[]> {
    const tag = hash().slice(0, 8);
    await ctx.database.db.execute(insert(`${tag}-old`, sql`now() - interval '2 days'`));
    await ctx.database.db.execute(insert(`${tag}-recent`, sql`now() - interval '1 hour'`));
    await ctx.database.db.execute(insert(`${tag}-alive`, sql`now() + interval '1 hour'`));
    await pruneExpired(ctx.database.db);
    const result = (await ctx.database.db.execute(
      sql`select ${sql.raw(labelColumn)} as label from ${sql.raw(table)}
        where ${sql.raw(labelColumn)} like ${`${tag}-%`} order by 1`,
    )) as unknown as { rows: Array<{ label: string }> };
    return result.rows.map((row) => row.label.slice(tag.length + 1));
  }

  type Insert = (label: string, at: SQL) => SQL;
  /** [what, table, label column, insert with `at` as the moment the row ended]. */
  const kinds: Array<[string, string, string, Insert]> = [
    [
      'expired sessions',
      'sessions',
      'token_hash',
      (label, at) =>
        sql`insert into sessions (user_id, token_hash, expires_at) values (${userId}, ${label}, ${at})`,
    ],
    [
      'expired one-time codes',
      'one_time_codes',
      'code_hash',
      (label, at) =>
        sql`insert into one_time_codes (session_id, code_hash, expires_at) values (${sessionId}, ${label}, ${at})`,
    ],
    [
      'used one-time codes',
      'one_time_codes',
      'code_hash',
      (label, at) =>
        sql`insert into one_time_codes (session_id, code_hash, expires_at, used_at)
          values (${sessionId}, ${label}, now() + interval '1 hour', ${at})`,
    ],
    [
      'expired password reset links',
      'password_tokens',
      'token_hash',
      (label, at) =>
        sql`insert into password_tokens (user_id, token_hash, purpose, expires_at) values (${userId}, ${label}, 'reset', ${at})`,
    ],
    [
      'expired invitation links',
      'password_tokens',
      'token_hash',
      (label, at) =>
        sql`insert into password_tokens (user_id, token_hash, purpose, expires_at) values (${userId}, ${label}, 'invite', ${at})`,
    ],
    [
      'used password reset links',
      'password_tokens',
      'token_hash',
      (label, at) =>
        sql`insert into password_tokens (user_id, token_hash, purpose, expires_at, used_at)
          values (${userId}, ${label}, 'reset', now() + interval '1 hour', ${at})`,
    ],
    [
      'expired trusted devices',
      'trusted_devices',
      'token_hash',
      (label, at) =>
        sql`insert into trusted_devices (user_id, token_hash, expires_at) values (${userId}, ${label}, ${at})`,
    ],
    [
      // A window starting in the future does not exist; "alive" stands for the current one.
      'rate-limit rows of windows long over',
      'rate_limit_hits',
      'key',
      (label, at) =>
        sql`insert into rate_limit_hits (key, window_start, count) values (${label}, ${at}, 3)`,
    ],
    [
      'events older than their replay window',
      'events',
      'type',
      (label, at) =>
        sql`insert into events (account_id, audience, type, created_at) values (null, 'carriers', ${label}, ${at})`,
    ],
  ];

  it.each(kinds)('%s', async (_what, table, labelColumn, insert) => {
    expect(await keepsOnlyRecent(table, insert, labelColumn)).toEqual(['alive', 'recent']);
  });

  it('sent mail and finished jobs after a week; unsent mail and pending jobs stay', async () => {
    const tag = hash();
    await ctx.database.db.execute(sql`insert into mail_outbox (to_address, subject, body_text, sent_at)
      values (${`${tag}-sent@example.com`}, 's', 't', now() - interval '8 days'),
        (${`${tag}-fresh@example.com`}, 's', 't', now() - interval '1 day'),
        (${`${tag}-unsent@example.com`}, 's', 't', null)`);
    await ctx.database.db.execute(sql`insert into jobs (name, status, finished_at, run_at)
      values (${`${tag}.done`}, 'done', now() - interval '8 days', now() - interval '8 days'),
        (${`${tag}.failed`}, 'failed', now() - interval '8 days', now() - interval '8 days'),
        (${`${tag}.recent`}, 'done', now() - interval '1 day', now() - interval '1 day'),
        (${`${tag}.waiting`}, 'pending', null, now() + interval '30 days')`);
    await pruneExpired(ctx.database.db);
    const mail = (await ctx.database.db.execute(
      sql`select to_address from mail_outbox where to_address like ${`${tag}-%`} order by 1`,
    )) as unknown as { rows: Array<{ to_address: string }> };
    expect(mail.rows.map((row) => row.to_address.split('-')[1])).toEqual([
      'fresh@example.com',
      'unsent@example.com',
    ]);
    const left = (await ctx.database.db.execute(
      sql`select name from jobs where name like ${`${tag}.%`} order by 1`,
    )) as unknown as { rows: Array<{ name: string }> };
    expect(left.rows.map((row) => row.name.slice(tag.length + 1))).toEqual(['recent', 'waiting']);
  });

  it('runs on the job runner of the server', async () => {
    const tag = hash();
    await ctx.database.db.execute(
      sql`insert into sessions (user_id, token_hash, expires_at) values (${userId}, ${tag}, now() - interval '3 days')`,
    );
    await pruneJob.enqueue(ctx.database.db, {});
    ctx.jobs.nudge();
    const deadline = Date.now() + 15_000;
    while (
      (await count(ctx, sql`select count(*) as n from sessions where token_hash = ${tag}`)) > 0
    ) {
      if (Date.now() > deadline) throw new Error('the prune job did not run');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The server scheduled its own slot at start, too: one row per slot key.
    const slots = await count(
      ctx,
      sql`select count(*) as n from jobs where name = ${pruneJob.name} and unique_key is not null`,
    );
    expect(slots).toBe(1);
  });
});

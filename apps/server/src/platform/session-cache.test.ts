import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileTestContext, signUp, type TestClient } from '../../test/harness.ts';
import { SESSION_COOKIE } from './auth.ts';
import { hashToken } from './secrets.ts';
import { SessionCache } from './session-cache.ts';

describe('SessionCache', () => {
  const clock = () => {
    const time = { now: 1_000_000 };
    return { time, now: () => time.now };
  };
  const session = (value: string, expiresAt = new Date(9_999_999_999_999)) => ({
    value,
    expiresAt,
  });

  it('answers from the cache until the time to live is over, then loads again', async () => {
    const { time, now } = clock();
    const cache = new SessionCache<string>(2_000, 100, now);
    let loads = 0;
    const load = async () => session(`caller ${++loads}`);
    expect(await cache.lookup('a', load)).toBe('caller 1');
    time.now += 1_999;
    expect(await cache.lookup('a', load)).toBe('caller 1');
    time.now += 1;
    expect(await cache.lookup('a', load)).toBe('caller 2');
    expect(loads).toBe(2);
  });

  it('never keeps an entry past the session own expiry, and keeps no unknown session', async () => {
    const { time, now } = clock();
    const cache = new SessionCache<string>(60_000, 100, now);
    let loads = 0;
    const ending = async () => session(`caller ${++loads}`, new Date(time.now + 500));
    await cache.lookup('a', ending);
    time.now += 500;
    await cache.lookup('a', ending);
    expect(loads).toBe(2);
    let misses = 0;
    const unknown = async () => {
      misses++;
      return null;
    };
    expect(await cache.lookup('b', unknown)).toBeNull();
    expect(await cache.lookup('b', unknown)).toBeNull();
    expect(misses).toBe(2);
  });

  it('forgets everything on forgetAll, and does not keep what a lookup read before it', async () => {
    const cache = new SessionCache<string>(60_000);
    await cache.lookup('a', async () => session('old'));
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A lookup reads the old row, a write answers (forgetAll), then the lookup finishes.
    const racing = cache.lookup('b', async () => {
      await gate;
      return session('read before the write');
    });
    cache.forgetAll();
    release();
    expect(await racing).toBe('read before the write');
    expect(cache.size).toBe(0);
    expect(await cache.lookup('a', async () => session('new'))).toBe('new');
    expect(await cache.lookup('b', async () => session('new b'))).toBe('new b');
  });

  it('holds at most maxEntries, dropping ended entries first, then the oldest', async () => {
    const { time, now } = clock();
    const cache = new SessionCache<string>(1_000, 3, now);
    await cache.lookup('a', async () => session('a'));
    time.now += 600;
    await cache.lookup('b', async () => session('b'));
    await cache.lookup('c', async () => session('c'));
    time.now += 500; // a has ended, b and c have not
    await cache.lookup('d', async () => session('d'));
    expect(cache.size).toBe(3);
    await cache.lookup('e', async () => session('e')); // full of live ones: b, the oldest, goes
    expect(cache.size).toBe(3);
    expect(await cache.lookup('c', async () => session('c again'))).toBe('c');
    expect(await cache.lookup('b', async () => session('b again'))).toBe('b again');
  });

  it('reads every time when the time to live is 0', async () => {
    const cache = new SessionCache<string>(0);
    let loads = 0;
    await cache.lookup('a', async () => session(`${++loads}`));
    await cache.lookup('a', async () => session(`${++loads}`));
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });
});

describe('session callers kept in the process (SESSION_CACHE_MS)', () => {
  const ctx = fileTestContext({ SESSION_CACHE_MS: '60000' });

  /** A second browser holding the same session cookie. */
  const sameSession = (client: TestClient) => {
    const copy = ctx.client();
    copy.cookies.set(SESSION_COOKIE, client.cookies.get(SESSION_COOKIE) as string);
    return copy;
  };

  it('ends a session at once on sign-out, though its caller was just kept', async () => {
    const { client } = await signUp(ctx);
    const other = sameSession(client);
    expect((await other.get('/api/auth/me')).statusCode).toBe(200);
    expect((await client.post('/api/auth/logout')).statusCode).toBeLessThan(300);
    expect((await other.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('shows a change of the user and its company at once, though the caller was just kept', async () => {
    const { client } = await signUp(ctx);
    const other = sameSession(client);
    expect((await other.get('/api/auth/me')).body.user.first_name).toBe('Ann');
    const renamed = await client.put('/api/profile', {
      first_name: 'Renamed',
      last_name: 'Owner',
      phone: '+1 312 555 0100',
      company_name: 'Renamed Company',
    });
    expect(renamed.statusCode).toBe(200);
    const me = await other.get('/api/auth/me');
    expect(me.body.user).toMatchObject({ first_name: 'Renamed', company_name: 'Renamed Company' });
  });

  it('answers from the kept caller a change made outside this process, until the next unsafe request here', async () => {
    const { client } = await signUp(ctx);
    expect((await client.get('/api/auth/me')).statusCode).toBe(200);
    // As another process would: the session is gone from the database.
    const token = client.cookies.get(SESSION_COOKIE) as string;
    await ctx.database.db.execute(sql`delete from sessions where token_hash = ${hashToken(token)}`);
    expect((await client.get('/api/auth/me')).statusCode).toBe(200);
    await ctx.client().post('/api/auth/logout');
    expect((await client.get('/api/auth/me')).statusCode).toBe(401);
  });
});

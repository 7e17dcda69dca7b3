import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { EventHub, type LiveEvent, publishEvent } from './events.ts';

let ctx: TestContext;
let hub: EventHub;
const got: LiveEvent[] = [];
const quiet = { warn() {}, error() {}, info() {} } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  ctx = await createTestContext();
  hub = new EventHub(ctx.database, quiet);
  await hub.start();
  hub.add({
    accountId: -1,
    accountType: 'carrier',
    userId: -1,
    sessionId: -1,
    send: (event) => got.push(event),
    close() {},
  });
});
afterAll(async () => {
  await hub?.stop();
  await ctx?.close();
});

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const delivered = (marker: string) =>
  got.some((event) => (event.payload as { marker?: string }).marker === marker);

describe('gap-safe live events (PRODUCT.md 14)', () => {
  it.skipIf(!process.env.DATABASE_URL)(
    'delivers an event whose transaction took a lower id but committed after a higher one',
    async () => {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let tookId: () => void = () => {};
      const inserted = new Promise<void>((resolve) => {
        tookId = resolve;
      });
      // The slow transaction takes its id first and commits last.
      const slow = ctx.database.db.transaction(async (tx) => {
        await publishEvent(tx, {
          accountId: null,
          type: 'spot_quote',
          payload: { marker: 'slow' },
        });
        tookId();
        await held;
      });
      await inserted;
      await ctx.database.db.transaction(async (tx) => {
        await publishEvent(tx, {
          accountId: null,
          type: 'spot_quote',
          payload: { marker: 'fast' },
        });
      });
      await until(() => delivered('fast'), 'the fast event');
      expect(delivered('slow')).toBe(false);
      release();
      await slow;
      await until(() => delivered('slow'), 'the slow event');
      const ids = got.map((event) => event.id);
      const slowId = got.find(
        (event) => (event.payload as { marker?: string }).marker === 'slow',
      )?.id;
      const fastId = got.find(
        (event) => (event.payload as { marker?: string }).marker === 'fast',
      )?.id;
      expect(slowId).toBeLessThan(fastId as number);
      expect(new Set(ids).size).toBe(ids.length); // each once
    },
  );

  it('keeps delivering after a rolled-back event left a gap (also on the embedded database)', async () => {
    await ctx.database.db
      .transaction(async (tx) => {
        await publishEvent(tx, {
          accountId: null,
          type: 'spot_quote',
          payload: { marker: 'gone' },
        });
        throw new Error('roll back');
      })
      .catch(() => {});
    await ctx.database.db.transaction(async (tx) => {
      await publishEvent(tx, { accountId: null, type: 'spot_quote', payload: { marker: 'after' } });
    });
    await until(() => delivered('after'), 'the event after the gap');
    expect(delivered('gone')).toBe(false);
    // Delivery goes on: another event arrives once, the gap notwithstanding.
    await ctx.database.db.transaction(async (tx) => {
      await publishEvent(tx, { accountId: null, type: 'spot_quote', payload: { marker: 'later' } });
    });
    await until(() => delivered('later'), 'a later event');
    expect(
      got.filter((event) => (event.payload as { marker?: string }).marker === 'later'),
    ).toHaveLength(1);
  });
});

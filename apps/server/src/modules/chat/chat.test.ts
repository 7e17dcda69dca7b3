import type { AddressInfo } from 'node:net';
import { EVENT_CURSOR_HEADER } from '@spotlane/shared/domain/live-events';
import { CHAT_BLOCKED_NOTICE } from '@spotlane/shared/schemas/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carrierRegistration,
  createTestContext,
  signUp,
  type TestClient,
  type TestContext,
} from '../../../test/harness.ts';
import { settleJobs } from '../../../test/jobs.ts';
import { day } from '../../../test/market.ts';

/** The load leaves 30 days from today and arrives the day after (past dates are refused). */
const LEAVES = day(30);
const ARRIVES = day(31);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function location(client: TestClient, name: string) {
  const response = await client.post('/api/companies', {
    name,
    locations: [
      {
        name: `${name} dock`,
        address: { address1: '1 Main St', city: 'Chicago', state: 'IL', zipcode: '60601' },
      },
    ],
  });
  return response.body.locations[0].id as number;
}

async function market(options: { cargo?: string } = {}) {
  const shipper = await signUp(ctx);
  const carrier = await signUp(
    ctx,
    carrierRegistration({
      company_name: 'Chatty Freight',
      cargo_insurance_limit: options.cargo ?? '1m',
    }),
  );
  const other = await signUp(ctx, carrierRegistration({ company_name: 'Quiet Haul' }));
  for (const member of [carrier, other])
    await shipper.client.post('/api/carriers', { email: member.email });
  const load = await shipper.client.post('/api/loads', {
    name: 'Chat load',
    origin_location_id: await location(shipper.client, 'From Co'),
    destination_location_id: await location(shipper.client, 'To Co'),
    date_to_leave: LEAVES,
    expected_delivery_date: ARRIVES,
    load_value: 2_000_000,
  });
  const bid = await carrier.client.post('/api/bids', {
    load_id: load.body.id,
    amount: 90_000,
    pickup_date: LEAVES,
    delivery_date: ARRIVES,
  });
  expect(bid.statusCode).toBe(201);
  return { shipper, carrier, other, loadId: load.body.id as number, bidId: bid.body.id as number };
}

describe('bids chat', () => {
  it('lets the two parties talk, in order, and nobody else', async () => {
    const { shipper, carrier, other, bidId } = await market();
    const first = await carrier.client.post(`/api/bids/${bidId}/create_bid_comment`, {
      comment: 'Can you load at 6?',
    });
    expect(first.statusCode).toBe(201);
    await shipper.client.post(`/api/bids/${bidId}/create_bid_comment`, { comment: 'Yes, dock 4.' });
    const chat = await carrier.client.get(`/api/bids/${bidId}/chat_messages`);
    expect(chat.body).toMatchObject({
      id: bidId,
      company_to: expect.any(String),
      assigned: false,
      is_rejected: false,
    });
    expect(chat.body.bid_comments.map((entry: { comment: string }) => entry.comment)).toEqual([
      'Can you load at 6?',
      'Yes, dock 4.',
    ]);
    expect(chat.body.bid_comments[0].created_by).toMatchObject({
      first_name: 'Carl',
      last_name: 'Carrier',
    });
    const shipperView = await shipper.client.get(`/api/bids/${bidId}/chat_messages`);
    expect(shipperView.body.company_to).toBe('Chatty Freight');
    expect((await other.client.get(`/api/bids/${bidId}/chat_messages`)).statusCode).toBe(404);
    expect(
      (await other.client.post(`/api/bids/${bidId}/create_bid_comment`, { comment: 'hi' }))
        .statusCode,
    ).toBe(404);
    const stranger = await signUp(ctx);
    expect((await stranger.client.get(`/api/bids/${bidId}/chat_messages`)).statusCode).toBe(404);
  });

  it('does not send an empty message', async () => {
    const { carrier, bidId } = await market();
    for (const comment of ['', '   ']) {
      const response = await carrier.client.post(`/api/bids/${bidId}/create_bid_comment`, {
        comment,
      });
      expect(response.statusCode).toBe(400);
      expect(response.body.errors[0]).toMatchObject({
        field: 'comment',
        message: 'Write a message first',
      });
    }
    expect(
      (await carrier.client.get(`/api/bids/${bidId}/chat_messages`)).body.bid_comments,
    ).toHaveLength(0);
  });

  it('blocks new messages once the bid is accepted', async () => {
    const { shipper, carrier, bidId } = await market();
    await shipper.client.post(`/api/bids/${bidId}/accept`);
    const chat = await carrier.client.get(`/api/bids/${bidId}/chat_messages`);
    expect(chat.body.assigned).toBe(true);
    for (const client of [carrier.client, shipper.client]) {
      const refused = await client.post(`/api/bids/${bidId}/create_bid_comment`, {
        comment: 'still there?',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.body.errors[0].message).toBe(CHAT_BLOCKED_NOTICE);
    }
  });

  it('after a rejection mails the shipper messages to the carrier, who cannot post', async () => {
    const { shipper, carrier, bidId } = await market();
    await shipper.client.post(`/api/bids/${bidId}/reject`);
    const chat = await carrier.client.get(`/api/bids/${bidId}/chat_messages`);
    expect(chat.body.is_rejected).toBe(true);
    expect(
      (await carrier.client.post(`/api/bids/${bidId}/create_bid_comment`, { comment: 'why?' }))
        .statusCode,
    ).toBe(403);
    const sent = await shipper.client.post(`/api/bids/${bidId}/create_bid_comment`, {
      comment: 'Thanks, maybe next time.',
    });
    expect(sent.statusCode).toBe(201);
    const mail = await ctx.mailbox.waitFor(carrier.email, /Message from/);
    expect(mail.text).toContain('Thanks, maybe next time.');
  });
});

describe('load comments', () => {
  it('open once assigned, for the shipper and the assigned carrier only', async () => {
    const { shipper, carrier, other, loadId, bidId } = await market();
    const early = await shipper.client.post(`/api/loads/${loadId}/comments`, {
      comment: 'too soon',
    });
    expect(early.statusCode).toBe(409);
    await shipper.client.post(`/api/bids/${bidId}/accept`);
    expect(
      (await shipper.client.post(`/api/loads/${loadId}/comments`, { comment: 'Gate code 1234' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await carrier.client.post(`/api/loads/${loadId}/comments`, { comment: 'Got it' }))
        .statusCode,
    ).toBe(201);
    const list = await carrier.client.get(`/api/loads/${loadId}/comments`);
    expect(list.body.results.map((entry: { comment: string }) => entry.comment)).toEqual([
      'Gate code 1234',
      'Got it',
    ]);
    expect((await other.client.get(`/api/loads/${loadId}/comments`)).statusCode).toBe(404);
    expect(
      (await other.client.post(`/api/loads/${loadId}/comments`, { comment: 'x' })).statusCode,
    ).toBe(404);
  });
});

describe('notifications', () => {
  it('tells the shipper of a bid in-app and by mail, and nothing when turned off', async () => {
    const { shipper, carrier, bidId } = await market();
    const mail = await ctx.mailbox.waitFor(shipper.email, /New bid on "Chat load"/);
    expect(mail.text).toContain('Chatty Freight offers $900.00');
    expect(mail.text).toContain('/shipment-detail/');
    expect(mail.html).toContain('Chatty Freight offers $900.00');
    expect(mail.html).toMatch(/<a href="http:\/\/localhost:3999\/shipment-detail\/\d+\/1"/);
    const list = await shipper.client.get('/api/notifications');
    expect(list.body.unread).toBeGreaterThanOrEqual(1);
    expect(list.body.results[0]).toMatchObject({ type: 'bid', read: false });
    const read = await shipper.client.post('/api/notifications/read', {});
    expect(read.body.unread).toBe(0);

    const off = await carrier.client.put('/api/notification_settings', {
      settings: [{ event: 'bid_decision', in_app: false, email: false }],
    });
    expect(off.body.results).toContainEqual({ event: 'bid_decision', in_app: false, email: false });
    await shipper.client.post(`/api/bids/${bidId}/accept`);
    // The award's own mail reaches the carrier (its rate confirmation); once every due job has
    // run, the turned-off decision notice has not come by any channel.
    await ctx.mailbox.waitFor(carrier.email, /Rate confirmation/);
    await settleJobs(ctx);
    expect(
      ctx.mailbox.to(carrier.email).filter((entry) => /accepted/.test(entry.subject)),
    ).toHaveLength(0);
    expect(
      (await carrier.client.get('/api/notifications')).body.results.filter(
        (n: { type: string }) => n.type === 'bid_decision',
      ),
    ).toHaveLength(0);
  });

  it('shows the settings of the events that concern each side', async () => {
    const { shipper, carrier } = await market();
    const forShipper = await shipper.client.get('/api/notification_settings');
    expect(forShipper.body.results.map((entry: { event: string }) => entry.event)).toContain('bid');
    const forCarrier = await carrier.client.get('/api/notification_settings');
    expect(forCarrier.body.results.map((entry: { event: string }) => entry.event)).toContain(
      'spot_quote',
    );
  });
});

/** Reads server-sent events from a real HTTP connection. */
async function openStream(baseUrl: string, client: TestClient, query = '') {
  const controller = new AbortController();
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${baseUrl}/api/events${query}`, {
    headers: { cookie },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  // PRODUCT.md 14: no-store like every /api answer; proxies are told not to buffer it.
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('x-accel-buffering')).toBe('no');
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: Array<{ id: string; event: string; data: Record<string, unknown> }> = [];
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => !line.startsWith(':') && line.includes(': '))
              .map((line) => [
                line.slice(0, line.indexOf(': ')),
                line.slice(line.indexOf(': ') + 2),
              ]),
          );
          if (fields.event)
            events.push({
              id: fields.id ?? '',
              event: fields.event,
              data: JSON.parse(fields.data ?? '{}'),
            });
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    async waitFor(event: string, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = events.find((entry) => entry.event === event);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no ${event} event; got ${events.map((entry) => entry.event).join(', ')}`);
    },
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}

describe('live events', () => {
  // A database of its own: registration is rate limited per address, counted in the database.
  let previous: TestContext;
  beforeAll(async () => {
    previous = ctx;
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
    ctx = previous;
  });

  it('streams a bid to the shipper and a chat message to the carrier', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const { shipper, carrier, bidId } = await market();
    const shipperStream = await openStream(baseUrl, shipper.client);
    const carrierStream = await openStream(baseUrl, carrier.client);
    await carrier.client.put(`/api/bids/${bidId}`, {
      amount: 95_000,
      pickup_date: LEAVES,
      delivery_date: ARRIVES,
    });
    const edited = await shipperStream.waitFor('bid_edited');
    expect(edited.data).toMatchObject({ bid_id: bidId });
    await shipper.client.post(`/api/bids/${bidId}/create_bid_comment`, { comment: 'Deal?' });
    const message = await carrierStream.waitFor('chat_message');
    expect(message.data).toMatchObject({ bid_id: bidId });
    expect(message.data).not.toHaveProperty('broadcast');
    // The message itself rides on the event: the carrier's open chat appends it, no refetch.
    const chat = await carrier.client.get(`/api/bids/${bidId}/chat_messages`);
    expect(message.data.message).toEqual(chat.body.bid_comments.at(-1));
    expect(message.data.message).toMatchObject({ comment: 'Deal?' });
    await carrierStream.waitFor('notification');
    await shipperStream.close();
    await carrierStream.close();
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'carries a chat message between two server instances (needs PostgreSQL: PGlite serves one connection at a time)',
    async () => {
      const { buildApp } = await import('../../app.ts');
      const { openDatabase } = await import('../../db/client.ts');
      const secondDatabase = openDatabase({ url: ctx.databaseUrl as string });
      const second = await buildApp(ctx.config, secondDatabase);
      await second.app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const secondUrl = `http://127.0.0.1:${(second.app.server.address() as AddressInfo).port}`;
        const { shipper, carrier, bidId } = await market();
        const stream = await openStream(secondUrl, carrier.client);
        // Posted through the first instance (app.inject), heard on a stream of the second.
        await shipper.client.post(`/api/bids/${bidId}/create_bid_comment`, {
          comment: 'across instances',
        });
        const message = await stream.waitFor('chat_message');
        expect(message.data).toMatchObject({ bid_id: bidId });
        await stream.close();
      } finally {
        await second.app.close();
        await secondDatabase.close();
      }
    },
  );

  it('tells the other carriers of the audience when the load is assigned', async () => {
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const { shipper, other, bidId, loadId } = await market();
    const stream = await openStream(baseUrl, other.client);
    await shipper.client.post(`/api/bids/${bidId}/accept`);
    const status = await stream.waitFor('load_status');
    expect(status.data).toMatchObject({ load_id: loadId, status: 'assigned', broadcast: true });
    await stream.close();
  });

  it('replays to a stream opened late what happened after the read it follows', async () => {
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const { shipper, carrier, bidId } = await market();
    const cursorOf = async () => {
      const read = await carrier.client.get(`/api/bids/${bidId}/chat_messages`);
      return Number(read.headers[EVENT_CURSOR_HEADER]);
    };
    // The page's first data, and the stream's position when it was read.
    const cursor = await cursorOf();
    expect(cursor).toBeGreaterThan(0);
    // Only a signed-in caller is told the position.
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(anonymous.headers[EVENT_CURSOR_HEADER]).toBeUndefined();
    await shipper.client.post(`/api/bids/${bidId}/create_bid_comment`, { comment: 'Early' });
    const deadline = Date.now() + 5000;
    while ((await cursorOf()) === cursor && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // The stream opens only now: from the cursor it gets the message, without it nothing.
    const resumed = await openStream(baseUrl, carrier.client, `?last_event_id=${cursor}`);
    const fresh = await openStream(baseUrl, carrier.client);
    const message = await resumed.waitFor('chat_message');
    expect(message.data).toMatchObject({ bid_id: bidId, message: { comment: 'Early' } });
    expect(Number(message.id)).toBeGreaterThan(cursor);
    // A stream delivers in order: once a later message has reached the fresh stream, the earlier
    // one would have come before it.
    await shipper.client.post(`/api/bids/${bidId}/create_bid_comment`, { comment: 'Later' });
    await fresh.waitFor('chat_message');
    expect(
      fresh.events
        .filter((entry) => entry.event === 'chat_message')
        .map((entry) => (entry.data.message as { comment: string }).comment),
    ).toEqual(['Later']);
    // Position 0 (a server whose stream had carried nothing) is a position too.
    const fromStart = await openStream(baseUrl, carrier.client, '?last_event_id=0');
    await fromStart.waitFor('chat_message');
    await resumed.close();
    await fresh.close();
    await fromStart.close();
  });

  it('ends the stream on logout', async () => {
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const { carrier } = await market();
    const cookie = [...carrier.client.cookies]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const response = await fetch(`${baseUrl}/api/events`, { headers: { cookie } });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read(); // the retry line
    await carrier.client.post('/api/auth/logout');
    const next = await Promise.race([
      reader.read(),
      new Promise<{ done: boolean }>((resolve) => setTimeout(() => resolve({ done: false }), 3000)),
    ]);
    expect(next.done).toBe(true);
  });
});

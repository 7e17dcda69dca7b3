import { CONTACT_THANKS } from '@spotlane/shared/schemas/support';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carrierRegistration,
  createTestContext,
  expectErrorShape,
  expectRateLimited,
  shipperRegistration,
  signUp,
  type TestContext,
} from '../../../test/harness.ts';
import { settleJobs, untilJobsFinished } from '../../../test/jobs.ts';
import { rows } from '../../../test/market.ts';
import type { AppContext } from '../../context.ts';
import {
  SUPPORT_AWAY_SUBJECT,
  SUPPORT_CONTACT_SUBJECT,
  SUPPORT_VISITOR_REPLY_SUBJECT,
} from '../../mail-templates/support.tsx';
import { setSupportAgent } from './agent.ts';
import {
  CONTACT_PER_EMAIL_PER_HOUR,
  CONTACT_PER_IP_PER_HOUR,
  contactFormToken,
} from './contact-form.ts';

let ctx: TestContext;
beforeAll(async () => {
  // An away mail 1 s after an unread reply; client addresses from X-Forwarded-For (contact form).
  ctx = await createTestContext({
    SUPPORT_AWAY_MAIL_SECONDS: '1',
    TRUST_PROXY: 'true',
    SUPPORT_AGENT_EMAILS: 'Boot.Agent@Example.com',
  });
});
afterAll(async () => {
  await ctx?.close();
});

async function agent() {
  const signed = await signUp(ctx);
  expect(await setSupportAgent(ctx.database.db, signed.email.toUpperCase(), true)).toMatchObject({
    id: signed.user.id,
  });
  return signed;
}

/** A contact-form token as the page gets it, shown `agoMs` before now. */
const tokenShown = (agoMs: number) =>
  contactFormToken({ config: ctx.config } as AppContext, Date.now() - agoMs).token;

let address = 10;
const fromNewAddress = () => ({ 'x-forwarded-for': `203.0.113.${address++}` });

describe('support chat', () => {
  it('lets a user and an agent talk, with statuses, unread counts and assignment', async () => {
    const user = await signUp(ctx);
    const helper = await agent();
    const empty = await user.client.get('/api/support/conversation');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toEqual({ id: null, status: 'open', unread: 0, messages: [], agent: false });

    const sent = await user.client.post('/api/support/messages', {
      body: '  How do I add a lane? ',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.body).toMatchObject({ status: 'open', unread: 0, agent: false });
    expect(sent.body.messages).toEqual([
      expect.objectContaining({ body: 'How do I add a lane?', from_agent: false }),
    ]);
    const id = sent.body.id as number;

    const inbox = await helper.client.get('/api/support/conversations?status=open');
    expect(inbox.statusCode).toBe(200);
    const row = inbox.body.results.find((entry: { id: number }) => entry.id === id);
    expect(row).toMatchObject({
      status: 'open',
      email: user.email,
      visitor: false,
      unread: 1,
      assigned_to: null,
      last_message: 'How do I add a lane?',
    });
    expect(inbox.body.counts.open).toBeGreaterThanOrEqual(1);

    const opened = await helper.client.get(`/api/support/conversations/${id}`);
    expect(opened.body).toMatchObject({ id, unread: 0 });
    expect(opened.body.messages).toHaveLength(1);

    const assigned = await helper.client.post(`/api/support/conversations/${id}/assign`);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.body.assigned_to).toMatchObject({ id: helper.user.id });

    const reply = await helper.client.post(`/api/support/conversations/${id}/messages`, {
      body: 'Open Lanes and press Add.',
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.body).toMatchObject({ status: 'waiting' });
    expect(reply.body.messages.at(-1)).toMatchObject({ from_agent: true });

    const mine = await user.client.get('/api/support/conversation');
    expect(mine.body).toMatchObject({ status: 'waiting', unread: 1 });
    const read = await user.client.post('/api/support/conversation/read');
    expect(read.body.unread).toBe(0);

    // The user writes again: open again, waiting for the team.
    await user.client.post('/api/support/messages', { body: 'Thanks!' });
    expect((await helper.client.get(`/api/support/conversations/${id}`)).body.status).toBe('open');

    const closed = await helper.client.post(`/api/support/conversations/${id}/close`);
    expect(closed.body.status).toBe('closed');
    const closedList = await helper.client.get('/api/support/conversations?status=closed');
    expect(closedList.body.results.map((entry: { id: number }) => entry.id)).toContain(id);
    const openList = await helper.client.get('/api/support/conversations?status=open');
    expect(openList.body.results.map((entry: { id: number }) => entry.id)).not.toContain(id);
    // A message after the close reopens it.
    await user.client.post('/api/support/messages', { body: 'One more thing' });
    expect((await user.client.get('/api/support/conversation')).body.status).toBe('open');

    expect((await helper.client.get('/api/support/conversation')).body.agent).toBe(true);
  });

  it('publishes each message to the user and to every agent, carrying the message', async () => {
    const user = await signUp(ctx);
    const first = await agent();
    const second = await agent();
    const sent = await user.client.post('/api/support/messages', { body: 'Live please' });
    const id = sent.body.id as number;
    const published = await rows<{ user_id: number; payload: { message: { body: string } } }>(
      ctx,
      sql`select user_id, payload from events where type = 'support_message'
        and (payload->>'conversation_id')::int = ${id}`,
    );
    const audience = published.map((event) => event.user_id);
    expect(audience).toEqual(expect.arrayContaining([user.user.id, first.user.id, second.user.id]));
    for (const event of published) expect(event.payload.message.body).toBe('Live please');
    // Never to a webhook: support events are per user.
    const deliveries = await rows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from webhook_deliveries where type like 'support%'`,
    );
    expect(deliveries[0]?.n).toBe(0);
  });

  it('searches the inbox by name, e-mail, company and message, and pages it', async () => {
    const user = await signUp(ctx, carrierRegistration({ company_name: 'Zebra Haulage' }));
    const helper = await agent();
    await user.client.post('/api/support/messages', { body: 'My invoice xylophone-42 is wrong' });
    for (const search of ['Zebra', 'xylophone-42', user.email]) {
      const found = await helper.client.get(
        `/api/support/conversations?status=all&search=${encodeURIComponent(search)}`,
      );
      expect(found.body.count, search).toBe(1);
      expect(found.body.results[0].company_name).toBe('Zebra Haulage');
    }
    const none = await helper.client.get(
      '/api/support/conversations?status=all&search=nothing-here',
    );
    expect(none.body).toMatchObject({ results: [], count: 0 });
    const paged = await helper.client.get('/api/support/conversations?status=all&page_size=1');
    expect(paged.body.results).toHaveLength(1);
    expect(paged.body.count).toBeGreaterThanOrEqual(1);
  });

  it('mails the user an unread reply once, and not one they read in time', async () => {
    const user = await signUp(ctx);
    const helper = await agent();
    const id = (await user.client.post('/api/support/messages', { body: 'Hello?' })).body.id;
    await helper.client.post(`/api/support/conversations/${id}/messages`, { body: 'Hi there!' });
    const mail = await ctx.mailbox.waitFor(user.email, new RegExp(SUPPORT_AWAY_SUBJECT));
    expect(mail.text).toContain('Hi there!');
    expect(mail.text).toContain('/support');
    // A second unread reply: no second mail until the user reads.
    await helper.client.post(`/api/support/conversations/${id}/messages`, { body: 'Still there?' });
    // Both replies' away checks have run (and whatever mail they wrote is sent).
    await untilJobsFinished(ctx, 'support.away-mail', { conversationId: id }, 2);
    expect(
      ctx.mailbox.to(user.email).filter((m) => m.subject === SUPPORT_AWAY_SUBJECT),
    ).toHaveLength(1);

    const reader = await signUp(ctx);
    const readId = (await reader.client.post('/api/support/messages', { body: 'Q' })).body.id;
    await helper.client.post(`/api/support/conversations/${readId}/messages`, { body: 'A' });
    await reader.client.post('/api/support/conversation/read');
    await untilJobsFinished(ctx, 'support.away-mail', { conversationId: readId }, 1);
    expect(ctx.mailbox.to(reader.email)).toHaveLength(0);
  });

  it('refuses the inbox to non-agents (403) and to visitors (401), and unknown ids (404)', async () => {
    const user = await signUp(ctx);
    const helper = await agent();
    const id = (await user.client.post('/api/support/messages', { body: 'Hi' })).body.id;
    const calls = [
      ['GET', '/api/support/conversations'],
      ['GET', `/api/support/conversations/${id}`],
      ['POST', `/api/support/conversations/${id}/messages`, { body: 'x' }],
      ['POST', `/api/support/conversations/${id}/assign`],
      ['POST', `/api/support/conversations/${id}/close`],
    ] as const;
    for (const [method, url, body] of calls) {
      const refused = await user.client.request(method, url, body ?? {});
      expect(refused.statusCode, url).toBe(403);
      expectErrorShape(refused.body, 'Forbidden');
      const anonymous = await ctx.client().request(method, url, body ?? {});
      expect(anonymous.statusCode, url).toBe(401);
    }
    expect((await ctx.client().get('/api/support/conversation')).statusCode).toBe(401);
    expect((await helper.client.get('/api/support/conversations/2147483647')).statusCode).toBe(404);
    expect(
      (await helper.client.post('/api/support/conversations/2147483647/close')).statusCode,
    ).toBe(404);
    const empty = await user.client.post('/api/support/messages', { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.errors[0]).toMatchObject({ field: 'body', message: 'Write a message first' });
    // Once the flag is taken away, the inbox is closed to them.
    await setSupportAgent(ctx.database.db, helper.email, false);
    expect((await helper.client.get('/api/support/conversations')).statusCode).toBe(403);
  });
});

describe('contact form', () => {
  it('accepts a visitor message (202), confirms by mail and opens a conversation', async () => {
    const helper = await agent();
    const visitor = ctx.client();
    const form = await visitor.get('/api/support/contact/form');
    expect(form.statusCode).toBe(200);
    expect(form.body.token).toMatch(/^\d+\.[0-9a-f]{64}$/);
    const email = `visitor-${Date.now()}@example.com`;
    const sent = await visitor.request(
      'POST',
      '/api/support/contact',
      {
        name: 'Vera Visitor',
        email,
        message: 'Do you cover Alaska?',
        form_token: tokenShown(5000),
      },
      fromNewAddress(),
    );
    expect(sent.statusCode).toBe(202);
    expect(sent.body).toEqual({ detail: CONTACT_THANKS });
    const mail = await ctx.mailbox.waitFor(email, new RegExp(SUPPORT_CONTACT_SUBJECT));
    expect(mail.text).toContain('Do you cover Alaska?');

    const inbox = await helper.client.get(
      `/api/support/conversations?search=${encodeURIComponent(email)}`,
    );
    expect(inbox.body.results).toEqual([
      expect.objectContaining({ name: 'Vera Visitor', email, visitor: true, status: 'open' }),
    ]);
    // The agent's answer goes to the visitor by mail.
    const id = inbox.body.results[0].id;
    await helper.client.post(`/api/support/conversations/${id}/messages`, { body: 'Yes, we do.' });
    const answer = await ctx.mailbox.waitFor(email, new RegExp(SUPPORT_VISITOR_REPLY_SUBJECT));
    expect(answer.text).toContain('Yes, we do.');
  });

  it('drops a filled honeypot or a form sent too fast, answering the same 202', async () => {
    const helper = await agent();
    const email = `robot-${Date.now()}@example.com`;
    for (const extra of [
      { website: 'http://spam.example', form_token: tokenShown(5000) },
      { form_token: tokenShown(0) },
    ]) {
      const sent = await ctx
        .client()
        .request(
          'POST',
          '/api/support/contact',
          { name: 'Robot', email, message: 'Buy now', ...extra },
          fromNewAddress(),
        );
      expect(sent.statusCode).toBe(202);
      expect(sent.body).toEqual({ detail: CONTACT_THANKS });
    }
    const inbox = await helper.client.get(
      `/api/support/conversations?status=all&search=${encodeURIComponent(email)}`,
    );
    expect(inbox.body.count).toBe(0);
    await settleJobs(ctx);
    expect(ctx.mailbox.to(email)).toHaveLength(0);
  });

  it('asks for a reload without a valid form token, and validates the fields', async () => {
    const headers = fromNewAddress();
    const base = { name: 'Ann', email: 'ann@example.com', message: 'Hi' };
    for (const form_token of [undefined, 'forged', `${Date.now() - 5000}.${'0'.repeat(64)}`]) {
      const refused = await ctx
        .client()
        .request('POST', '/api/support/contact', { ...base, form_token }, headers);
      expect(refused.statusCode).toBe(400);
      expect(refused.body.errors[0]).toMatchObject({ field: 'form_token' });
    }
    const bad = await ctx
      .client()
      .request(
        'POST',
        '/api/support/contact',
        { name: '', email: 'nope', message: '', form_token: tokenShown(5000) },
        fromNewAddress(),
      );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'email',
      'message',
      'name',
    ]);
  });

  it('rate limits per address and per e-mail (429)', async () => {
    const headers = fromNewAddress();
    const send = (email: string, from = headers) =>
      ctx
        .client()
        .request(
          'POST',
          '/api/support/contact',
          { name: 'Ann', email, message: 'Hi', form_token: tokenShown(5000) },
          from,
        );
    for (let i = 0; i < CONTACT_PER_IP_PER_HOUR; i++)
      expect((await send(`ip-${i}-${Date.now()}@example.com`)).statusCode).toBe(202);
    const limited = await send(`ip-last-${Date.now()}@example.com`);
    expectRateLimited(limited, { max: CONTACT_PER_IP_PER_HOUR, windowSeconds: 3600 });

    const email = `same-${Date.now()}@example.com`;
    for (let i = 0; i < CONTACT_PER_EMAIL_PER_HOUR; i++)
      expect((await send(email, fromNewAddress())).statusCode).toBe(202);
    expectRateLimited(await send(email, fromNewAddress()), {
      max: CONTACT_PER_EMAIL_PER_HOUR,
      windowSeconds: 3600,
    });
  });
});

describe('support:agent', () => {
  it('sets the flag by e-mail (any case) and answers null for an unknown e-mail', async () => {
    expect(await setSupportAgent(ctx.database.db, 'nobody-here@example.com', true)).toBeNull();
  });

  it('makes the e-mails of SUPPORT_AGENT_EMAILS agents on first use, live events included', async () => {
    const boot = await signUp(ctx, shipperRegistration({ email: 'boot.agent@example.com' }));
    expect((await boot.client.get('/api/support/conversation')).body.agent).toBe(true);
    expect((await boot.client.get('/api/support/conversations')).statusCode).toBe(200);
    const flagged = await rows<{ support_agent: boolean }>(
      ctx,
      sql`select support_agent from users where id = ${boot.user.id}`,
    );
    expect(flagged[0]?.support_agent).toBe(true);
  });
});

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { UPLOAD_RULES } from '@spotlane/shared/schemas/uploads';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { type Member, register, registerCarrier, rows, teammate } from '../../../test/market.ts';
import {
  expectRefusal,
  image,
  SVG,
  scratchDir,
  startLogo,
  type Ticket,
} from '../../../test/uploads.ts';
import { createStorage, type LocalStorage } from '../../platform/storage.ts';
import { staleUploadsJob } from './service.ts';

describe('uploads on the embedded storage (PRODUCT.md 11)', () => {
  let ctx: TestContext;
  let dataDir: string;
  let owner: Member;
  /** The same store the app uses (same folder, same signing key), to sign links by hand. */
  let storage: LocalStorage;

  beforeAll(async () => {
    dataDir = await scratchDir('uploads');
    ctx = await createTestContext({ TRUST_PROXY: 'true', DATA_DIR: dataDir });
    owner = await register(ctx);
    storage = createStorage(ctx.config) as LocalStorage;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** A caller with no cookie at all: the signed link alone must be enough. */
  const put = (ticket: Ticket, bytes: Buffer) =>
    ctx.client().request('PUT', ticket.url, bytes, ticket.headers);
  const download = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const keyOf = (url: string) => decodeURIComponent(new URL(url, 'http://x').pathname).slice(13);
  /** Where the checked bytes of a completed upload live. */
  const checkedKey = async (id: number) =>
    (
      await rows<{ object_key: string }>(ctx, sql`select object_key from uploads where id = ${id}`)
    )[0]?.object_key ?? '';
  const uploadRows = (id: number) =>
    rows<{ status: string }>(ctx, sql`select status from uploads where id = ${id}`);

  async function uploadLogo(client = owner.client, bytes?: Buffer) {
    const body = bytes ?? (await image('png'));
    const ticket = await startLogo(client, 'image/png', body.length);
    expect((await put(ticket, body)).statusCode).toBe(204);
    const completed = await client.post(`/api/uploads/${ticket.id}/complete`);
    expect(completed.statusCode, JSON.stringify(completed.body)).toBe(200);
    return {
      ticket,
      completed: completed.body as { id: number; content_type: string; size: number },
    };
  }

  it('takes a logo through a signed PUT, checks and shrinks it, and serves it with ranges', async () => {
    const original = await image('png', 1600, 1000);
    const { ticket, completed } = await uploadLogo(owner.client, original);
    expect(ticket.method).toBe('PUT');
    expect(ticket.url).toMatch(/^\/api\/storage\/logo\/\d+\/[A-Za-z0-9_-]+\?/);
    expect(ticket.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(Date.parse(ticket.expires_at)).toBeGreaterThan(Date.now());
    expect(completed.content_type).toBe('image/png');

    // The upload link's file is gone: the checked bytes live under a key of their own.
    expect(existsSync(join(dataDir, 'uploads', keyOf(ticket.url)))).toBe(false);
    const file = join(dataDir, 'uploads', await checkedKey(completed.id));
    const stored = await sharp(file).metadata();
    expect(stored.format).toBe('png');
    expect(Math.max(stored.width ?? 0, stored.height ?? 0)).toBe(512);
    expect(completed.size).toBeLessThan(original.length);

    const attached = await owner.client.put('/api/account', { logo_upload_id: completed.id });
    expect(attached.statusCode, JSON.stringify(attached.body)).toBe(200);
    const { logo, logo_expires_at } = attached.body as { logo: string; logo_expires_at: string };
    expect(logo).toMatch(/[?&]Expires=\d+/);
    const minutes = (Date.parse(logo_expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    // The upload link still works for a while, but cannot replace the checked logo.
    expect((await put(ticket, Buffer.from('<svg/>'))).statusCode).toBe(204);
    const whole = await download(logo);
    expect(whole.statusCode).toBe(200);
    expect((await sharp(whole.rawPayload).metadata()).format).toBe('png');
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.length).toBe(completed.size);
    const part = await download(logo, { range: 'bytes=0-7' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${completed.size}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(0, 8));
    const tail = await download(logo, { range: 'bytes=-4' });
    expect(tail.rawPayload).toEqual(whole.rawPayload.subarray(completed.size - 4));
    expect((await download(logo, { range: `bytes=${completed.size}-` })).statusCode).toBe(416);

    // userData carries the link; the shipper is found by its account id (PRODUCT.md 11).
    const me = await owner.client.get('/api/auth/me');
    expect(me.body.user.logo).toMatch(/^\/api\/storage\/logo\//);
    const carrier = await registerCarrier(ctx);
    const account = await owner.client.get('/api/account');
    /** The shipper's account, with a signed logo link. */
    const expectShipper = (response: { statusCode: number; body: Record<string, unknown> }) => {
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatchObject({
        id: account.body.id,
        company_name: account.body.company_name,
      });
      expect(response.body.logo).toMatch(/Expires=/);
    };
    const own = await owner.client.get(`/api/shippers/${account.body.id}`);
    expectShipper(own);
    expect(own.body.logo_expires_at).toEqual(expect.any(String));
    // A carrier knows the shipper by the account id its loads carry (created_by.id).
    expectShipper(await carrier.client.get(`/api/shippers/${account.body.id}`));
    expect((await carrier.client.get('/api/shippers/999999')).statusCode).toBe(404);
    expect((await ctx.client().get(`/api/shippers/${account.body.id}`)).statusCode).toBe(401);

    // null removes the logo.
    const removed = await owner.client.put('/api/account', { logo_upload_id: null });
    expect(removed.body).toMatchObject({ logo: null, logo_expires_at: null, logo_upload_id: null });
    expect((await owner.client.get('/api/auth/me')).body.user.logo).toBeNull();
  });

  it('takes the bytes over a real socket, as a browser sends them', async () => {
    const bytes = await image('webp');
    const ticket = await startLogo(owner.client, 'image/webp', bytes.length);
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const sent = await fetch(`${address}${ticket.url}`, {
      method: 'PUT',
      headers: ticket.headers,
      body: bytes,
      signal: AbortSignal.timeout(10_000),
    });
    expect(sent.status).toBe(204);
    const completed = await owner.client.post(`/api/uploads/${ticket.id}/complete`);
    expect(completed.statusCode, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body.content_type).toBe('image/webp');
  });

  it('refuses an expired link and a tampered one with the error body', async () => {
    const { ticket, completed } = await uploadLogo();
    const key = await checkedKey(completed.id);
    const fresh = await storage.downloadUrl(key, {
      contentType: 'image/png',
      expiresInSeconds: 60,
    });
    expect((await download(fresh.url)).statusCode).toBe(200);

    const expired = await storage.downloadUrl(key, {
      contentType: 'image/png',
      expiresInSeconds: 60,
      signedAt: new Date(Date.now() - 3600_000),
    });
    const late = await ctx.client().get(expired.url);
    expectRefusal(late, 403, /expired/);
    expect(late.body).toEqual({
      errors: [{ code: 'Forbidden', message: 'This link has expired' }],
    });

    const later = fresh.url.replace(/Expires=(\d+)/, (_, n) => `Expires=${Number(n) + 3600}`);
    expectRefusal(await ctx.client().get(later), 403, /not valid/);
    const asHtml = fresh.url.replace('image%2Fpng', 'text%2Fhtml');
    expectRefusal(await ctx.client().get(asHtml), 403, /not valid/);
    const other = (await uploadLogo()).ticket;
    const swapped = fresh.url.replace(key, keyOf(other.url));
    expectRefusal(await ctx.client().get(swapped), 403, /not valid/);
    const unsigned = fresh.url.replace(/&Signature=[0-9a-f]+/, '');
    expectRefusal(await ctx.client().get(unsigned), 403, /not valid/);
    // An upload link is no download link, and the other way round.
    expectRefusal(await ctx.client().get(ticket.url), 403, /not valid/);
    expectRefusal(await put({ ...ticket, url: fresh.url }, Buffer.from('x')), 403, /not valid/);
    const expiredPut = await storage.uploadUrl(key, {
      contentType: 'image/png',
      maxBytes: 10,
      expiresInSeconds: 60,
      signedAt: new Date(Date.now() - 3600_000),
    });
    expectRefusal(await put({ ...ticket, url: expiredPut.url }, Buffer.from('x')), 403, /expired/);
    expect(completed.id).toBeGreaterThan(0);
  });

  /** Sends `bytes` declared as `contentType`, completes, and expects a refusal that keeps nothing. */
  async function expectRefused(contentType: string, bytes: Buffer, message: RegExp) {
    const ticket = await startLogo(owner.client, contentType, bytes.length);
    expect((await put(ticket, bytes)).statusCode).toBe(204);
    const file = join(dataDir, 'uploads', keyOf(ticket.url));
    expect(existsSync(file)).toBe(true);
    const completed = await owner.client.post(`/api/uploads/${ticket.id}/complete`);
    expectRefusal(completed, 400, message);
    expect(completed.body.errors[0].code).toBe('ValidationError');
    expect(existsSync(file)).toBe(false);
    expect(await uploadRows(ticket.id)).toEqual([]);
    const attach = await owner.client.put('/api/account', { logo_upload_id: ticket.id });
    expectRefusal(attach, 400, /Upload a PNG, JPEG or WebP logo first/);
  }

  it('refuses a file that lies about its type and stores nothing', async () => {
    await expectRefused('image/jpeg', await image('png'), /^The file is not a JPEG image$/);
    await expectRefused(
      'image/png',
      Buffer.from('just some text, not a picture'),
      /PNG, JPEG or WebP/,
    );
    await expectRefused('image/png', SVG, /PNG, JPEG or WebP/);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    await expectRefused('image/png', pdf, /PNG, JPEG or WebP/);
  });

  it('refuses SVG, HTML and files over the limit before any upload starts', async () => {
    for (const content_type of ['image/svg+xml', 'text/html', 'application/pdf']) {
      const response = await owner.client.post('/api/uploads', {
        purpose: 'logo',
        content_type,
        size: 100,
      });
      expectRefusal(response, 400, /^A logo must be a PNG, JPEG or WebP image$/);
      expect(response.body.errors[0].field).toBe('content_type');
    }
    const html = await owner.client.post('/api/uploads', {
      purpose: 'document',
      content_type: 'text/html',
      size: 100,
    });
    expectRefusal(html, 400, /^A document must be a PDF, PNG or JPEG file$/);
    const big = await owner.client.post('/api/uploads', {
      purpose: 'logo',
      content_type: 'image/png',
      size: UPLOAD_RULES.logo.maxBytes + 1,
    });
    expectRefusal(big, 400, /^A logo can be at most 2 MB$/);
    expect(big.body.errors[0].field).toBe('size');
    const hugeDocument = await owner.client.post('/api/uploads', {
      purpose: 'document',
      content_type: 'application/pdf',
      size: UPLOAD_RULES.document.maxBytes + 1,
    });
    expectRefusal(hugeDocument, 400, /^A document can be at most 20 MB$/);
  });

  it('takes no more than the declared size, through the link or behind its back', async () => {
    const bytes = await image('png');
    const ticket = await startLogo(owner.client, 'image/png', bytes.length - 10);
    expectRefusal(await put(ticket, bytes), 413, /larger than declared/);
    const file = join(dataDir, 'uploads', keyOf(ticket.url));
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.part`)).toBe(false);
    expectRefusal(
      await owner.client.post(`/api/uploads/${ticket.id}/complete`),
      400,
      /Nothing has been uploaded yet/,
    );
    // A store that took more than declared (as S3 would): complete refuses and deletes it.
    await storage.write(keyOf(ticket.url), bytes, 'image/png');
    expectRefusal(
      await owner.client.post(`/api/uploads/${ticket.id}/complete`),
      400,
      /^The file is larger than declared$/,
    );
    expect(existsSync(file)).toBe(false);
    expect(await uploadRows(ticket.id)).toEqual([]);
  });

  it('keeps uploads to their account and the logo to users who may change the company', async () => {
    const { completed } = await uploadLogo();
    const other = await register(ctx);
    expect((await other.client.post(`/api/uploads/${completed.id}/complete`)).statusCode).toBe(404);
    const attach = await other.client.put('/api/account', { logo_upload_id: completed.id });
    expectRefusal(attach, 400, /Upload a PNG, JPEG or WebP logo first/);

    const plain = await teammate(ctx, owner.client, {});
    const refused = await plain.client.post('/api/uploads', {
      purpose: 'logo',
      content_type: 'image/png',
      size: 100,
    });
    expect(refused.statusCode).toBe(403);
    expect((await plain.client.put('/api/account', { company_name: 'Renamed' })).statusCode).toBe(
      403,
    );
    expect((await plain.client.get('/api/account')).statusCode).toBe(200);
    // A body that changes nothing answers the account as it is.
    const unchanged = await owner.client.put('/api/account', {});
    expect(unchanged.statusCode, JSON.stringify(unchanged.body)).toBe(200);
    expect(unchanged.body).toEqual((await owner.client.get('/api/account')).body);
    const allowed = await teammate(ctx, owner.client, { company_update: true });
    const { completed: mine } = await uploadLogo(allowed.client);
    const changed = await allowed.client.put('/api/account', {
      company_name: 'Renamed Freight',
      logo_upload_id: mine.id,
    });
    expect(changed.statusCode, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      company_name: 'Renamed Freight',
      logo_upload_id: mine.id,
    });
  });

  it('removes uploads never completed after a day, by the job', async () => {
    const bytes = await image('webp');
    const old = await startLogo(owner.client, 'image/webp', bytes.length);
    const recent = await startLogo(owner.client, 'image/webp', bytes.length);
    await put(old, bytes);
    await put(recent, bytes);
    await ctx.database.db.execute(
      sql`update uploads set created_at = now() - interval '25 hours' where id = ${old.id}`,
    );
    await staleUploadsJob.enqueue(ctx.database.db, {});
    const oldFile = join(dataDir, 'uploads', keyOf(old.url));
    await expect.poll(() => existsSync(oldFile), { timeout: 10_000 }).toBe(false);
    await expect.poll(async () => (await uploadRows(old.id)).length, { timeout: 10_000 }).toBe(0);
    expect(await uploadRows(recent.id)).toEqual([{ status: 'pending' }]);
    expect(existsSync(join(dataDir, 'uploads', keyOf(recent.url)))).toBe(true);
  });
});

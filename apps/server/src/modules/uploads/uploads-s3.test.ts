/**
 * The S3 path of PRODUCT.md 11 against a real S3-protocol server started here on 127.0.0.1
 * (@20minutes/s3rver: it checks SigV4 signatures and expiry, as AWS S3 and MinIO do).
 */
import S3rver from '@20minutes/s3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { type Member, register, registerCarrier } from '../../../test/market.ts';
import { expectRefusal, image, scratchDir, startLogo } from '../../../test/uploads.ts';
import { createStorage, type S3Storage } from '../../platform/storage.ts';

const BUCKET = 'spotlane-test';

describe('uploads on S3-compatible storage (PRODUCT.md 11)', () => {
  let server: S3rver;
  let endpoint: string;
  let ctx: TestContext;
  let owner: Member;
  let storage: S3Storage;

  beforeAll(async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: await scratchDir('s3'),
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    ctx = await createTestContext({
      TRUST_PROXY: 'true',
      DATA_DIR: await scratchDir('s3-data'),
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      // s3rver's built-in account.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    owner = await register(ctx);
    storage = createStorage(ctx.config) as S3Storage;
  });
  afterAll(async () => {
    await ctx?.close();
    await server?.close();
  });

  const keyOf = (url: string) =>
    decodeURIComponent(new URL(url).pathname).slice(`/${BUCKET}/`.length);

  it('sends the bytes straight to the store through a presigned PUT and reads them back', async () => {
    const bytes = await image('jpeg', 1200, 800);
    const ticket = await startLogo(owner.client, 'image/jpeg', bytes.length);
    expect(ticket.url.startsWith(`${endpoint}/${BUCKET}/logo/`)).toBe(true);
    expect(ticket.url).toContain('X-Amz-Signature=');
    const sent = await fetch(ticket.url, { method: 'PUT', headers: ticket.headers, body: bytes });
    expect(sent.status).toBe(200);
    const completed = await owner.client.post(`/api/uploads/${ticket.id}/complete`);
    expect(completed.statusCode, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body.content_type).toBe('image/jpeg');

    const attached = await owner.client.put('/api/account', { logo_upload_id: ticket.id });
    expect(attached.statusCode, JSON.stringify(attached.body)).toBe(200);
    const carrier = await registerCarrier(ctx);
    const shipper = await carrier.client.get(`/api/shippers/${attached.body.id}`);
    const logo = new URL(shipper.body.logo as string);
    expect(logo.origin).toBe(endpoint);
    expect(logo.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(logo.searchParams.get('X-Amz-Date')).toMatch(/^\d{8}T\d{6}Z$/);
    const fetched = await fetch(logo);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/jpeg');
    const stored = await sharp(Buffer.from(await fetched.arrayBuffer())).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.width).toBe(512);
    const part = await fetch(logo, { headers: { range: 'bytes=0-1' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(Buffer.from([0xff, 0xd8]));

    // The app's pages may show and send to the store (Content-Security-Policy).
    const page = await ctx.client().get('/api/auth/me');
    expect(String(page.headers['content-security-policy'])).toContain(
      `img-src 'self' data: blob: ${endpoint}`,
    );
  });

  it('is refused by the store once expired or when tampered with', async () => {
    const bytes = await image('png');
    const ticket = await startLogo(owner.client, 'image/png', bytes.length);
    expect(
      (await fetch(ticket.url, { method: 'PUT', headers: ticket.headers, body: bytes })).status,
    ).toBe(200);
    const completed = await owner.client.post(`/api/uploads/${ticket.id}/complete`);
    expect(completed.statusCode, JSON.stringify(completed.body)).toBe(200);
    // The checked bytes moved to a key of their own; the upload's key is empty again.
    expect(await storage.size(keyOf(ticket.url))).toBeNull();
    const attached = await owner.client.put('/api/account', { logo_upload_id: ticket.id });
    const key = keyOf(attached.body.logo as string);

    const expired = await storage.downloadUrl(key, {
      contentType: 'image/png',
      expiresInSeconds: 60,
      signedAt: new Date(Date.now() - 3600_000),
    });
    const late = await fetch(expired.url);
    expect(late.status).toBe(403);
    expect(await late.text()).toContain('Request has expired');

    const fresh = await storage.downloadUrl(key, {
      contentType: 'image/png',
      expiresInSeconds: 60,
    });
    expect((await fetch(fresh.url)).status).toBe(200);
    const signature = new URL(fresh.url).searchParams.get('X-Amz-Signature') ?? '';
    const forged = fresh.url.replace(
      signature,
      signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    );
    const tampered = await fetch(forged);
    expect(tampered.status).toBe(403);
    expect(await tampered.text()).toContain('SignatureDoesNotMatch');
    const longer = fresh.url.replace('X-Amz-Expires=60', 'X-Amz-Expires=604800');
    expect((await fetch(longer)).status).toBe(403);

    const expiredPut = await storage.uploadUrl(key, {
      contentType: 'image/png',
      maxBytes: bytes.length,
      expiresInSeconds: 60,
      signedAt: new Date(Date.now() - 3600_000),
    });
    const putLate = await fetch(expiredPut.url, {
      method: 'PUT',
      headers: expiredPut.headers,
      body: bytes,
    });
    expect(putLate.status).toBe(403);
  });

  it('deletes from the store what fails the checks', async () => {
    const png = await image('png');
    const lying = await startLogo(owner.client, 'image/webp', png.length);
    await fetch(lying.url, { method: 'PUT', headers: lying.headers, body: png });
    expect(await storage.size(keyOf(lying.url))).toBe(png.length);
    expectRefusal(
      await owner.client.post(`/api/uploads/${lying.id}/complete`),
      400,
      /^The file is not a WebP image$/,
    );
    expect(await storage.size(keyOf(lying.url))).toBeNull();

    // S3 takes whatever is sent to a presigned PUT: complete checks the size.
    const small = await startLogo(owner.client, 'image/png', 100);
    await fetch(small.url, { method: 'PUT', headers: small.headers, body: png });
    expectRefusal(
      await owner.client.post(`/api/uploads/${small.id}/complete`),
      400,
      /larger than declared/,
    );
    expect(await storage.size(keyOf(small.url))).toBeNull();
  });
});

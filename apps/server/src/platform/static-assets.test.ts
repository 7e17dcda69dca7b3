import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';

/** Issue 11: precompressed br/gzip copies, immutable hashed assets, index.html revalidated. */
describe('the web build as served', () => {
  const web = mkdtempSync(join(tmpdir(), 'spotlane-web-'));
  const script = `console.log(${JSON.stringify('Spotlane '.repeat(200))});`;
  const html = `<!doctype html><title>Spotlane</title><p>${'Sign in '.repeat(200)}</p>`;
  mkdirSync(join(web, 'assets'));
  for (const [name, text] of [
    ['index.html', html],
    ['assets/index-AbC123.js', script],
  ] as const) {
    writeFileSync(join(web, name), text);
    writeFileSync(join(web, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(web, `${name}.gz`), gzipSync(text));
  }
  writeFileSync(join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ NODE_ENV: 'production', WEB_DIST: web });
  }, 240_000);
  afterAll(async () => {
    await ctx?.close();
    rmSync(web, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it('sends the brotli copy of a hashed asset to a client that takes br, cached for a year', async () => {
    const response = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a client that takes only gzip', async () => {
    const response = await get('/assets/index-AbC123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file to a client that takes neither', async () => {
    const response = await get('/assets/index-AbC123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(script);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends index.html compressed but never cached without revalidation, on any app path', async () => {
    for (const url of ['/', '/shipments', '/spot-quotes/12']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(html);
    }
  });

  it('revalidates files outside assets/ (their names carry no hash)', async () => {
    const response = await get('/favicon.svg', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

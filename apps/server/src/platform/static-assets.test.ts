import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { FIRST_ANSWERS_ID, ME_PATH } from '@spotlane/shared/domain/first-answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  shipperRegistration,
  signUp,
  type TestContext,
} from '../../test/harness.ts';

/** The first-load budget: precompressed br/gzip copies, immutable hashed assets, index.html revalidated. */
describe('the web build as served', () => {
  const web = mkdtempSync(join(tmpdir(), 'spotlane-web-'));
  const script = `console.log(${JSON.stringify('Spotlane '.repeat(200))});`;
  const html = `<!doctype html><html lang="en"><head><title>Spotlane</title></head><body><p>${'Sign in '.repeat(200)}</p></body></html>`;
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
  // The chunk graph of a build: the entry, and the signed-in shell with a library chunk.
  mkdirSync(join(web, '.vite'));
  writeFileSync(
    join(web, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-AbC123.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-R1.js' },
      'src/app/shell/signed-in-shell.tsx': {
        file: 'assets/signed-in-shell-S1.js',
        imports: ['_react.js', '_vendor.js'],
        css: ['assets/signed-in-shell-S1.css'],
      },
      '_vendor.js': { file: 'assets/vendor-V1.js', css: ['assets/vendor-V1.css'] },
    }),
  );
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

  it('sends index.html as built, varying on the cookie, to a request without a session cookie', async () => {
    const response = await get('/shipments', 'br, gzip');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(html);
    expect(response.headers.vary).toMatch(/cookie/i);
  });

  it('preloads the signed-in shell for a request with a session cookie (the first-load budget)', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/shipments',
        headers: { cookie: 'sid=anything', ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/cookie/i);
      expect(response.headers['content-encoding']).toBe(encoding);
      const body =
        encoding === 'br'
          ? brotliDecompressSync(response.rawPayload).toString()
          : encoding === 'gzip'
            ? gunzipSync(response.rawPayload).toString()
            : response.body;
      expect(body).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/signed-in-shell-S1.js">',
      );
      expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor-V1.js">');
      expect(body).toContain(
        '<link rel="preload" as="style" crossorigin href="/assets/vendor-V1.css">',
      );
      // What the entry loads anyway is not listed again.
      expect(body).not.toContain('react-R1.js');
      expect(body).not.toContain('index-AbC123.js');
      // A cookie that names no session gets the shared page, with no answer in it.
      expect(body).not.toContain(FIRST_ANSWERS_ID);
    }
  });

  it("carries the signed-in caller's GET /api/auth/me answer, escaped, never cached (decision 089)", async () => {
    const { client } = await signUp(
      ctx,
      shipperRegistration({ company_name: 'Acme </script><b>& Sons\u2028' }),
    );
    const me = await client.get('/api/auth/me');
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/spot-quotes',
      headers: { cookie, 'accept-encoding': 'br' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers.vary).toMatch(/cookie/i);
    const html = brotliDecompressSync(page.rawPayload).toString();
    const block = html.match(
      new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ID}">(.*?)</script>`),
    );
    expect(block, html).not.toBeNull();
    // The company's own "</script>" cannot end the block: only the block's own end tag is there.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const answers = JSON.parse(block?.[1] ?? '{}');
    expect(answers[ME_PATH].body).toEqual(me.body);
    expect(answers[ME_PATH].cursor).toEqual(expect.any(Number));
    // The page stands in for the first API answer, which hands out the XSRF cookie.
    expect(page.cookies.map((set) => set.name)).not.toContain('XSRF-TOKEN');
    const withoutXsrf = await ctx.app.inject({
      method: 'GET',
      url: '/spot-quotes',
      headers: { cookie: `sid=${client.cookies.get('sid')}` },
    });
    expect(withoutXsrf.cookies.map((set) => set.name)).toContain('XSRF-TOKEN');
    // Signed out: the same cookie now names no session, and the page carries nothing.
    await client.post('/api/auth/logout');
    client.cookies.set('sid', 'ended-session');
    const after = await client.get('/spot-quotes');
    expect(after.body).not.toContain(FIRST_ANSWERS_ID);
    expect(after.headers['cache-control']).toBe('no-cache');
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fileTestContext } from '../../test/harness.ts';
import * as market from '../../test/market.ts';

const ctx = fileTestContext({ TRUST_PROXY: 'true' });

/** PRODUCT.md 14: JSON answers over 1 KB come compressed, br or gzip as the client accepts. */
describe('compressed answers', () => {
  const get = async (member: market.Member, url: string, acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: {
        cookie: [...member.client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });

  it('sends a page of shipments in br, or gzip, with Vary, and a small answer as it is', async () => {
    const shipper = await market.shipperWithLocations(ctx);
    for (let i = 0; i < 4; i++)
      await market.createLoad(
        shipper.client,
        market.shipmentBody(shipper.origin, shipper.destination),
      );
    const plain = await get(shipper, '/api/loads?status=all');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.byteLength).toBeGreaterThan(1024);

    const br = await get(shipper, '/api/loads?status=all', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get(shipper, '/api/loads?status=all', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(String(gzip.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    // Under 1 KB: sent as it is.
    const small = await get(shipper, '/api/notifications', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.byteLength).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual(JSON.parse(small.body));
  });
});

import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * PRODUCT.md 14: answers over 1 KB are compressed, br or gzip as the client accepts
 * (`Vary: Accept-Encoding` on each compressed answer). Registered before the routes, whose
 * onSend it joins. Not touched: the live stream (/api/events writes its own socket and
 * `text/event-stream` is not a compressible type, so nothing is ever held back in a
 * compressor), the web app's files already sent in their precompressed copy (they carry their
 * Content-Encoding), and request bodies (no decompression of uploads).
 *
 * Levels (decision 058): brotli quality 1 and gzip level 1, the cheapest. At the defaults
 * (brotli 4, gzip 6) the bench's lists served ~0.87 of their plain req/s (median of the five
 * lists, a drop over the 10% allowed); quality 1 costs ~30% less CPU per answer for a few
 * hundred bytes more on a page of cards (docs/perf/058-writes-at-any-size.md).
 */
export const BROTLI_QUALITY = 1;
export const GZIP_LEVEL = 1;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // The API's answers only: the web app's files are compressed once, by the build, and served
  // in their .br/.gz copy (static-assets.test.ts); one without a copy (the icon) is sent as is.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  });
}

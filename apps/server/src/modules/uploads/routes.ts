import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  completedUpload,
  createUploadRequest,
  uploadTicket,
} from '@spotlane/shared/schemas/uploads';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireCaller } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { LocalStorage } from '../../platform/storage.ts';
import { completeUpload, createUpload } from './service.ts';

/** `bytes=start-end` (one range) against a file of `size` bytes; null means the whole file. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    // The last N bytes.
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

class TooLarge extends Error {}

/** Counts the bytes going through and stops past `max`. */
function limitTo(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > max) callback(new TooLarge());
      else callback(null, chunk);
    },
  });
}

/** An object key `<purpose>/<account id>/<name>` (checked against OBJECT_KEY with the signature). */
const objectParams = z.object({
  purpose: z.string().max(20),
  account: z.string().max(10),
  name: z.string().max(64),
});
const objectKey = (params: z.infer<typeof objectParams>) =>
  `${params.purpose}/${params.account}/${params.name}`;
/** The fields of a signed link (LocalStorage.verify checks them). */
const signedQuery = z
  .object({
    'Content-Type': z.string(),
    'Max-Size': z.string(),
    Disposition: z.string(),
    Expires: z.string(),
    Signature: z.string(),
  })
  .partial();

/**
 * The embedded store's own links (PRODUCT.md 11): a signed PUT that takes at most the declared
 * size, and a signed GET that streams the file with range requests. No session is needed:
 * the signature is the permission, and an expired or altered link is 403.
 */
const localStorageRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { storage }) => {
  const tags = ['uploads'];
  const local = () => {
    if (!(storage instanceof LocalStorage)) throw notFound();
    return storage;
  };
  // The bytes arrive as they are, whatever their type: this scope parses no body, the PUT
  // handler streams `request.raw` itself (the body stays undefined for the input checks).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  app.put(
    '/api/storage/:purpose/:account/:name',
    { schema: { tags, params: objectParams, querystring: signedQuery } },
    async (request, reply) => {
      const store = local();
      const key = objectKey(request.params);
      const grant = store.verify('PUT', key, request.query);
      const max = grant.maxBytes ?? 0;
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > max) throw tooLarge();
      const path = store.filePath(key);
      const partial = `${path}.part`;
      await mkdir(dirname(path), { recursive: true });
      try {
        await pipeline(request.raw, limitTo(max), createWriteStream(partial));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        if (error instanceof TooLarge) throw tooLarge();
        throw error;
      }
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/storage/:purpose/:account/:name',
    { schema: { tags, params: objectParams, querystring: signedQuery } },
    async (request, reply) => {
      const store = local();
      const key = objectKey(request.params);
      const grant = store.verify('GET', key, request.query);
      const size = await store.size(key);
      if (size === null) throw notFound('File not found');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('accept-ranges', 'bytes');
      const range = parseRange(request.headers.range, size);
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${size}`);
        return reply.code(416).send({
          errors: [{ code: 'ValidationError', message: 'The range is outside the file' }],
        });
      }
      reply.header('content-type', grant.contentType);
      if (grant.disposition) reply.header('content-disposition', grant.disposition);
      return sendFile(reply, store.filePath(key), size, range);
    },
  );
};

function tooLarge() {
  return AppError.of(413, 'PayloadTooLarge', 'The file is larger than declared');
}

function sendFile(
  reply: FastifyReply,
  path: string,
  size: number,
  range: { start: number; end: number } | null,
) {
  if (range) {
    reply.code(206);
    reply.header('content-range', `bytes ${range.start}-${range.end}/${size}`);
    reply.header('content-length', range.end - range.start + 1);
    return reply.send(createReadStream(path, { start: range.start, end: range.end }));
  }
  reply.header('content-length', size);
  return reply.send(createReadStream(path));
}

/** PRODUCT.md 11: one upload flow for every file the product takes. */
export const uploadRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const route = endpoints(app, ['uploads']);
  const create = { body: createUploadRequest, reply: uploadTicket, status: 201 } as const;
  route.post('/api/uploads', create, ({ request, body }) =>
    createUpload(ctx, requireCaller(request), body),
  );
  route.post('/api/uploads/:id/complete', { params: true, reply: completedUpload }, (input) =>
    completeUpload(ctx, requireCaller(input.request), input.id),
  );
  await app.register(localStorageRoutes, ctx);
};

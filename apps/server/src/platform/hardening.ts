import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER } from './request-log.ts';

/** Seconds a client is asked to wait (Retry-After) while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

/** The error itself and its causes, however deep Drizzle or pg wrapped them. */
export function* causes(
  error: unknown,
): Generator<{ code?: unknown; message?: unknown; constraint?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    yield current as { code?: unknown; message?: unknown; constraint?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** PostgreSQL failed with one of these SQLSTATEs, however deep in the cause chain. */
export function hasPgCode(error: unknown, ...codes: string[]): boolean {
  for (const item of causes(error)) {
    if (typeof item.code === 'string' && codes.includes(item.code)) return true;
  }
  return false;
}

/** A unique constraint refused the row (23505). */
export const isUniqueViolation = (error: unknown): boolean => hasPgCode(error, '23505');

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable/i;

/** The database cannot be reached (down, restarting, network cut): a 503, not a 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const item of causes(error)) {
    if (typeof item.code === 'string' && UNAVAILABLE_CODES.has(item.code)) return true;
    if (typeof item.message === 'string' && UNAVAILABLE_MESSAGE.test(item.message)) return true;
  }
  return false;
}

/** PostgreSQL refused a value as out of range (22003) or malformed for its type (22P02, 22008). */
export function isOutOfRangeInput(error: unknown): boolean {
  return hasPgCode(error, '22003', '22P02', '22008');
}

/**
 * The route a request is for, decoded the way the router decoded it: `/%61pi/...` is
 * `/api/...`. Security checks must look at this, never at the raw URL.
 */
export function routePath(request: FastifyRequest): string {
  const matched = request.routeOptions.url;
  if (matched) return matched;
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function isApiRequest(request: FastifyRequest): boolean {
  const path = routePath(request);
  return path === '/api' || path.startsWith('/api/');
}

/** PRODUCT.md 14: no /api answer (errors included) is ever stored by a browser or proxy. */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (isApiRequest(request)) reply.header('cache-control', 'no-store');
  });
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook runs. A path
 * with a malformed escape (`%zz`) or a value over the router's 100 characters (an id of 101
 * digits) names nothing: 404 with the error body of PRODUCT.md 6 (PRODUCT.md 14), where Fastify
 * would answer 400 or 414 with a body of its own that echoes the URL.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const notFound = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  reply
    .code(notFound ? 404 : 400)
    .header('cache-control', 'no-store')
    .header(REQUEST_ID_HEADER, request.id)
    .send({
      errors: [
        notFound
          ? { code: 'NotFound', message: 'Not found' }
          : { code: 'ValidationError', message: 'The request is not valid' },
      ],
    });
}

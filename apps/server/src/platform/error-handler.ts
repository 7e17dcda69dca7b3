import type { ErrorItem } from '@spotlane/shared/schemas/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, notFound, RateLimitedError } from './errors.ts';
import {
  causes,
  hasPgCode,
  isDatabaseUnavailable,
  isOutOfRangeInput,
  RETRY_AFTER_SECONDS,
} from './hardening.ts';

function fieldOf(instancePath: string): string | undefined {
  const field = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return field || undefined;
}

/** The SQLSTATE of a PostgreSQL failure, however deep in the cause chain. */
function pgCode(error: unknown): string | null {
  for (const { code } of causes(error)) {
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** Deadlock or serialization failure reported by PostgreSQL, however deep in the cause chain. */
const isConcurrencyFailure = (error: unknown) => hasPgCode(error, '40P01', '40001');

/** PRODUCT.md 22: every 429 says when to come back and what the limit is. */
function rateLimitHeaders(reply: FastifyReply, limit: number, resetSeconds: number): void {
  reply
    .header('retry-after', String(resetSeconds))
    .header('ratelimit-limit', String(limit))
    .header('ratelimit-remaining', '0')
    .header('ratelimit-reset', String(resetSeconds));
}

/** Every failure leaves as the error body of PRODUCT.md 6; nothing else reaches the client. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const internalError = () => {
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send({
        errors: [
          {
            code: 'InternalError',
            message: `Something went wrong on our side. Reference: ${request.id}`,
          },
        ],
      });
    };
    // `throw null` or `throw 'text'` (some libraries reject with such values) must not
    // crash this handler, or Fastify's own body with the crash message would go out.
    if (error === null || typeof error !== 'object') return internalError();
    if (error instanceof RateLimitedError) {
      rateLimitHeaders(reply, error.limit, error.resetSeconds);
    }
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ errors: error.errors });
    }
    if (isConcurrencyFailure(error)) {
      // Lock order makes deadlocks unexpected; should PostgreSQL still pick this request as
      // the victim, nothing was changed and the person can simply try again.
      request.log.warn({ err: error }, 'transaction lost a race');
      return reply.code(409).send({
        errors: [
          {
            code: 'ConcurrentUpdate',
            message: 'Someone changed this at the same moment. Please try again.',
          },
        ],
      });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down or restarting: a temporary state the client can wait out.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({
          errors: [
            {
              code: 'ServiceUnavailable',
              message: 'The service is briefly unavailable. Please try again in a moment.',
            },
          ],
        });
    }
    if (isOutOfRangeInput(error)) {
      // Last line of defence: a value the schemas let through but PostgreSQL cannot hold.
      return reply
        .code(400)
        .send({ errors: [{ code: 'ValidationError', message: 'A value is out of range' }] });
    }
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
      // PRODUCT.md 14: an id in a path that is not 1..2^31-1 in decimal digits names nothing.
      return reply.code(404).send({ errors: [{ code: 'NotFound', message: 'Not found' }] });
    }
    if (pgCode(error) === '23P01') {
      // An exclusion constraint: today only PRODUCT.md 7's, a driver or unit on two active
      // loads whose dates overlap (e.g. an edit moved a covered load's dates onto another).
      return reply.code(409).send({
        errors: [
          {
            code: 'FleetBusy',
            message: 'A driver or unit of this load is already on another load on these dates',
          },
        ],
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const seen = new Set<string>();
      const errors: ErrorItem[] = [];
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath);
        const key = field ?? '';
        if (seen.has(key)) continue; // one entry per bad field
        seen.add(key);
        const message = issue.message ?? 'This value is not valid';
        errors.push(
          field
            ? { code: 'ValidationError', message, field }
            : { code: 'ValidationError', message },
        );
      }
      return reply.code(400).send({ errors });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply
        .code(413)
        .send({ errors: [{ code: 'PayloadTooLarge', message: 'The request body is too large' }] });
    }
    if (status === 429) {
      // A 429 of the framework or a plugin, whose limit is not known here: one more request
      // is refused for the next minute.
      rateLimitHeaders(reply, 1, 60);
      return reply
        .code(429)
        .send({ errors: [{ code: 'RateLimited', message: 'Too many requests' }] });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, a wrong content type and the like: the client's fault, said plainly.
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Send the body as application/json'
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is empty'
            : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
              ? 'The request body is not valid JSON'
              : 'The request is not valid';
      const code =
        status === 404
          ? 'NotFound'
          : status === 401
            ? 'Unauthenticated'
            : status === 403
              ? 'Forbidden'
              : 'ValidationError';
      return reply.code(status === 415 ? 400 : status).send({ errors: [{ code, message }] });
    }
    return internalError();
  });
}

const UNSTORABLE_MESSAGE = 'This value contains a character that is not allowed';

/** UTF-16 surrogates without their pair: not text at all, though JSON can carry them. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * U+0000, which PostgreSQL text and jsonb cannot hold, or a lone surrogate, which would
 * fail in the database or be stored as U+FFFD behind the client's back.
 */
function unstorable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** Paths ('' for the root) of the strings and keys in a parsed input that cannot be stored. */
function unstorablePaths(root: unknown, limit = 20): string[] {
  const found = new Set<string>();
  // Iterative: a deeply nested JSON body must not exhaust the call stack.
  const stack: Array<[unknown, string]> = [[root, '']];
  while (stack.length > 0 && found.size < limit) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (unstorable(value)) found.add(path);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (unstorable(key)) found.add(path);
        else stack.push([item, path ? `${path}.${key}` : key]);
      }
    }
  }
  return [...found];
}

/**
 * An input carrying a character that cannot be stored would fail in the database as a 500
 * (or be altered behind the client's back). It is refused up front instead, as a
 * ValidationError on each field that holds one.
 */
export function registerInputChecks(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // PRODUCT.md 14: a path value (an id, a token) with such a character names nothing.
    if (unstorablePaths(request.params, 1).length > 0) throw notFound();
    const paths = new Set([...unstorablePaths(request.body), ...unstorablePaths(request.query)]);
    if (paths.size === 0) return;
    throw new AppError(
      400,
      [...paths].map((field) =>
        field
          ? { code: 'ValidationError', message: UNSTORABLE_MESSAGE, field }
          : { code: 'ValidationError', message: UNSTORABLE_MESSAGE },
      ),
    );
  });
}

import type { ErrorItem } from '@spotlane/shared/schemas/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';

function fieldOf(instancePath: string): string | undefined {
  const field = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return field || undefined;
}

/** Every failure leaves as the error body of PRODUCT.md 6; nothing else reaches the client. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ errors: error.errors });
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
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({
      errors: [
        {
          code: 'InternalError',
          message: `Something went wrong on our side. Reference: ${request.id}`,
        },
      ],
    });
  });
}

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers a live-event stream: it ends when the client leaves (or the server
     * ends it), and how long it stayed open is no answer time.
     */
    eventStream?: boolean;
  }
}

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * PRODUCT.md 22: a request id the client sent is kept when it is 1 to 128 characters of
 * letters, digits, '.', '_' and '-' (a UUID, a proxy's hex id, a trace id), so it can be put in
 * a header and a log line as it is; anything else gets a new id.
 */
const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Fastify's genReqId: the client's X-Request-Id when valid, else a new UUID. */
export function requestIdOf(raw: IncomingMessage): string {
  const sent = raw.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && VALID_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** The route pattern (`/api/loads/:id`), never the URL: ids and tokens stay out of labels and logs. */
export function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

type Answered = (request: FastifyRequest, reply: FastifyReply, how: { stream: boolean }) => void;

/**
 * Calls back once per request when it has been answered: after Fastify's answer (onResponse),
 * or for a live-event stream when its connection closes, whoever closed it (Fastify's
 * onResponse never runs for a stream the browser left).
 */
export function whenAnswered(app: FastifyInstance, answered: Answered): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config?.eventStream) {
      reply.raw.once('close', () => answered(request, reply, { stream: true }));
    }
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (!request.routeOptions.config?.eventStream) answered(request, reply, { stream: false });
    done();
  });
}

/**
 * Every answer carries X-Request-Id (the request's id: the client's or a new one; it is also
 * the `reqId` of every log line of the request and the reference of a 500). With LOG_REQUESTS,
 * one access-log line per request: method, route pattern, status, duration and the request id,
 * never a body, a header value or a query string (where signed links keep their signatures).
 */
export function registerRequestLog(
  app: FastifyInstance,
  config: Pick<Config, 'LOG_REQUESTS'>,
): void {
  app.addHook('onRequest', (request, reply, done) => {
    // On the raw answer, so that a stream written without Fastify's reply carries it too.
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    done();
  });
  if (!config.LOG_REQUESTS) return;
  whenAnswered(app, (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: routeLabel(request),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}

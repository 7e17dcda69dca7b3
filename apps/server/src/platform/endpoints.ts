/**
 * One way to declare an HTTP endpoint: its path, the shared zod schemas of what it takes and
 * answers, and the service call that answers it. Fastify validates params, query and body
 * with the schemas before the call (a 400 or 404 otherwise) and serialises the answer through
 * the reply schema; the call gets the parsed values, typed from the same schemas.
 *
 * It stays this thin on purpose (decision 065): every route is one `route.<method>('<path>', ...)`
 * line in its module's routes.ts, so searching the code for a path finds its route; there is no
 * generator of several routes from one call, and no route registered in a loop.
 */
import type { FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParams } from './params.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type Schema = z.ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

interface Schemas {
  /** The path's params; `true` means the usual `/:id`. */
  params?: Schema | true;
  query?: Schema;
  body?: Schema;
  /** The answer's schema; none answers 204 No Content. */
  reply?: Schema;
  /** The success status when it is not 200 (201 for a creation, 202 for accepted work). */
  status?: 201 | 202;
}

/** What an endpoint's call receives: the request and its parsed parts. */
export interface Input<S extends Schemas> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: S['params'] extends true ? { id: number } : Parsed<S['params']>;
  query: Parsed<S['query']>;
  body: Parsed<S['body']>;
  /** The `/:id` of the path, when it has one. */
  id: number;
}

/** A request's parts once Fastify has run the route's schemas over them. */
interface ReceivedParts {
  params: unknown;
  query: unknown;
  body: unknown;
}

/** The `/:id` of a path's parsed params, or 0 when the path has none. */
const idOf = (params: unknown): number =>
  params && typeof params === 'object' && 'id' in params && typeof params.id === 'number'
    ? params.id
    : 0;

type Answer<S extends Schemas> = S['reply'] extends Schema ? z.input<S['reply']> : unknown;
type Handler<S extends Schemas> = (input: Input<S>) => Promise<Answer<S>> | Answer<S>;

/** The endpoints of one area (`tags` groups them in the API document). */
export function endpoints(app: ZodApp, tags: string[]) {
  const add =
    (method: HTTPMethods) =>
    <const S extends Schemas>(url: string, schemas: S, handler: Handler<S>) => {
      const status = schemas.reply ? (schemas.status ?? 200) : 204;
      const params = schemas.params === true ? idParams : schemas.params;
      app.route({
        method,
        url,
        schema: {
          tags,
          ...(params ? { params } : {}),
          ...(schemas.query ? { querystring: schemas.query } : {}),
          ...(schemas.body ? { body: schemas.body } : {}),
          ...(schemas.reply ? { response: { [status]: schemas.reply } } : {}),
        },
        handler: async (request, reply) => {
          // Fastify has validated and parsed each part with the very schema named above before
          // this runs (a 400 or 404 otherwise), so each part is that schema's output.
          const { params: parsedParams, query, body } = request as ReceivedParts;
          const answer = await handler({
            request,
            reply,
            params: parsedParams as Input<S>['params'],
            query: query as Input<S>['query'],
            body: body as Input<S>['body'],
            id: idOf(parsedParams),
          });
          return status === 200
            ? answer
            : reply.code(status).send(status === 204 ? undefined : answer);
        },
      });
    };
  return { get: add('GET'), post: add('POST'), put: add('PUT'), delete: add('DELETE') };
}

/**
 * One way to declare an HTTP endpoint: its path, the shared zod schemas of what it takes and
 * answers, and the service call that answers it. Fastify validates params, query and body
 * with the schemas before the call (a 400 or 404 otherwise) and serialises the answer through
 * the reply schema; the call gets the parsed values, typed from the same schemas.
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
          const parts = request as { params?: { id?: number }; query?: unknown; body?: unknown };
          const answer = await handler({
            request,
            reply,
            params: parts.params,
            query: parts.query,
            body: parts.body,
            id: parts.params?.id ?? 0,
          } as unknown as Input<S>);
          return status === 200
            ? answer
            : reply.code(status).send(status === 204 ? undefined : answer);
        },
      });
    };
  return { get: add('GET'), post: add('POST'), put: add('PUT'), delete: add('DELETE') };
}

type Endpoints = ReturnType<typeof endpoints>;
type Answered<S> = S extends Schema ? Promise<z.input<S>> | z.input<S> : unknown;
type Or<S, Otherwise> = S extends Schema ? S : Otherwise;

interface ResourceSchemas {
  /** The list's query (filters, paging), when it takes one. */
  listQuery?: Schema;
  list: Schema;
  /** What a creation takes; a change takes it too unless `changeBody` says otherwise. */
  body: Schema;
  changeBody?: Schema;
  /** One row as read and changed; a creation answers it too unless `created` says otherwise. */
  detail: Schema;
  created?: Schema;
}

/**
 * A resource's schemas, who may read it (`reader`) and change it (`writer`), and the service
 * calls behind its endpoints, each given the context, the caller and the parsed input.
 */
interface Resource<S extends ResourceSchemas, Context, Reader, Writer> {
  schemas: S;
  reader: (request: FastifyRequest) => Reader;
  writer: (request: FastifyRequest) => Writer;
  list: (context: Context, caller: Reader, query: Parsed<S['listQuery']>) => Answered<S['list']>;
  create: (
    context: Context,
    caller: Writer,
    body: Parsed<S['body']>,
  ) => Answered<Or<S['created'], S['detail']>>;
  get: (context: Context, caller: Reader, id: number) => Answered<S['detail']>;
  update: (
    context: Context,
    caller: Writer,
    id: number,
    body: Parsed<Or<S['changeBody'], S['body']>>,
  ) => Answered<S['detail']>;
  remove: (context: Context, caller: Writer, id: number) => Promise<unknown>;
}

/**
 * The five endpoints of a resource an account keeps: list and create at `path`, read, change
 * and delete at `path/:id` (201 on creation, 204 on deletion; another account's row is the
 * service's 404).
 */
export function resource<const S extends ResourceSchemas, Context, Reader, Writer>(
  route: Endpoints,
  path: string,
  context: Context,
  spec: Resource<S, NoInfer<Context>, Reader, Writer>,
) {
  // The calls are typed from the schemas above; the endpoints below only pass their values on.
  const call = spec as unknown as Resource<ResourceSchemas, Context, Reader, Writer>;
  const { schemas, reader, writer } = spec;
  const { detail } = schemas;
  route.get(path, { query: schemas.listQuery, reply: schemas.list }, (input) =>
    call.list(context, reader(input.request), input.query),
  );
  const create = { body: schemas.body, reply: schemas.created ?? detail, status: 201 } as const;
  route.post(path, create, (input) => call.create(context, writer(input.request), input.body));
  const one = `${path}/:id`;
  route.get(one, { params: true, reply: detail }, ({ request, id }) =>
    call.get(context, reader(request), id),
  );
  const change = { params: true, body: schemas.changeBody ?? schemas.body, reply: detail } as const;
  route.put(one, change, ({ request, id, body }) =>
    call.update(context, writer(request), id, body),
  );
  route.delete(one, { params: true }, ({ request, id }) =>
    call.remove(context, writer(request), id),
  );
}

import { errorBody } from '@spotlane/shared/schemas/errors';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';

/** The one MSW server of the component tests (started in setup.ts). */
export const server = setupServer();

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One request a component made: where, with which query and which JSON body. */
export interface RecordedCall {
  method: string;
  url: URL;
  params: Record<string, string | readonly string[] | undefined>;
  body: unknown;
}

export interface Route {
  calls: RecordedCall[];
  /** The last call's body. */
  lastBody: () => unknown;
  /** The last call's query string as an object. */
  lastQuery: () => Record<string, string>;
}

/** JSON as parsed; a multipart form as an object of its fields, files read as text. */
async function readBody(request: Request): Promise<unknown> {
  if ((request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    for (const [key, value] of form.entries()) {
      fields[key] = typeof value === 'string' ? value : await value.text();
    }
    return fields;
  }
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

/**
 * Answers `method path` (an MSW path such as '/api/loads/:id') with a body built from the
 * shared zod schema: it is parsed by the schema before it is sent, so a fixture that the
 * real server could not send fails the test. `answer` may look at the call; returning a
 * Response (an error body) sends that instead.
 */
export function route<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  answer: z.input<S> | ((call: RecordedCall) => z.input<S> | Response),
): Route {
  const calls: RecordedCall[] = [];
  server.use(
    http[method](`*${path}`, async ({ request, params }) => {
      const call: RecordedCall = {
        method: request.method,
        url: new URL(request.url),
        params,
        body: await readBody(request),
      };
      calls.push(call);
      const value =
        typeof answer === 'function' ? (answer as (c: RecordedCall) => unknown)(call) : answer;
      if (value instanceof Response) return value;
      return HttpResponse.json(schema.parse(value) as Record<string, unknown>);
    }),
  );
  return {
    calls,
    lastBody: () => calls.at(-1)?.body,
    lastQuery: () => Object.fromEntries(calls.at(-1)?.url.searchParams ?? []),
  };
}

/** An error answer in the PRODUCT.md 6 shape. */
export function apiError(status: number, code: string, message: string, field?: string): Response {
  return HttpResponse.json(
    errorBody.parse({ errors: [{ code, message, ...(field ? { field } : {}) }] }),
    {
      status,
    },
  );
}

/**
 * Answers DELETE `path` (an MSW path with an `:id`) with 204 No Content, calling `then` after
 * each delete (to empty a served list). Returns the ids deleted, in order.
 */
export function routeDelete(path: string, then?: () => void): string[] {
  const deleted: string[] = [];
  server.use(
    http.delete(`*${path}`, ({ params }) => {
      deleted.push(String(params.id));
      then?.();
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return deleted;
}

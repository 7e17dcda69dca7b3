import { EVENT_CURSOR_HEADER } from '@spotlane/shared/domain/live-events';
import type { ErrorItem } from '@spotlane/shared/schemas/errors';
import type { z } from 'zod';
import { takeFirstAnswer } from './first-answers.ts';
import { noteEventCursor } from './live-status.ts';

/** The messages SPEC 8 names for transport failures (the wording of the original client). */
export const NETWORK_ERROR = 'Network Error';
export const REQUEST_ABORTED = 'Request aborted';
export const timeoutMessage = (ms: number) => `timeout of ${ms}ms exceeded`;
export const statusMessage = (status: number) => `Request failed with status code ${status}`;

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A failed call: `status` is the HTTP status (0 when no answer arrived) and `errors` the
 * body's `errors` list of PRODUCT.md 6, or one synthetic entry for a transport failure.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ErrorItem[];

  constructor(status: number, errors: ErrorItem[]) {
    super(errors[0]?.message ?? statusMessage(status));
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  get code(): string | undefined {
    return this.errors[0]?.code;
  }

  /** The entries that name one input, for showing next to that field. */
  fieldErrors(): ErrorItem[] {
    return this.errors.filter((item) => item.field);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The first readable message of any error, for an alert. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error) return error.message;
  return 'Something went wrong';
}

export function readCookie(
  name: string,
  cookies = globalThis.document?.cookie ?? '',
): string | null {
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return part.slice(index + 1).trim();
      }
    }
  }
  return null;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /**
   * Parses the answer, so a changed server shape fails loudly here and not in a page. A
   * function that loads the schema keeps zod out of the pages that need it only once an
   * answer arrives (the sign-in page, the first-load budget).
   */
  schema?: z.ZodType<T> | (() => Promise<z.ZodType<T>>);
  signal?: AbortSignal;
  /** No timeout by default (SPEC 7). */
  timeoutMs?: number;
}

function withQuery(path: string, query: RequestOptions<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

/**
 * The `errors` of a body shaped like `errorBody` (schemas/errors.ts), checked by hand so the
 * sign-in page loads no zod (the first-load budget); null for any other body. api-client.test.ts holds
 * it to the schema's answers.
 */
export function errorItemsOf(body: unknown): ErrorItem[] | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { errors } = body as { errors?: unknown };
  if (!Array.isArray(errors) || errors.length === 0) return null;
  const items: ErrorItem[] = [];
  for (const item of errors) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
    const { code, message, field } = item as Record<string, unknown>;
    if (typeof code !== 'string' || typeof message !== 'string') return null;
    if (field !== undefined && typeof field !== 'string') return null;
    items.push(field === undefined ? { code, message } : { code, message, field });
  }
  return items;
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): the status is all we have.
  }
  const items = errorItemsOf(body);
  if (items) return new ApiError(response.status, items);
  return new ApiError(response.status, [
    { code: `Http${response.status}`, message: statusMessage(response.status) },
  ]);
}

/**
 * The one way the app talks to the API: JSON in and out, the session cookie of this origin,
 * and the XSRF double-submit header on unsafe methods (SPEC 7, PRODUCT.md 2). A 2xx answer
 * is success; anything else becomes an ApiError.
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const method = options.method ?? 'GET';
  // The page carried this answer (who is signed in): read as if it had just arrived.
  const carried = method === 'GET' && !options.query ? takeFirstAnswer(path) : undefined;
  if (carried) {
    noteEventCursor(String(carried.cursor));
    const schema = typeof options.schema === 'function' ? await options.schema() : options.schema;
    return parseAnswer(carried.body, schema, 200);
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (UNSAFE_METHODS.has(method)) {
    const token = readCookie(XSRF_COOKIE);
    if (token) headers[XSRF_HEADER] = token;
  }

  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  const timer =
    options.timeoutMs !== undefined
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, options.timeoutMs)
      : undefined;

  // A schema that loads on demand loads while the request is on its way, not after it.
  const schemaLoad =
    typeof options.schema === 'function' ? options.schema() : Promise.resolve(options.schema);
  schemaLoad.catch(() => undefined);

  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut && options.timeoutMs !== undefined) {
      throw new ApiError(0, [{ code: 'Timeout', message: timeoutMessage(options.timeoutMs) }]);
    }
    if (controller.signal.aborted || (error as { name?: string })?.name === 'AbortError') {
      throw new ApiError(0, [{ code: 'Aborted', message: REQUEST_ABORTED }]);
    }
    throw new ApiError(0, [{ code: 'NetworkError', message: NETWORK_ERROR }]);
  } finally {
    if (timer) clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }

  noteEventCursor(response.headers.get(EVENT_CURSOR_HEADER));
  if (response.status < 200 || response.status > 299) throw await errorFromResponse(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  return parseAnswer(data, await schemaLoad, response.status);
}

/** An answer held to its schema, so a changed server shape fails loudly here, not in a page. */
function parseAnswer<T>(data: unknown, schema: z.ZodType<T> | undefined, status: number): T {
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(status, [
      {
        code: 'UnexpectedAnswer',
        message: 'The server sent an answer this app does not understand',
      },
    ]);
  }
  return parsed.data;
}

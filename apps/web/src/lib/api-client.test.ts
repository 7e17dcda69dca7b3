import { FIRST_ANSWERS_ID } from '@spotlane/shared/domain/first-answers';
import { errorBody } from '@spotlane/shared/schemas/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, errorItemsOf, readCookie } from './api-client.ts';
import { takeEventStreamUrl } from './live-status.ts';
import { createQueryClient } from './query-client.ts';

type FetchArgs = [string, RequestInit];

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

let fetchMock: ReturnType<typeof vi.fn>;

/** The ApiError a call fails with (the test fails if it succeeds). */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

function setCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = value;
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) setCookie(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
  }
}

beforeEach(() => {
  fetchMock = vi.fn(async () => jsonResponse(200, { ok: true }));
  vi.stubGlobal('fetch', fetchMock);
  clearCookies();
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearCookies();
});

function lastCall(): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init] = fetchMock.mock.calls.at(-1) as FetchArgs;
  return { url, init, headers: init.headers as Record<string, string> };
}

describe('fetch client (SPEC 7)', () => {
  it('starts loading a schema given as a loader with the request, and parses the answer with it', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((done) => (answer = done)));
    const loader = vi.fn(async () => z.object({ ok: z.boolean() }));
    const call = apiRequest('/api/things', { schema: loader });
    // The first-load budget: the schema (zod and the shared schemas) loads while the request is on its way.
    expect(loader).toHaveBeenCalledTimes(1);
    answer(jsonResponse(200, { ok: true, extra: 1 }));
    expect(await call).toEqual({ ok: true });

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: 'yes' }));
    const wrong = await failure(apiRequest('/api/things', { schema: loader }));
    expect(wrong.errors[0]?.code).toBe('UnexpectedAnswer');
  });

  it('takes the answer the page carried once, held to its schema, then asks the server (decision 089)', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_ANSWERS_ID;
    block.textContent = JSON.stringify({
      '/api/me-like': { body: { ok: true, extra: 1 }, cursor: 41 },
      '/api/wrong': { body: { ok: 'yes' }, cursor: 41 },
    });
    document.head.append(block);
    const schema = z.object({ ok: z.boolean() });
    expect(await apiRequest('/api/me-like', { schema })).toEqual({ ok: true });
    expect(fetchMock).not.toHaveBeenCalled();
    // The block is read once and leaves the page; the live stream resumes from its position.
    expect(document.getElementById(FIRST_ANSWERS_ID)).toBeNull();
    expect(takeEventStreamUrl()).toBe('/api/events?last_event_id=41');
    const wrong = await failure(apiRequest('/api/wrong', { schema }));
    expect(wrong.errors[0]?.code).toBe('UnexpectedAnswer');
    // Taken: the next request for the same path goes to the server.
    await apiRequest('/api/me-like', { schema });
    expect(lastCall().url).toBe('/api/me-like');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends JSON with Accept and the same-origin cookies', async () => {
    await apiRequest('/api/things', { query: { page: 2, search: '', ordering: undefined } });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/things?page=2');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(headers.Accept).toBe('application/json');
  });

  it('echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN on unsafe methods', async () => {
    setCookie('other=1');
    setCookie('XSRF-TOKEN=tok%2Ben-123');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      await apiRequest('/api/things', { method, body: { a: 1 } });
      const { init, headers } = lastCall();
      expect(headers['X-XSRF-TOKEN'], method).toBe('tok+en-123');
      expect(headers['Content-Type']).toBe('application/json');
      expect(init.body).toBe('{"a":1}');
    }
  });

  it('does not send the XSRF header on GET, nor when there is no cookie', async () => {
    setCookie('XSRF-TOKEN=abc');
    await apiRequest('/api/things');
    expect(lastCall().headers['X-XSRF-TOKEN']).toBeUndefined();
    clearCookies();
    await apiRequest('/api/things', { method: 'POST' });
    expect(lastCall().headers['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('reads cookies by exact name', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=x%3Dy; XSRF-TOKEN2=z')).toBe('x=y');
    expect(readCookie('missing', 'a=1')).toBeNull();
  });

  it('treats any 2xx as success and 204 as no content', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 4 }));
    await expect(apiRequest('/api/things', { method: 'POST' })).resolves.toEqual({ id: 4 });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/things', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('parses the error body into an ApiError', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(409, {
        errors: [{ code: 'EmailTaken', message: 'Already used', field: 'email' }],
      }),
    );
    const error = await failure(apiRequest('/api/auth/register', { method: 'POST' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.code).toBe('EmailTaken');
    expect(error.message).toBe('Already used');
    expect(error.fieldErrors()).toEqual([
      { code: 'EmailTaken', message: 'Already used', field: 'email' },
    ]);
  });

  it('names a failure without an error body by its status', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await failure(apiRequest('/api/things'));
    expect(error.status).toBe(502);
    expect(error.message).toBe('Request failed with status code 502');
  });

  it('reports transport failures with the SPEC 8 messages', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const network = await failure(apiRequest('/api/things'));
    expect(network).toMatchObject({ status: 0, message: 'Network Error' });

    const controller = new AbortController();
    fetchMock.mockImplementationOnce(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = apiRequest('/api/things', { signal: controller.signal }).catch(
      (e: ApiError) => e,
    );
    controller.abort();
    expect(await pending).toMatchObject({ status: 0, message: 'Request aborted' });

    fetchMock.mockImplementationOnce(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const slow = await failure(apiRequest('/api/things', { timeoutMs: 20 }));
    expect(slow).toMatchObject({ status: 0, message: 'timeout of 20ms exceeded' });
  });

  it('checks the answer against the shared schema', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { user: { id: 'nope' } }));
    const schema = z.object({ user: z.object({ id: z.number() }) });
    const error = await failure(apiRequest('/api/auth/me', { schema }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('UnexpectedAnswer');
  });
});

describe('query client (SPEC 9)', () => {
  it('keeps data fresh 1000 ms and does not refetch on focus', () => {
    const client = createQueryClient({ onSignedOut: () => {}, onOtpRequired: () => {} });
    const defaults = client.getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(1000);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
  });

  it('hands 401 answers to the auth handlers', async () => {
    const onSignedOut = vi.fn();
    const onOtpRequired = vi.fn();
    const client = createQueryClient({ onSignedOut, onOtpRequired });
    await client
      .fetchQuery({
        queryKey: ['a'],
        queryFn: () => Promise.reject(new ApiError(401, [{ code: 'OtpRequired', message: '' }])),
      })
      .catch(() => {});
    expect(onOtpRequired).toHaveBeenCalledTimes(1);
    await client
      .fetchQuery({
        queryKey: ['b'],
        queryFn: () =>
          Promise.reject(new ApiError(401, [{ code: 'Unauthenticated', message: '' }])),
      })
      .catch(() => {});
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });
});

describe('error bodies read without zod (the first-load budget)', () => {
  it('answers what errorBody answers for each body', () => {
    const bodies: unknown[] = [
      null,
      'Bad gateway',
      [],
      {},
      { errors: [] },
      { errors: 'nope' },
      { errors: [{ code: 'NotFound', message: 'Not found' }] },
      { errors: [{ code: 'ValidationError', message: 'E-mail is required', field: 'email' }] },
      {
        errors: [
          { code: 'X', message: 'm', field: 'f', extra: 1 },
          { code: 'Y', message: 'n' },
        ],
      },
      { errors: [{ code: 'X' }] },
      { errors: [{ code: 1, message: 'm' }] },
      { errors: [{ code: 'X', message: 'm', field: 3 }] },
      { errors: [{ code: 'X', message: 'm' }, null] },
      { errors: [[]] },
    ];
    for (const body of bodies) {
      const parsed = errorBody.safeParse(body);
      expect(errorItemsOf(body), JSON.stringify(body)).toEqual(
        parsed.success ? parsed.data.errors : null,
      );
    }
  });

  it('parses with a schema it loads on the first answer', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { n: 1 }));
    const schema = z.object({ n: z.number() });
    await expect(apiRequest('/api/x', { schema: async () => schema })).resolves.toEqual({ n: 1 });
    const strict = z.object({ n: z.string() });
    await expect(apiRequest('/api/x', { schema: async () => strict })).rejects.toMatchObject({
      code: 'UnexpectedAnswer',
    });
  });
});

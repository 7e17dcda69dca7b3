import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { sendToStorage } from './upload.ts';

function setCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = value;
}

/** An XMLHttpRequest that reports upload progress in two steps, then answers `status`. */
function fakeXhr(status: number, responseText = '') {
  const made: Array<{
    method: string;
    url: string;
    headers: Record<string, string>;
    body: unknown;
  }> = [];
  class FakeXhr {
    upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    private request = {
      method: '',
      url: '',
      headers: {} as Record<string, string>,
      body: null as unknown,
    };
    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(body: unknown) {
      made.push({ ...this.request, body });
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 250, total: 1000 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1000, total: 1000 });
        this.status = status;
        this.responseText = responseText;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return made;
}

const ticket = (url: string) => ({
  id: 1,
  url,
  method: 'PUT' as const,
  headers: { 'Content-Type': 'image/png' },
  expires_at: '2026-11-23T03:00:00.000Z',
});

describe('sending the bytes to storage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setCookie('XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT');
  });

  it('reports progress and sends the XSRF header only to the API itself', async () => {
    setCookie('XSRF-TOKEN=xsrf-1');
    const made = fakeXhr(204);
    const seen: number[] = [];
    const file = new Blob(['x'], { type: 'image/png' });
    await sendToStorage(ticket('/api/storage/logo/1/abc?Signature=s'), file, (p) => seen.push(p));
    expect(seen).toEqual([25, 100, 100]);
    expect(made[0]).toMatchObject({
      method: 'PUT',
      headers: { 'Content-Type': 'image/png', 'X-XSRF-TOKEN': 'xsrf-1' },
      body: file,
    });
    await sendToStorage(ticket('https://s3.example/bucket/logo/1/abc'), file, () => {});
    expect(made[1]?.headers).toEqual({ 'Content-Type': 'image/png' });
  });

  it('turns a refusal into an ApiError with the server message', async () => {
    fakeXhr(
      413,
      JSON.stringify({
        errors: [{ code: 'PayloadTooLarge', message: 'The file is larger than declared' }],
      }),
    );
    const sending = sendToStorage(ticket('/api/storage/logo/1/abc'), new Blob(['x']), () => {});
    await expect(sending).rejects.toBeInstanceOf(ApiError);
    await expect(sending).rejects.toThrow('The file is larger than declared');
  });
});

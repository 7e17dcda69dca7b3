import { EVENT_CURSOR_HEADER } from '@spotlane/shared/domain/live-events';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../lib/api-client.ts';
import { renderHookWithClient } from '../../testing/render-hook.tsx';
import { useLiveEvents } from './use-live-events.ts';

afterEach(() => vi.unstubAllGlobals());

/** An EventSource that records the URLs the hook opened. */
function fakeEventSource() {
  const urls: string[] = [];
  class FakeEventSource extends EventTarget {
    static readonly OPEN = 1;
    readyState = 0;
    constructor(url: string) {
      super();
      urls.push(url);
    }
    close() {
      this.readyState = 2;
    }
  }
  vi.stubGlobal('EventSource', FakeEventSource);
  return urls;
}

/** API answers that name these stream positions, in this order. */
function answersAt(...cursors: number[]) {
  const queue = [...cursors];
  vi.stubGlobal('fetch', async () => {
    const cursor = queue.shift();
    return new Response('{}', {
      status: 200,
      headers: { 'content-type': 'application/json', [EVENT_CURSOR_HEADER]: String(cursor) },
    });
  });
}

const renderStream = () => renderHookWithClient(() => useLiveEvents(true), new QueryClient());

describe('useLiveEvents', () => {
  it('resumes from the earliest position an answer named since the stream last opened', async () => {
    const urls = fakeEventSource();
    // The page's data came in two answers; the later-started one arrived first.
    answersAt(41, 37);
    await apiRequest('/api/loads');
    await apiRequest('/api/auth/me');
    const first = renderStream();
    expect(urls).toEqual(['/api/events?last_event_id=37']);
    first.unmount();

    // Reopened with no answer since: the stream starts from now.
    renderStream().unmount();
    expect(urls[1]).toBe('/api/events');

    answersAt(52);
    await apiRequest('/api/loads');
    renderStream().unmount();
    expect(urls[2]).toBe('/api/events?last_event_id=52');

    // A server whose stream has carried nothing yet is at position 0: from there, everything.
    answersAt(0);
    await apiRequest('/api/auth/me');
    renderStream().unmount();
    expect(urls[3]).toBe('/api/events?last_event_id=0');
  });
});

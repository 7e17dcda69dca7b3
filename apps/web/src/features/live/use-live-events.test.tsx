import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadKeys } from '../../lib/query-keys.ts';
import { useLiveEvents } from './use-live-events.ts';

afterEach(() => vi.unstubAllGlobals());

/** An EventSource the test opens by hand; it records the streams the hook made. */
function fakeEventSource() {
  const sources: FakeEventSource[] = [];
  class FakeEventSource extends EventTarget {
    static readonly OPEN = 1;
    readyState = 0;
    constructor(readonly url: string) {
      super();
      sources.push(this);
    }
    open() {
      this.readyState = FakeEventSource.OPEN;
      this.dispatchEvent(new Event('open'));
    }
    close() {
      this.readyState = 2;
    }
  }
  vi.stubGlobal('EventSource', FakeEventSource);
  return sources;
}

/** A spot-quote list query and an unrelated one, both counting their fetches, plus the stream. */
function renderListWithStream(queryClient: QueryClient) {
  const fetches = { list: 0, other: 0 };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    () => {
      const list = useQuery({
        queryKey: loadKeys.spotQuoteList({ page: 1 }),
        queryFn: () => ++fetches.list,
        staleTime: 60_000,
      });
      useQuery({ queryKey: ['me'], queryFn: () => ++fetches.other, staleTime: 60_000 });
      useLiveEvents(list.isSuccess);
      return list.data;
    },
    { wrapper },
  );
  return { ...view, fetches };
}

describe('useLiveEvents', () => {
  it("refetches, on the stream's first open, the live data fetched before it", async () => {
    const sources = fakeEventSource();
    const { result, fetches } = renderListWithStream(new QueryClient());
    await waitFor(() => expect(result.current).toBe(1));
    expect(sources).toHaveLength(1);

    // A load published now, before the server knows this browser, sends it no event.
    act(() => sources[0]?.open());
    await waitFor(() => expect(result.current).toBe(2));
    expect(fetches).toEqual({ list: 2, other: 1 });

    // A reconnect resumes by event id: no second catch-up.
    act(() => sources[0]?.open());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetches.list).toBe(2);
  });
});

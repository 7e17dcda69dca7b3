import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstLoadsPageQuery } from '../../features/loads/api/list-loads.ts';
import { renderHookWithClient } from '../../testing/render-hook.tsx';
import { useHasShipments } from './has-shipments.ts';

const emptyCounts = { all: 0, 'needs-attention': 0, 'in-progress': 0, completed: 0, canceled: 0 };

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => jsonResponse({ count: 3 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const render = (queryClient: QueryClient) =>
  renderHookWithClient(() => useHasShipments(true), queryClient);

const requestedUrls = () => fetchMock.mock.calls.map(([url]) => String(url));

describe("useHasShipments (the 'Start Here' hint)", () => {
  it('asks GET /api/loads?status=all&page_size=1 when no list of all shipments is at hand', async () => {
    const { result } = render(new QueryClient());
    await waitFor(() => expect(result.current.data).toBe(true));
    expect(requestedUrls()).toEqual(['/api/loads?status=all&page_size=1']);
  });

  it('answers from the first page of All Shipments when it is cached, with no request', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(firstLoadsPageQuery('all').queryKey, {
      results: [],
      count: 0,
      counts: emptyCounts,
    });
    const { result } = render(queryClient);
    await waitFor(() => expect(result.current.data).toBe(false));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('waits for that first page when it is on its way, instead of asking again', async () => {
    const queryClient = new QueryClient();
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((done) => (answer = done)));
    void queryClient.prefetchQuery(firstLoadsPageQuery('all'));
    const { result } = render(queryClient);
    answer(jsonResponse({ results: [], count: 0, counts: { ...emptyCounts, all: 5 } }));
    await waitFor(() => expect(result.current.data).toBe(true));
    expect(requestedUrls()).toHaveLength(1);
    expect(requestedUrls()[0]).toMatch(
      /^\/api\/loads\?status=all&ordering=\w+&page=1&page_size=\d+$/,
    );
  });
});

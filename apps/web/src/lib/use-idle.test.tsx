import { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHookWithClient } from '../testing/render-hook.tsx';
import { markFirstPageShown, useIdleSteps } from './use-idle.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** useIdleSteps(steps) under `queryClient`. */
const renderIdleSteps = (queryClient: QueryClient, steps: number) =>
  renderHookWithClient(() => useIdleSteps(steps), queryClient);

type Entries = { getEntries: () => { startTime: number }[] };

/** A PerformanceObserver that knows largest-contentful-paint and lets the test deliver entries. */
function fakeLargestPaintObserver(buffered: { startTime: number }[]) {
  const live: ((entries: Entries) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(private readonly callback: (entries: Entries) => void) {}
    observe() {
      live.push(this.callback);
      if (buffered.length) this.callback({ getEntries: () => buffered });
    }
    disconnect() {
      live.splice(live.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return (startTime: number) => {
    for (const callback of [...live]) callback({ getEntries: () => [{ startTime }] });
  };
}

describe('useIdleSteps', () => {
  it("takes no step while the first page's data is on its way, then one per idle moment", async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    let answer: (rows: string[]) => void = () => {};
    void queryClient.fetchQuery({
      queryKey: ['list'],
      queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
    });
    const { result } = renderIdleSteps(queryClient, 2);
    markFirstPageShown(queryClient);
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(result.current).toBe(0);

    await act(async () => answer(['a load']));
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(result.current).toBe(1);
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(result.current).toBe(2);
  });

  it('takes no step before the shell has committed the first page, though nothing is fetching', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const { result } = renderIdleSteps(queryClient, 1);
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(result.current).toBe(0);

    await act(async () => markFirstPageShown(queryClient));
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(result.current).toBe(1);
  });

  it('waits for a largest paint drawn after the data came, not for an earlier one', async () => {
    vi.useFakeTimers();
    await vi.advanceTimersByTimeAsync(1000);
    const present = fakeLargestPaintObserver([{ startTime: 500 }]);
    const queryClient = new QueryClient();
    const { result } = renderIdleSteps(queryClient, 1);
    await act(async () => markFirstPageShown(queryClient));
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(result.current).toBe(0);

    await act(async () => present(performance.now()));
    await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(result.current).toBe(1);
  });

  it('stops waiting for the largest paint after half a second', async () => {
    vi.useFakeTimers();
    fakeLargestPaintObserver([]);
    const queryClient = new QueryClient();
    const { result } = renderIdleSteps(queryClient, 1);
    await act(async () => markFirstPageShown(queryClient));
    await act(async () => vi.advanceTimersByTimeAsync(400));
    expect(result.current).toBe(0);
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(result.current).toBe(1);
  });

  it('takes its steps anyway when the data takes too long', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    void queryClient.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => {}) });
    const { result } = renderIdleSteps(queryClient, 1);
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    expect(result.current).toBe(0);
    await act(async () => vi.advanceTimersByTimeAsync(1500));
    expect(result.current).toBe(1);
  });
});

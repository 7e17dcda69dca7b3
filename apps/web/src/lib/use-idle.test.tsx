import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markFirstPageShown, useIdleSteps } from './use-idle.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('useIdleSteps', () => {
  it("takes no step while the first page's data is on its way, then one per idle moment", async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    let answer: (rows: string[]) => void = () => {};
    void queryClient.fetchQuery({
      queryKey: ['list'],
      queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useIdleSteps(2), { wrapper });
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
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useIdleSteps(1), { wrapper });
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(result.current).toBe(0);

    await act(async () => markFirstPageShown(queryClient));
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(result.current).toBe(1);
  });

  it('takes its steps anyway when the data takes too long', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    void queryClient.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => {}) });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useIdleSteps(1), { wrapper });
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    expect(result.current).toBe(0);
    await act(async () => vi.advanceTimersByTimeAsync(1500));
    expect(result.current).toBe(1);
  });
});

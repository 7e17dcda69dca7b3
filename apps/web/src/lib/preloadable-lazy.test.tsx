import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadable-lazy.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const inSuspense = (node: React.ReactNode) => (
  <Suspense fallback={<p>Loading…</p>}>{node}</Suspense>
);

describe('preloadableLazy', () => {
  it('renders at once, without the fallback, when the module arrived before the first render', async () => {
    const Lazy = preloadableLazy(async () => ({ default: Greeting }));
    await Lazy.preload();
    render(inSuspense(<Lazy name="Ada" />));
    // Synchronously in the first commit: React.lazy alone would have shown the fallback here.
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('suspends like React.lazy when the module has not arrived, then shows it', async () => {
    let arrive: (module: { default: typeof Greeting }) => void = () => {};
    const Lazy = preloadableLazy(
      () => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve)),
    );
    render(inSuspense(<Lazy name="Grace" />));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => arrive({ default: Greeting }));
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
  });

  it('loads once for every preload and render, and tries again after a failed fetch', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Greeting });
    const Lazy = preloadableLazy(load);
    await expect(Lazy.preload()).rejects.toThrow('Failed to fetch');
    const [first, second] = await Promise.all([Lazy.preload(), Lazy.preload()]);
    expect(first).toBe(second);
    render(inSuspense(<Lazy name="Linus" />));
    expect(screen.getByText('Hello Linus')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { holdFirstReveal, useFirstRevealReady } from './first-reveal.ts';

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('first reveal', () => {
  it('waits for every chunk held at start, a failed one included, then stays ready', async () => {
    const shell = deferred();
    const page = deferred();
    holdFirstReveal(shell.promise);
    holdFirstReveal(page.promise);
    const { result } = renderHook(() => useFirstRevealReady());
    expect(result.current).toBe(false);
    await act(async () => shell.resolve());
    expect(result.current).toBe(false);
    // A chunk that failed is the page's error to show: the reveal does not wait for ever.
    await act(async () =>
      page.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    expect(result.current).toBe(true);
  });
});

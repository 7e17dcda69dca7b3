import { type ComponentType, lazy } from 'react';

/**
 * React.lazy for a chunk that is usually fetched before React asks for it (the signed-in shell
 * and the current page, the first-load budget). React.lazy suspends on its first render even when the chunk
 * has already arrived, since it learns so from a promise; React then commits the nearest
 * fallback and, under its fallback throttle, holds the content back for 300 ms after it. Here
 * a component whose module has arrived renders at once; one that has not suspends as before.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  type M = { default: ComponentType<Props> };
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const preload = (): Promise<M> => {
    if (!pending) {
      pending = load().then((module) => {
        loaded = module;
        return module;
      });
      // A failed fetch (a network blip) is tried again on the next call.
      pending.catch(() => {
        pending = undefined;
      });
    }
    return pending;
  };
  const Lazy = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per chunk at module level, as React.lazy is
  function Preloadable(props: Props) {
    const Loaded = loaded?.default ?? Lazy;
    return <Loaded {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}

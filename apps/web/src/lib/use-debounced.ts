import { SEARCH_DEBOUNCE_MS } from '@spotlane/shared/domain/pager';
import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delay` ms (SPEC 9: search waits 1000 ms). */
export function useDebounced<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

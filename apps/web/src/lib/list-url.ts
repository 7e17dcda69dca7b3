import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type FilterPreferences, toFilterPreferences } from './device-storage.ts';

/**
 * A list's state in the URL's search params, so that Back, reload and a shared link show the
 * same list: `page`, `size` (page size), `sort`, `q` (the search) and `category` (the tile or
 * tab a list is filtered by). A param left out takes its default: page 1, no search, and the
 * page size and sort of SPEC 9's filterPreferences (kept on the device).
 */
export interface ListUrlState {
  page: number;
  prefs: FilterPreferences;
  /** The sort param as written, for a list with sorts of its own (the fleet's). */
  sort: string | null;
  search: string;
  category: string | null;
}

export type ListUrlPatch = Partial<{
  page: number;
  prefs: Partial<FilterPreferences>;
  sort: string | null;
  search: string;
  category: string | null;
}>;

/** Reads a list's state from `params` (the loaders and the pages read it the same way). */
export function readListUrl(params: URLSearchParams, stored: FilterPreferences): ListUrlState {
  const page = Number(params.get('page'));
  const size = params.get('size');
  const sort = params.get('sort');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    prefs: toFilterPreferences({
      cardsPerPage: size === null ? stored.cardsPerPage : Number(size),
      selectedSortValue: sort ?? stored.selectedSortValue,
    }),
    sort,
    search: params.get('q')?.trim() ?? '',
    category: params.get('category'),
  };
}

/** Writes `patch` over `params`; a default value leaves its param out. */
export function writeListUrl(params: URLSearchParams, patch: ListUrlPatch): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (name: string, value: string | null | undefined) => {
    if (value === undefined) return;
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
  };
  if (patch.page !== undefined) put('page', patch.page === 1 ? null : String(patch.page));
  if (patch.prefs?.cardsPerPage !== undefined) put('size', String(patch.prefs.cardsPerPage));
  if (patch.prefs?.selectedSortValue !== undefined) put('sort', patch.prefs.selectedSortValue);
  put('sort', patch.sort);
  put('q', patch.search?.trim());
  put('category', patch.category);
  return next;
}

/**
 * The list state of the current URL and its setter. A change is a new history entry (Back
 * returns to the list as it was); `replace` rewrites the current one (the search as it settles).
 */
export function useListUrl(stored: FilterPreferences) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListUrl(params, stored), [params, stored]);
  const update = useCallback(
    (patch: ListUrlPatch, { replace = false } = {}) =>
      setParams((current) => writeListUrl(current, patch), { replace }),
    [setParams],
  );
  return [state, update] as const;
}

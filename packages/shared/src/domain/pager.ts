export type PagerItem = number | 'ellipsis';

/**
 * SPEC 9: three page numbers at a time, with ellipses and the last page.
 * pagerItems(5, 10) -> [1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]
 */
export function pagerItems(current: number, total: number): PagerItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  let start = Math.max(1, page - 1);
  const end = Math.min(total, start + 2);
  start = Math.max(1, end - 2);
  const items: PagerItem[] = [];
  if (start > 1) {
    items.push(1);
    if (start > 2) items.push('ellipsis');
  }
  for (let n = start; n <= end; n++) items.push(n);
  if (end < total) {
    if (end < total - 1) items.push('ellipsis');
    items.push(total);
  }
  return items;
}

export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** SPEC 9. */
export const PAGE_SIZES = [6, 12, 21] as const;
export const DEFAULT_PAGE_SIZE = 12;
export const SORT_OPTIONS = [
  { value: 'old', label: 'Oldest First' },
  { value: 'new', label: 'Newest First' },
  { value: 'alphabetical', label: 'Alphabetical' },
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortValue = 'new';
export const SEARCH_DEBOUNCE_MS = 1000;
export const LIST_FRESH_MS = 1000;

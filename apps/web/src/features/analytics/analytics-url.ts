//  * The /analytics state in the URL's search params, so that Back, reload and a shared link show
// the same figures: the filters under their API names (`from`, `to`, `lane_id`,
// `origin_region_id`, `destination_region_id`, `carrier_id`, `equipment_type`), the `tab`, and
// the cost report's `page` and `sort`. The filters are still remembered on the device
// (PRODUCT.md 10, `analyticsFilters`): a visit without filters in its URL starts from them.

import { equipmentTypes } from '@spotlane/shared/schemas/auth';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { getItem, type StoredAnalyticsFilters, setItem } from '../../lib/device-storage.ts';

export type AnalyticsFilterValues = StoredAnalyticsFilters;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID_KEYS = ['lane_id', 'origin_region_id', 'destination_region_id', 'carrier_id'] as const;

/** Whatever the device holds, as valid filters: anything unknown or malformed is dropped. */
export function readAnalyticsFilters(stored: unknown): AnalyticsFilterValues {
  if (!stored || typeof stored !== 'object') return {};
  const raw = stored as Record<string, unknown>;
  const filters: AnalyticsFilterValues = {};
  if (typeof raw.from === 'string' && DATE.test(raw.from)) filters.from = raw.from;
  if (typeof raw.to === 'string' && DATE.test(raw.to)) filters.to = raw.to;
  for (const key of ID_KEYS) {
    const value = raw[key];
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) filters[key] = value;
  }
  if (
    typeof raw.equipment_type === 'string' &&
    (equipmentTypes as readonly string[]).includes(raw.equipment_type)
  )
    filters.equipment_type = raw.equipment_type;
  return filters;
}

const FILTER_PARAMS = [
  'from',
  'to',
  'lane_id',
  'origin_region_id',
  'destination_region_id',
  'carrier_id',
  'equipment_type',
] as const;
const NUMBER_PARAMS: ReadonlySet<string> = new Set(ID_KEYS);

export type AnalyticsTab = 'overview' | 'cost' | 'carriers';
const TABS: readonly string[] = ['overview', 'cost', 'carriers'];
export const DEFAULT_COST_SORT = '-date_to_leave';
const COST_SORT = /^-?(date_to_leave|awarded_amount|bid_count|rate_per_mile|hours_to_award)$/;

export interface AnalyticsUrlState {
  filters: AnalyticsFilterValues;
  tab: AnalyticsTab;
  /** The cost report's page and ordering. */
  page: number;
  sort: string;
}

export function readAnalyticsUrl(params: URLSearchParams): AnalyticsUrlState {
  const raw: Record<string, unknown> = {};
  for (const name of FILTER_PARAMS) {
    const value = params.get(name);
    if (value !== null) raw[name] = NUMBER_PARAMS.has(name) ? Number(value) : value;
  }
  const tab = params.get('tab') ?? '';
  const page = Number(params.get('page'));
  const sort = params.get('sort') ?? '';
  return {
    filters: readAnalyticsFilters(raw),
    tab: TABS.includes(tab) ? (tab as AnalyticsTab) : 'overview',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: COST_SORT.test(sort) ? sort : DEFAULT_COST_SORT,
  };
}

/** Writes `patch` over `params`; new filters replace the old ones and start the report over. */
export function writeAnalyticsUrl(
  params: URLSearchParams,
  patch: Partial<AnalyticsUrlState>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (patch.filters) {
    for (const name of FILTER_PARAMS) next.delete(name);
    for (const [name, value] of Object.entries(patch.filters))
      if (value !== undefined) next.set(name, String(value));
    next.delete('page');
  }
  if (patch.tab !== undefined) {
    if (patch.tab === 'overview') next.delete('tab');
    else next.set('tab', patch.tab);
  }
  if (patch.sort !== undefined) {
    if (patch.sort === DEFAULT_COST_SORT) next.delete('sort');
    else next.set('sort', patch.sort);
    next.delete('page');
  }
  if (patch.page !== undefined) {
    if (patch.page === 1) next.delete('page');
    else next.set('page', String(patch.page));
  }
  return next;
}

/**
 * Where a visit without filters in its URL goes: the same URL with the filters remembered on
 * the device, or null when there are none (or the URL names its own).
 */
export function withRememberedFilters(url: URL): string | null {
  if (namesFilters(url.searchParams)) return null;
  const remembered = readAnalyticsFilters(getItem('analyticsFilters'));
  if (Object.keys(remembered).length === 0) return null;
  const search = writeAnalyticsUrl(url.searchParams, { filters: remembered });
  return `${url.pathname}?${search}`;
}

/** Whether the URL names filters of its own (else the remembered ones apply). */
function namesFilters(params: URLSearchParams): boolean {
  return FILTER_PARAMS.some((name) => params.has(name));
}

/**
 * The /analytics state of the current URL and its setter: each change is a history entry, but
 * the first filters set on a URL without any replace it, so that Back never lands on a URL the
 * loader would send to the (now changed) remembered filters.
 */
export function useAnalyticsUrl() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readAnalyticsUrl(params), [params]);
  const update = useCallback(
    (patch: Partial<AnalyticsUrlState>) => {
      if (patch.filters) setItem('analyticsFilters', patch.filters);
      const replace = patch.filters !== undefined && !namesFilters(params);
      setParams((current) => writeAnalyticsUrl(current, patch), { replace });
    },
    [params, setParams],
  );
  return [state, update] as const;
}

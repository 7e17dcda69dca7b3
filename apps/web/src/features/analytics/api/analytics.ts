import {
  type BenchmarkQuery,
  benchmarkResponse,
  carrierAnalyticsResponse,
  costResponse,
  scorecardsResponse,
  statsResponse,
} from '@spotlane/shared/schemas/analytics';
import { laneList, regionList } from '@spotlane/shared/schemas/lanes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getQuery } from '../../../lib/list-query.ts';
import { carrierChoicesQuery } from '../../network/api/choices.ts';
import type { AnalyticsFilterValues } from '../analytics-url.ts';
import { analyticsKeys } from './keys.ts';

type Query = Record<string, string | number | undefined>;

/** GET /api/analytics/stats: the Overview's figures for these filters. */
export const statsQuery = (filters: AnalyticsFilterValues) =>
  getQuery(analyticsKeys.stats(filters), '/api/analytics/stats', statsResponse, {
    query: filters as Query,
  });

export function useStats(filters: AnalyticsFilterValues) {
  return useQuery({ ...statsQuery(filters), placeholderData: keepPreviousData });
}

export interface CostPage {
  page: number;
  page_size: number;
  ordering: string;
}

/** GET /api/analytics/cost: the summary and one page of the report. */
export function useCost(filters: AnalyticsFilterValues, page: CostPage) {
  const query = { ...filters, ...page };
  return useQuery(
    getQuery(analyticsKeys.cost(query), '/api/analytics/cost', costResponse, {
      query: query as Query,
      paged: true,
    }),
  );
}

/** The link of GET /api/analytics/cost.csv for these filters (a plain download). */
export function costCsvUrl(filters: AnalyticsFilterValues): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return `/api/analytics/cost.csv${search ? `?${search}` : ''}`;
}

/** GET /api/analytics/carriers: the scorecards (carriers with 5 loads or more). */
export function useScorecards(filters: AnalyticsFilterValues) {
  return useQuery(
    getQuery(analyticsKeys.carriers(filters), '/api/analytics/carriers', scorecardsResponse, {
      query: filters as Query,
    }),
  );
}

/** GET /api/analytics/benchmark, once both ends (a ZIP code or a region) and the equipment are known. */
export function useBenchmark(query: Partial<BenchmarkQuery>) {
  const ready = Boolean(
    (query.origin_region_id || query.origin_zip?.match(/^\d{5}$/)) &&
      (query.destination_region_id || query.destination_zip?.match(/^\d{5}$/)) &&
      query.equipment_type,
  );
  return useQuery({
    ...getQuery(analyticsKeys.benchmark(query), '/api/analytics/benchmark', benchmarkResponse, {
      query: query as Query,
    }),
    enabled: ready,
  });
}

/** GET /api/analytics/carrier: the signed-in carrier's win rate and lost bids. */
export function useCarrierView() {
  return useQuery(
    getQuery(analyticsKeys.carrierView(), '/api/analytics/carrier', carrierAnalyticsResponse),
  );
}

/** The lanes, regions and carriers the filters offer (up to 100 each, A to Z). */
export function useFilterChoices() {
  const lanes = useQuery(
    getQuery(analyticsKeys.choices('lanes'), '/api/lanes', laneList, {
      query: { page: 1, page_size: 100 },
    }),
  );
  const regions = useQuery(
    getQuery(analyticsKeys.choices('regions'), '/api/regions', regionList, {
      query: { page: 1, page_size: 100 },
    }),
  );
  const carriers = useQuery(carrierChoicesQuery);
  return {
    lanes: lanes.data?.results ?? [],
    regions: regions.data?.results ?? [],
    carriers: carriers.data?.results ?? [],
  };
}

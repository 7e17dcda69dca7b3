import { loadDetail } from '@spotlane/shared/schemas/loads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const loadQueryKey = (id: number) => ['loads', 'detail', id] as const;

/** GET /api/loads/{id}: the load or quote request (SPEC 3.5). */
export function getLoad(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/loads/${id}`, { schema: loadDetail, signal });
}

export const loadQueryOptions = (id: number) =>
  queryOptions({ queryKey: loadQueryKey(id), queryFn: ({ signal }) => getLoad(id, signal) });

export function useLoad(id: number | null) {
  return useQuery({ ...loadQueryOptions(id ?? 0), enabled: Boolean(id) });
}

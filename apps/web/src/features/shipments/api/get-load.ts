import { loadDetail } from '@spotlane/shared/schemas/loads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { LOADS_KEY } from './list-loads.ts';

export const loadQueryKey = (id: number) => [...LOADS_KEY, 'detail', id] as const;

export function getLoad(id: number) {
  return apiRequest(`/api/loads/${id}`, { schema: loadDetail });
}

export const loadQuery = (id: number) =>
  queryOptions({ queryKey: loadQueryKey(id), queryFn: () => getLoad(id) });

/** GET /api/loads/{id}: the detail of one load. */
export function useLoad(id: number) {
  return useQuery({ ...loadQuery(id), enabled: Number.isInteger(id) && id > 0 });
}

import { loadDetail } from '@spotlane/shared/schemas/loads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const loadKey = (id: number) => ['loads', 'detail', id] as const;

export function getLoad(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/loads/${id}`, { schema: loadDetail, signal });
}

export const loadQuery = (id: number) =>
  queryOptions({
    queryKey: loadKey(id),
    queryFn: ({ signal }) => getLoad(id, signal),
    retry: false,
  });

export function useLoad(id: number) {
  return useQuery({ ...loadQuery(id), enabled: Number.isInteger(id) && id > 0 });
}

import type { LoadStatus } from '@spotlane/shared/domain/load-status';
import { type LoadDetail, loadDetail } from '@spotlane/shared/schemas/loads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { loadKeys } from './keys.ts';

export function changeStatus(id: number, status: LoadStatus) {
  return apiRequest(`/api/loads/${id}/status`, {
    method: 'POST',
    body: { status },
    schema: loadDetail,
  });
}

/**
 * POST /api/loads/{id}/status: how a shipper cancels a load and how the carrier holding it
 * marks it picked up, then delivered. Both roles' lists are refreshed afterwards.
 */
export function useChangeStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: LoadStatus) => changeStatus(id, status),
    onSuccess: (load: LoadDetail) => queryClient.setQueryData(loadKeys.detail(load.id), load),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: loadKeys.all }),
        queryClient.invalidateQueries({ queryKey: loadKeys.spotQuotes }),
      ]),
  });
}

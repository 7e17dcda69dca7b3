import type { LoadStatus } from '@spotlane/shared/domain/load-status';
import { type LoadDetail, loadDetail } from '@spotlane/shared/schemas/loads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { loadQueryKey } from './get-load.ts';
import { LOADS_KEY } from './list-loads.ts';

export function changeStatus(id: number, status: LoadStatus) {
  return apiRequest(`/api/loads/${id}/status`, {
    method: 'POST',
    body: { status },
    schema: loadDetail,
  });
}

/** POST /api/loads/{id}/status (also how a shipper cancels a load). */
export function useChangeStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: LoadStatus) => changeStatus(id, status),
    onSuccess: async (load: LoadDetail) => {
      queryClient.setQueryData(loadQueryKey(load.id), load);
      await queryClient.invalidateQueries({ queryKey: LOADS_KEY });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { fleetKeys } from './keys.ts';

/** DELETE /api/drivers/{id}: archives the driver (409 InUse while on an active load). */
export function archiveDriver(id: number) {
  return apiRequest<void>(`/api/drivers/${id}`, { method: 'DELETE' });
}

export function useArchiveDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveDriver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fleetKeys.all }),
  });
}

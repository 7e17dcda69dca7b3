import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { fleetKeys } from './keys.ts';

/** DELETE /api/drivers/{id}: archives the driver (409 InUse while on an active load). */
export function archiveDriver(id: number) {
  return apiRequest<void>(`/api/drivers/${id}`, { method: 'DELETE' });
}

export function useArchiveDriver() {
  return useApiMutation(archiveDriver, { invalidates: [fleetKeys.all] });
}

import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { fleetKeys } from './keys.ts';

/** DELETE /api/equipment/{id}: archives the unit (409 InUse while on an active load). */
export function archiveEquipment(id: number) {
  return apiRequest<void>(`/api/equipment/${id}`, { method: 'DELETE' });
}

export function useArchiveEquipment() {
  return useApiMutation(archiveEquipment, { invalidates: [fleetKeys.all] });
}

import { type DriverRequest, driverDetail } from '@spotlane/shared/schemas/fleet';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { fleetKeys } from './keys.ts';

/** POST /api/drivers (no id) or PUT /api/drivers/{id}. */
export function saveDriver(id: number | null, body: DriverRequest) {
  return apiRequest(id ? `/api/drivers/${id}` : '/api/drivers', {
    method: id ? 'PUT' : 'POST',
    body,
    schema: driverDetail,
  });
}

export function useSaveDriver(id: number | null) {
  return useApiMutation((body: DriverRequest) => saveDriver(id, body), {
    cache: (client, driver) => client.setQueryData(fleetKeys.driver(driver.id), driver),
    invalidates: [fleetKeys.all],
  });
}

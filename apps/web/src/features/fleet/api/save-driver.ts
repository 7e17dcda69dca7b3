import { type DriverRequest, driverDetail } from '@spotlane/shared/schemas/fleet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DriverRequest) => saveDriver(id, body),
    onSuccess: (driver) => {
      queryClient.setQueryData(fleetKeys.driver(driver.id), driver);
      return queryClient.invalidateQueries({ queryKey: fleetKeys.all });
    },
  });
}

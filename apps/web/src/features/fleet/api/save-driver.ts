import {
  type DriverDetail,
  type DriverRequest,
  driverDetail,
} from '@spotlane/shared/schemas/fleet';
import { useSaveMutation } from '../../../lib/save-mutation.ts';
import { fleetKeys } from './keys.ts';

/** POST /api/drivers (no id) or PUT /api/drivers/{id}. */
export function useSaveDriver(id: number | null) {
  return useSaveMutation<DriverRequest, DriverDetail>('/api/drivers', id, driverDetail, {
    detailKey: fleetKeys.driver,
    invalidates: [fleetKeys.all],
  });
}

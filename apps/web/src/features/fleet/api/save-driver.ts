import {
  type DriverDetail,
  type DriverRequest,
  driverDetail,
} from '@spotlane/shared/schemas/fleet';
import { fleetKeys } from './keys.ts';
import { useSaveFleetRow } from './save-fleet-row.ts';

/** POST /api/drivers (no id) or PUT /api/drivers/{id}. */
export function useSaveDriver(id: number | null) {
  return useSaveFleetRow<DriverRequest, DriverDetail>(
    '/api/drivers',
    id,
    driverDetail,
    fleetKeys.driver,
  );
}

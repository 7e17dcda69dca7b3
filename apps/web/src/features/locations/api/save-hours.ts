import type { ScheduleEntry, ShipmentProcess } from '@spotlane/shared/domain/hours';
import { scheduleEntryResponse } from '@spotlane/shared/schemas/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { companyKeys } from '../../network/api/keys.ts';
import { locationKeys } from './keys.ts';

export function saveHours(
  locationId: number,
  schedule: ScheduleEntry[],
  shipmentProcess: ShipmentProcess,
) {
  return apiRequest(`/api/delivery_locations/${locationId}/schedules/bulk_create`, {
    method: 'POST',
    body: { schedule, shipment_process: shipmentProcess },
    schema: z.array(scheduleEntryResponse),
  });
}

/** Saves the hours, then reloads the location (SPEC 7: GET after bulk_create). */
export function useSaveHours(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      schedule,
      shipmentProcess,
    }: {
      schedule: ScheduleEntry[];
      shipmentProcess: ShipmentProcess;
    }) => saveHours(locationId, schedule, shipmentProcess),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: locationKeys.detail(locationId) });
      await queryClient.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
}

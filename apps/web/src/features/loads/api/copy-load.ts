import { loadDetail } from '@spotlane/shared/schemas/loads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { loadKeys } from './keys.ts';

export interface CopyDates {
  dates: Array<{ date_to_leave: string; expected_delivery_date: string }>;
}

/** POST /api/loads/{id}/copy: one new shipment per ship date. */
export function copyLoad(id: number, body: CopyDates) {
  return apiRequest(`/api/loads/${id}/copy`, {
    method: 'POST',
    body,
    schema: z.object({ results: z.array(loadDetail) }),
  });
}

export function useCopyLoad(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CopyDates) => copyLoad(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loadKeys.all, refetchType: 'none' }),
  });
}

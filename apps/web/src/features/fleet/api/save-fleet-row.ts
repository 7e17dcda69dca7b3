import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { useSaveMutation } from '../../../lib/save-mutation.ts';
import { fleetKeys } from './keys.ts';

/** Saves a driver or a unit: a saved row can change any fleet list (status, availability). */
export function useSaveFleetRow<Body, Row extends { id: number }>(
  path: string,
  id: number | null,
  schema: z.ZodType<Row>,
  detailKey: (id: number) => QueryKey,
) {
  return useSaveMutation<Body, Row>(path, id, schema, { detailKey, invalidates: [fleetKeys.all] });
}

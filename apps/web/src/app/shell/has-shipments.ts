import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';
import { loadKeys } from '../../lib/query-keys.ts';

const countOnly = z.object({ count: z.number().int() });

/**
 * Whether the account has any shipment yet (GET /api/loads?status=all&page_size=1): the
 * 'Start Here' hint shows only until the first one. A failed check keeps the hint hidden.
 */
export function useHasShipments(enabled: boolean) {
  return useQuery({
    queryKey: loadKeys.anyShipment(),
    queryFn: async ({ signal }) => {
      const { count } = await apiRequest('/api/loads', {
        query: { status: 'all', page_size: 1 },
        schema: countOnly,
        signal,
      });
      return count > 0;
    },
    enabled,
  });
}

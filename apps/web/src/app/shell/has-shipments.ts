import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { loadKeys } from '../../features/loads/api/keys.ts';
import { firstLoadsPageQuery } from '../../features/loads/api/list-loads.ts';
import { apiRequest } from '../../lib/api-client.ts';

const countOnly = z.object({ count: z.number().int() });

/**
 * Whether the account has any shipment yet: the 'Start Here' hint shows only until the first
 * one. A failed check keeps the hint hidden. The first page of All Shipments (/shipments, fetched
 * as the page opens) already counts every shipment, so when it is there or on its way its
 * count answers; otherwise GET /api/loads?status=all&page_size=1 does (the first-load budget: one request
 * fewer before the list is drawn).
 */
export function useHasShipments(enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: loadKeys.anyShipment(),
    queryFn: async ({ signal }) => {
      const firstPage = firstLoadsPageQuery('all');
      const listed = queryClient.getQueryState(firstPage.queryKey);
      if (listed && (listed.data !== undefined || listed.fetchStatus === 'fetching')) {
        const list = await queryClient.ensureQueryData(firstPage);
        return list.counts.all > 0;
      }
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

import {
  type AccountRequest,
  accountResponse,
  shipperResponse,
} from '@spotlane/shared/schemas/uploads';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { meQueryKey } from './get-me.ts';
import { accountKeys } from './keys.ts';

export const accountQueryKey = accountKeys.account;

/** GET /api/account: the company profile and its logo (a link valid 15 minutes). */
export function useAccount() {
  return useQuery({
    queryKey: accountQueryKey,
    queryFn: ({ signal }) => apiRequest('/api/account', { schema: accountResponse, signal }),
  });
}

/** PUT /api/account: logo_upload_id attaches a checked logo upload, null removes the logo. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountRequest) =>
      apiRequest('/api/account', { method: 'PUT', body, schema: accountResponse }),
    onSuccess: (account) => {
      queryClient.setQueryData(accountQueryKey, account);
      // userData carries the logo too (the side menu shows it).
      return queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

/**
 * GET /api/shippers/{id}: a shipper's name and logo, as a carrier sees them on its loads. The id is
 * the shipper's account id (a load's `created_by.id`), never a user id (PRODUCT.md 11).
 */
export function useShipper(accountId: number | undefined) {
  return useQuery({
    queryKey: accountKeys.shipper(accountId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/shippers/${accountId}`, { schema: shipperResponse, signal }),
    enabled: accountId !== undefined,
  });
}

import {
  apiTokenList,
  type CreateApiTokenRequest,
  createdApiToken,
} from '@spotlane/shared/schemas/api-tokens';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const apiTokensQueryKey = ['api-tokens'] as const;

/** GET /api/api_tokens: the caller's tokens that still work (never their secrets). */
export function useApiTokens() {
  return useQuery({
    queryKey: apiTokensQueryKey,
    queryFn: ({ signal }) => apiRequest('/api/api_tokens', { schema: apiTokenList, signal }),
  });
}

/** POST /api/api_tokens: the answer holds the secret, shown this once. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenRequest) =>
      apiRequest('/api/api_tokens', { method: 'POST', body, schema: createdApiToken }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}

/** DELETE /api/api_tokens/{id}: the token stops working at once. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/api/api_tokens/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}

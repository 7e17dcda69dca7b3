import {
  apiTokenList,
  type CreateApiTokenRequest,
  createdApiToken,
} from '@spotlane/shared/schemas/api-tokens';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { getQuery } from '../../../lib/list-query.ts';
import { accountKeys } from './keys.ts';

export const apiTokensQueryKey = accountKeys.apiTokens;

/** GET /api/api_tokens: the caller's tokens that still work (never their secrets). */
export function useApiTokens() {
  return useQuery(getQuery(apiTokensQueryKey, '/api/api_tokens', apiTokenList));
}

/** POST /api/api_tokens: the answer holds the secret, shown this once. */
export function useCreateApiToken() {
  return useApiMutation(
    (body: CreateApiTokenRequest) =>
      apiRequest('/api/api_tokens', { method: 'POST', body, schema: createdApiToken }),
    { invalidates: [apiTokensQueryKey] },
  );
}

/** DELETE /api/api_tokens/{id}: the token stops working at once. */
export function useRevokeApiToken() {
  return useApiMutation(
    (id: number) => apiRequest<void>(`/api/api_tokens/${id}`, { method: 'DELETE' }),
    { invalidates: [apiTokensQueryKey] },
  );
}

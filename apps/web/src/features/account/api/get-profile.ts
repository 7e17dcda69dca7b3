import { profileResponse } from '@spotlane/shared/schemas/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const profileQueryKey = ['profile'] as const;

/** GET /api/profile: the signed-in person and their company. */
export function getProfile(signal?: AbortSignal) {
  return apiRequest('/api/profile', { schema: profileResponse, signal });
}

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => getProfile(signal),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}

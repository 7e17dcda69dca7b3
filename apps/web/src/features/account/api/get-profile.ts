import { profileResponse } from '@spotlane/shared/schemas/users';
import { useQuery } from '@tanstack/react-query';
import { getQuery } from '../../../lib/list-query.ts';
import { accountKeys } from './keys.ts';

export const profileQueryKey = accountKeys.profile;

/** GET /api/profile: the signed-in person and their company. */
export const profileQueryOptions = getQuery(profileQueryKey, '/api/profile', profileResponse);

export function useProfile() {
  return useQuery(profileQueryOptions);
}

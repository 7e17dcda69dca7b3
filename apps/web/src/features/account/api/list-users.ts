import { teamUserList } from '@spotlane/shared/schemas/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const teamUsersQueryKey = ['team-users'] as const;

/** GET /api/users: everyone of the caller's account, owner first. */
export function listUsers(signal?: AbortSignal) {
  return apiRequest('/api/users', { schema: teamUserList, signal });
}

export const teamUsersQueryOptions = queryOptions({
  queryKey: teamUsersQueryKey,
  queryFn: ({ signal }) => listUsers(signal),
});

export function useTeamUsers() {
  return useQuery(teamUsersQueryOptions);
}

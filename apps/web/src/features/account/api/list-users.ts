import { teamUserList } from '@spotlane/shared/schemas/users';
import { useQuery } from '@tanstack/react-query';
import { getQuery } from '../../../lib/list-query.ts';
import { accountKeys } from './keys.ts';

export const teamUsersQueryKey = accountKeys.teamUsers;

/** GET /api/users: everyone of the caller's account, owner first. */
export const teamUsersQueryOptions = getQuery(teamUsersQueryKey, '/api/users', teamUserList);

export function useTeamUsers() {
  return useQuery(teamUsersQueryOptions);
}

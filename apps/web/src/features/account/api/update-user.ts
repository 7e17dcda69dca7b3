import { type TeamUser, teamUser, type updateUserRequest } from '@spotlane/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { getStoredUser } from '../../../lib/session.ts';
import { meQueryKey } from './get-me.ts';
import { teamUsersQueryKey, teamUsersQueryOptions } from './list-users.ts';

export type UpdateUserBody = z.input<typeof updateUserRequest>;

/** PUT /api/users/{id}: a teammate's names and/or permissions (these need permission_update). */
export function updateUser(id: number, body: UpdateUserBody) {
  return apiRequest(`/api/users/${id}`, { method: 'PUT', body, schema: teamUser });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateUserBody }) => updateUser(id, body),
    onSuccess: (user: TeamUser) => {
      queryClient.setQueryData(teamUsersQueryOptions.queryKey, (list) =>
        list
          ? { ...list, results: list.results.map((item) => (item.id === user.id ? user : item)) }
          : list,
      );
      const invalidations = [queryClient.invalidateQueries({ queryKey: teamUsersQueryKey })];
      // Changing yourself changes the menu and the names in the shell.
      if (getStoredUser()?.id === user.id) {
        invalidations.push(queryClient.invalidateQueries({ queryKey: meQueryKey }));
      }
      return Promise.all(invalidations);
    },
  });
}

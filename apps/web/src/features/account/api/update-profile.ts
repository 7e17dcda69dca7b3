import { type profileRequest, profileResponse } from '@spotlane/shared/schemas/users';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { meQueryKey } from './get-me.ts';
import { profileQueryKey } from './get-profile.ts';
import { teamUsersQueryKey } from './list-users.ts';

export type ProfileBody = z.input<typeof profileRequest>;

/** PUT /api/profile: own names and phone; company fields only for the owner (else 403). */
export function updateProfile(body: ProfileBody) {
  return apiRequest('/api/profile', { method: 'PUT', body, schema: profileResponse });
}

export function useUpdateProfile() {
  return useApiMutation(updateProfile, {
    cache: (client, profile) => {
      client.setQueryData(profileQueryKey, profile);
      // The me query refreshes the stored user, so the names in the shell follow; the guard
      // reads it in the root loader, so no page watches it: asked again, watched or not.
      void client.refetchQueries({ queryKey: meQueryKey });
    },
    invalidates: [teamUsersQueryKey],
  });
}

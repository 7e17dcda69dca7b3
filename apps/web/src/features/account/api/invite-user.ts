import { type inviteUserRequest, teamUser } from '@spotlane/shared/schemas/users';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { teamUsersQueryKey } from './list-users.ts';

export type InviteUserBody = z.input<typeof inviteUserRequest>;

/**
 * POST /api/users: invites a teammate, who gets a mail with a /setPassword link. Needs
 * user_manage; sending permissions also needs permission_update. 409 EmailTaken on email.
 */
export function inviteUser(body: InviteUserBody) {
  return apiRequest('/api/users', { method: 'POST', body, schema: teamUser });
}

export function useInviteUser() {
  return useApiMutation(inviteUser, { invalidates: [teamUsersQueryKey] });
}

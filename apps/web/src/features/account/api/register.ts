import { type RegisterRequest, userResponse } from '@spotlane/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { rememberSignIn } from '../../../lib/session.ts';
import { meQueryKey } from './get-me.ts';

/** POST /api/auth/register: 201 {user}; the new owner is signed in by the same answer. */
export function register(body: RegisterRequest) {
  return apiRequest('/api/auth/register', { method: 'POST', body, schema: userResponse });
}

export function useRegister() {
  return useApiMutation(register, {
    mutationKey: ['auth', 'register'],
    cache: (client, { user }) => {
      rememberSignIn(user, false);
      client.setQueryData(meQueryKey, user);
    },
  });
}

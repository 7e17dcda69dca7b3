import { type RegisterRequest, userResponse } from '@spotlane/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { rememberSignIn } from '../../../lib/session.ts';
import { meQueryKey } from './get-me.ts';

/** POST /api/auth/register: 201 {user}; the new owner is signed in by the same answer. */
export function register(body: RegisterRequest) {
  return apiRequest('/api/auth/register', { method: 'POST', body, schema: userResponse });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'register'],
    mutationFn: register,
    onSuccess: ({ user }) => {
      rememberSignIn(user, false);
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}

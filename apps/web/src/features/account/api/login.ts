import type { LoginRequest } from '@spotlane/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { setRememberMe } from '../../../lib/device-storage.ts';
import { rememberSignIn } from '../../../lib/session.ts';
import { meQueryKey } from './get-me.ts';

// Loaded with the first answer: the sign-in page itself carries no zod (the first-load budget).
const loginResponseSchema = () =>
  import('@spotlane/shared/schemas/auth').then(({ loginResponse }) => loginResponse);

/** POST /api/auth/login: 200 {user, otp_required}; 401 for a wrong pair, 429 when limited. */
export function login(body: LoginRequest) {
  return apiRequest('/api/auth/login', { method: 'POST', body, schema: loginResponseSchema });
}

export function useLogin() {
  return useApiMutation(login, {
    mutationKey: ['auth', 'login'],
    cache: (client, data, variables) => {
      setRememberMe(variables.remember_me === true);
      rememberSignIn(data.user, data.otp_required);
      if (data.otp_required) client.removeQueries({ queryKey: meQueryKey });
      else client.setQueryData(meQueryKey, data.user);
    },
  });
}

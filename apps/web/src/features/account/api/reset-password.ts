import { messageResponse } from '@spotlane/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { clearSession } from '../../../lib/session.ts';

/**
 * POST /api/auth/password/reset {token, password}: 200 {message}; a bad or used link is 400 on
 * field 'token'. The server ends every session of that user, this browser's included.
 */
export function resetPassword(body: { token: string; password: string }) {
  return apiRequest('/api/auth/password/reset', { method: 'POST', body, schema: messageResponse });
}

export function useResetPassword() {
  return useApiMutation(resetPassword, {
    mutationKey: ['auth', 'password', 'reset'],
    cache: (client) => {
      clearSession({ explicit: true });
      client.clear();
    },
  });
}

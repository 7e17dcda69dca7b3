import { messageResponse } from '@spotlane/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/password/forgot {email}: 200 {message}, the same whatever the e-mail. */
export function forgotPassword(body: { email: string }) {
  return apiRequest('/api/auth/password/forgot', { method: 'POST', body, schema: messageResponse });
}

export function useForgotPassword() {
  return useMutation({ mutationKey: ['auth', 'password', 'forgot'], mutationFn: forgotPassword });
}

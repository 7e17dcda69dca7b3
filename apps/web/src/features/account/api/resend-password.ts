import { messageResponse } from '@spotlane/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/password/resend {email}: sends the reset link again; same answer as forgot. */
export function resendPassword(body: { email: string }) {
  return apiRequest('/api/auth/password/resend', { method: 'POST', body, schema: messageResponse });
}

export function useResendPassword() {
  return useMutation({ mutationKey: ['auth', 'password', 'resend'], mutationFn: resendPassword });
}

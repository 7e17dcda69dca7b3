import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/otp/resend: 204; 429 within 30 seconds of the last code. */
export function resendOtp() {
  return apiRequest<void>('/api/auth/otp/resend', { method: 'POST' });
}

export function useResendOtp() {
  return useMutation({ mutationKey: ['auth', 'otp', 'resend'], mutationFn: resendOtp });
}

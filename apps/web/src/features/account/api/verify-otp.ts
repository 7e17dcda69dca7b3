import { userResponse } from '@spotlane/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { completeOtp } from '../../../lib/session.ts';
import { meQueryKey } from './get-me.ts';

export interface VerifyOtpBody {
  code: string;
  trust_device: boolean;
}

/** POST /api/auth/otp/verify: 200 {user}; a wrong or expired code is 400 on field 'code'. */
export function verifyOtp(body: VerifyOtpBody) {
  return apiRequest('/api/auth/otp/verify', { method: 'POST', body, schema: userResponse });
}

export function useVerifyOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'otp', 'verify'],
    mutationFn: verifyOtp,
    onSuccess: ({ user }, variables) => {
      completeOtp(user, variables.trust_device);
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}

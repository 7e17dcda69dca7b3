import { userResponse } from '@spotlane/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
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
  return useApiMutation(verifyOtp, {
    mutationKey: ['auth', 'otp', 'verify'],
    cache: (client, { user }, variables) => {
      completeOtp(user, variables.trust_device);
      client.setQueryData(meQueryKey, user);
    },
  });
}

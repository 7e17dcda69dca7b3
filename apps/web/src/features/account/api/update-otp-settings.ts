import { userResponse } from '@spotlane/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { refreshStoredUser } from '../../../lib/session.ts';
import { meQueryKey } from './get-me.ts';

/** PUT /api/auth/otp {otp_enabled}: 200 {user}. */
export function updateOtpSettings(body: { otp_enabled: boolean }) {
  return apiRequest('/api/auth/otp', { method: 'PUT', body, schema: userResponse });
}

export function useUpdateOtpSettings() {
  return useApiMutation(updateOtpSettings, {
    mutationKey: ['auth', 'otp', 'settings'],
    cache: (client, { user }) => {
      refreshStoredUser(user);
      client.setQueryData(meQueryKey, user);
    },
  });
}

import { userResponse } from '@spotlane/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshStoredUser } from '../../../lib/session.ts';
import { meQueryKey } from './get-me.ts';

/** PUT /api/auth/otp {otp_enabled}: 200 {user}. */
export function updateOtpSettings(body: { otp_enabled: boolean }) {
  return apiRequest('/api/auth/otp', { method: 'PUT', body, schema: userResponse });
}

export function useUpdateOtpSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'otp', 'settings'],
    mutationFn: updateOtpSettings,
    onSuccess: ({ user }) => {
      refreshStoredUser(user);
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}

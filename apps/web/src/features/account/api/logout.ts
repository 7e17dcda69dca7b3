import { paths } from '@spotlane/shared/domain/paths';
import { messageResponse } from '@spotlane/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/session.ts';
import { setGlobalLoader } from '../../../ui/global-loader.tsx';

/** POST /api/auth/logout: 200 {message}; the session is revoked. */
export function logout() {
  return apiRequest('/api/auth/logout', { method: 'POST', schema: messageResponse });
}

/**
 * SPEC 4 logout: the loader turns on and the call is made; on 200 the stored user data and
 * the one-time-code flag are cleared and the user goes to /. On failure the loader turns off
 * and the error stays in the mutation's state, with no message (SPEC 8).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['auth', 'logout'],
    mutationFn: logout,
    onMutate: () => setGlobalLoader(true),
    onSuccess: () => {
      clearSession({ explicit: true });
      queryClient.clear();
      setGlobalLoader(false);
      navigate(paths.signIn, { replace: true });
    },
    onError: () => setGlobalLoader(false),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { clearSession, markOtpRequired, refreshStoredUser } from '../../../lib/session.ts';
import { accountKeys } from './keys.ts';

export const meQueryKey = accountKeys.me;

// Loaded with the first answer: the router, and so the sign-in page, carries no zod (the first-load budget).
const userResponseSchema = () =>
  import('@spotlane/shared/schemas/auth').then(({ userResponse }) => userResponse);

/**
 * GET /api/auth/me: who the server says is signed in. The device copy follows the answer:
 * a user refreshes it, 401 Unauthenticated clears it, 401 OtpRequired sets the code flag.
 */
export async function getMe(signal?: AbortSignal) {
  try {
    const { user } = await apiRequest('/api/auth/me', { schema: userResponseSchema, signal });
    refreshStoredUser(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      if (error.code === 'OtpRequired') markOtpRequired();
      else clearSession();
    }
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => getMe(signal),
  retry: false,
});

export function useMe(options: { enabled?: boolean } = {}) {
  return useQuery({ ...meQueryOptions, enabled: options.enabled ?? true });
}

import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

export interface AuthErrorHandlers {
  /** 401 Unauthenticated: the server has no session for this browser. */
  onSignedOut: () => void;
  /** 401 OtpRequired: the session waits for its one-time code. */
  onOtpRequired: () => void;
}

/** Auth answers any call can get; the server is the authority on who is signed in. */
function handleAuthError(error: unknown, handlers: AuthErrorHandlers): void {
  if (!(error instanceof ApiError) || error.status !== 401) return;
  if (error.code === 'OtpRequired') handlers.onOtpRequired();
  else handlers.onSignedOut();
}

/** SPEC 9: list data stays fresh 1000 ms and is not refetched on window focus. */
export function createQueryClient(handlers: AuthErrorHandlers): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => handleAuthError(error, handlers) }),
    mutationCache: new MutationCache({ onError: (error) => handleAuthError(error, handlers) }),
    defaultOptions: {
      queries: {
        staleTime: 1000,
        refetchOnWindowFocus: false,
        // A 4xx will answer the same again; only transport failures and 5xx are retried.
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './api-client.ts';
import { useApiMutation } from './api-mutation.ts';

/**
 * Posts `{ comment }` to a thread (a load's comments, a bid's chat). The server answers with
 * the whole thread, which replaces the cached one under `threadKey` without a refetch.
 */
export function useCommentMutation<Thread>(
  path: string,
  schema: z.ZodType<Thread>,
  threadKey: QueryKey,
) {
  return useApiMutation(
    (comment: string) => apiRequest(path, { method: 'POST', body: { comment }, schema }),
    { cache: (client, thread) => client.setQueryData(threadKey, thread) },
  );
}

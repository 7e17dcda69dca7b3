import { commentList } from '@spotlane/shared/schemas/notifications';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { loadKeys } from '../../../lib/query-keys.ts';

export function postComment(loadId: number, comment: string) {
  return apiRequest(`/api/loads/${loadId}/comments`, {
    method: 'POST',
    body: { comment },
    schema: commentList,
  });
}

/** POST /api/loads/{id}/comments. */
export function usePostComment(loadId: number) {
  return useApiMutation((comment: string) => postComment(loadId, comment), {
    cache: (client, list) => client.setQueryData(loadKeys.comments(loadId), list),
  });
}

import { commentList } from '@spotlane/shared/schemas/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) => postComment(loadId, comment),
    onSuccess: (list) => queryClient.setQueryData(loadKeys.comments(loadId), list),
  });
}

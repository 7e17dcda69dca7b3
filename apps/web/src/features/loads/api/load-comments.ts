import { commentList } from '@spotlane/shared/schemas/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const loadCommentsKey = (loadId: number) => ['load-comments', loadId] as const;

export const loadCommentsQuery = (loadId: number) =>
  queryOptions({
    queryKey: loadCommentsKey(loadId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/loads/${loadId}/comments`, { schema: commentList, signal }),
  });

export function useLoadComments(loadId: number) {
  return useQuery(loadCommentsQuery(loadId));
}

/** POST /api/loads/{id}/comments: the Notes/Comments of an assigned load. */
export function useAddLoadComment(loadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) =>
      apiRequest(`/api/loads/${loadId}/comments`, {
        method: 'POST',
        body: { comment },
        schema: commentList,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: loadCommentsKey(loadId) }),
  });
}

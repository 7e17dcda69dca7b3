import { commentList } from '@spotlane/shared/schemas/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const commentsQueryKey = (loadId: number) => ['load-comments', loadId] as const;

export function listComments(loadId: number) {
  return apiRequest(`/api/loads/${loadId}/comments`, { schema: commentList });
}

export const commentsQuery = (loadId: number) =>
  queryOptions({ queryKey: commentsQueryKey(loadId), queryFn: () => listComments(loadId) });

/** GET /api/loads/{id}/comments: the Notes/Comments of an assigned load. */
export function useComments(loadId: number, enabled = true) {
  return useQuery({ ...commentsQuery(loadId), enabled, refetchInterval: 5000 });
}

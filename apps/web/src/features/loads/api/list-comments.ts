import { commentList } from '@spotlane/shared/schemas/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { loadKeys } from './keys.ts';

export function listComments(loadId: number, signal?: AbortSignal) {
  return apiRequest(`/api/loads/${loadId}/comments`, { schema: commentList, signal });
}

export const commentsQuery = (loadId: number) =>
  queryOptions({
    queryKey: loadKeys.comments(loadId),
    queryFn: ({ signal }) => listComments(loadId, signal),
  });

/**
 * GET /api/loads/{id}/comments: the Notes/Comments of an assigned load. The shipper's page
 * polls every 5 s; the carrier's page relies on live events (`refetchInterval: false`).
 */
export function useComments(loadId: number, options: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...commentsQuery(loadId), refetchInterval: 5000, ...options });
}

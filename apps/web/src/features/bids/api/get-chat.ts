import { chatResponse } from '@spotlane/shared/schemas/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLiveConnected } from '../../../lib/live-status.ts';
import { bidKeys } from './keys.ts';

export function getChat(bidId: number) {
  return apiRequest(`/api/bids/${bidId}/chat_messages`, { schema: chatResponse });
}

/** SPEC 7: chat data is fresh for 1000 ms; SPEC 8: a failed fetch is not retried. */
export const chatQuery = (bidId: number) =>
  queryOptions({
    queryKey: bidKeys.chat(bidId),
    queryFn: () => getChat(bidId),
    staleTime: 1000,
    retry: false,
  });

/**
 * GET /api/bids/{id}/chat_messages. While the live stream is open new messages arrive on it;
 * without it the open panel polls every second.
 */
export function useChat(bidId: number) {
  const live = useLiveConnected();
  return useQuery({ ...chatQuery(bidId), refetchInterval: live ? false : 1000 });
}

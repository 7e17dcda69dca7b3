import { chatResponse } from '@spotlane/shared/schemas/notifications';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { bidKeys } from '../../../lib/query-keys.ts';

export function postChatMessage(bidId: number, comment: string) {
  return apiRequest(`/api/bids/${bidId}/create_bid_comment`, {
    method: 'POST',
    body: { comment },
    schema: chatResponse,
  });
}

/** POST /api/bids/{id}/create_bid_comment: the answer carries the whole chat. */
export function usePostChatMessage(bidId: number) {
  return useApiMutation((comment: string) => postChatMessage(bidId, comment), {
    cache: (client, chat) => client.setQueryData(bidKeys.chat(bidId), chat),
  });
}

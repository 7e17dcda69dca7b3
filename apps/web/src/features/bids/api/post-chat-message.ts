import { chatResponse } from '@spotlane/shared/schemas/notifications';
import { useCommentMutation } from '../../../lib/comment-mutation.ts';
import { bidKeys } from './keys.ts';

/** POST /api/bids/{id}/create_bid_comment: the answer carries the whole chat. */
export function usePostChatMessage(bidId: number) {
  return useCommentMutation(
    `/api/bids/${bidId}/create_bid_comment`,
    chatResponse,
    bidKeys.chat(bidId),
  );
}

import { commentList } from '@spotlane/shared/schemas/notifications';
import { useCommentMutation } from '../../../lib/comment-mutation.ts';
import { loadKeys } from './keys.ts';

/** POST /api/loads/{id}/comments. */
export function usePostComment(loadId: number) {
  return useCommentMutation(
    `/api/loads/${loadId}/comments`,
    commentList,
    loadKeys.comments(loadId),
  );
}

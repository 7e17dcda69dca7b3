import { supportApi } from '@spotlane/shared/domain/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLiveConnected } from '../../../lib/live-status.ts';
import { supportKeys } from './keys.ts';

/**
 * The user's own support conversation (supportKeys.mine): read by the help button's badge and
 * by the chat. Its schema loads with the answer, so the shell that asks for it carries none.
 */
export const myConversationQuery = queryOptions({
  queryKey: supportKeys.mine,
  queryFn: () =>
    apiRequest(supportApi.conversation, {
      schema: () => import('@spotlane/shared/schemas/support').then((m) => m.myConversation),
    }),
  retry: false,
});

/** How many support answers the user has not read, for the help button's badge. */
export function useUnreadSupport(): number {
  const live = useLiveConnected();
  const chat = useQuery({
    ...myConversationQuery,
    // Without the live stream, answers are noticed within a minute.
    refetchInterval: live ? false : 60_000,
  });
  return chat.data?.unread ?? 0;
}

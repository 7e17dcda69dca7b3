import { supportApi } from '@spotlane/shared/domain/support';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLiveConnected } from '../../../lib/live-status.ts';
import { supportKeys } from './keys.ts';

/**
 * How many support answers the user has not read, for the help button's badge. The same
 * query as the chat's (supportKeys.mine); its schema loads only when the answer arrives.
 */
export function useUnreadSupport(): number {
  const live = useLiveConnected();
  const chat = useQuery({
    queryKey: supportKeys.mine,
    queryFn: () =>
      apiRequest(supportApi.conversation, {
        schema: () => import('@spotlane/shared/schemas/support').then((m) => m.myConversation),
      }),
    retry: false,
    // Without the live stream, answers are noticed within a minute.
    refetchInterval: live ? false : 60_000,
  });
  return chat.data?.unread ?? 0;
}

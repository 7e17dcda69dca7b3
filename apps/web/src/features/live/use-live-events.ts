import type { ChatResponse } from '@spotlane/shared/schemas/notifications';
import type { MyConversation, SupportConversationDetail } from '@spotlane/shared/schemas/support';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setLiveConnected, takeEventStreamUrl } from '../../lib/live-status.ts';
import { bidKeys } from '../bids/api/keys.ts';
import { supportKeys } from '../support/api/keys.ts';
import * as liveEvents from './event-keys.ts';
import { supportMessageOf, withMyMessage, withSupportMessage } from './support-events.ts';

/**
 * One app-wide subscription to GET /api/events for the signed-in user. A chat message that
 * rides on its event is appended to the cached chat; other events mark the queries they touch
 * stale, at once when they concern this account, spread over a short random delay when the
 * whole audience hears them. The 1000 ms freshness of list data stays the fallback when the
 * stream is down (EventSource reconnects by itself and resumes with Last-Event-ID).
 *
 * The stream opens at an idle moment after the page has shown its data (the first-load budget). It resumes
 * from the position the earliest API answer since then named, so an event sent between that
 * data's read and the open is replayed, not lost; later reconnects resume by Last-Event-ID.
 */
export function useLiveEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(takeEventStreamUrl());
    const coalescer = new liveEvents.BroadcastCoalescer((queryKey) => {
      void queryClient.invalidateQueries({ queryKey });
    });
    const onOpen = () => setLiveConnected(true);
    const onError = () => setLiveConnected(source.readyState === EventSource.OPEN);
    source.addEventListener('open', onOpen);
    source.addEventListener('error', onError);
    const handlers = liveEvents.LIVE_EVENTS.map((name) => {
      const handler = (event: MessageEvent<string>) => {
        const data = liveEvents.parseEventData(event.data);
        const { message, bid_id: bidId } = data;
        if (name === 'chat_message' && message && bidId) {
          queryClient.setQueryData<ChatResponse>(bidKeys.chat(bidId), (chat) =>
            liveEvents.withChatMessage(chat, message),
          );
        }
        const pushed = name === 'support_message' ? supportMessageOf(event.data) : null;
        if (pushed) {
          // The message shows at once; status and unread counts follow with refetches (an
          // agent's open conversation first, which marks it read, then the inbox lists).
          queryClient.setQueryData<MyConversation>(supportKeys.mine, (chat) =>
            withMyMessage(chat, pushed),
          );
          const detail = supportKeys.conversation(pushed.conversation_id);
          queryClient.setQueryData<SupportConversationDetail>(detail, (chat) =>
            withSupportMessage(chat, pushed),
          );
          void queryClient
            .invalidateQueries({ queryKey: detail })
            .then(() => queryClient.invalidateQueries({ queryKey: supportKeys.inboxes }));
        }
        const keys = liveEvents.keysForEvent(name, data);
        if (data.broadcast) coalescer.add(keys);
        else for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
      };
      source.addEventListener(name, handler);
      return [name, handler] as const;
    });
    return () => {
      for (const [name, handler] of handlers) source.removeEventListener(name, handler);
      source.removeEventListener('open', onOpen);
      source.removeEventListener('error', onError);
      coalescer.cancel();
      source.close();
      setLiveConnected(false);
    };
  }, [enabled, queryClient]);
}

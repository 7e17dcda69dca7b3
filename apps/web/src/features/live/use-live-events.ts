import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { keysForEvent, LIVE_EVENTS, parseEventData } from './event-keys.ts';

/**
 * One app-wide subscription to GET /api/events for the signed-in user: each event marks the
 * queries it touches stale, so open pages refetch at once. The 1000 ms freshness of list data
 * stays the fallback when the stream is down (EventSource reconnects by itself).
 */
export function useLiveEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    const handlers = LIVE_EVENTS.map((name) => {
      const handler = (event: MessageEvent<string>) => {
        for (const queryKey of keysForEvent(name, parseEventData(event.data))) {
          void queryClient.invalidateQueries({ queryKey });
        }
      };
      source.addEventListener(name, handler);
      return [name, handler] as const;
    });
    return () => {
      for (const [name, handler] of handlers) source.removeEventListener(name, handler);
      source.close();
    };
  }, [enabled, queryClient]);
}

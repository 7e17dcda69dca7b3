import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

export const notificationsKey = notificationKeys.all;

// The answer's schema loads with the request (api-client starts it with the fetch): the shell's
// loader asks for the notifications before the schemas have arrived.
const notificationList = () =>
  import('@spotlane/shared/schemas/notifications').then((module) => module.notificationList);

export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.list(),
  queryFn: ({ signal }) => apiRequest('/api/notifications', { schema: notificationList, signal }),
});

/** GET /api/notifications: the in-app list with its unread count (kept live by events). */
export function useNotifications() {
  return useQuery(notificationsQuery);
}

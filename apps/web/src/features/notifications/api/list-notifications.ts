import { notificationList } from '@spotlane/shared/schemas/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

export const notificationsKey = notificationKeys.all;

export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.list(),
  queryFn: ({ signal }) => apiRequest('/api/notifications', { schema: notificationList, signal }),
});

/** GET /api/notifications: the in-app list with its unread count (kept live by events). */
export function useNotifications() {
  return useQuery(notificationsQuery);
}

import { notificationList } from '@spotlane/shared/schemas/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationsKey, notificationsQuery } from './list-notifications.ts';

/** POST /api/notifications/read: the given ids, or all when none are given. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) =>
      apiRequest('/api/notifications/read', {
        method: 'POST',
        body: ids ? { ids } : {},
        schema: notificationList,
      }),
    onSuccess: (list) => queryClient.setQueryData(notificationsQuery.queryKey, list),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}

import {
  type NotificationEvent,
  notificationSettingsResponse,
} from '@spotlane/shared/schemas/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

export interface NotificationSettingRow {
  event: NotificationEvent;
  in_app: boolean;
  email: boolean;
}

export const notificationSettingsKey = notificationKeys.settings;

export const notificationSettingsQuery = queryOptions({
  queryKey: notificationSettingsKey,
  queryFn: ({ signal }) =>
    apiRequest('/api/notification_settings', { schema: notificationSettingsResponse, signal }),
});

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery);
}

/** PUT /api/notification_settings: saved at once, shown optimistically. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettingRow[]) =>
      apiRequest('/api/notification_settings', {
        method: 'PUT',
        body: { settings },
        schema: notificationSettingsResponse,
      }),
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: notificationSettingsKey });
      const previous = queryClient.getQueryData(notificationSettingsQuery.queryKey);
      queryClient.setQueryData(notificationSettingsQuery.queryKey, (old) =>
        old
          ? {
              results: old.results.map(
                (row) => settings.find((setting) => setting.event === row.event) ?? row,
              ),
            }
          : old,
      );
      return { previous };
    },
    onError: (_error, _settings, context) => {
      if (context?.previous)
        queryClient.setQueryData(notificationSettingsQuery.queryKey, context.previous);
    },
    onSuccess: (data) => queryClient.setQueryData(notificationSettingsQuery.queryKey, data),
  });
}

import { Container, Paper, Stack, Switch, Table, Text } from '@mantine/core';
import { notificationEventLabels } from '@spotlane/shared/schemas/notifications';
import {
  type NotificationSettingRow,
  useNotificationSettings,
  useSaveNotificationSettings,
} from '../../../features/notifications/api/notification-settings.ts';
import { LazyQuietHoursForm } from '../../../features/tracking/components/lazy.tsx';
import { useSession } from '../../../lib/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ActionError } from '../../../ui/form-error.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { QueryStates } from '../../../ui/states.tsx';

/**
 * /settings/notifications (shipper) and /settings/user-notifications (carrier): each event on
 * or off per channel, saved at once (PRODUCT.md 5).
 */
type Channel = 'in_app' | 'email';

/** The channel switches of a row, in column order, with the name their labels end with. */
const channels: ReadonlyArray<readonly [Channel, string]> = [
  ['in_app', 'in-app'],
  ['email', 'e-mail'],
];

export default function NotificationSettingsPage() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const rows = settings.data?.results ?? [];
  const carrier = useSession().user?.user_type === 'carrier';

  const toggle = (row: NotificationSettingRow, channel: Channel, on: boolean) =>
    save.mutate([{ ...row, [channel]: on }]);

  return (
    <>
      <PageHeader title="Notifications" showTools={false} />
      <Container size="md">
        <Stack gap="md">
          <Text c="dimmed">
            Choose what you hear about, in the app and by e-mail. Changes are saved at once.
          </Text>
          <QueryStates
            query={settings}
            loading="Loading your settings…"
            isEmpty={rows.length === 0}
            empty={
              <EmptyState title="Nothing to set">
                There are no notifications for your account.
              </EmptyState>
            }
          >
            <Paper withBorder radius="lg" p="md">
              <Table verticalSpacing="sm" aria-label="Notification settings">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Event</Table.Th>
                    <Table.Th w={110} ta="center">
                      In-app
                    </Table.Th>
                    <Table.Th w={110} ta="center">
                      E-mail
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => {
                    const label = notificationEventLabels[row.event];
                    return (
                      <Table.Tr key={row.event}>
                        <Table.Td fw={500}>{label}</Table.Td>
                        {channels.map(([channel, name]) => (
                          <Table.Td key={channel}>
                            <Switch
                              mx="auto"
                              w="fit-content"
                              checked={row[channel]}
                              onChange={(event) =>
                                toggle(row, channel, event.currentTarget.checked)
                              }
                              aria-label={`${label}: ${name}`}
                            />
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
              <ActionError action={save} mt="sm" />
            </Paper>
          </QueryStates>
          {carrier ? <LazyQuietHoursForm /> : null}
        </Stack>
      </Container>
    </>
  );
}

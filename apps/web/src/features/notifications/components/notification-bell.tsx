import {
  ActionIcon,
  Anchor,
  Box,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { useNotifications } from '../api/list-notifications.ts';
import { useMarkRead } from '../api/mark-read.ts';

/** A notification link as an in-app path (the server may send a full URL of this app). */
function appPath(link: string): string {
  try {
    const url = new URL(link, window.location.origin);
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return link;
  }
}

/** The in-app notifications (PRODUCT.md 5): unread count, the list, mark read; live by events. */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const list = useNotifications();
  const markRead = useMarkRead();
  const unread = list.data?.unread ?? 0;
  const items = list.data?.results ?? [];

  return (
    <Popover opened={opened} onChange={setOpened} width={340} position="bottom-end" shadow="md">
      <Indicator
        label={unread > 99 ? '99+' : unread}
        size={18}
        color="red"
        disabled={unread === 0}
        offset={4}
      >
        {/* The target is the button, so aria-expanded and aria-controls sit on it. */}
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            onClick={() => setOpened((open) => !open)}
            aria-label={unread ? `Notifications (${unread} unread)` : 'Notifications'}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0}>
        <Group justify="space-between" px="md" py="sm">
          <Text fw={600}>Notifications</Text>
          {unread ? (
            <Anchor component="button" size="sm" onClick={() => markRead.mutate(undefined)}>
              Mark all read
            </Anchor>
          ) : null}
        </Group>
        <ScrollArea.Autosize mah={360}>
          {items.length === 0 ? (
            <Text c="dimmed" size="sm" px="md" pb="md">
              {list.isPending ? 'Loading…' : 'You are all caught up.'}
            </Text>
          ) : (
            <Stack gap={0} pb={4} aria-label="Notification list">
              {items.map((item) => (
                <UnstyledButton
                  key={item.id}
                  px="md"
                  py="xs"
                  onClick={() => {
                    if (!item.read) markRead.mutate([item.id]);
                    setOpened(false);
                    if (item.link) navigate(appPath(item.link));
                  }}
                  style={{
                    background: item.read ? undefined : 'var(--mantine-color-brand-0)',
                    borderTop: '1px solid var(--mantine-color-gray-2)',
                  }}
                >
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Box
                      w={8}
                      h={8}
                      mt={6}
                      style={{
                        borderRadius: 8,
                        flexShrink: 0,
                        background: item.read ? 'transparent' : 'var(--mantine-color-brand-6)',
                      }}
                    />
                    <Stack gap={2}>
                      <Text size="sm" fw={item.read ? 500 : 700}>
                        {item.title}
                      </Text>
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {item.body}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(item.created_at)}
                      </Text>
                    </Stack>
                  </Group>
                </UnstyledButton>
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}

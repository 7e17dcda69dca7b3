import { Box, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import type { SupportMessage } from '@spotlane/shared/schemas/support';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The messages of a support conversation, oldest first, the newest kept in view. `mine` says
 * which side the viewer writes on (the user's own messages, or the team's for an agent).
 */
export function MessageList({
  messages,
  mine,
  height,
  empty,
  loading = false,
  error,
}: {
  messages: SupportMessage[];
  mine: (message: SupportMessage) => boolean;
  height: number | string;
  empty: ReactNode;
  loading?: boolean;
  error?: ReactNode;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const count = messages.length;
  useEffect(() => {
    if (count >= 0) viewport.current?.scrollTo?.({ top: viewport.current.scrollHeight });
  }, [count]);
  return (
    <ScrollArea
      h={height}
      viewportRef={viewport}
      type="auto"
      data-testid="support-messages"
      style={{
        background: 'var(--mantine-color-gray-0)',
        borderRadius: 'var(--mantine-radius-sm)',
      }}
    >
      <Stack gap={8} p="sm" role="log" aria-label="Conversation history" aria-live="polite">
        {loading ? (
          <Group justify="center" py="xl">
            <Loader size="sm" type="dots" />
          </Group>
        ) : error ? (
          error
        ) : count === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="xl">
            {empty}
          </Text>
        ) : (
          messages.map((message) => {
            const own = mine(message);
            return (
              <Box
                key={message.id}
                maw="85%"
                px={12}
                py={8}
                data-testid="support-message"
                style={{
                  alignSelf: own ? 'flex-end' : 'flex-start',
                  borderRadius: 12,
                  background: own
                    ? 'var(--mantine-primary-color-light)'
                    : 'var(--mantine-color-white)',
                  border: '1px solid var(--mantine-color-gray-3)',
                }}
              >
                <Text size="xs" fw={700}>
                  {message.from_agent
                    ? `${message.author_name} · Spotlane support`
                    : message.author_name}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {message.body}
                </Text>
                <Text size="xs" c="gray.7" ta="right">
                  {dayjs(message.created_at).format('MM-DD-YYYY h:mm a')}
                </Text>
              </Box>
            );
          })
        )}
      </Stack>
    </ScrollArea>
  );
}

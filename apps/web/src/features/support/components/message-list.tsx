import { Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import type { SupportMessage } from '@spotlane/shared/schemas/support';
import { type ReactNode, useEffect, useRef } from 'react';
import { ChatBubble } from '../../../ui/chat-bubble.tsx';

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
          messages.map((message) => (
            <ChatBubble
              key={message.id}
              testId="support-message"
              mine={mine(message)}
              author={
                message.from_agent
                  ? `${message.author_name} · Spotlane support`
                  : message.author_name
              }
              body={message.body}
              at={message.created_at}
            />
          ))
        )}
      </Stack>
    </ScrollArea>
  );
}

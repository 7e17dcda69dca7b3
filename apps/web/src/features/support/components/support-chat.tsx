import { Badge, Group, Stack, Text } from '@mantine/core';
import { supportStatusLabelsForCustomer } from '@spotlane/shared/schemas/support';
import { useEffect } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { ActionError } from '../../../ui/form-error.tsx';
import { ErrorState } from '../../../ui/states.tsx';
import { useMarkRead, useMyConversation, useSendSupportMessage } from '../api/support-api.ts';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';

/**
 * The signed-in user's chat with the Spotlane support team (PRODUCT.md 13): history, live
 * answers (support_message events), and the composer. While it is shown, answers count as read.
 */
export function SupportChat({ height = 380 }: { height?: number | string }) {
  const chat = useMyConversation();
  const markRead = useMarkRead();
  const send = useSendSupportMessage();
  const unread = chat.data?.unread ?? 0;
  const { mutate: read, isPending: reading, isError: readFailed } = markRead;

  // Shown means read: an answer that arrives while the chat is open is read at once.
  useEffect(() => {
    if (unread > 0 && !reading && !readFailed) read();
  }, [unread, reading, readFailed, read]);

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Ask us anything: we usually answer within a few minutes during business hours.
        </Text>
        {chat.data?.id ? (
          <Badge variant="light" color={chat.data.status === 'closed' ? 'gray' : 'blue'}>
            {supportStatusLabelsForCustomer[chat.data.status]}
          </Badge>
        ) : null}
      </Group>
      <MessageList
        messages={chat.data?.messages ?? []}
        mine={(message) => !message.from_agent}
        height={height}
        loading={chat.isPending}
        error={
          chat.isError && !chat.data ? (
            <ErrorState error={chat.error} onRetry={() => chat.refetch()} />
          ) : undefined
        }
        empty="No messages yet. Write to us and a Spotlane support agent will answer here."
      />
      <Composer
        pending={send.isPending}
        disabled={!chat.data}
        onSend={(text) =>
          send.mutateAsync(text).then(
            () => true,
            () => false,
          )
        }
      />
      <ActionError action={send} size="xs" />
      {markRead.isError ? (
        <Text size="xs" c="red">
          {errorMessage(markRead.error)}
        </Text>
      ) : null}
    </Stack>
  );
}

import { Box, Text } from '@mantine/core';
import { formatDateTime } from '../lib/format.ts';

/** One message of a chat (the bids chat, the support chat): mine on the right, tinted. */
export function ChatBubble({
  mine,
  author,
  body,
  at,
  testId,
}: {
  mine: boolean;
  author: string;
  body: string;
  /** ISO time the message was written. */
  at: string;
  testId?: string;
}) {
  return (
    <Box
      maw="85%"
      px={12}
      py={8}
      data-testid={testId}
      style={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        borderRadius: 12,
        background: mine ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-white)',
        border: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      <Text size="xs" fw={700}>
        {author}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {body}
      </Text>
      <Text size="xs" c="gray.7" ta="right">
        {formatDateTime(at)}
      </Text>
    </Box>
  );
}

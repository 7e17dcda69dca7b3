import { Button, Group, Paper, ScrollArea, Stack, Text, Textarea, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';
import { useComments } from '../api/list-comments.ts';
import { usePostComment } from '../api/post-comment.ts';

/** PRODUCT.md 4: once a load is assigned, shipper and carrier talk in its Notes/Comments. */
export function CommentsSection({ loadId }: { loadId: number }) {
  const comments = useComments(loadId, { refetchInterval: false });
  const add = usePostComment(loadId);
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || add.isPending) return;
    add.mutate(text.trim(), { onSuccess: () => setText('') });
  };
  const items = comments.data?.results ?? [];
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} size="h4" mb="sm">
        Notes/Comments
      </Title>
      {comments.isPending ? (
        <LoadingState label="Loading comments…" />
      ) : comments.isError ? (
        <ErrorState error={comments.error} onRetry={() => comments.refetch()} />
      ) : items.length === 0 ? (
        <Text c="dimmed" size="sm">
          No notes yet. Write the first one for the shipper.
        </Text>
      ) : (
        <ScrollArea.Autosize mah={280}>
          <Stack gap="sm" aria-label="Notes and comments">
            {items.map((item) => (
              <Stack key={item.id} gap={2}>
                <Group gap="xs">
                  <Text size="sm" fw={600}>
                    {item.created_by.first_name} {item.created_by.last_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {dayjs(item.created_at).format('MM-DD-YYYY h:mm a')}
                  </Text>
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {item.comment}
                </Text>
              </Stack>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <form onSubmit={submit}>
        <Stack gap="xs" mt="md">
          <Textarea
            aria-label="New note"
            placeholder="Write note here..."
            autosize
            minRows={2}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={add.isError ? errorMessage(add.error) : undefined}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending} disabled={!text.trim()}>
              Add note
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

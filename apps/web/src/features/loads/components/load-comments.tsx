import { Button, Card, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';
import { useComments } from '../api/list-comments.ts';
import { usePostComment } from '../api/post-comment.ts';

/** The Notes/Comments section of an assigned load (PRODUCT.md 4, SPEC 4 chat rules). */
export function LoadComments({ loadId }: { loadId: number }) {
  const comments = useComments(loadId);
  const post = usePostComment(loadId);
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || post.isPending) return;
    post.mutate(text.trim(), { onSuccess: () => setText('') });
  };
  const list = comments.data?.results ?? [];
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="notes-title">
      <Group gap="xs" mb="sm">
        <IconNotes size={20} aria-hidden />
        <Title order={2} size="h4" id="notes-title">
          Notes/Comments
        </Title>
      </Group>
      {comments.isPending ? (
        <LoadingState label="Loading comments…" />
      ) : comments.isError ? (
        <ErrorState error={comments.error} onRetry={() => comments.refetch()} />
      ) : list.length === 0 ? (
        <Text c="dimmed" size="sm">
          No comments yet. Notes you write here are shared with the assigned carrier.
        </Text>
      ) : (
        <Stack gap="xs">
          {list.map((comment) => (
            <Paper key={comment.id} withBorder radius="md" p="sm" bg="gray.0">
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={700}>
                  {`${comment.created_by.first_name} ${comment.created_by.last_name}`.trim()}
                </Text>
                <Text size="xs" c="dimmed">
                  {dayjs(comment.created_at).format('MM-DD-YYYY h:mm a')}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {comment.comment}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      <form onSubmit={submit}>
        <Stack gap="xs" mt="md">
          <Textarea
            aria-label="New comment"
            placeholder="Write a note for the carrier…"
            autosize
            minRows={2}
            maxRows={6}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={post.isError ? errorMessage(post.error) : undefined}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={!text.trim()} loading={post.isPending}>
              Add Comment
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

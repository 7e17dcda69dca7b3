import {
  Button,
  Card,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ListStates } from '../../../ui/list-states.tsx';
import { useComments } from '../api/list-comments.ts';
import { usePostComment } from '../api/post-comment.ts';

/** What each party's side of the section says; the carrier's follows the spot-quote screens. */
const SIDES = {
  shipper: {
    empty: 'No comments yet. Notes you write here are shared with the assigned carrier.',
    label: 'New comment',
    placeholder: 'Write a note for the carrier…',
    submit: 'Add Comment',
    // The shipper's page has no live panel of its own for notes: it polls.
    refetchInterval: 5000,
  },
  carrier: {
    empty: 'No notes yet. Write the first one for the shipper.',
    label: 'New note',
    placeholder: 'Write note here...',
    // One wording on both sides of the section (SPEC 4: Notes/Comments, "Add Comment").
    submit: 'Add Comment',
    refetchInterval: false,
  },
} as const;

/**
 * The Notes/Comments section of an assigned load (PRODUCT.md 4, SPEC 4 chat rules), seen by the
 * shipper on its shipment and by the carrier that holds the load.
 */
export function LoadComments({ loadId, side }: { loadId: number; side: keyof typeof SIDES }) {
  const texts = SIDES[side];
  const comments = useComments(loadId, { refetchInterval: texts.refetchInterval });
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
      <ListStates query={comments} loading="Loading comments…" rows={list} empty={texts.empty}>
        <ScrollArea.Autosize mah={320}>
          <Stack gap="xs" aria-label="Notes and comments">
            {list.map((comment) => (
              <Paper key={comment.id} withBorder radius="md" p="sm" bg="gray.0">
                <Group justify="space-between" gap="xs">
                  <Text size="sm" fw={700}>
                    {`${comment.created_by.first_name} ${comment.created_by.last_name}`.trim()}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(comment.created_at)}
                  </Text>
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {comment.comment}
                </Text>
              </Paper>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </ListStates>
      <form onSubmit={submit}>
        <Stack gap="xs" mt="md">
          <Textarea
            aria-label={texts.label}
            placeholder={texts.placeholder}
            autosize
            minRows={2}
            maxRows={6}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={post.isError ? errorMessage(post.error) : undefined}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={!text.trim()} loading={post.isPending}>
              {texts.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

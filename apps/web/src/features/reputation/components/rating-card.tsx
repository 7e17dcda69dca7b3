import { Badge, Button, Card, Group, Rating, Stack, Text, Textarea } from '@mantine/core';
// Rating's sheet comes with the components that draw stars (not in the first load's styles).
import '@mantine/core/styles/Rating.layer.css';
import { RATING_SUBJECT_LABELS, RATING_TAG_LABELS } from '@spotlane/shared/domain/reputation';
import type { Rating as RatingAnswer } from '@spotlane/shared/schemas/reputation';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { ActionError } from '../../../ui/form-error.tsx';
import { useReplyToRating } from '../api/ratings.ts';

/** One rating with its tags, comment and reply; the rated party replies once (PRODUCT.md 21). */
export function RatingCard({
  rating,
  showSubject = true,
}: {
  rating: RatingAnswer;
  showSubject?: boolean;
}) {
  const reply = useReplyToRating();
  const [text, setText] = useState('');
  return (
    <Card withBorder radius="md" padding="md" data-testid="rating-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Rating
              value={rating.stars}
              readOnly
              size="sm"
              aria-label={`${rating.stars} of 5 stars`}
            />
            {showSubject ? (
              <Text size="sm" fw={600}>
                {RATING_SUBJECT_LABELS[rating.subject]}: {rating.subject_name}
              </Text>
            ) : null}
          </Group>
          <Group gap="xs">
            {rating.pending ? (
              <Badge color="orange" variant="light" title="Only the rated party sees it for 7 days">
                Visible to others {formatDateTime(rating.visible_from)}
              </Badge>
            ) : null}
            <Text size="xs" c="dimmed">
              By the {rating.by}, {formatDateTime(rating.created_at)}
            </Text>
          </Group>
        </Group>
        {rating.tags.length ? (
          <Group gap={4}>
            {rating.tags.map((tag) => (
              <Badge key={tag} variant="outline" color="gray" size="sm">
                {RATING_TAG_LABELS[tag] ?? tag}
              </Badge>
            ))}
          </Group>
        ) : null}
        {rating.comment ? <Text size="sm">{rating.comment}</Text> : null}
        {rating.reply ? (
          <Card bg="gray.0" radius="sm" padding="xs">
            <Text size="xs" c="dimmed">
              Reply{rating.replied_at ? `, ${formatDateTime(rating.replied_at)}` : ''}
            </Text>
            <Text size="sm">{rating.reply}</Text>
          </Card>
        ) : null}
        {rating.can_reply ? (
          <Stack gap={6}>
            <Textarea
              label="Reply (once)"
              placeholder="Your side of it, seen with the rating"
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              autosize
              minRows={2}
              maxLength={2000}
            />
            <Group>
              <Button
                size="xs"
                disabled={!text.trim()}
                loading={reply.isPending}
                onClick={() => reply.mutate({ id: rating.id, comment: text })}
              >
                Send reply
              </Button>
            </Group>
            <ActionError action={reply} />
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

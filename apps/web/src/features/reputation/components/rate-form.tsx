import { Button, Card, Chip, Group, Rating, Stack, Text, Textarea } from '@mantine/core';
// Rating's sheet comes with the components that draw stars (not in the first load's styles).
import '@mantine/core/styles/Rating.layer.css';
import {
  RATING_SUBJECT_LABELS,
  RATING_TAG_LABELS,
  RATING_TAGS,
} from '@spotlane/shared/domain/reputation';
import type { rateableSubject } from '@spotlane/shared/schemas/reputation';
import { useState } from 'react';
import type { z } from 'zod';
import { ActionError } from '../../../ui/form-error.tsx';
import { useRateLoad } from '../api/ratings.ts';

type Rateable = z.infer<typeof rateableSubject>;

/** Rate one party or facility of a delivered load: stars, the subject's tags and a comment. */
export function RateForm({ loadId, target }: { loadId: number; target: Rateable }) {
  const rate = useRateLoad(loadId);
  const [stars, setStars] = useState(0);
  const [tags, setTags] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const label = `${RATING_SUBJECT_LABELS[target.subject]}: ${target.name}`;
  return (
    <Card withBorder radius="md" padding="md" data-testid="rate-form">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          Rate {label}
        </Text>
        <Rating value={stars} onChange={setStars} size="lg" aria-label={`Stars for ${label}`} />
        <Chip.Group multiple value={tags} onChange={setTags}>
          <Group gap={6}>
            {RATING_TAGS[target.subject].map((tag) => (
              <Chip key={tag} value={tag} size="xs">
                {RATING_TAG_LABELS[tag]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Textarea
          label="Comment"
          placeholder="What went well or not (optional)"
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={2000}
        />
        {stars > 0 && stars <= 2 ? (
          <Text size="xs" c="dimmed">
            A rating of 1 or 2 stars is shown to {target.name} alone for 7 days, who may reply.
          </Text>
        ) : null}
        <Group>
          <Button
            size="sm"
            disabled={stars === 0}
            loading={rate.isPending}
            onClick={() =>
              rate.mutate({
                subject: target.subject,
                location_id: target.location_id,
                stars,
                tags,
                comment: comment || null,
              })
            }
          >
            Submit rating
          </Button>
        </Group>
        <ActionError action={rate} />
      </Stack>
    </Card>
  );
}

import { Stack, Text } from '@mantine/core';
import type { RatingSubject } from '@spotlane/shared/domain/reputation';
import { QueryStates } from '../../../ui/states.tsx';
import { useSubjectRatings } from '../api/ratings.ts';
import { RatingCard } from './rating-card.tsx';
import { ScoreBadge } from './score-badge.tsx';

/** A party's kept score and its latest visible ratings with their replies (PRODUCT.md 21). */
export function SubjectRatings({ subject, id }: { subject: RatingSubject; id: number }) {
  const query = useSubjectRatings(subject, id);
  const ratings = query.data?.results ?? [];
  return (
    <QueryStates query={query} loading="Loading the ratings…">
      {query.data ? (
        <Stack gap="sm" data-testid="subject-ratings">
          <ScoreBadge score={query.data.summary} />
          {ratings.length === 0 ? (
            <Text size="sm" c="dimmed">
              Ratings arrive after delivered loads.
            </Text>
          ) : null}
          {ratings.slice(0, 5).map((rating) => (
            <RatingCard key={rating.id} rating={rating} showSubject={false} />
          ))}
        </Stack>
      ) : null}
    </QueryStates>
  );
}

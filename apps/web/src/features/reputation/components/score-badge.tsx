import { Badge, Group, Text } from '@mantine/core';
import type { RatingSubject } from '@spotlane/shared/domain/reputation';
import type { RatingSummary } from '@spotlane/shared/schemas/reputation';
import { IconClockHour4, IconCoin, IconStarFilled } from '@tabler/icons-react';
import { useScores } from '../api/scores.ts';

/** "1 h 45 min" from minutes. */
export function formatDwell(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * A kept score as people read it (PRODUCT.md 21): the mean stars with how many ratings, and
 * the facility's measured dwell or the shipper's days to pay when known.
 */
export function ScoreBadge({
  score,
  compact = false,
}: {
  score: RatingSummary;
  compact?: boolean;
}) {
  const size = compact ? 'xs' : 'sm';
  return (
    <Group gap={6} wrap="wrap" data-testid="score-badge">
      {score.count > 0 && score.stars !== null ? (
        <Badge
          size={compact ? 'sm' : 'md'}
          variant="light"
          color="yellow"
          leftSection={<IconStarFilled size={12} aria-hidden />}
          aria-label={`${score.stars.toFixed(1)} of 5 stars from ${score.count} ratings`}
        >
          {score.stars.toFixed(1)} ({score.count})
        </Badge>
      ) : (
        <Text size={size} c="dimmed">
          No score yet
        </Text>
      )}
      {score.dwell_minutes !== null ? (
        <Badge
          size={compact ? 'sm' : 'md'}
          variant="light"
          color="gray"
          leftSection={<IconClockHour4 size={12} aria-hidden />}
        >
          Dwell {formatDwell(score.dwell_minutes)}
        </Badge>
      ) : null}
      {score.days_to_pay !== null ? (
        <Badge
          size={compact ? 'sm' : 'md'}
          variant="light"
          color="teal"
          leftSection={<IconCoin size={12} aria-hidden />}
        >
          Pays in {score.days_to_pay} days
        </Badge>
      ) : null}
    </Group>
  );
}

/** One subject's score, read with the other scores of the page (cards, bid lists). */
export function SubjectScore({
  subject,
  id,
  ids,
  compact,
}: {
  subject: RatingSubject;
  id: number;
  /** Every id of the same kind on the page, so the page asks once. */
  ids?: readonly number[];
  compact?: boolean;
}) {
  const scores = useScores(subject, ids ?? [id]);
  const score = scores.data?.results.find((entry) => entry.subject_id === id);
  if (!score) return null;
  return <ScoreBadge score={score} compact={compact} />;
}

import type { RatingSubject } from '@spotlane/shared/domain/reputation';
import type { RatingSummary } from '@spotlane/shared/schemas/reputation';
import { useScores } from '../api/scores.ts';
import classes from './score-line.module.css';

type LineScore = Pick<RatingSummary, 'stars' | 'count' | 'days_to_pay'>;

/**
 * PRODUCT.md 21: a kept score in one line of a card ("★ 4.0 (1) · pays in 25 days"). The line
 * is there from the first paint, blank while the scores are on their way (undefined), so the
 * card does not grow under the reader's finger when they arrive (a layout shift); null when the
 * subject has no score yet.
 */
export function ScoreLineText({ score }: { score: LineScore | null | undefined }) {
  const facts = score
    ? [
        score.stars !== null && score.count > 0
          ? `★ ${score.stars.toFixed(1)} (${score.count})`
          : null,
        score.days_to_pay !== null ? `pays in ${score.days_to_pay} days` : null,
      ].filter(Boolean)
    : [];
  return (
    <p
      className={classes.line}
      data-testid="score-line"
      aria-hidden={score === undefined || undefined}
    >
      {score === undefined ? '\u00a0' : facts.length > 0 ? facts.join(' · ') : 'No score yet'}
    </p>
  );
}

/**
 * One subject's score line, read with the other subjects of the page (one request for the
 * cards). Each line subscribes to the page's scores itself, so their answer re-renders these
 * lines and not the page that lists the cards (the first-load budget: that re-render was one
 * long task of the whole list).
 */
export function ScoreLine({
  subject,
  id,
  ids,
}: {
  subject: RatingSubject;
  id: number;
  /** Every id of the same kind on the page, in the same order for every line. */
  ids: readonly number[];
}) {
  const scores = useScores(subject, ids);
  const score = scores.data
    ? (scores.data.results.find((entry) => entry.subject_id === id) ?? null)
    : undefined;
  return <ScoreLineText score={score} />;
}

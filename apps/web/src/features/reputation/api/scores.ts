import type { RatingSubject } from '@spotlane/shared/domain/reputation';
import { useQuery } from '@tanstack/react-query';
import { getQuery } from '../../../lib/list-query.ts';
import { reputationKeys } from './keys.ts';

/** The answer's schema, loaded with the answer: the cards' page does not carry it up front. */
const scoreListSchema = () =>
  import('@spotlane/shared/schemas/reputation').then((module) => module.scoreList);

/**
 * GET /api/ratings/scores: the kept scores of the subjects on a page of cards or bids, one query
 * per set of subjects whatever their order or repeats.
 */
export function scoresQuery(subject: RatingSubject, ids: readonly number[]) {
  const unique = [...new Set(ids)].sort((a, b) => a - b).slice(0, 50);
  return {
    ...getQuery(reputationKeys.scores(subject, unique), '/api/ratings/scores', scoreListSchema, {
      query: { subject, ids: unique.join(',') },
    }),
    enabled: unique.length > 0,
    staleTime: 5 * 60_000,
  };
}

export function useScores(subject: RatingSubject, ids: readonly number[]) {
  return useQuery(scoresQuery(subject, ids));
}

import type { RatingSubject } from '@spotlane/shared/domain/reputation';

/** PRODUCT.md 21: the query keys of ratings, scores and claims (the only place they are written). */
export const reputationKeys = {
  all: ['reputation'] as const,
  ratings: () => [...reputationKeys.all, 'ratings'] as const,
  loadRatings: (loadId: number) => [...reputationKeys.ratings(), 'load', loadId] as const,
  toRate: () => [...reputationKeys.ratings(), 'to-rate'] as const,
  received: () => [...reputationKeys.ratings(), 'received'] as const,
  subject: (subject: RatingSubject, id: number) =>
    [...reputationKeys.ratings(), 'subject', subject, id] as const,
  scores: (subject: RatingSubject, ids: readonly number[]) =>
    [...reputationKeys.ratings(), 'scores', subject, ids.join(',')] as const,
  claims: () => [...reputationKeys.all, 'claims'] as const,
  claimList: (query: Record<string, unknown>) =>
    [...reputationKeys.claims(), 'list', query] as const,
  claim: (id: number) => [...reputationKeys.claims(), 'detail', id] as const,
};

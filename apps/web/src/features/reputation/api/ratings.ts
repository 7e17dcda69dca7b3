import type { RatingSubject } from '@spotlane/shared/domain/reputation';
import {
  loadRatings,
  type RatingRequest,
  rating,
  ratingList,
  toRateList,
} from '@spotlane/shared/schemas/reputation';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { getQuery } from '../../../lib/list-query.ts';
import { reputationKeys } from './keys.ts';

/** GET /api/loads/{id}/ratings: what the caller gave, received and may still rate. */
export const loadRatingsQuery = (loadId: number) =>
  getQuery(reputationKeys.loadRatings(loadId), `/api/loads/${loadId}/ratings`, loadRatings);

export function useLoadRatings(loadId: number) {
  return useQuery(loadRatingsQuery(loadId));
}

/** GET /api/ratings/to_rate: the "to rate" reminder. */
export const toRateQuery = () =>
  getQuery(reputationKeys.toRate(), '/api/ratings/to_rate', toRateList);

export function useToRate() {
  return useQuery(toRateQuery());
}

/** GET /api/ratings?subject&subject_id: the visible ratings and the kept score. */
export const subjectRatingsQuery = (subject: RatingSubject, id: number) =>
  getQuery(reputationKeys.subject(subject, id), '/api/ratings', ratingList, {
    query: { subject, subject_id: id, page_size: 20 },
  });

export function useSubjectRatings(subject: RatingSubject, id: number | null) {
  return useQuery({ ...subjectRatingsQuery(subject, id ?? 0), enabled: id !== null });
}

export function useRateLoad(loadId: number) {
  return useApiMutation(
    (body: RatingRequest) =>
      apiRequest(`/api/loads/${loadId}/ratings`, { method: 'POST', body, schema: rating }),
    { invalidates: [reputationKeys.ratings()] },
  );
}

export function useReplyToRating() {
  return useApiMutation(
    ({ id, comment }: { id: number; comment: string }) =>
      apiRequest(`/api/ratings/${id}/reply`, { method: 'POST', body: { comment }, schema: rating }),
    { invalidates: [reputationKeys.ratings()] },
  );
}

/** GET /api/ratings/received: the ratings of the caller's account and facilities. */
export const receivedRatingsQuery = () =>
  getQuery(reputationKeys.received(), '/api/ratings/received', ratingList, {
    query: { page_size: 50 },
  });

export function useReceivedRatings() {
  return useQuery(receivedRatingsQuery());
}

import {
  type AccessorialTermsBody,
  accessorialTermsSchema,
  type LaneAccessorialTermsBody,
  laneAccessorialTermsSchema,
} from '@spotlane/shared/schemas/billing';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { getQuery } from '../../../lib/list-query.ts';
import { billingKeys } from './keys.ts';

/** GET /api/accessorial_terms: the shipper's terms (PRODUCT.md 19). */
export const termsQuery = () =>
  getQuery(billingKeys.terms(), '/api/accessorial_terms', accessorialTermsSchema);

export function useTerms() {
  return useQuery(termsQuery());
}

export function useSaveTerms() {
  return useApiMutation(
    (body: AccessorialTermsBody) =>
      apiRequest('/api/accessorial_terms', {
        method: 'PUT',
        body,
        schema: accessorialTermsSchema,
      }),
    { invalidates: [billingKeys.all] },
  );
}

/** GET /api/lanes/{id}/accessorial_terms: a lane's own terms, each null to inherit. */
export const laneTermsQuery = (laneId: number) =>
  getQuery(
    billingKeys.laneTerms(laneId),
    `/api/lanes/${laneId}/accessorial_terms`,
    laneAccessorialTermsSchema,
  );

export function useLaneTerms(laneId: number) {
  return useQuery(laneTermsQuery(laneId));
}

export function useSaveLaneTerms(laneId: number) {
  return useApiMutation(
    (body: LaneAccessorialTermsBody) =>
      apiRequest(`/api/lanes/${laneId}/accessorial_terms`, {
        method: 'PUT',
        body,
        schema: laneAccessorialTermsSchema,
      }),
    { invalidates: [billingKeys.laneTerms(laneId)] },
  );
}

import {
  type ClaimRequest,
  claim,
  claimList,
  type DecideRequest,
} from '@spotlane/shared/schemas/reputation';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { getQuery } from '../../../lib/list-query.ts';
import { reputationKeys } from './keys.ts';

export interface ClaimListParams {
  status?: string;
  load_id?: number;
  page?: number;
}

/** GET /api/claims: the caller's claims with their clocks. */
export const claimsQuery = (params: ClaimListParams = {}) =>
  getQuery(reputationKeys.claimList({ ...params }), '/api/claims', claimList, {
    query: { ...params, page_size: 50 },
    paged: true,
  });

export function useClaims(params: ClaimListParams = {}) {
  return useQuery(claimsQuery(params));
}

export const claimQuery = (id: number) =>
  getQuery(reputationKeys.claim(id), `/api/claims/${id}`, claim);

export function useClaim(id: number) {
  return useQuery(claimQuery(id));
}

/** The packet's address: the browser opens the PDF itself. */
export const claimPacketUrl = (id: number) => `/api/claims/${id}/packet.pdf`;

export function useFileClaim() {
  return useApiMutation(
    (body: ClaimRequest) => apiRequest('/api/claims', { method: 'POST', body, schema: claim }),
    { invalidates: [reputationKeys.claims()] },
  );
}

export function useAcknowledgeClaim(id: number) {
  return useApiMutation(
    () => apiRequest(`/api/claims/${id}/acknowledge`, { method: 'POST', schema: claim }),
    { invalidates: [reputationKeys.claims()] },
  );
}

export function useDecideClaim(id: number) {
  return useApiMutation(
    (body: DecideRequest) =>
      apiRequest(`/api/claims/${id}/decide`, { method: 'POST', body, schema: claim }),
    { invalidates: [reputationKeys.claims()] },
  );
}

export function useCloseClaim(id: number) {
  return useApiMutation(
    () => apiRequest(`/api/claims/${id}/close`, { method: 'POST', schema: claim }),
    { invalidates: [reputationKeys.claims()] },
  );
}

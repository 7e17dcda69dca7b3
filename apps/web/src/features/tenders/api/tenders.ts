import { tenderList, tenderResponse } from '@spotlane/shared/schemas/tenders';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { getQuery } from '../../../lib/list-query.ts';
import { loadKeys } from '../../loads/api/keys.ts';
import { tenderKeys } from './keys.ts';
import { myTendersQuery } from './my-tenders-query.ts';

/** GET /api/tenders: the signed-in carrier's open offers, each with its load card. */
export function useMyTenders(enabled: boolean) {
  return useQuery({ ...myTendersQuery, enabled });
}

/** GET /api/loads/{id}/tenders: the waterfall of one of the shipper's loads. */
export function useLoadTenders(loadId: number) {
  return useQuery(getQuery(tenderKeys.ofLoad(loadId), `/api/loads/${loadId}/tenders`, tenderList));
}

/** POST /api/tenders/{id}/accept or /decline. */
export function useAnswerTender() {
  return useApiMutation(
    ({ id, answer }: { id: number; answer: 'accept' | 'decline' }) =>
      apiRequest(`/api/tenders/${id}/${answer}`, { method: 'POST', schema: tenderResponse }),
    { invalidates: [tenderKeys.all, loadKeys.spotQuotes] },
  );
}

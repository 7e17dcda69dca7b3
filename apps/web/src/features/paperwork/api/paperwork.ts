import {
  acknowledgement,
  type CreateDocumentRequest,
  documentLink,
  documentList,
  loadDocument,
  publicTracking,
  type ReviewDocumentRequest,
  rateConfirmationVersion,
  shareLink,
  type Timeline,
  type TrackingRequest,
  timeline,
  type UpdateDocumentRequest,
} from '@spotlane/shared/schemas/paperwork';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { getQuery } from '../../../lib/list-query.ts';
import { loadKeys } from '../../loads/api/keys.ts';
import { paperworkKeys } from './keys.ts';

/** The PDF of a version (the latest by default): the address the frame and the download use. */
export const rateConfirmationUrl = (loadId: number, version?: number) =>
  `/api/loads/${loadId}/rate_confirmation${version ? `?version=${version}` : ''}`;

const versions = z.object({ results: z.array(rateConfirmationVersion), count: z.number() });

export function useRateConfirmations(loadId: number | null) {
  return useQuery({
    queryKey: paperworkKeys.confirmations(loadId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(`/api/loads/${loadId}/rate_confirmations`, { schema: versions, signal }),
    enabled: loadId !== null,
    retry: false,
  });
}

export function useAcknowledge(loadId: number) {
  return useApiMutation(
    (name: string) =>
      apiRequest(`/api/loads/${loadId}/rate_confirmation/acknowledge`, {
        method: 'POST',
        body: { name },
        schema: acknowledgement,
      }),
    { invalidates: [paperworkKeys.confirmations(loadId), loadKeys.detail(loadId)] },
  );
}

export function useDocuments(loadId: number) {
  return useQuery(
    getQuery(paperworkKeys.documents(loadId), `/api/loads/${loadId}/documents`, documentList),
  );
}

/** A document attached or reviewed changes the load's list and its detail (missing paperwork). */
const documentsChanged = (loadId: number) => [
  paperworkKeys.documents(loadId),
  loadKeys.detail(loadId),
];

export function useAttachDocument(loadId: number) {
  return useApiMutation(
    (body: CreateDocumentRequest) =>
      apiRequest(`/api/loads/${loadId}/documents`, {
        method: 'POST',
        body,
        schema: loadDocument,
      }),
    { invalidates: documentsChanged(loadId) },
  );
}

/** A fresh signed link of a document (they expire after 15 minutes, so one per download). */
export const fetchDocumentLink = (id: number) =>
  apiRequest(`/api/documents/${id}`, { schema: documentLink });

export function useReviewDocument(loadId: number) {
  return useApiMutation(
    ({ id, ...body }: ReviewDocumentRequest & { id: number }) =>
      apiRequest(`/api/documents/${id}/review`, { method: 'POST', body, schema: loadDocument }),
    { invalidates: documentsChanged(loadId) },
  );
}

/** Its uploader corrects the type of a document not yet reviewed. */
export function useRetypeDocument(loadId: number) {
  return useApiMutation(
    ({ id, ...body }: UpdateDocumentRequest & { id: number }) =>
      apiRequest(`/api/documents/${id}`, { method: 'PUT', body, schema: loadDocument }),
    { invalidates: documentsChanged(loadId) },
  );
}

/** Its uploader removes a document not yet reviewed. */
export function useRemoveDocument(loadId: number) {
  return useApiMutation((id: number) => apiRequest(`/api/documents/${id}`, { method: 'DELETE' }), {
    invalidates: documentsChanged(loadId),
  });
}

export function useTimeline(loadId: number) {
  return useQuery(
    getQuery(paperworkKeys.timeline(loadId), `/api/loads/${loadId}/tracking`, timeline),
  );
}

export function useAddTracking(loadId: number) {
  return useApiMutation(
    (body: TrackingRequest) =>
      apiRequest(`/api/loads/${loadId}/tracking`, { method: 'POST', body, schema: timeline }),
    {
      cache: (client, data) => client.setQueryData(paperworkKeys.timeline(loadId), data),
      invalidates: [loadKeys.all, loadKeys.spotQuotes],
    },
  );
}

/** The timeline says whether a tracking link works; making or revoking one changes that at once. */
function setShareActive(client: QueryClient, loadId: number, active: boolean) {
  client.setQueryData<Timeline>(paperworkKeys.timeline(loadId), (old) =>
    old ? { ...old, share_link_active: active } : old,
  );
}

export function useCreateShare(loadId: number) {
  return useApiMutation(
    () => apiRequest(`/api/loads/${loadId}/share`, { method: 'POST', schema: shareLink }),
    { cache: (client) => setShareActive(client, loadId, true) },
  );
}

export function useRevokeShare(loadId: number) {
  return useApiMutation(() => apiRequest(`/api/loads/${loadId}/share`, { method: 'DELETE' }), {
    cache: (client) => setShareActive(client, loadId, false),
  });
}

export function usePublicTracking(token: string) {
  return useQuery({
    queryKey: paperworkKeys.track(token),
    queryFn: ({ signal }) =>
      apiRequest(`/api/track/${encodeURIComponent(token)}`, { schema: publicTracking, signal }),
    retry: false,
  });
}

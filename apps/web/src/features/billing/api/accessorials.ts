import {
  accessorial,
  accessorialList,
  type CreateAccessorialRequest,
} from '@spotlane/shared/schemas/billing';
import { documentList, loadDocument } from '@spotlane/shared/schemas/paperwork';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { getQuery } from '../../../lib/list-query.ts';
import { uploadFile } from '../../../lib/upload.ts';
import { loadKeys } from '../../loads/api/keys.ts';
import { paperworkKeys } from '../../paperwork/api/keys.ts';
import { billingKeys } from './keys.ts';

/** GET /api/loads/{id}/accessorials: the load's lines, oldest first. */
export function useAccessorials(loadId: number) {
  return useQuery(
    getQuery(
      billingKeys.accessorials(loadId),
      `/api/loads/${loadId}/accessorials`,
      accessorialList,
    ),
  );
}

/** A line changes the load's list, its invoice (a revision) and the load's chat (a dispute). */
const lineChanged = (loadId: number) => [
  billingKeys.accessorials(loadId),
  billingKeys.invoices(),
  loadKeys.comments(loadId),
];

export function useCreateAccessorial(loadId: number) {
  return useApiMutation(
    (body: CreateAccessorialRequest) =>
      apiRequest(`/api/loads/${loadId}/accessorials`, {
        method: 'POST',
        body,
        schema: accessorial,
      }),
    { invalidates: lineChanged(loadId) },
  );
}

export function useApproveAccessorial(loadId: number) {
  return useApiMutation(
    (id: number) =>
      apiRequest(`/api/accessorials/${id}/approve`, { method: 'POST', schema: accessorial }),
    { invalidates: lineChanged(loadId) },
  );
}

export function useDisputeAccessorial(loadId: number) {
  return useApiMutation(
    ({ id, reason }: { id: number; reason: string }) =>
      apiRequest(`/api/accessorials/${id}/dispute`, {
        method: 'POST',
        body: { reason },
        schema: accessorial,
      }),
    { invalidates: lineChanged(loadId) },
  );
}

/** The load's documents, to pick a lumper's receipt already attached. */
export function useLoadDocuments(loadId: number, enabled: boolean) {
  return useQuery({
    ...getQuery(billingKeys.loadDocuments(loadId), `/api/loads/${loadId}/documents`, documentList),
    enabled,
  });
}

/** Uploads a receipt and attaches it to the load as a document; answers the document. */
export function useAttachReceipt(loadId: number) {
  return useApiMutation(
    async ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) => {
      const upload = await uploadFile('document', file, onProgress);
      return apiRequest(`/api/loads/${loadId}/documents`, {
        method: 'POST',
        body: { upload_id: upload.id, kind: 'other', file_name: file.name },
        schema: loadDocument,
      });
    },
    { invalidates: [billingKeys.loadDocuments(loadId), paperworkKeys.documents(loadId)] },
  );
}

import {
  checkCallHeld,
  checkCallSent,
  type DriverRequest,
  driveDocument,
  driverAnswer,
  driverView,
  eldConnection,
  positionsAnswer,
  type QuietHoursBody,
  quietHoursSchema,
  trackingMap,
} from '@spotlane/shared/schemas/tracking';
import { completedUpload, uploadTicket } from '@spotlane/shared/schemas/uploads';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { sendToStorage } from '../../../lib/upload.ts';
import { loadKeys } from '../../loads/api/keys.ts';
import { paperworkKeys } from '../../paperwork/api/keys.ts';

/** PRODUCT.md 18: the map of a load for its shipper and carrier; live events refresh it. */
export function useTrackingMap(loadId: number) {
  return useQuery({
    queryKey: paperworkKeys.map(loadId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/loads/${loadId}/tracking_map`, { schema: trackingMap, signal }),
    // A truck without a live stream (the stream dropped) still moves on the page.
    refetchInterval: 60_000,
  });
}

/** The public tracking page's map: no live stream there, so it asks again every 30 seconds. */
export function usePublicMap(token: string) {
  return useQuery({
    queryKey: paperworkKeys.publicMap(token),
    queryFn: ({ signal }) => apiRequest(`/api/track/${token}/map`, { schema: trackingMap, signal }),
    refetchInterval: 30_000,
    retry: false,
  });
}

const loadChanged = (loadId: number) => [paperworkKeys.ofLoad(loadId), loadKeys.detail(loadId)];

export function useNameDriver(loadId: number) {
  return useApiMutation(
    (body: DriverRequest) =>
      apiRequest(`/api/loads/${loadId}/driver`, { method: 'POST', body, schema: driverAnswer }),
    { invalidates: loadChanged(loadId) },
  );
}

export function useConnectEld(loadId: number) {
  return useApiMutation(
    (body: { provider: 'sim'; vehicle_id: string }) =>
      apiRequest(`/api/loads/${loadId}/eld`, { method: 'POST', body, schema: eldConnection }),
    { invalidates: loadChanged(loadId) },
  );
}

const checkCallAnswer = z.union([checkCallSent, checkCallHeld]);
export function useRequestCheckCall(loadId: number) {
  return useApiMutation(() =>
    apiRequest(`/api/loads/${loadId}/check_call_request`, {
      method: 'POST',
      schema: checkCallAnswer,
    }),
  );
}

export function useQuietHours() {
  return useQuery({
    queryKey: paperworkKeys.quietHours(),
    queryFn: ({ signal }) => apiRequest('/api/quiet_hours', { schema: quietHoursSchema, signal }),
  });
}

export function useSaveQuietHours() {
  return useApiMutation(
    (body: QuietHoursBody) =>
      apiRequest('/api/quiet_hours', { method: 'PUT', body, schema: quietHoursSchema }),
    { invalidates: [paperworkKeys.quietHours()] },
  );
}

// ---------------------------------------------------------------------------------------
// The driver's phone page: no session, the token is the key.

export function useDriverView(token: string) {
  return useQuery({
    queryKey: paperworkKeys.drive(token),
    queryFn: ({ signal }) => apiRequest(`/api/drive/${token}`, { schema: driverView, signal }),
    retry: false,
    refetchOnWindowFocus: true,
  });
}

export const driveApi = {
  sharing: (token: string, sharing: boolean) =>
    apiRequest(`/api/drive/${token}/sharing`, {
      method: 'PUT',
      body: { sharing },
      schema: driverView,
    }),
  positions: (
    token: string,
    positions: Array<{ lat: number; lon: number; at: string; accuracy_m: number | null }>,
  ) =>
    apiRequest(`/api/drive/${token}/positions`, {
      method: 'POST',
      body: { positions },
      schema: positionsAnswer,
    }),
  event: (
    token: string,
    body: { stop_id: number; event: 'arrived' | 'departed'; idempotency_key: string },
  ) => apiRequest(`/api/drive/${token}/events`, { method: 'POST', body, schema: driverView }),
  /** A photo: the upload, its bytes, its check, then the document (one per idempotency key). */
  async document(
    token: string,
    photo: { blob: Blob; type: string; kind: 'bol' | 'pod'; idempotency_key: string },
  ) {
    const ticket = await apiRequest(`/api/drive/${token}/uploads`, {
      method: 'POST',
      body: { content_type: photo.type, size: photo.blob.size },
      schema: uploadTicket,
    });
    await sendToStorage(ticket, photo.blob, () => {});
    await apiRequest(`/api/drive/${token}/uploads/${ticket.id}/complete`, {
      method: 'POST',
      schema: completedUpload,
    });
    return apiRequest(`/api/drive/${token}/documents`, {
      method: 'POST',
      body: { upload_id: ticket.id, kind: photo.kind, idempotency_key: photo.idempotency_key },
      schema: driveDocument,
    });
  },
};

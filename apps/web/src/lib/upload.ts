import {
  completedUpload,
  type UploadPurpose,
  type UploadTicket,
  uploadTicket,
} from '@spotlane/shared/schemas/uploads';
import { ApiError, apiRequest, NETWORK_ERROR, readCookie, statusMessage } from './api-client.ts';

/** Sends the bytes to the ticket's signed URL; `onProgress` gets 0 to 100 as they go. */
export function sendToStorage(
  ticket: UploadTicket,
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(ticket.method, ticket.url);
    for (const [name, value] of Object.entries(ticket.headers)) xhr.setRequestHeader(name, value);
    // The embedded store is the API itself: the session cookie goes along, so the XSRF rule applies.
    const sameOrigin = ticket.url.startsWith('/');
    const xsrf = sameOrigin ? readCookie('XSRF-TOKEN') : null;
    if (xsrf) xhr.setRequestHeader('X-XSRF-TOKEN', xsrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
        return;
      }
      let errors = [{ code: 'UploadFailed', message: statusMessage(xhr.status) }];
      try {
        const body = JSON.parse(xhr.responseText) as { errors?: typeof errors };
        if (body.errors?.length) errors = body.errors;
      } catch {
        // An S3 store answers XML: keep the status message.
      }
      reject(new ApiError(xhr.status, errors));
    };
    xhr.onerror = () => reject(new ApiError(0, [{ code: 'NetworkError', message: NETWORK_ERROR }]));
    xhr.send(file);
  });
}

/**
 * PRODUCT.md 11, one flow for every file: ask for an upload, send the bytes straight to
 * storage, then have the API check them. Answers the completed upload's id.
 */
export async function uploadFile(
  purpose: UploadPurpose,
  file: File,
  onProgress: (percent: number) => void,
) {
  const ticket = await apiRequest('/api/uploads', {
    method: 'POST',
    body: { purpose, content_type: file.type, size: file.size },
    schema: uploadTicket,
  });
  await sendToStorage(ticket, file, onProgress);
  return apiRequest(`/api/uploads/${ticket.id}/complete`, {
    method: 'POST',
    schema: completedUpload,
  });
}

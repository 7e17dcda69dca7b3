import {
  complianceResponse,
  identitySent,
  type PolicyRequest,
  policyResponse,
  verifyRateConfirmationResponse,
} from '@spotlane/shared/schemas/compliance';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, errorItemsOf, readCookie } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { getQuery } from '../../../lib/list-query.ts';
import { bidKeys } from '../../bids/api/keys.ts';
import { carrierKeys } from '../../network/api/keys.ts';
import { complianceKeys } from './keys.ts';

const policyKey = complianceKeys.policy();
const complianceKey = complianceKeys.carrier;

/** GET /api/carrier_policy: the shipper's rules (the defaults of PRODUCT.md 15 until saved). */
export const carrierPolicyQuery = getQuery(policyKey, '/api/carrier_policy', policyResponse);

export function useCarrierPolicy() {
  return useQuery(carrierPolicyQuery);
}

/** PUT /api/carrier_policy (permission carrier_update). */
export function useSaveCarrierPolicy() {
  return useApiMutation(
    (body: PolicyRequest) =>
      apiRequest('/api/carrier_policy', { method: 'PUT', body, schema: policyResponse }),
    { invalidates: [policyKey, carrierKeys.all, bidKeys.all, complianceKeys.all] },
  );
}

/** GET /api/carrier_compliance/{id}: a carrier's record (a shipper's: with its findings). */
export function useCompliance(carrierAccountId: number | null | undefined) {
  return useQuery({
    ...getQuery(
      complianceKey(carrierAccountId ?? 0),
      `/api/carrier_compliance/${carrierAccountId}`,
      complianceResponse,
    ),
    enabled: Boolean(carrierAccountId),
  });
}

/** POST /api/carrier_compliance/{id}/refresh: at most once a minute (429 otherwise). */
export function useRefreshCompliance(carrierAccountId: number) {
  return useApiMutation(
    () =>
      apiRequest(`/api/carrier_compliance/${carrierAccountId}/refresh`, {
        method: 'POST',
        schema: complianceResponse,
      }),
    { invalidates: [complianceKey(carrierAccountId)] },
  );
}

/** POST /api/identity_verification: a code to the registry's e-mail (202 {sent_to}). */
export function useStartIdentityVerification() {
  return useApiMutation(() =>
    apiRequest('/api/identity_verification', { method: 'POST', schema: identitySent }),
  );
}

/** POST /api/identity_verification/confirm {code}. */
export function useConfirmIdentity(carrierAccountId: number) {
  return useApiMutation(
    (code: string) =>
      apiRequest('/api/identity_verification/confirm', {
        method: 'POST',
        body: { code },
        schema: complianceResponse,
      }),
    { invalidates: [complianceKey(carrierAccountId)] },
  );
}

/**
 * POST /api/rate_confirmations/verify with the PDF itself (application/pdf): anyone may ask,
 * signed in or not, so the file goes as the body rather than through an upload of an account.
 */
export async function verifyPdf(file: Blob) {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/pdf',
  };
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) headers['x-xsrf-token'] = xsrf;
  const response = await fetch('/api/rate_confirmations/verify', {
    method: 'POST',
    headers,
    body: file,
    credentials: 'same-origin',
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok)
    throw new ApiError(
      response.status,
      errorItemsOf(body) ?? [{ code: `Http${response.status}`, message: 'The check failed' }],
    );
  return verifyRateConfirmationResponse.parse(body);
}

export function useVerifyPdf() {
  return useMutation({ mutationFn: verifyPdf });
}

import {
  daysToPay,
  maybePaymentDetails,
  type PaymentDetailsRequest,
  paymentDetails,
} from '@spotlane/shared/schemas/billing';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { getQuery } from '../../../lib/list-query.ts';
import { billingKeys } from './keys.ts';

/** GET /api/payment_details: the carrier's bank account, masked; null before the first. */
export const paymentDetailsQuery = () =>
  getQuery(billingKeys.paymentDetails(), '/api/payment_details', maybePaymentDetails);

export function usePaymentDetails() {
  return useQuery(paymentDetailsQuery());
}

export function useSavePaymentDetails() {
  return useApiMutation(
    (body: PaymentDetailsRequest) =>
      apiRequest('/api/payment_details', { method: 'PUT', body, schema: paymentDetails }),
    { invalidates: [billingKeys.paymentDetails(), billingKeys.invoices()] },
  );
}

/** POST /api/payment_details/confirm {code}: the owner confirms a change by the mailed code. */
export function useConfirmPaymentDetails() {
  return useApiMutation(
    (code: string) =>
      apiRequest('/api/payment_details/confirm', {
        method: 'POST',
        body: { code },
        schema: paymentDetails,
      }),
    { invalidates: [billingKeys.paymentDetails(), billingKeys.invoices()] },
  );
}

/** The day's payment file: NACHA (a bank takes it) or CSV. */
export function paymentsExportUrl(date: string, format: 'nacha' | 'csv'): string {
  return `/api/payments/export?${new URLSearchParams({ date, format }).toString()}`;
}

/** GET /api/shippers/{id}/days_to_pay: null while the shipper has paid nothing in 90 days. */
export function useDaysToPay(shipperId: number | null | undefined) {
  return useQuery({
    ...getQuery(
      billingKeys.daysToPay(shipperId ?? 0),
      `/api/shippers/${shipperId}/days_to_pay`,
      daysToPay,
    ),
    enabled: Boolean(shipperId),
  });
}

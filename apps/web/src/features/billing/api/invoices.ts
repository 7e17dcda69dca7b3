import {
  type InvoiceStatus,
  invoice,
  invoiceList,
  invoiceStatuses,
} from '@spotlane/shared/schemas/billing';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/api-mutation.ts';
import { getQuery, pagedQuery } from '../../../lib/list-query.ts';
import { billingKeys } from './keys.ts';

export interface InvoiceListQuery {
  status: InvoiceStatus | null;
  page: number;
  pageSize: number;
}

/** The `status` URL param as an invoice status, or null for every status. */
export function statusOf(value: string | null): InvoiceStatus | null {
  return invoiceStatuses.find((status) => status === value) ?? null;
}

const apiQuery = (query: InvoiceListQuery) => ({
  status: query.status ?? undefined,
  page: query.page,
  page_size: query.pageSize,
});

/** GET /api/invoices: the caller's side's invoices, newest first, one page. */
export const invoicesQuery = (query: InvoiceListQuery) =>
  pagedQuery(billingKeys.invoiceList(query), '/api/invoices', invoiceList, apiQuery(query));

export function useInvoices(query: InvoiceListQuery) {
  return useQuery(invoicesQuery(query));
}

/** The CSV export of the same filter (every page), a plain download link. */
export function invoicesCsvUrl(status: InvoiceStatus | null): string {
  const params = new URLSearchParams({ format: 'csv' });
  if (status) params.set('status', status);
  return `/api/invoices?${params.toString()}`;
}

export const invoicePdfUrl = (id: number) => `/api/invoices/${id}.pdf`;

export const invoiceQuery = (id: number) =>
  getQuery(billingKeys.invoice(id), `/api/invoices/${id}`, invoice);

export function useInvoice(id: number) {
  return useQuery(invoiceQuery(id));
}

function invoiceAction<B>(path: (id: number) => string) {
  return ({ id, body }: { id: number; body: B }) =>
    apiRequest(path(id), { method: 'POST', body, schema: invoice });
}

const changed = { invalidates: [billingKeys.invoices()] };

/** POST /api/invoices/{id}/quick_pay {confirm: true}: the carrier takes quick pay. */
export function useQuickPay() {
  return useApiMutation(
    invoiceAction<{ confirm: true }>((id) => `/api/invoices/${id}/quick_pay`),
    changed,
  );
}

export function useScheduleInvoice() {
  return useApiMutation(
    invoiceAction<{ pay_on: string }>((id) => `/api/invoices/${id}/schedule`),
    changed,
  );
}

export function useMarkPaid() {
  return useApiMutation(
    invoiceAction<{ reference: string; paid_at?: string }>((id) => `/api/invoices/${id}/paid`),
    changed,
  );
}

export function useHoldInvoice() {
  return useApiMutation(
    invoiceAction<{ reason: string }>((id) => `/api/invoices/${id}/hold`),
    changed,
  );
}

/** The invoices of one payment day, every status (the payment run): up to 100. */
export const paymentDayQuery = (payOn: string) =>
  getQuery(billingKeys.invoiceList({ payOn }), '/api/invoices', invoiceList, {
    query: { pay_on: payOn, page_size: 100 },
  });

export function usePaymentDay(payOn: string) {
  return useQuery(paymentDayQuery(payOn));
}

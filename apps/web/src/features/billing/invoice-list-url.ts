import type { InvoiceStatus } from '@spotlane/shared/schemas/billing';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_FILTER_PREFERENCES } from '../../lib/device-storage.ts';
import { readListUrl, writeListUrl } from '../../lib/list-url.ts';
import { type InvoiceListQuery, statusOf } from './api/invoices.ts';

/** Invoices per page: a month of a small carrier's loads on one screen. */
export const INVOICE_PAGE_SIZE = 20;

/**
 * The invoice list's state in the URL (lib/list-url.ts): `page`, and `status` for the filter,
 * so Back, reload and a shared link show the same list. The loader reads it the same way.
 */
export function readInvoiceListUrl(params: URLSearchParams): InvoiceListQuery {
  const { page } = readListUrl(params, DEFAULT_FILTER_PREFERENCES);
  return { status: statusOf(params.get('status')), page, pageSize: INVOICE_PAGE_SIZE };
}

export function useInvoiceListUrl() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readInvoiceListUrl(params), [params]);
  const setStatus = useCallback(
    (status: InvoiceStatus | null) =>
      setParams((current) => {
        const next = writeListUrl(current, { page: 1 });
        if (status) next.set('status', status);
        else next.delete('status');
        return next;
      }),
    [setParams],
  );
  const setPage = useCallback(
    (page: number) => setParams((current) => writeListUrl(current, { page })),
    [setParams],
  );
  return { query, setStatus, setPage };
}

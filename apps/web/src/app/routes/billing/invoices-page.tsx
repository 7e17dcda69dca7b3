import { Button, Container, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import {
  INVOICE_STATUS_LABELS,
  type InvoiceStatus,
  invoiceStatuses,
} from '@spotlane/shared/schemas/billing';
import { IconDownload, IconListCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  invoicesCsvUrl,
  invoicesQuery,
  useInvoices,
} from '../../../features/billing/api/invoices.ts';
import { InvoiceTable } from '../../../features/billing/components/invoice-table.tsx';
import {
  INVOICE_PAGE_SIZE,
  readInvoiceListUrl,
  useInvoiceListUrl,
} from '../../../features/billing/invoice-list-url.ts';
import { useSession } from '../../../lib/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ListPager } from '../../../ui/list-page.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { QueryStates } from '../../../ui/states.tsx';
import type { RouteLoader } from '../../route-module.ts';

/** The page of invoices the URL asks for, with the page's chunk. */
export const loader: RouteLoader =
  (queryClient) =>
  ({ request }) => {
    void queryClient.prefetchQuery(
      invoicesQuery(readInvoiceListUrl(new URL(request.url).searchParams)),
    );
    return null;
  };

const FILTERS = [
  { value: 'all', label: 'All' },
  ...invoiceStatuses.map((status) => ({ value: status, label: INVOICE_STATUS_LABELS[status] })),
];

/**
 * /invoices (PRODUCT.md 19): the shipper's invoices to pay or the carrier's to be paid, by
 * status, paged, with the CSV of the filter; the shipper goes on to its payment run.
 */
export default function InvoicesPage() {
  const { user } = useSession();
  const side = user?.user_type === 'carrier' ? 'carrier' : 'shipper';
  const { query, setStatus, setPage } = useInvoiceListUrl();
  const list = useInvoices(query);
  const emptyText =
    side === 'carrier'
      ? 'An invoice is issued for you when the shipper approves a load’s proof of delivery.'
      : 'An invoice is issued when you approve a load’s proof of delivery.';
  return (
    <>
      <PageHeader title="Invoices" showTools={false} />
      <Container size="xl">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            <SegmentedControl
              aria-label="Status"
              data={FILTERS}
              value={query.status ?? 'all'}
              onChange={(value) => setStatus(value === 'all' ? null : (value as InvoiceStatus))}
              style={{ maxWidth: '100%', overflowX: 'auto' }}
            />
            <Group gap="sm">
              <Button
                component="a"
                href={invoicesCsvUrl(query.status)}
                download
                variant="default"
                size="sm"
                leftSection={<IconDownload size={16} />}
              >
                Export CSV
              </Button>
              {side === 'shipper' ? (
                <Button
                  component={Link}
                  to={paths.paymentRun}
                  size="sm"
                  leftSection={<IconListCheck size={16} />}
                >
                  Payment run
                </Button>
              ) : null}
            </Group>
          </Group>
          <QueryStates
            query={list}
            loading="Loading invoices…"
            isEmpty={list.data?.results.length === 0}
            empty={
              <EmptyState
                title={
                  query.status
                    ? `No ${INVOICE_STATUS_LABELS[query.status].toLowerCase()} invoices`
                    : 'No invoices yet'
                }
              >
                {query.status ? 'Choose another status to see the others.' : emptyText}
              </EmptyState>
            }
          >
            {list.data ? (
              <>
                <Text size="sm" c="dimmed">
                  {list.data.count} invoice{list.data.count === 1 ? '' : 's'}
                </Text>
                <InvoiceTable invoices={list.data.results} side={side} />
                <ListPager
                  page={query.page}
                  count={list.data.count}
                  pageSize={INVOICE_PAGE_SIZE}
                  onChange={setPage}
                />
              </>
            ) : null}
          </QueryStates>
        </Stack>
      </Container>
    </>
  );
}

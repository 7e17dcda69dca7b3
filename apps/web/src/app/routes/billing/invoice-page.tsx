import { Container, Grid, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { invoiceQuery, useInvoice } from '../../../features/billing/api/invoices.ts';
import { InvoiceDetail } from '../../../features/billing/components/invoice-detail.tsx';
import { QuickPayCard } from '../../../features/billing/components/quick-pay-card.tsx';
import { ShipperInvoiceActions } from '../../../features/billing/components/shipper-invoice-actions.tsx';
import { useSession } from '../../../lib/session.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { QueryStates } from '../../../ui/states.tsx';
import type { RouteLoader } from '../../route-module.ts';

export const loader: RouteLoader =
  (queryClient) =>
  ({ params }) => {
    const id = Number(params.id);
    if (Number.isInteger(id) && id > 0) void queryClient.prefetchQuery(invoiceQuery(id));
    return null;
  };

/**
 * /invoices/{id} (PRODUCT.md 19): the invoice, its lines and timeline; beside it the carrier's
 * quick pay (fee and net before it confirms) or the shipper's schedule, paid and hold.
 */
export default function InvoicePage() {
  const id = Number(useParams().id);
  const { user } = useSession();
  const side = user?.user_type === 'carrier' ? 'carrier' : 'shipper';
  const invoice = useInvoice(id);
  return (
    <>
      <PageHeader
        title={invoice.data ? `Invoice ${invoice.data.number}` : 'Invoice'}
        showTools={false}
      />
      <Container size="xl">
        <QueryStates query={invoice} loading="Loading the invoice…">
          {invoice.data ? (
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 8 }}>
                <InvoiceDetail invoice={invoice.data} side={side} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Stack gap="lg">
                  {side === 'carrier' ? (
                    <QuickPayCard invoice={invoice.data} />
                  ) : (
                    <ShipperInvoiceActions invoice={invoice.data} />
                  )}
                </Stack>
              </Grid.Col>
            </Grid>
          ) : null}
        </QueryStates>
      </Container>
    </>
  );
}

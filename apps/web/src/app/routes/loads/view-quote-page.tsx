import { Button, Container, Group, Stack } from '@mantine/core';
import { paths, patterns } from '@spotlane/shared/domain/paths';
import { IconEdit, IconTruck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { loadQuery, useLoad } from '../../../features/loads/api/get-load.ts';
import {
  receivedQuotesQueryOptions,
  useReceivedQuotes,
} from '../../../features/loads/api/list-received-quotes.ts';
import { ReceivedQuotesPanel } from '../../../features/loads/components/quote-request/received-quotes-panel.tsx';
import { RequestSummary } from '../../../features/loads/components/quote-request/request-summary.tsx';
import { quoteStatus } from '../../../features/loads/quote-status.ts';
import { editPathOf } from '../../../features/loads/route-text.ts';
import { parsePathId, usePathId } from '../../../lib/path-id.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';
import type { RouteLoader } from '../../route-module.ts';

/** The request and its quotes, asked for with the chunk. */
export const loader: RouteLoader =
  (queryClient) =>
  ({ params }) => {
    const { id, valid } = parsePathId(params.id);
    if (id !== null && valid) {
      void queryClient.prefetchQuery(loadQuery(id));
      void queryClient.prefetchQuery(receivedQuotesQueryOptions(id));
    }
    return null;
  };

/**
 * /view-quote/{id}, /view-quote-no-location/{id} and /quotes/{id}: a quote request with every
 * quote received, cheapest first, to choose one (until the carrier confirms).
 */
export default function ViewQuotePage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { id, valid } = usePathId();
  const validId = valid ? id : null;
  const load = useLoad(validId);
  const quotes = useReceivedQuotes(validId);
  const title = matchPath(patterns.quote, pathname) ? 'Quote' : 'Quote Request';

  let content: ReactNode;
  let actions: ReactNode = null;
  if (!validId) content = <ErrorState error={new Error('This quote request does not exist.')} />;
  else if (load.isPending) content = <LoadingState label="Loading the quote request…" />;
  else if (load.isError) content = <ErrorState error={load.error} onRetry={() => load.refetch()} />;
  else {
    const request = load.data;
    const status = quoteStatus(request, quotes.data?.results);
    const editable = status !== 'confirmed' && status !== 'cancelled';
    actions = (
      <Group gap="xs">
        {editable ? (
          <Button
            variant="default"
            leftSection={<IconEdit size={16} />}
            onClick={() => navigate(editPathOf(request))}
          >
            Edit
          </Button>
        ) : null}
        {status === 'confirmed' ? (
          <Button
            leftSection={<IconTruck size={16} />}
            onClick={() => navigate(paths.shipmentDetail(request.id))}
          >
            Open shipment
          </Button>
        ) : editable ? (
          <Button
            variant="light"
            leftSection={<IconTruck size={16} />}
            onClick={() => navigate(paths.shipmentFromQuote(request.id))}
          >
            Make it a shipment
          </Button>
        ) : null}
      </Group>
    );
    content = (
      <Stack gap="lg">
        <RequestSummary load={request} status={status} />
        <ReceivedQuotesPanel request={request} quotes={quotes} status={status} />
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title={title} showTools={false} actions={actions} />
      <Container size="lg">{content}</Container>
    </>
  );
}

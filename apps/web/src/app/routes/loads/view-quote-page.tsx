import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatCents } from '@spotlane/shared/domain/money';
import { paths, patterns } from '@spotlane/shared/domain/paths';
import type { BidResponse } from '@spotlane/shared/schemas/bids';
import { audienceLabels, type LoadDetail } from '@spotlane/shared/schemas/loads';
import { IconEdit, IconInfoCircle, IconTruck } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { useChooseQuote } from '../../../features/loads/api/choose-quote.ts';
import { useLoad } from '../../../features/loads/api/get-load.ts';
import { useReceivedQuotes } from '../../../features/loads/api/list-received-quotes.ts';
import { useWithdrawChoice } from '../../../features/loads/api/withdraw-choice.ts';
import { ReceivedQuotesTable } from '../../../features/loads/components/received-quotes-table.tsx';
import {
  QUOTE_STATUS_COLORS,
  QUOTE_STATUS_LABELS,
  type QuoteStatus,
  quoteSpread,
  quoteStatus,
  sortByAmount,
} from '../../../features/loads/quote-status.ts';
import { editPathOf, placeText } from '../../../features/loads/route-text.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatAppointment, formatDate } from '../../../lib/format.ts';
import { usePathId } from '../../../lib/path-id.ts';
import { DetailField } from '../../../ui/detail-fields.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState, LoadingState, QueryStates } from '../../../ui/states.tsx';

function placeOf(
  location: LoadDetail['origin_location'],
  quotePlace: LoadDetail['quote_origin'],
): string {
  if (location) {
    const company = location.company_name ? `${location.company_name} · ` : '';
    return `${company}${placeText(location.address)}`;
  }
  return placeText(quotePlace);
}

function RequestSummary({ load, status }: { load: LoadDetail; status: QuoteStatus }) {
  const specs = Object.entries(load.specs);
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={2} size="h3">
              {load.identifier
                ? `Shipment for ${load.created_by.company_name}`
                : `Quote ${load.name}`}
            </Title>
            <Text c="dimmed" size="sm">
              {load.created_by.company_name}
              {load.identifier ? ` · ${load.identifier}` : ''}
            </Text>
          </Stack>
          <Badge
            size="lg"
            color={QUOTE_STATUS_COLORS[status]}
            variant="light"
            data-testid="quote-status"
          >
            {QUOTE_STATUS_LABELS[status]}
          </Badge>
        </Group>
        {load.identifier ? null : (
          <Alert
            color="blue"
            variant="light"
            icon={<IconInfoCircle size={18} />}
            title="Informational Quote Request"
          >
            This is only a request for an informational quote, which can be revised or confirmed
            before assignment.
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DetailField
            compact
            label="Origin 01"
            value={placeOf(load.origin_location, load.quote_origin)}
          />
          <DetailField
            compact
            label="Destination 01"
            value={placeOf(load.destination_location, load.quote_destination)}
          />
          {load.extra_origin_location ? (
            <DetailField
              compact
              label="Origin 02"
              value={placeOf(load.extra_origin_location, null)}
            />
          ) : null}
          {load.extra_destination_location ? (
            <DetailField
              compact
              label="Destination 02"
              value={placeOf(load.extra_destination_location, null)}
            />
          ) : null}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <DetailField compact label="Ship Date" value={formatDate(load.date_to_leave)} />
          <DetailField
            compact
            label="Exp. Delivery"
            value={formatDate(load.expected_delivery_date)}
          />
          {load.origin_location ? (
            <DetailField
              compact
              label="Pickup Appointment"
              value={formatAppointment(load.appointment_pickup)}
            />
          ) : null}
          {load.destination_location ? (
            <DetailField
              compact
              label="Delivery Appointment"
              value={formatAppointment(load.appointment_delivery)}
            />
          ) : null}
          <DetailField compact label="Load value" value={formatCents(load.load_value)} />
          <DetailField compact label="Who sees it" value={audienceLabels[load.audience.type]} />
        </SimpleGrid>
        {specs.length ? (
          <Stack gap={4}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Shipment Specs
            </Text>
            <Table withRowBorders={false} verticalSpacing={2} maw={480}>
              <Table.Tbody>
                {specs.map(([key, value]) => (
                  <Table.Tr key={key}>
                    <Table.Td fw={600} w="45%">
                      {key}
                    </Table.Td>
                    <Table.Td>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        ) : null}
        {load.description ? <DetailField compact label="Details" value={load.description} /> : null}
      </Stack>
    </Paper>
  );
}

/**
 * /view-quote/{id}, /view-quote-no-location/{id} and /quotes/{id}: a quote request with every
 * quote received, cheapest first, to choose one (until the carrier confirms).
 */
export default function ViewQuotePage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const id = usePathId().id ?? Number.NaN;
  const validId = Number.isInteger(id) && id > 0 ? id : null;
  const load = useLoad(validId);
  const quotes = useReceivedQuotes(validId);
  const choose = useChooseQuote(id);
  const withdraw = useWithdrawChoice(id);
  const title = matchPath(patterns.quote, pathname) ? 'Quote' : 'Quote Request';

  const fail = (error: unknown) =>
    notifications.show({ color: 'red', title: 'Could not save', message: errorMessage(error) });

  const [asking, setAsking] = useState<BidResponse | null>(null);
  const confirmChoice = () => {
    const quote = asking;
    setAsking(null);
    if (!quote) return;
    choose.mutate(quote.id, {
      onSuccess: () =>
        notifications.show({
          color: 'teal',
          message: `${quote.shipper_carrier.company_name} was asked to confirm`,
        }),
      onError: fail,
    });
  };

  let content: ReactNode;
  let actions: ReactNode = null;
  if (!validId) content = <ErrorState error={new Error('This quote request does not exist.')} />;
  else if (load.isPending) content = <LoadingState label="Loading the quote request…" />;
  else if (load.isError) content = <ErrorState error={load.error} onRetry={() => load.refetch()} />;
  else {
    const request = load.data;
    const list = quotes.data ? sortByAmount(quotes.data.results) : [];
    const status = quoteStatus(request, quotes.data?.results);
    const spread = quoteSpread(list);
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
        <Paper withBorder radius="lg" p="lg">
          <Group justify="space-between" mb="md" align="flex-end">
            <Title order={2} size="h4">
              Quotes received
            </Title>
            <Group gap="xl">
              <DetailField compact label="Quotes" value={String(list.length)} />
              <DetailField
                compact
                label="Lowest"
                value={spread ? formatCents(spread.lowest) : '—'}
              />
              <DetailField
                compact
                label="Spread"
                value={spread ? formatCents(spread.spread) : '—'}
              />
            </Group>
          </Group>
          {status === 'chosen' ? (
            <Alert color="orange" variant="light" mb="md">
              The chosen carrier has been asked to confirm its quote with pickup and delivery dates.
              You can withdraw your choice until it does.
            </Alert>
          ) : null}
          {status === 'declined' ? (
            <Alert color="red" variant="light" mb="md">
              The carrier you chose declined. You may choose another quote.
            </Alert>
          ) : null}
          <QueryStates
            query={quotes}
            loading="Loading the quotes…"
            isEmpty={list.length === 0}
            empty={
              <EmptyState title="No quotes yet">
                Carriers in the audience see this request as a spot quote; their quotes show here.
              </EmptyState>
            }
          >
            <ReceivedQuotesTable
              quotes={list}
              loadValue={request.load_value}
              status={status}
              busy={choose.isPending || withdraw.isPending}
              onChoose={setAsking}
              onWithdraw={() => withdraw.mutate(undefined, { onError: fail })}
            />
          </QueryStates>
        </Paper>
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title={title} showTools={false} actions={actions} />
      <Container size="lg">{content}</Container>
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title="Choose this quote"
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            Would you like to choose {asking?.shipper_carrier.company_name} quote for{' '}
            {formatCents(asking?.amount)}? The carrier then confirms it with dates.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(null)}>
              No
            </Button>
            <Button onClick={confirmChoice}>Yes</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatCents } from '@spotlane/shared/domain/money';
import type { BidResponse } from '@spotlane/shared/schemas/bids';
import type { LoadDetail } from '@spotlane/shared/schemas/loads';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-client.ts';
import { DetailField } from '../../../../ui/detail-fields.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { QueryStates } from '../../../../ui/states.tsx';
import { useChooseQuote } from '../../api/choose-quote.ts';
import type { useReceivedQuotes } from '../../api/list-received-quotes.ts';
import { useWithdrawChoice } from '../../api/withdraw-choice.ts';
import { type QuoteStatus, quoteSpread, sortByAmount } from '../../quote-status.ts';
import { ReceivedQuotesTable } from '../received-quotes-table.tsx';

const fail = (error: unknown) =>
  notifications.show({ color: 'red', title: 'Could not save', message: errorMessage(error) });

/**
 * The quotes a request received, cheapest first, with their count, lowest and spread: the
 * shipper chooses one (asked once more) or withdraws the choice until the carrier confirms.
 */
export function ReceivedQuotesPanel({
  request,
  quotes,
  status,
}: {
  request: LoadDetail;
  quotes: ReturnType<typeof useReceivedQuotes>;
  status: QuoteStatus;
}) {
  const choose = useChooseQuote(request.id);
  const withdraw = useWithdrawChoice(request.id);
  const [asking, setAsking] = useState<BidResponse | null>(null);
  const list = quotes.data ? sortByAmount(quotes.data.results) : [];
  const spread = quoteSpread(list);

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

  return (
    <Paper withBorder radius="lg" p="lg">
      <Group justify="space-between" mb="md" align="flex-end">
        <Title order={2} size="h4">
          Quotes received
        </Title>
        <Group gap="xl">
          <DetailField compact label="Quotes" value={String(list.length)} />
          <DetailField compact label="Lowest" value={spread ? formatCents(spread.lowest) : '—'} />
          <DetailField compact label="Spread" value={spread ? formatCents(spread.spread) : '—'} />
        </Group>
      </Group>
      {status === 'chosen' ? (
        <Alert color="orange" variant="light" mb="md">
          The chosen carrier has been asked to confirm its quote with pickup and delivery dates. You
          can withdraw your choice until it does.
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
    </Paper>
  );
}

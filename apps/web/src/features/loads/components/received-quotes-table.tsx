import { Badge, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { INSURANCE_WARNING, isUnderInsured } from '@spotlane/shared/domain/insurance';
import { formatCents } from '@spotlane/shared/domain/money';
import type { BidResponse } from '@spotlane/shared/schemas/bids';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { BID_COLUMNS } from '../../../ui/bid-columns.ts';
import { TableHead } from '../../../ui/table-head.tsx';
import type { QuoteStatus } from '../quote-status.ts';

interface Props {
  quotes: readonly BidResponse[];
  loadValue: number | null;
  status: QuoteStatus;
  busy: boolean;
  onChoose: (quote: BidResponse) => void;
  onWithdraw: () => void;
}

/** Every quote received for one request, cheapest first, with Choose / Withdraw choice. */
export function ReceivedQuotesTable({
  quotes,
  loadValue,
  status,
  busy,
  onChoose,
  onWithdraw,
}: Props) {
  const open = status === 'collecting' || status === 'declined' || status === 'chosen';
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Quotes received">
        <TableHead columns={[...BID_COLUMNS, { label: 'Commands', ta: 'right', w: 170 }]} />
        <Table.Tbody>
          {quotes.map((quote) => {
            const carrier = quote.shipper_carrier;
            const underInsured = isUnderInsured(carrier.details.cargo, loadValue);
            return (
              <Table.Tr
                key={quote.id}
                data-chosen={quote.is_chosen || undefined}
                bg={quote.is_chosen ? 'var(--mantine-color-teal-light)' : undefined}
              >
                <Table.Td>
                  {underInsured ? (
                    <Tooltip label={INSURANCE_WARNING} multiline w={260} withArrow>
                      <IconAlertTriangle
                        size={18}
                        color="var(--mantine-color-orange-6)"
                        aria-label={INSURANCE_WARNING}
                      />
                    </Tooltip>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {carrier.first_name} {carrier.last_name}
                  </Text>
                  {quote.is_chosen ? (
                    <Badge
                      size="xs"
                      mt={4}
                      color={status === 'confirmed' ? 'teal' : 'orange'}
                      variant={status === 'confirmed' ? 'filled' : 'light'}
                    >
                      {status === 'confirmed' ? 'Confirmed' : 'Chosen'}
                    </Badge>
                  ) : null}
                  {quote.is_rejected && !quote.is_chosen && status !== 'confirmed' ? (
                    <Badge size="xs" mt={4} color="red" variant="light">
                      Declined
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{carrier.company_name}</Text>
                  {underInsured ? (
                    <Text size="xs" c="orange.8" maw={220}>
                      {INSURANCE_WARNING}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Text fw={700} size="sm">
                    {formatCents(quote.amount)}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(quote.created_at)}
                  </Text>
                </Table.Td>
                <Table.Td>{quote.pickup_date ? formatDate(quote.pickup_date) : '—'}</Table.Td>
                <Table.Td>{quote.delivery_date ? formatDate(quote.delivery_date) : '—'}</Table.Td>
                <Table.Td maw={220}>
                  <Text size="sm" lineClamp={2}>
                    {quote.notes ?? ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group justify="flex-end" gap="xs" wrap="nowrap">
                    {status === 'chosen' && quote.is_chosen ? (
                      <Button
                        size="compact-sm"
                        variant="default"
                        disabled={busy}
                        onClick={onWithdraw}
                      >
                        Withdraw choice
                      </Button>
                    ) : null}
                    {open && !quote.is_chosen && !quote.is_rejected ? (
                      <Button
                        size="compact-sm"
                        disabled={busy || status === 'chosen'}
                        onClick={() => onChoose(quote)}
                        aria-label={`Choose ${carrier.company_name} quote`}
                      >
                        Choose
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { formatCents } from '@spotlane/shared/domain/money';
import { type TenderStatus, tenderStatusLabels } from '@spotlane/shared/schemas/tenders';
import { formatDateTime } from '../../../lib/format.ts';
import { ComplianceBadges } from '../../../ui/compliance-badges.tsx';
import { ListStates } from '../../../ui/list-states.tsx';
import { useLoadTenders } from '../api/tenders.ts';

// Labels in shade 9 on the light badge: AA contrast (4.5:1) for their small bold text.
const STATUS_COLORS: Record<TenderStatus, string> = {
  offered: 'blue',
  accepted: 'teal',
  declined: 'red',
  expired: 'gray',
  cancelled: 'gray',
};

/** PRODUCT.md 8: the waterfall of a load its lane's routing guide tenders, on the load's page. */
export function TendersTable({ loadId }: { loadId: number }) {
  const tenders = useLoadTenders(loadId);
  const rows = tenders.data?.results ?? [];
  return (
    <Stack gap="sm" component="section" aria-label="Routing guide tenders">
      <Title order={3} size="h4">
        Routing guide tenders
      </Title>
      <ListStates
        query={tenders}
        loading="Loading the tenders…"
        rows={rows}
        empty="The first carrier of the guide gets the offer in a moment."
      >
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Carrier</Table.Th>
                <Table.Th>Rate</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Offered</Table.Th>
                <Table.Th>Expires</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((tender) => (
                <Table.Tr key={tender.id} data-testid="tender-row">
                  <Table.Td>
                    <Stack gap={4}>
                      <Text size="sm">{tender.carrier.company_name}</Text>
                      <ComplianceBadges compliance={tender.compliance} compact />
                    </Stack>
                  </Table.Td>
                  <Table.Td>{tender.rate === null ? '—' : formatCents(tender.rate)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Badge
                      variant="light"
                      color={STATUS_COLORS[tender.status]}
                      c={`${STATUS_COLORS[tender.status]}.9`}
                      style={{ overflow: 'visible' }}
                    >
                      {tenderStatusLabels[tender.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(tender.offered_at)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(tender.expires_at)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListStates>
    </Stack>
  );
}

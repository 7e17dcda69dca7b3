import { Anchor, Paper, Table, Text } from '@mantine/core';
import { formatCents } from '@spotlane/shared/domain/money';
import { paths } from '@spotlane/shared/domain/paths';
import type { Invoice } from '@spotlane/shared/schemas/billing';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import stacked from '../../../ui/stacked-table.module.css';
import { dateInZone } from '../invoice-dates.ts';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

/**
 * One page of invoices: number, load, the other party, issue and due dates, status and total
 * (what is owed: the net once quick pay is taken). A card per invoice on a phone.
 */
export function InvoiceTable({
  invoices,
  side,
}: {
  invoices: Invoice[];
  side: 'shipper' | 'carrier';
}) {
  const other = side === 'shipper' ? 'Carrier' : 'Shipper';
  return (
    <Paper withBorder radius="lg" p={{ base: 'xs', sm: 0 }}>
      <Table
        verticalSpacing="sm"
        highlightOnHover
        aria-label="Invoices"
        className={stacked.stacked}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Invoice</Table.Th>
            <Table.Th>Load</Table.Th>
            <Table.Th>{other}</Table.Th>
            <Table.Th>Issued</Table.Th>
            <Table.Th>Due</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td data-label="Invoice">
                <Anchor component={Link} to={paths.invoice(row.id)} fw={600}>
                  {row.number}
                </Anchor>
              </Table.Td>
              <Table.Td data-label="Load">
                <Text size="sm">{row.load_identifier ?? row.load_name}</Text>
                {row.load_identifier ? (
                  <Text size="xs" c="dimmed">
                    {row.load_name}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td data-label={other}>
                {side === 'shipper' ? row.carrier.company_name : row.shipper.company_name}
              </Table.Td>
              <Table.Td data-label="Issued">
                {formatDate(dateInZone(row.issued_at, row.time_zone))}
              </Table.Td>
              <Table.Td data-label="Due">
                {row.status === 'scheduled' && row.pay_on ? (
                  <Text size="sm">Pay on {formatDate(row.pay_on)}</Text>
                ) : (
                  formatDate(row.due_on)
                )}
              </Table.Td>
              <Table.Td data-label="Status">
                <InvoiceStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td data-label="Total" ta={{ base: 'left', sm: 'right' }}>
                <Text fw={600} size="sm">
                  {formatCents(row.total)}
                </Text>
                {row.quick_pay ? (
                  <Text size="xs" c="dimmed">
                    Quick pay: {formatCents(row.quick_pay.net)} net
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

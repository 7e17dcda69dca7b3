import {
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { formatCents } from '@spotlane/shared/domain/money';
import { paths } from '@spotlane/shared/domain/paths';
import {
  INVOICE_STATUS_LABELS,
  type Invoice,
  type InvoiceStatus,
} from '@spotlane/shared/schemas/billing';
import { IconFileTypePdf } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { invoicePdfUrl } from '../api/invoices.ts';
import { dateInZone } from '../invoice-dates.ts';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

const statusWord = (status: string) => INVOICE_STATUS_LABELS[status as InvoiceStatus] ?? status;

/**
 * An invoice as both parties read it (PRODUCT.md 19): who owes whom for which load, the lines
 * and total, the due date, quick pay, and the timeline (open, scheduled, paid, on hold) with
 * its moments in the shipper's zone.
 */
export function InvoiceDetail({
  invoice,
  side,
}: {
  invoice: Invoice;
  side: 'shipper' | 'carrier';
}) {
  const zone = invoice.time_zone;
  const loadLink =
    side === 'shipper'
      ? paths.shipmentDetail(invoice.load_id)
      : paths.assignedSpotQuote(invoice.load_id);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg">
        <Group justify="space-between" align="flex-start" mb="md">
          <div>
            <Group gap="sm">
              <Title order={2} size="h3">
                {invoice.number}
              </Title>
              <InvoiceStatusBadge status={invoice.status} />
            </Group>
            {invoice.revision > 1 ? (
              <Text size="sm" c="dimmed">
                Revision {invoice.revision}
              </Text>
            ) : null}
          </div>
          <Button
            component="a"
            href={invoicePdfUrl(invoice.id)}
            target="_blank"
            rel="noopener"
            variant="default"
            leftSection={<IconFileTypePdf size={18} />}
          >
            PDF
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Fact label="Load">
            <Anchor component={Link} to={loadLink}>
              {invoice.load_identifier ?? invoice.load_name}
            </Anchor>
          </Fact>
          <Fact label="Bill to (shipper)">{invoice.shipper.company_name}</Fact>
          <Fact label="Pay to (carrier)">{invoice.carrier.company_name}</Fact>
          <Fact label="Issued">{formatDate(dateInZone(invoice.issued_at, zone))}</Fact>
          <Fact label="Due">{formatDate(invoice.due_on)}</Fact>
          <Fact label="Pay on">{invoice.pay_on ? formatDate(invoice.pay_on) : '—'}</Fact>
          <Fact label="Paid">{invoice.paid_at ? formatDateTime(invoice.paid_at, zone) : '—'}</Fact>
          <Fact label="Reference">{invoice.reference ?? '—'}</Fact>
        </SimpleGrid>
        {invoice.hold_reason ? (
          <Text mt="md" c="orange.9" size="sm">
            On hold: {invoice.hold_reason}
          </Text>
        ) : null}
      </Paper>

      <Paper withBorder radius="lg" p="lg">
        <Title order={3} size="h4" mb="sm">
          Lines
        </Title>
        <Table aria-label="Invoice lines">
          <Table.Tbody>
            {invoice.lines.map((line) => (
              <Table.Tr key={`${line.type}-${line.description}-${line.amount}`}>
                <Table.Td>{line.description}</Table.Td>
                <Table.Td ta="right">{formatCents(line.amount)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td fw={700}>Total</Table.Td>
              <Table.Td ta="right" fw={700}>
                {formatCents(invoice.total)}
              </Table.Td>
            </Table.Tr>
            {invoice.quick_pay ? (
              <>
                <Table.Tr>
                  <Table.Td c="dimmed">Quick pay fee</Table.Td>
                  <Table.Td ta="right" c="dimmed">
                    −{formatCents(invoice.quick_pay.fee)}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td fw={700}>Net paid by {formatDate(invoice.quick_pay.pay_by)}</Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {formatCents(invoice.quick_pay.net)}
                  </Table.Td>
                </Table.Tr>
              </>
            ) : null}
          </Table.Tbody>
        </Table>
      </Paper>

      <Paper withBorder radius="lg" p="lg">
        <Title order={3} size="h4" mb="md">
          Timeline
        </Title>
        <Timeline active={invoice.timeline.length - 1} bulletSize={16} lineWidth={2}>
          {invoice.timeline.map((entry) => (
            <Timeline.Item
              key={`${entry.at}-${entry.status}-${entry.note}`}
              title={statusWord(entry.status)}
            >
              <Text size="sm" c="dimmed">
                {formatDateTime(entry.at, zone)}
                {entry.by ? ` · ${entry.by}` : ''}
              </Text>
              {entry.note ? <Text size="sm">{entry.note}</Text> : null}
            </Timeline.Item>
          ))}
        </Timeline>
      </Paper>
    </Stack>
  );
}

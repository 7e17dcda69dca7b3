import { Alert, Button, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatCents } from '@spotlane/shared/domain/money';
import type { Invoice } from '@spotlane/shared/schemas/billing';
import { IconBolt, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useQuickPay } from '../api/invoices.ts';

/**
 * PRODUCT.md 19, quick pay: before the invoice is scheduled the carrier may be paid within 2
 * business days for the shipper's fee. The fee and the net are on the card and again in the
 * confirmation, before anything is asked of the server.
 */
export function QuickPayCard({ invoice }: { invoice: Invoice }) {
  const [confirming, setConfirming] = useState(false);
  const quickPay = useQuickPay();
  if (invoice.status === 'paid') {
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} title="Paid">
        {formatCents(invoice.quick_pay?.net ?? invoice.total)} paid
        {invoice.reference ? `, reference ${invoice.reference}` : ''}.
      </Alert>
    );
  }
  if (invoice.quick_pay) {
    return (
      <Alert color="grape" variant="light" icon={<IconBolt size={18} />} title="Quick pay taken">
        {formatCents(invoice.quick_pay.net)} will be paid by {formatDate(invoice.quick_pay.pay_by)}{' '}
        ( fee {formatCents(invoice.quick_pay.fee)}).
      </Alert>
    );
  }
  const offer = invoice.quick_pay_offer;
  if (!offer) return null;
  const breakdown = (
    <Table aria-label="Quick pay">
      <Table.Tbody>
        <Table.Tr>
          <Table.Td>Invoice total</Table.Td>
          <Table.Td ta="right">{formatCents(invoice.total)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Td>Quick pay fee ({offer.percent}%)</Table.Td>
          <Table.Td ta="right">−{formatCents(offer.fee)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Td fw={700}>You receive by {formatDate(offer.pay_by)}</Table.Td>
          <Table.Td ta="right" fw={700}>
            {formatCents(offer.net)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Group gap="xs">
          <IconBolt size={20} />
          <Title order={3} size="h4">
            Get paid sooner
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          Due {formatDate(invoice.due_on)}. With quick pay you are paid within 2 business days.
        </Text>
        {breakdown}
        <Group justify="flex-end">
          <Button onClick={() => setConfirming(true)}>Take quick pay</Button>
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Take quick pay?">
        <Stack>
          {breakdown}
          {quickPay.isError ? (
            <Text c="red.8" size="sm" role="alert">
              {errorMessage(quickPay.error)}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              loading={quickPay.isPending}
              onClick={() =>
                quickPay.mutate(
                  { id: invoice.id, body: { confirm: true } },
                  { onSuccess: () => setConfirming(false) },
                )
              }
            >
              Confirm: receive {formatCents(offer.net)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

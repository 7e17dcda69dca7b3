import {
  Anchor,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatCents } from '@spotlane/shared/domain/money';
import { paths } from '@spotlane/shared/domain/paths';
import type { Invoice } from '@spotlane/shared/schemas/billing';
import { IconCash, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { FormError } from '../../../ui/form-error.tsx';
import stacked from '../../../ui/stacked-table.module.css';
import { useMarkPaid } from '../api/invoices.ts';
import { paymentsExportUrl } from '../api/payments.ts';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

/** What a scheduled invoice pays out: its net once quick pay is taken, else its total. */
export const amountPaid = (invoice: Invoice) => invoice.quick_pay?.net ?? invoice.total;

/** Marks every scheduled invoice of the day paid with one reference (the bank's batch). */
function MarkPaidForm({ invoices, onDone }: { invoices: Invoice[]; onDone: () => void }) {
  const paid = useMarkPaid();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ reference: string }>({ defaultValues: { reference: '' } });
  const submit = handleSubmit(async ({ reference }) => {
    setFormError(null);
    try {
      for (const invoice of invoices)
        await paid.mutateAsync({ id: invoice.id, body: { reference } });
      onDone();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['reference']));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError message={formError} />
        <Text size="sm">
          {invoices.length} payment{invoices.length === 1 ? '' : 's'},{' '}
          {formatCents(invoices.reduce((sum, invoice) => sum + amountPaid(invoice), 0))}.
        </Text>
        <TextInput
          label="Payment reference"
          description="The batch or trace number your bank gave the file."
          error={errors.reference?.message}
          {...register('reference')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Mark paid
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * PRODUCT.md 19, the shipper's payment run: the day's scheduled payments, the NACHA file a
 * bank takes and the CSV, then marked paid with the bank's reference. Invoices already paid on
 * the day stay listed as paid.
 */
export function PaymentRun({ date, invoices }: { date: string; invoices: Invoice[] }) {
  const [marking, setMarking] = useState(false);
  const due = invoices.filter((invoice) => invoice.status === 'scheduled');
  const total = due.reduce((sum, invoice) => sum + amountPaid(invoice), 0);
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <div>
            <Title order={2} size="h4">
              {formatDate(date)}: {due.length} payment{due.length === 1 ? '' : 's'} to send
            </Title>
            <Text size="xl" fw={700}>
              {formatCents(total)}
            </Text>
            {due.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nothing is scheduled: the NACHA file of this day is empty and valid.
              </Text>
            ) : null}
          </div>
          <Group gap="sm">
            <Button
              component="a"
              href={paymentsExportUrl(date, 'nacha')}
              download
              variant="default"
              leftSection={<IconDownload size={16} />}
            >
              NACHA file
            </Button>
            <Button
              component="a"
              href={paymentsExportUrl(date, 'csv')}
              download
              variant="default"
              leftSection={<IconDownload size={16} />}
            >
              CSV
            </Button>
            <Button
              leftSection={<IconCash size={16} />}
              disabled={due.length === 0}
              onClick={() => setMarking(true)}
            >
              Mark paid
            </Button>
          </Group>
        </Group>
      </Paper>
      {invoices.length ? (
        <Paper withBorder radius="lg" p={{ base: 'xs', sm: 0 }}>
          <Table verticalSpacing="sm" aria-label="Payments of the day" className={stacked.stacked}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Invoice</Table.Th>
                <Table.Th>Carrier</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td data-label="Invoice">
                    <Anchor component={Link} to={paths.invoice(invoice.id)} fw={600}>
                      {invoice.number}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {invoice.load_identifier ?? invoice.load_name}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label="Carrier">{invoice.carrier.company_name}</Table.Td>
                  <Table.Td data-label="Status">
                    <InvoiceStatusBadge status={invoice.status} />
                    {invoice.reference ? (
                      <Text size="xs" c="dimmed">
                        Ref. {invoice.reference}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td data-label="Amount">
                    {formatCents(amountPaid(invoice))}
                    {invoice.quick_pay ? (
                      <Text size="xs" c="dimmed">
                        Quick pay net
                      </Text>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : null}
      <Modal
        opened={marking}
        onClose={() => setMarking(false)}
        title="Mark the day’s payments paid"
      >
        {marking ? <MarkPaidForm invoices={due} onDone={() => setMarking(false)} /> : null}
      </Modal>
    </Stack>
  );
}

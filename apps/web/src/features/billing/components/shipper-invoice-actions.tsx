import { Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { REMIT_HOLD_REASON } from '@spotlane/shared/domain/invoice-math';
import type { Invoice } from '@spotlane/shared/schemas/billing';
import { IconCalendarDue, IconCash, IconHandStop } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { FormError } from '../../../ui/form-error.tsx';
import { useHoldInvoice, useMarkPaid, useScheduleInvoice } from '../api/invoices.ts';

type Action = 'schedule' | 'paid' | 'hold';

const TITLES: Record<Action, string> = {
  schedule: 'Schedule the payment',
  paid: 'Mark as paid',
  hold: 'Put on hold',
};

interface Values {
  pay_on: string;
  reference: string;
  reason: string;
}

/** The one field each action asks for, with the server's error next to it. */
function ActionForm({
  invoice,
  action,
  onDone,
}: {
  invoice: Invoice;
  action: Action;
  onDone: () => void;
}) {
  const schedule = useScheduleInvoice();
  const paid = useMarkPaid();
  const hold = useHoldInvoice();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: { pay_on: invoice.pay_on ?? invoice.due_on, reference: '', reason: '' },
  });
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (action === 'schedule')
        await schedule.mutateAsync({ id: invoice.id, body: { pay_on: values.pay_on } });
      else if (action === 'paid')
        await paid.mutateAsync({ id: invoice.id, body: { reference: values.reference } });
      else await hold.mutateAsync({ id: invoice.id, body: { reason: values.reason } });
      onDone();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['pay_on', 'reference', 'reason']));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError message={formError} />
        {action === 'schedule' ? (
          <TextInput
            type="date"
            label="Pay on"
            description="The day the payment goes out in your payment run."
            error={errors.pay_on?.message}
            {...register('pay_on')}
          />
        ) : null}
        {action === 'paid' ? (
          <TextInput
            label="Payment reference"
            description="The ACH trace, check number or your bank's reference."
            error={errors.reference?.message}
            {...register('reference')}
          />
        ) : null}
        {action === 'hold' ? (
          <TextInput
            label="Reason"
            description="The carrier sees it on the invoice."
            error={errors.reason?.message}
            {...register('reason')}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {TITLES[action]}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The shipper's steps on an invoice: schedule a payment date, mark paid, or hold it. */
export function ShipperInvoiceActions({ invoice }: { invoice: Invoice }) {
  const [action, setAction] = useState<Action | null>(null);
  if (invoice.status === 'paid') return null;
  const held = invoice.status === 'on_hold';
  // The remit-to guard's hold is the carrier owner's to lift (PRODUCT.md 19); the shipper's own
  // hold is lifted by scheduling the payment again.
  const remitHold = held && invoice.hold_reason === REMIT_HOLD_REASON;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Pay this invoice
        </Title>
        {remitHold ? (
          <Text size="sm" c="dimmed">
            On hold: the carrier changed its bank details, and the payment waits until its owner
            confirms the change.
          </Text>
        ) : held ? (
          <Text size="sm" c="dimmed">
            On hold: it is left out of payment runs. Schedule the payment to release it.
          </Text>
        ) : null}
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconCalendarDue size={18} />}
            onClick={() => setAction('schedule')}
            disabled={remitHold}
          >
            {held ? 'Release and schedule' : 'Schedule'}
          </Button>
          <Button
            leftSection={<IconCash size={18} />}
            onClick={() => setAction('paid')}
            disabled={held}
          >
            Mark paid
          </Button>
          {held ? null : (
            <Button
              variant="subtle"
              color="orange"
              leftSection={<IconHandStop size={18} />}
              onClick={() => setAction('hold')}
            >
              Hold
            </Button>
          )}
        </Group>
      </Stack>
      <Modal
        opened={action !== null}
        onClose={() => setAction(null)}
        title={action ? TITLES[action] : ''}
      >
        {action ? (
          <ActionForm invoice={invoice} action={action} onDone={() => setAction(null)} />
        ) : null}
      </Modal>
    </Paper>
  );
}

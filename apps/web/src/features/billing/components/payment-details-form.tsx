import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  confirmPaymentDetailsRequest,
  type paymentDetails,
  paymentDetailsRequest,
} from '@spotlane/shared/schemas/billing';
import { IconCheck, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { z } from 'zod';
import { FormTextInput } from '../../../ui/form-fields.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { useConfirmPaymentDetails, useSavePaymentDetails } from '../api/payments.ts';

type Details = z.infer<typeof paymentDetails>;

const FIELDS = ['routing_number', 'account_number', 'account_name'] as const;

/** The bank account as the server keeps it: masked, and whether a change waits for its code. */
export function PaymentDetailsSummary({ details }: { details: Details }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} size="h4" mb="sm">
        Where we send your payments
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Name on the account
          </Text>
          <Text>{details.account_name}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Routing number
          </Text>
          <Text ff="monospace">{details.routing_number}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Account number
          </Text>
          <Text ff="monospace">{details.account_number}</Text>
        </div>
      </SimpleGrid>
    </Paper>
  );
}

/** The owner types the 6-digit code mailed for a change; the held payments go on. */
export function ConfirmChangeForm() {
  const confirm = useConfirmPaymentDetails();
  const form = useSchemaForm(confirmPaymentDetailsRequest, { defaultValues: { code: '' } });
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconMailCheck size={18} />}
      title="Confirm the change"
    >
      <Text size="sm" mb="sm">
        Payments scheduled within 72 hours are held until your account’s owner confirms the new bank
        account with the code we mailed them.
      </Text>
      <SchemaForm
        form={form}
        serverFields={['code']}
        onSubmit={(values) => confirm.mutateAsync(values.code)}
      >
        <Group align="flex-end">
          <FormTextInput name="code" label="Code from the mail" inputMode="numeric" maxLength={6} />
          <Button type="submit" loading={confirm.isPending}>
            Confirm
          </Button>
        </Group>
      </SchemaForm>
    </Alert>
  );
}

/**
 * PRODUCT.md 19: the carrier's bank account. The routing number's check digit is checked as it
 * is typed (and again by the server, whose errors land at their field); answers come masked.
 */
export function PaymentDetailsForm({ hasDetails }: { hasDetails: boolean }) {
  const save = useSavePaymentDetails();
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm(paymentDetailsRequest, {
    defaultValues: { routing_number: '', account_number: '', account_name: '' },
    mode: 'onTouched',
  });
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} size="h4" mb={4}>
        {hasDetails ? 'Change the bank account' : 'Add your bank account'}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {hasDetails
          ? 'A change within 72 hours of a scheduled payment holds it until your owner confirms by a mailed code.'
          : 'Shippers pay you by ACH to this account.'}
      </Text>
      <SchemaForm
        form={form}
        serverFields={FIELDS}
        onSubmit={async (values) => {
          setSaved(false);
          await save.mutateAsync(values);
          form.reset();
          setSaved(true);
        }}
      >
        {saved ? (
          <Alert color="teal" variant="light" icon={<IconCheck size={18} />} role="status">
            Your bank account is saved.
          </Alert>
        ) : null}
        <FormTextInput name="account_name" label="Name on the account" autoComplete="off" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormTextInput
            name="routing_number"
            label="Routing number"
            inputMode="numeric"
            maxLength={9}
            autoComplete="off"
          />
          <FormTextInput
            name="account_number"
            label="Account number"
            inputMode="numeric"
            maxLength={17}
            autoComplete="off"
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save bank account
          </Button>
        </Group>
      </SchemaForm>
    </Paper>
  );
}

export function PaymentDetailsSection({ details }: { details: Details | null }) {
  return (
    <Stack gap="lg">
      {details ? <PaymentDetailsSummary details={details} /> : null}
      {details?.pending_confirmation ? <ConfirmChangeForm /> : null}
      <PaymentDetailsForm hasDetails={Boolean(details)} />
    </Stack>
  );
}

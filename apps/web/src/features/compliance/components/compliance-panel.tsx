import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  PinInput,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ComplianceResponse } from '@spotlane/shared/schemas/compliance';
import { IconRefresh, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { VerifiedBadge } from '../../../ui/compliance-badges.tsx';
import { FormError } from '../../../ui/form-error.tsx';
import {
  useConfirmIdentity,
  useRefreshCompliance,
  useStartIdentityVerification,
} from '../api/compliance.ts';

const STATUS_WORDS = {
  verified: {
    color: 'teal',
    title: 'Verified',
    text: 'The registry confirms your authority, your safety status and your insurance.',
  },
  failing: {
    color: 'red',
    title: 'Failing',
    text: 'The registry reports a problem shippers may block on. See how to fix it below.',
  },
  unverifiable: {
    color: 'gray',
    title: 'Unverifiable',
    text: 'The registry could not confirm your company: check the MC and DOT numbers on your account.',
  },
} as const;

const dollars = (cents: number | null) =>
  cents === null ? 'Not on file' : `$${Math.round(cents / 100).toLocaleString('en-US')}`;

/** How to fix what fails, in the carrier's words (it never sees another shipper's rules). */
function fixes(record: ComplianceResponse['registry'], status: ComplianceResponse['status']) {
  const steps: string[] = [];
  if (!record) {
    steps.push(
      'Make sure the MC and DOT numbers on your account are the ones the registry (FMCSA) holds for you, then check again.',
    );
    return steps;
  }
  if (record.authority_status && record.authority_status !== 'active')
    steps.push(`Your operating authority is ${record.authority_status}: reinstate it with FMCSA.`);
  if (record.out_of_service) steps.push('Resolve the out-of-service order with FMCSA.');
  if (
    record.insurance_expires_on &&
    record.insurance_expires_on < new Date().toISOString().slice(0, 10)
  )
    steps.push('Have your insurer file current insurance with FMCSA.');
  if (record.bipd_cents === 0)
    steps.push('No liability insurance is on file: have your insurer file it.');
  if (record.safety_rating === 'unsatisfactory')
    steps.push('Your safety rating is unsatisfactory: ask FMCSA for a review once corrected.');
  if (steps.length === 0 && status !== 'verified')
    steps.push(
      'Some facts are missing from the registry: they are usually updated within days of a filing.',
    );
  return steps;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value}</Text>
    </Stack>
  );
}

/** The carrier's own compliance: what the registry says, its identity, and how to fix it. */
export function CompliancePanel({ compliance }: { compliance: ComplianceResponse }) {
  const refresh = useRefreshCompliance(compliance.carrier_account_id);
  const start = useStartIdentityVerification();
  const confirm = useConfirmIdentity(compliance.carrier_account_id);
  const [code, setCode] = useState('');
  const words = STATUS_WORDS[compliance.status];
  const record = compliance.registry;
  const steps = fixes(record, compliance.status);
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
            <Group gap="xs">
              <Title order={3}>Registry status</Title>
              <Badge color={words.color} variant="filled">
                {words.title}
              </Badge>
            </Group>
            <Text c="dimmed">{words.text}</Text>
            <Text size="sm" c="dimmed">
              {compliance.checked_at
                ? `Last checked ${formatDateTime(compliance.checked_at)}`
                : 'Not checked yet'}
            </Text>
          </Stack>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={refresh.isPending}
            onClick={() => refresh.mutate()}
          >
            Check again
          </Button>
        </Group>
        <FormError message={refresh.isError ? errorMessage(refresh.error) : null} />
      </Paper>

      <Paper withBorder radius="lg" p="md">
        <Title order={4} mb="sm">
          What the registry says
        </Title>
        {record ? (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            <Fact label="Legal name" value={record.legal_name ?? '—'} />
            <Fact
              label="DOT / MC"
              value={`${record.dot_number ?? '—'} / ${record.mc_number ?? '—'}`}
            />
            <Fact label="Authority" value={record.authority_status ?? 'Unknown'} />
            <Fact label="Authority since" value={record.authority_since ?? 'Unknown'} />
            <Fact
              label="Out of service"
              value={
                record.out_of_service === null ? 'Unknown' : record.out_of_service ? 'Yes' : 'No'
              }
            />
            <Fact label="Safety rating" value={record.safety_rating ?? 'Unknown'} />
            <Fact label="Liability (BIPD)" value={dollars(record.bipd_cents)} />
            <Fact label="Cargo insurance" value={dollars(record.cargo_cents)} />
            <Fact label="Insurance expires" value={record.insurance_expires_on ?? 'Not given'} />
          </SimpleGrid>
        ) : (
          <Text c="dimmed">The registry has no record for your MC/DOT numbers.</Text>
        )}
        {steps.length > 0 && (
          <Alert color="yellow" mt="md" title="How to fix it">
            <Stack gap={4}>
              {steps.map((step) => (
                <Text key={step} size="sm">
                  {step}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
      </Paper>

      <Paper withBorder radius="lg" p="md">
        <Group gap="xs" mb="xs">
          <IconShieldCheck size={20} />
          <Title order={4}>Verified identity</Title>
          <VerifiedBadge verified={compliance.identity_verified} />
        </Group>
        {compliance.identity_verified ? (
          <Text>
            Your company proved it controls its registry record. Shippers see the Verified badge
            beside your name, and nobody else can sign up with your MC/DOT number.
          </Text>
        ) : (
          <Stack gap="sm">
            <Text>
              Prove that your company controls its registry record: Spotlane mails a 6-digit code to
              the e-mail address the registry holds for your DOT number.
            </Text>
            {start.data ? (
              <Stack gap="xs">
                <Text size="sm">
                  We sent a code to <b>{start.data.sent_to}</b>. Enter it here.
                </Text>
                <Group gap="sm" wrap="wrap">
                  <PinInput
                    length={6}
                    type="number"
                    oneTimeCode
                    value={code}
                    onChange={setCode}
                    aria-label="Verification code"
                  />
                  <Button
                    disabled={code.length !== 6}
                    loading={confirm.isPending}
                    onClick={() => confirm.mutate(code)}
                  >
                    Verify
                  </Button>
                </Group>
                <FormError message={confirm.isError ? errorMessage(confirm.error) : null} />
              </Stack>
            ) : (
              <Group>
                <Button loading={start.isPending} onClick={() => start.mutate()}>
                  Mail me a code
                </Button>
              </Group>
            )}
            <FormError message={start.isError ? errorMessage(start.error) : null} />
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import {
  POLICY_RULE_TEXT,
  POLICY_RULES,
  type Policy,
  type PolicyAction,
  type PolicyRule,
} from '@spotlane/shared/domain/carrier-policy';
import type { PolicyResponse } from '@spotlane/shared/schemas/compliance';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { FormError } from '../../../ui/form-error.tsx';
import { useSaveCarrierPolicy } from '../api/compliance.ts';

const ACTIONS: { value: PolicyAction; label: string }[] = [
  { value: 'block', label: 'Block' },
  { value: 'warn', label: 'Warn' },
  { value: 'off', label: 'Off' },
];

/** The minimum each rule compares with, when it has one. */
const MINIMUMS: Partial<Record<PolicyRule, keyof Omit<Policy, 'rules'>>> = {
  cargo_below_minimum: 'cargo_minimum_cents',
  bipd_below_minimum: 'bipd_minimum_cents',
  authority_newer_than: 'authority_min_days',
};

const SOURCES: Record<string, string> = {
  qcmobile: "FMCSA's QCMobile service",
  file: 'a registry snapshot file',
};

/**
 * /settings/carrier-policy: each rule block, warn or off, its minimum, and in plain words what
 * it means (PRODUCT.md 15). Money is typed in dollars and sent in cents.
 */
export function PolicyForm({ policy, canEdit }: { policy: PolicyResponse; canEdit: boolean }) {
  const [draft, setDraft] = useState<Policy>(policy);
  const save = useSaveCarrierPolicy();
  const [saved, setSaved] = useState(false);
  const setRule = (rule: PolicyRule, action: PolicyAction) => {
    setSaved(false);
    setDraft((current) => ({ ...current, rules: { ...current.rules, [rule]: action } }));
  };
  const setMinimum = (key: keyof Omit<Policy, 'rules'>, value: number) => {
    setSaved(false);
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const minimumInput = (rule: PolicyRule) => {
    const key = MINIMUMS[rule];
    if (!key) return null;
    const days = key === 'authority_min_days';
    return (
      <NumberInput
        size="xs"
        w={150}
        mt={6}
        disabled={!canEdit}
        label={days ? 'Minimum age (days)' : 'Minimum (dollars)'}
        prefix={days ? undefined : '$'}
        thousandSeparator=","
        min={0}
        allowDecimal={false}
        value={days ? draft[key] : Math.round(draft[key] / 100)}
        onChange={(value) => {
          const number = typeof value === 'number' ? value : Number(value || 0);
          setMinimum(key, days ? number : number * 100);
        }}
      />
    );
  };
  return (
    <Stack gap="md">
      {policy.registry_source === 'none' ? (
        <Alert color="yellow" icon={<IconInfoCircle size={18} />} title="No registry is configured">
          Spotlane cannot check any carrier, so every carrier is unverifiable until the server is
          given a registry (REGISTRY_URL or REGISTRY_FILE).
        </Alert>
      ) : (
        <Text c="dimmed" size="sm">
          Carriers are checked against {SOURCES[policy.registry_source] ?? 'the registry'} when they
          sign up, when they change their MC/DOT number, every night while they are active, and
          whenever you ask.
        </Text>
      )}
      <Paper withBorder radius="lg" p={0}>
        <Stack gap={0} aria-label="Carrier policy rules">
          {POLICY_RULES.map((rule, index) => (
            <Group
              key={rule}
              justify="space-between"
              align="flex-start"
              wrap="wrap"
              gap="sm"
              p="md"
              style={
                index === 0 ? undefined : { borderTop: '1px solid var(--mantine-color-gray-3)' }
              }
            >
              <Stack gap={2} style={{ flex: '1 1 260px', minWidth: 0 }}>
                <Text fw={600}>{POLICY_RULE_TEXT[rule].label}</Text>
                <Text size="sm" c="dimmed">
                  {POLICY_RULE_TEXT[rule].explain}
                </Text>
                {minimumInput(rule)}
              </Stack>
              <SegmentedControl
                size="xs"
                w={{ base: '100%', xs: 220 }}
                disabled={!canEdit}
                aria-label={`${POLICY_RULE_TEXT[rule].label}: action`}
                data-testid={`rule-${rule}`}
                data={ACTIONS}
                value={draft.rules[rule]}
                onChange={(value) => setRule(rule, value as PolicyAction)}
                color={
                  draft.rules[rule] === 'block'
                    ? 'red'
                    : draft.rules[rule] === 'warn'
                      ? 'yellow'
                      : 'gray'
                }
              />
            </Group>
          ))}
        </Stack>
      </Paper>
      <Text size="sm" c="dimmed">
        Block: the carrier cannot bid, counter or be tendered your loads, cannot be named in an
        audience, and does not see your private loads; accepting it needs the "Override the carrier
        policy" permission and a reason. Warn: the reason shows beside the carrier wherever you
        choose one. Off: the rule is not checked.
      </Text>
      <FormError message={save.isError ? errorMessage(save.error) : null} />
      {canEdit ? (
        <Group justify="flex-end">
          {saved && (
            <Text size="sm" c="teal.8" role="status">
              Policy saved
            </Text>
          )}
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                {
                  rules: draft.rules,
                  cargo_minimum_cents: draft.cargo_minimum_cents,
                  bipd_minimum_cents: draft.bipd_minimum_cents,
                  authority_min_days: draft.authority_min_days,
                },
                { onSuccess: () => setSaved(true) },
              )
            }
          >
            Save policy
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Changing the policy needs the "Manage carriers" permission.
        </Text>
      )}
    </Stack>
  );
}

import { Badge, Group, List, Stack, Text, Tooltip } from '@mantine/core';
import { POLICY_RULE_TEXT } from '@spotlane/shared/domain/carrier-policy';
import type { ComplianceBrief } from '@spotlane/shared/schemas/compliance';
import { IconAlertTriangle, IconBan, IconShieldCheck } from '@tabler/icons-react';

const STATUS = {
  verified: { color: 'teal', label: 'Registry: verified' },
  failing: { color: 'red', label: 'Registry: failing' },
  unverifiable: { color: 'gray', label: 'Registry: unverifiable' },
} as const;

/** PRODUCT.md 15: the badge of a carrier that proved it controls its registry record. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  if (!verified) return null;
  return (
    <Tooltip label="Identity verified: proved with a code mailed to the registry's e-mail">
      <Badge
        color="teal"
        variant="filled"
        leftSection={<IconShieldCheck size={12} />}
        aria-label="Verified identity"
      >
        Verified
      </Badge>
    </Tooltip>
  );
}

/**
 * What the shipper's carrier policy finds on a carrier, shown beside it wherever the shipper
 * chooses one (View Bids, tenders, the carrier's page, the named-carrier picker, the bid chat).
 * `compact` shows badges only (each finding's words in its tooltip).
 */
export function ComplianceBadges({
  compliance,
  compact = false,
}: {
  compliance: ComplianceBrief | null | undefined;
  compact?: boolean;
}) {
  if (!compliance) return null;
  const status = STATUS[compliance.status];
  const blocks = compliance.findings.filter((finding) => finding.action === 'block');
  const warns = compliance.findings.filter((finding) => finding.action === 'warn');
  const badges = (
    <Group gap={6} wrap="wrap">
      <VerifiedBadge verified={compliance.identity_verified} />
      <Badge color={status.color} variant="light">
        {status.label}
      </Badge>
      {blocks.length > 0 && (
        <Tooltip label={blocks.map((finding) => finding.detail).join('; ')} multiline w={280}>
          <Badge color="red" variant="filled" leftSection={<IconBan size={12} />}>
            Blocked by your policy
          </Badge>
        </Tooltip>
      )}
      {warns.length > 0 && (
        <Tooltip label={warns.map((finding) => finding.detail).join('; ')} multiline w={280}>
          <Badge color="yellow" variant="light" leftSection={<IconAlertTriangle size={12} />}>
            {warns.length === 1 ? '1 warning' : `${warns.length} warnings`}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
  if (compact || compliance.findings.length === 0) return badges;
  return (
    <Stack gap={6}>
      {badges}
      <List size="sm" spacing={2} aria-label="What your carrier policy finds">
        {compliance.findings.map((finding) => (
          <List.Item key={finding.rule}>
            <Text span size="sm" c={finding.action === 'block' ? 'red.8' : 'yellow.9'} fw={600}>
              {finding.action === 'block' ? 'Blocks' : 'Warns'}:
            </Text>{' '}
            <Text span size="sm">
              {POLICY_RULE_TEXT[finding.rule].label}. {finding.detail}.
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

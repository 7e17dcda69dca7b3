import { Badge, Group } from '@mantine/core';
import { CLAIM_STATUS_LABELS, type Claim } from '@spotlane/shared/schemas/reputation';

const COLORS: Record<Claim['status'], string> = {
  filed: 'blue',
  acknowledged: 'indigo',
  paid: 'teal',
  declined: 'gray',
  partial: 'yellow',
  closed: 'dark',
};

export function ClaimStatus({ claim }: { claim: Claim }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={COLORS[claim.status]} variant="light">
        {CLAIM_STATUS_LABELS[claim.status]}
      </Badge>
      {claim.overdue ? (
        <Badge color="red" variant="filled">
          Overdue
        </Badge>
      ) : null}
    </Group>
  );
}

import { ActionIcon, Badge, Tooltip } from '@mantine/core';
import type { CarrierResponse } from '@spotlane/shared/schemas/carriers';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useUpdateCarrier } from '../api/update-carrier.ts';

export function StatusBadge({ status }: { status: CarrierResponse['status'] }) {
  return status === 'linked' ? (
    <Badge color="teal" variant="light">
      Linked
    </Badge>
  ) : (
    <Badge color="orange" variant="light">
      Invited
    </Badge>
  );
}

export function carrierName(carrier: CarrierResponse): string {
  return (
    carrier.company_name || `${carrier.first_name} ${carrier.last_name}`.trim() || carrier.email
  );
}

/** The preferred star: filled when preferred; a toggle for users with carrier_update. */
export function PreferredStar({
  carrier,
  canEdit,
}: {
  carrier: CarrierResponse;
  canEdit: boolean;
}) {
  const update = useUpdateCarrier();
  const label = carrier.preferred ? 'Preferred carrier' : 'Not preferred';
  const icon = carrier.preferred ? (
    <IconStarFilled size={18} color="var(--mantine-color-yellow-5)" />
  ) : (
    <IconStar size={18} />
  );
  if (!canEdit) {
    return (
      <Tooltip label={label}>
        <span role="img" aria-label={label} style={{ display: 'inline-flex' }}>
          {icon}
        </span>
      </Tooltip>
    );
  }
  return (
    <Tooltip label={carrier.preferred ? 'Unmark as preferred' : 'Mark as preferred'}>
      <ActionIcon
        variant="subtle"
        color={carrier.preferred ? 'yellow' : 'gray'}
        aria-label={carrier.preferred ? 'Unmark as preferred' : 'Mark as preferred'}
        aria-pressed={carrier.preferred}
        loading={update.isPending}
        onClick={(event) => {
          event.stopPropagation();
          update.mutate({ id: carrier.id, body: { preferred: !carrier.preferred } });
        }}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

import { Badge } from '@mantine/core';
import { type LoadStatus, STATUS_LABELS } from '@spotlane/shared/domain/load-status';
import {
  IconCalendarCheck,
  IconCircleCheck,
  IconCircleDashed,
  IconCircleX,
  IconPencil,
  IconTruckDelivery,
  IconUserCheck,
  IconUserQuestion,
} from '@tabler/icons-react';

const ICONS = {
  draft: { icon: IconPencil, color: 'yellow' },
  unscheduled: { icon: IconCircleDashed, color: 'gray' },
  scheduled: { icon: IconCalendarCheck, color: 'teal' },
  assigned: { icon: IconUserCheck, color: 'blue' },
  unassigned: { icon: IconUserQuestion, color: 'orange' },
  in_transit: { icon: IconTruckDelivery, color: 'indigo' },
  delivered: { icon: IconCircleCheck, color: 'green' },
  cancelled: { icon: IconCircleX, color: 'red' },
} as const;

/** SPEC 4: each status has its own icon; any value starting with 'cancelled' is canceled. */
export function StatusIcon({ status, withLabel = true }: { status: string; withLabel?: boolean }) {
  const key = (status.startsWith('cancelled') ? 'cancelled' : status) as LoadStatus;
  const { icon: Icon, color } = ICONS[key] ?? ICONS.unscheduled;
  const label = STATUS_LABELS[key] ?? status;
  return (
    <Badge
      color={color}
      variant="light"
      leftSection={<Icon size={14} aria-hidden />}
      data-status={status}
      aria-label={`Status: ${label}`}
    >
      {withLabel ? label : null}
    </Badge>
  );
}

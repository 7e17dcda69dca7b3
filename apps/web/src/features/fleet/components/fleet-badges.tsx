import { Badge } from '@mantine/core';
import { driverStatusLabels, equipmentStatusLabels } from '@spotlane/shared/schemas/fleet';
import dayjs from 'dayjs';
import { formatDate } from '../../../lib/format.ts';
import { licenceState } from '../fleet-rules.ts';

export function DriverStatusBadge({ status }: { status: keyof typeof driverStatusLabels }) {
  return (
    <Badge variant="light" color={status === 'active' ? 'teal' : 'gray'}>
      {driverStatusLabels[status]}
    </Badge>
  );
}

export function EquipmentStatusBadge({ status }: { status: keyof typeof equipmentStatusLabels }) {
  return (
    <Badge variant="light" color={status === 'active' ? 'teal' : 'red'}>
      {equipmentStatusLabels[status]}
    </Badge>
  );
}

/** The licence expiry, red when expired and orange within 30 days (PRODUCT.md 7). */
export function LicenceExpiry({ expiry }: { expiry: string }) {
  const state = licenceState(expiry, dayjs().format('YYYY-MM-DD'));
  if (state === 'valid') return <span>{formatDate(expiry)}</span>;
  return (
    <Badge variant="light" color={state === 'expired' ? 'red' : 'orange'}>
      {state === 'expired' ? 'Expired' : 'Expires'} {formatDate(expiry)}
    </Badge>
  );
}

export function ArchivedBadge() {
  return (
    <Badge variant="outline" color="gray">
      Archived
    </Badge>
  );
}

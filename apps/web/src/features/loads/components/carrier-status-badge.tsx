import { Badge } from '@mantine/core';
import { isCancelled } from '@spotlane/shared/domain/load-status';
import { IconFileDollar } from '@tabler/icons-react';
import { StatusIcon } from '../../../ui/status-icon.tsx';
import { hasIdentifier } from '../carrier-rules.ts';

/**
 * The status badge a carrier sees: an open quote request is not an "Unscheduled"
 * shipment to a carrier, it is a request for a price: it reads 'Quote request'.
 */
export function CarrierStatusBadge({
  load,
}: {
  load: { status: string; identifier: string | null; is_quote: boolean };
}) {
  if (!hasIdentifier(load) && !isCancelled(load.status)) {
    return (
      <Badge
        color="grape"
        variant="light"
        leftSection={<IconFileDollar size={14} aria-hidden />}
        data-status={load.status}
        aria-label="Status: Quote request"
      >
        Quote request
      </Badge>
    );
  }
  return <StatusIcon status={load.status} />;
}

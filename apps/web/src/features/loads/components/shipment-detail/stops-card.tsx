// A load the SPEC's stop fields can say keeps the SPEC's columns; others list every stop.

import { Card, SimpleGrid, Stack } from '@mantine/core';
import { needsStopEditor } from '@spotlane/shared/forms/shipment-form';
import type { LoadDetail } from '@spotlane/shared/schemas/loads';
import { DetailField } from '../../../../ui/detail-fields.tsx';
import { CompactFields, loadSchedule } from '../load-schedule.tsx';
import { StopBlock } from '../stop-block.tsx';
import { StopList } from '../stop-list.tsx';

/**
 * One side of the load: its first stop (or, for a quote request without locations, the
 * quoted place), its second stop, then its date and appointments.
 */
function StopColumn({
  side,
  load,
  canEdit,
}: {
  side: 'Origin' | 'Destination';
  load: LoadDetail;
  canEdit: boolean;
}) {
  const origin = side === 'Origin';
  const [first, second, quote] = origin
    ? [load.origin_location, load.extra_origin_location, load.quote_origin]
    : [load.destination_location, load.extra_destination_location, load.quote_destination];
  const kind = origin ? 'Shipping' : 'Delivery';
  const schedule = loadSchedule(load);
  return (
    <Stack gap="md">
      {first ? (
        <StopBlock label={`${side} 01`} stop={first} kind={kind} canEdit={canEdit} />
      ) : quote ? (
        <DetailField compact label={`${side} 01`}>
          {`${quote.city}, ${quote.state} - ${quote.zipcode}`}
        </DetailField>
      ) : null}
      <StopBlock label={`${side} 02`} stop={second} kind={kind} canEdit={canEdit} />
      <CompactFields fields={origin ? schedule.pickup : schedule.delivery} />
    </Stack>
  );
}

/** The shipper's stops of one load, with each location's hours (`canEdit`: may set them). */
export function StopsCard({ load, canEdit }: { load: LoadDetail; canEdit: boolean }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      {needsStopEditor(load) ? (
        <StopList load={load} canEdit={canEdit} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <StopColumn side="Origin" load={load} canEdit={canEdit} />
          <StopColumn side="Destination" load={load} canEdit={canEdit} />
        </SimpleGrid>
      )}
    </Card>
  );
}

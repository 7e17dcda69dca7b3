import { Text } from '@mantine/core';
import type { ShipmentProcess } from '@spotlane/shared/domain/hours';
import type { LocationHoursProps } from '../../../ui/location-hours.tsx';
import { useLocation } from '../api/get-location.ts';
import { HoursControl } from './hours-control.tsx';
import { LocationHoursCheck } from './location-hours-check.tsx';

/** The hours control of a location whose hours the caller does not hold: read, then shown. */
function StoredLocationHours({ locationId, kind, canEdit }: LocationHoursProps) {
  const location = useLocation(locationId);
  if (!location.data) {
    return (
      <Text size="xs" c="dimmed">
        {location.isError ? 'unavailable' : '…'}
      </Text>
    );
  }
  return (
    <HoursControl
      locationId={locationId}
      kind={kind}
      schedule={location.data.schedule}
      shipmentProcess={location.data.shipment_process as ShipmentProcess}
      canEdit={canEdit}
    />
  );
}

function LocationHoursControl(props: LocationHoursProps) {
  if (props.schedule === undefined) return <StoredLocationHours {...props} />;
  return (
    <HoursControl
      locationId={props.locationId}
      kind={props.kind}
      schedule={props.schedule}
      shipmentProcess={props.shipmentProcess}
      canEdit={props.canEdit}
    />
  );
}

/** What the signed-in shell provides to `ui/location-hours.tsx` for every feature. */
export const locationHoursControls = {
  Control: LocationHoursControl,
  Check: LocationHoursCheck,
};

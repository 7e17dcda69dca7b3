import { Button } from '@mantine/core';
import type { ShipmentProcess } from '@spotlane/shared/domain/hours';
import { useState } from 'react';
import type { LocationHoursCheckProps } from '../../../ui/location-hours.tsx';
import { useLocation as useDeliveryLocation } from '../api/get-location.ts';
import { HoursViewerModal } from './hours-viewer-modal.tsx';

/**
 * The carrier's 'Check' control next to a stop or a date (SPEC 2.8, 2.13): opens the
 * location's hours in the viewer, without editing. When the hours cannot be read the viewer
 * shows 'TBA'.
 */
export function LocationHoursCheck({ locationId, kind, shipmentProcess }: LocationHoursCheckProps) {
  const [opened, setOpened] = useState(false);
  const location = useDeliveryLocation(opened ? locationId : null);
  const process = (location.data?.shipment_process ??
    shipmentProcess ??
    null) as ShipmentProcess | null;
  return (
    <>
      <Button
        variant="light"
        size="compact-sm"
        onClick={() => setOpened(true)}
        aria-label={`Check ${kind.toLowerCase()} hours`}
        disabled={!locationId}
      >
        Check
      </Button>
      <HoursViewerModal
        opened={opened}
        onClose={() => setOpened(false)}
        kind={kind}
        schedule={location.data?.schedule ?? null}
        shipmentProcess={process}
      />
    </>
  );
}

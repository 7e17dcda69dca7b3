import { Button } from '@mantine/core';
import {
  hoursControlLabel,
  type ScheduleEntry,
  type ShipmentProcess,
} from '@spotlane/shared/domain/hours';
import { paths } from '@spotlane/shared/domain/paths';
import { lazy, Suspense, useState } from 'react';
import { useLocation as useRouterLocation } from 'react-router';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { tellUser } from '../../../ui/entity-actions.tsx';
import type { HoursKind } from '../../../ui/location-hours.tsx';
import { useSaveHours } from '../api/save-hours.ts';
import { HoursViewerModal } from './hours-viewer-modal.tsx';
import { SetHoursConfirm } from './set-hours-confirm.tsx';

// The editor (its week grid and time choices) loads when someone sets or changes hours: the
// controls themselves come with the signed-in shell, beside every list.
const HoursEditorModal = lazy(() =>
  import('./hours-editor-modal.tsx').then((module) => ({ default: module.HoursEditorModal })),
);

interface Props {
  locationId: number;
  kind: HoursKind;
  schedule: readonly ScheduleEntry[] | null | undefined;
  shipmentProcess: ShipmentProcess | null | undefined;
  /** Carriers only look; shippers with company_update may set and change hours. */
  canEdit: boolean;
}

/**
 * The 'Check' / 'Set' control next to a location (SPEC 4): 'Check' opens the viewer; 'Set'
 * (no hours yet) asks for confirmation, except on spot-quotes pages, then opens the editor.
 */
export function HoursControl({ locationId, kind, schedule, shipmentProcess, canEdit }: Props) {
  const label = hoursControlLabel(schedule);
  const path = useRouterLocation().pathname;
  const onSpotQuotes = path.startsWith(paths.spotQuotes) || path.startsWith(paths.allSpotQuotes);
  const [open, setOpen] = useState<'viewer' | 'confirm' | 'editor' | null>(null);
  const save = useSaveHours(locationId);

  const start = () => {
    if (label === 'Check' || !canEdit) setOpen('viewer');
    else setOpen(onSpotQuotes ? 'editor' : 'confirm');
  };

  return (
    <>
      <Button
        variant="light"
        size="compact-sm"
        onClick={start}
        aria-label={`${label} ${kind.toLowerCase()} hours`}
      >
        {label}
      </Button>
      <HoursViewerModal
        opened={open === 'viewer'}
        onClose={() => setOpen(null)}
        kind={kind}
        schedule={schedule}
        shipmentProcess={shipmentProcess}
        onEdit={canEdit ? () => setOpen('editor') : undefined}
      />
      <SetHoursConfirm
        opened={open === 'confirm'}
        kind={kind}
        onNo={() => setOpen(null)}
        onYes={() => setOpen('editor')}
      />
      {open === 'editor' ? (
        <Suspense fallback={null}>
          <HoursEditorModal
            opened
            onClose={() => setOpen(null)}
            schedule={schedule}
            shipmentProcess={shipmentProcess}
            saving={save.isPending}
            onSave={async (nextSchedule, process) => {
              try {
                await save.mutateAsync({ schedule: nextSchedule, shipmentProcess: process });
                setOpen(null);
              } catch (error) {
                // SPEC 8: a failed save alerts the server's answer.
                tellUser(
                  'Hours not saved',
                  isApiError(error)
                    ? JSON.stringify({ errors: error.errors })
                    : errorMessage(error),
                );
              }
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

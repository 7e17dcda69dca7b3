import { Stack } from '@mantine/core';
import type { FleetLoad } from '@spotlane/shared/schemas/fleet';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FleetLoads } from '../../../features/fleet/components/fleet-loads.tsx';
import { RecordActions } from '../../../features/fleet/components/record-actions.tsx';
import { RecordHeading } from '../../../features/fleet/components/record-frame.tsx';
import { useSession } from '../../../lib/session.ts';
import {
  DetailField,
  DetailGrid,
  DetailPage,
  DetailSection,
  recordLoad,
} from '../../../ui/detail-fields.tsx';

interface FleetRecord {
  id: number;
  archived_at: string | null;
  notes: string | null;
  loads: FleetLoad[];
}

/**
 * The view page of a driver or unit on the kit's DetailPage: edit and archive in the header
 * (for a user who may edit shipments), the card with the name, status and fields, the notes,
 * then its upcoming and past loads.
 */
export function FleetRecordPage<T extends FleetRecord>({
  title,
  noun,
  query,
  valid,
  archive,
  name,
  status,
  paths,
  cols,
  children,
}: {
  title: string;
  noun: 'driver' | 'unit';
  query: UseQueryResult<T>;
  valid: boolean;
  archive: UseMutationResult<void, Error, number>;
  name: (data: T) => string;
  status: (data: T) => ReactNode;
  paths: { edit: (id: number) => string; list: string };
  cols: number;
  /** The record's fields, laid out `cols` to a row. */
  children: (data: T) => ReactNode;
}) {
  const { user } = useSession();
  return (
    <DetailPage
      title={title}
      {...recordLoad(noun, query, valid)}
      actions={(data) =>
        !data.archived_at && user?.permissions.shipment_edit !== false ? (
          <RecordActions
            noun={noun}
            name={name(data)}
            editPath={paths.edit(data.id)}
            listPath={paths.list}
            archive={archive}
            id={data.id}
          />
        ) : null
      }
    >
      {(data) => (
        <Stack gap="lg">
          <DetailSection>
            <RecordHeading
              name={name(data)}
              archived={Boolean(data.archived_at)}
              status={status(data)}
            />
            <DetailGrid cols={cols}>{children(data)}</DetailGrid>
            <DetailField label="Notes" value={data.notes} preWrap />
          </DetailSection>
          <FleetLoads loads={data.loads} />
        </Stack>
      )}
    </DetailPage>
  );
}

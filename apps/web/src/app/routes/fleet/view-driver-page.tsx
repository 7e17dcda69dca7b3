import { Paper, SimpleGrid, Stack } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { useParams } from 'react-router';
import { useArchiveDriver } from '../../../features/fleet/api/archive-driver.ts';
import { useDriver } from '../../../features/fleet/api/get-driver.ts';
import {
  DriverStatusBadge,
  LicenceExpiry,
} from '../../../features/fleet/components/fleet-badges.tsx';
import { FleetLoads } from '../../../features/fleet/components/fleet-loads.tsx';
import { RecordActions } from '../../../features/fleet/components/record-actions.tsx';
import {
  RecordFrame,
  RecordHeading,
  recordId,
} from '../../../features/fleet/components/record-frame.tsx';
import { driverName } from '../../../features/fleet/fleet-rules.ts';
import { useSession } from '../../../lib/session.ts';
import { DetailField } from '../../../ui/detail-fields.tsx';

/** /view-driver/{id}: the driver, the licence, and upcoming and past loads. */
export default function ViewDriverPage() {
  const { id, valid } = recordId(useParams().id);
  const { user } = useSession();
  const driver = useDriver(valid ? id : null);
  const archive = useArchiveDriver();
  return (
    <RecordFrame
      title="Driver"
      noun="driver"
      id={id ?? 0}
      valid={valid && id !== null}
      query={driver}
      size="md"
      actions={(data) =>
        !data.archived_at && user?.permissions.shipment_edit !== false ? (
          <RecordActions
            noun="driver"
            name={driverName(data)}
            editPath={paths.editDriver(data.id)}
            listPath={paths.drivers}
            archive={archive}
            id={data.id}
          />
        ) : null
      }
    >
      {(data) =>
        data ? (
          <Stack gap="lg">
            <Paper withBorder radius="lg" p="lg">
              <Stack gap="md">
                <RecordHeading
                  name={driverName(data)}
                  archived={Boolean(data.archived_at)}
                  status={<DriverStatusBadge status={data.status} />}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <DetailField label="Phone">{data.phone}</DetailField>
                  <DetailField label="E-mail">{data.email}</DetailField>
                  <DetailField label="Licence">
                    {`${data.license_number} (${data.license_state})`}
                  </DetailField>
                  <DetailField label="Licence expiry">
                    <LicenceExpiry expiry={data.license_expiry} />
                  </DetailField>
                </SimpleGrid>
                <DetailField label="Notes" preWrap>
                  {data.notes}
                </DetailField>
              </Stack>
            </Paper>
            <FleetLoads loads={data.loads} />
          </Stack>
        ) : null
      }
    </RecordFrame>
  );
}

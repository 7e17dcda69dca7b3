import { Paper, SimpleGrid, Stack } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { equipmentTypeLabels } from '@spotlane/shared/schemas/auth';
import { useParams } from 'react-router';
import { useArchiveEquipment } from '../../../features/fleet/api/archive-equipment.ts';
import { useUnit } from '../../../features/fleet/api/get-equipment.ts';
import { EquipmentStatusBadge } from '../../../features/fleet/components/fleet-badges.tsx';
import { FleetLoads } from '../../../features/fleet/components/fleet-loads.tsx';
import { RecordActions } from '../../../features/fleet/components/record-actions.tsx';
import {
  RecordFrame,
  RecordHeading,
  recordId,
} from '../../../features/fleet/components/record-frame.tsx';
import { useSession } from '../../../lib/session.ts';
import { DetailField } from '../../../ui/detail-fields.tsx';

/** /view-equipment/{id}: the unit and its upcoming and past loads. */
export default function ViewEquipmentPage() {
  const { id, valid } = recordId(useParams().id);
  const { user } = useSession();
  const unit = useUnit(valid ? id : null);
  const archive = useArchiveEquipment();
  return (
    <RecordFrame
      title="Equipment"
      noun="unit"
      id={id ?? 0}
      valid={valid && id !== null}
      query={unit}
      size="md"
      actions={(data) =>
        !data.archived_at && user?.permissions.shipment_edit !== false ? (
          <RecordActions
            noun="unit"
            name={`Unit ${data.unit_number}`}
            editPath={paths.editEquipment(data.id)}
            listPath={paths.equipments}
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
                  name={`Unit ${data.unit_number}`}
                  archived={Boolean(data.archived_at)}
                  status={<EquipmentStatusBadge status={data.status} />}
                />
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <DetailField label="Type">{equipmentTypeLabels[data.equipment_type]}</DetailField>
                  <DetailField label="Plate">
                    {[data.plate, data.plate_state].filter(Boolean).join(' · ')}
                  </DetailField>
                  <DetailField label="VIN">{data.vin}</DetailField>
                  <DetailField label="Year">{data.year}</DetailField>
                  <DetailField label="Make">{data.make}</DetailField>
                  <DetailField label="Capacity">
                    {data.capacity_lbs ? `${data.capacity_lbs.toLocaleString('en-US')} lb` : null}
                  </DetailField>
                  <DetailField label="Length">
                    {data.length_ft ? `${data.length_ft} ft` : null}
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

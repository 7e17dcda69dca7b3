import { paths } from '@spotlane/shared/domain/paths';
import { equipmentTypeLabels } from '@spotlane/shared/schemas/auth';
import { useArchiveEquipment } from '../../../features/fleet/api/archive-equipment.ts';
import { useUnit } from '../../../features/fleet/api/get-equipment.ts';
import { EquipmentStatusBadge } from '../../../features/fleet/components/fleet-badges.tsx';
import { usePathId } from '../../../lib/path-id.ts';
import { DetailField } from '../../../ui/detail-fields.tsx';
import { FleetRecordPage } from './fleet-record-page.tsx';

/** /view-equipment/{id}: the unit and its upcoming and past loads. */
export default function ViewEquipmentPage() {
  const { id, valid } = usePathId();
  return (
    <FleetRecordPage
      title="Equipment"
      noun="unit"
      query={useUnit(valid ? id : null)}
      valid={valid}
      archive={useArchiveEquipment()}
      name={(data) => `Unit ${data.unit_number}`}
      status={(data) => <EquipmentStatusBadge status={data.status} />}
      paths={{ edit: paths.editEquipment, list: paths.equipments }}
      cols={3}
    >
      {(data) => (
        <>
          <DetailField label="Type" value={equipmentTypeLabels[data.equipment_type]} />
          <DetailField
            label="Plate"
            value={[data.plate, data.plate_state].filter(Boolean).join(' · ')}
          />
          <DetailField label="VIN" value={data.vin} />
          <DetailField label="Year" value={data.year ? String(data.year) : null} />
          <DetailField label="Make" value={data.make} />
          <DetailField
            label="Capacity"
            value={data.capacity_lbs ? `${data.capacity_lbs.toLocaleString('en-US')} lb` : null}
          />
          <DetailField label="Length" value={data.length_ft ? `${data.length_ft} ft` : null} />
        </>
      )}
    </FleetRecordPage>
  );
}

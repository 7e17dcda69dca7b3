import { paths } from '@spotlane/shared/domain/paths';
import { equipmentTypeLabels } from '@spotlane/shared/schemas/auth';
import { useEquipmentList } from '../../../features/fleet/api/list-equipment.ts';
import { EquipmentStatusBadge } from '../../../features/fleet/components/fleet-badges.tsx';
import { FleetListPage, useFleetListState } from './fleet-list-page.tsx';

const SORTS = [
  { value: 'alphabetical' as const, label: 'Unit number' },
  { value: 'new' as const, label: 'Newest First' },
  { value: 'old' as const, label: 'Oldest First' },
  { value: 'year' as const, label: 'Model year' },
];

/** /equipments: the shipper's units with search, sort and pager. */
export default function EquipmentPage() {
  const [state, query] = useFleetListState(SORTS);
  return (
    <FleetListPage
      title="Equipment"
      state={state}
      result={useEquipmentList(query)}
      newPath={paths.newEquipment}
      newLabel="New Equipment"
      noun="units"
      emptyText="Add your trucks and trailers by unit number to cover loads with your own fleet."
      href={(unit) => paths.viewEquipment(unit.id)}
      name={{ label: 'Unit', text: (unit) => unit.unit_number }}
      columns={[
        { label: 'Type', cell: (unit) => equipmentTypeLabels[unit.equipment_type] },
        {
          label: 'Plate',
          cell: (unit) => [unit.plate, unit.plate_state].filter(Boolean).join(' · ') || '—',
        },
        {
          label: 'Year / make',
          cell: (unit) => [unit.year, unit.make].filter(Boolean).join(' ') || '—',
        },
        { label: 'Status', cell: (unit) => <EquipmentStatusBadge status={unit.status} /> },
      ]}
    />
  );
}

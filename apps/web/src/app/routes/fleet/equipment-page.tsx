import { Anchor, Table } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { equipmentTypeLabels } from '@spotlane/shared/schemas/auth';
import type { EquipmentResponse } from '@spotlane/shared/schemas/fleet';
import { Link, useNavigate } from 'react-router';
import { useEquipmentList } from '../../../features/fleet/api/list-equipment.ts';
import { EquipmentStatusBadge } from '../../../features/fleet/components/fleet-badges.tsx';
import {
  FleetListLayout,
  useListState,
} from '../../../features/fleet/components/fleet-list-layout.tsx';

const SORTS = [
  { value: 'alphabetical' as const, label: 'Unit number' },
  { value: 'new' as const, label: 'Newest First' },
  { value: 'old' as const, label: 'Oldest First' },
  { value: 'year' as const, label: 'Model year' },
];

/** /equipments: the shipper's units with search, sort and pager. */
export default function EquipmentPage() {
  const navigate = useNavigate();
  const state = useListState<(typeof SORTS)[number]['value']>('alphabetical');
  const units = useEquipmentList(state.query);
  return (
    <FleetListLayout<(typeof SORTS)[number]['value'], EquipmentResponse>
      title="Equipment"
      newPath={paths.newEquipment}
      newLabel="New Equipment"
      sortOptions={SORTS}
      state={state}
      result={units}
      noun="units"
      emptyText="Add your trucks and trailers by unit number to cover loads with your own fleet."
      head={
        <Table.Tr>
          <Table.Th>Unit</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>Plate</Table.Th>
          <Table.Th>Year / make</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      }
      row={(unit) => (
        <Table.Tr
          key={unit.id}
          style={{ cursor: 'pointer' }}
          onClick={() => navigate(paths.viewEquipment(unit.id))}
        >
          <Table.Td>
            <Anchor
              component={Link}
              to={paths.viewEquipment(unit.id)}
              fw={600}
              onClick={(event) => event.stopPropagation()}
            >
              {unit.unit_number}
            </Anchor>
          </Table.Td>
          <Table.Td>{equipmentTypeLabels[unit.equipment_type]}</Table.Td>
          <Table.Td>{[unit.plate, unit.plate_state].filter(Boolean).join(' · ') || '—'}</Table.Td>
          <Table.Td>{[unit.year, unit.make].filter(Boolean).join(' ') || '—'}</Table.Td>
          <Table.Td>
            <EquipmentStatusBadge status={unit.status} />
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}

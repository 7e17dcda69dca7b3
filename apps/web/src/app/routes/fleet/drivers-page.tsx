import { Anchor, Table, Text } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import type { DriverResponse } from '@spotlane/shared/schemas/fleet';
import { Link, useNavigate } from 'react-router';
import { useDrivers } from '../../../features/fleet/api/list-drivers.ts';
import {
  DriverStatusBadge,
  LicenceExpiry,
} from '../../../features/fleet/components/fleet-badges.tsx';
import {
  FleetListLayout,
  useListState,
} from '../../../features/fleet/components/fleet-list-layout.tsx';
import { driverName } from '../../../features/fleet/fleet-rules.ts';

const SORTS = [
  { value: 'alphabetical' as const, label: 'Name (A-Z)' },
  { value: 'new' as const, label: 'Newest First' },
  { value: 'old' as const, label: 'Oldest First' },
  { value: 'license_expiry' as const, label: 'Licence expiry' },
];

/** /drivers: the shipper's drivers with search, sort and pager. */
export default function DriversPage() {
  const navigate = useNavigate();
  const state = useListState<(typeof SORTS)[number]['value']>('alphabetical');
  const drivers = useDrivers(state.query);
  return (
    <FleetListLayout<(typeof SORTS)[number]['value'], DriverResponse>
      title="Drivers"
      newPath={paths.newDriver}
      newLabel="New Driver"
      sortOptions={SORTS}
      state={state}
      result={drivers}
      noun="drivers"
      emptyText="Add the people who drive your trucks, with their licence, to cover loads with your own fleet."
      head={
        <Table.Tr>
          <Table.Th>Driver</Table.Th>
          <Table.Th>Phone</Table.Th>
          <Table.Th>Licence</Table.Th>
          <Table.Th>Expiry</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      }
      row={(driver) => (
        <Table.Tr
          key={driver.id}
          style={{ cursor: 'pointer' }}
          onClick={() => navigate(paths.viewDriver(driver.id))}
        >
          <Table.Td>
            <Anchor
              component={Link}
              to={paths.viewDriver(driver.id)}
              fw={600}
              onClick={(event) => event.stopPropagation()}
            >
              {driverName(driver)}
            </Anchor>
            {driver.email ? (
              <Text size="xs" c="dimmed">
                {driver.email}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td>{driver.phone}</Table.Td>
          <Table.Td>{`${driver.license_number} · ${driver.license_state}`}</Table.Td>
          <Table.Td>
            <LicenceExpiry expiry={driver.license_expiry} />
          </Table.Td>
          <Table.Td>
            <DriverStatusBadge status={driver.status} />
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}

import { paths } from '@spotlane/shared/domain/paths';
import { useDrivers } from '../../../features/fleet/api/list-drivers.ts';
import {
  DriverStatusBadge,
  LicenceExpiry,
} from '../../../features/fleet/components/fleet-badges.tsx';
import { driverName } from '../../../features/fleet/fleet-rules.ts';
import { FleetListPage, useFleetListState } from './fleet-list-page.tsx';

const SORTS = [
  { value: 'alphabetical' as const, label: 'Name (A-Z)' },
  { value: 'new' as const, label: 'Newest First' },
  { value: 'old' as const, label: 'Oldest First' },
  { value: 'license_expiry' as const, label: 'Licence expiry' },
];

/** /drivers: the shipper's drivers with search, sort and pager. */
export default function DriversPage() {
  const [state, query] = useFleetListState(SORTS);
  return (
    <FleetListPage
      title="Drivers"
      state={state}
      result={useDrivers(query)}
      newPath={paths.newDriver}
      newLabel="New Driver"
      noun="drivers"
      emptyText="Add the people who drive your trucks, with their licence, to cover loads with your own fleet."
      href={(driver) => paths.viewDriver(driver.id)}
      name={{ label: 'Driver', text: driverName, note: (driver) => driver.email }}
      columns={[
        { label: 'Phone', cell: (driver) => driver.phone },
        {
          label: 'Licence',
          cell: (driver) => `${driver.license_number} · ${driver.license_state}`,
        },
        { label: 'Expiry', cell: (driver) => <LicenceExpiry expiry={driver.license_expiry} /> },
        { label: 'Status', cell: (driver) => <DriverStatusBadge status={driver.status} /> },
      ]}
    />
  );
}

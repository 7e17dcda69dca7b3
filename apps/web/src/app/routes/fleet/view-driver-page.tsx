import { paths } from '@spotlane/shared/domain/paths';
import { useArchiveDriver } from '../../../features/fleet/api/archive-driver.ts';
import { useDriver } from '../../../features/fleet/api/get-driver.ts';
import {
  DriverStatusBadge,
  LicenceExpiry,
} from '../../../features/fleet/components/fleet-badges.tsx';
import { driverName } from '../../../features/fleet/fleet-rules.ts';
import { usePathId } from '../../../lib/path-id.ts';
import { DetailField } from '../../../ui/detail-fields.tsx';
import { FleetRecordPage } from './fleet-record-page.tsx';

/** /view-driver/{id}: the driver, the licence, and upcoming and past loads. */
export default function ViewDriverPage() {
  const { id, valid } = usePathId();
  return (
    <FleetRecordPage
      title="Driver"
      noun="driver"
      query={useDriver(valid ? id : null)}
      valid={valid}
      archive={useArchiveDriver()}
      name={driverName}
      status={(data) => <DriverStatusBadge status={data.status} />}
      paths={{ edit: paths.editDriver, list: paths.drivers }}
      cols={2}
    >
      {(data) => (
        <>
          <DetailField label="Phone" value={data.phone} />
          <DetailField label="E-mail" value={data.email} />
          <DetailField label="Licence" value={`${data.license_number} (${data.license_state})`} />
          <DetailField label="Licence expiry">
            <LicenceExpiry expiry={data.license_expiry} />
          </DetailField>
        </>
      )}
    </FleetRecordPage>
  );
}

import { notifications } from '@mantine/notifications';
import { paths } from '@spotlane/shared/domain/paths';
import { useNavigate } from 'react-router';
import { useLane, useSaveLane } from '../../../features/lanes/api/lanes.ts';
import { LaneForm } from '../../../features/lanes/components/lane-form.tsx';
import { usePathId } from '../../../lib/path-id.ts';
import { FormPage, recordLoad } from '../../../ui/detail-fields.tsx';
import { ShipperOnly } from '../shipper-only.tsx';

/** /create/new/addLane (a one-screen lane, PRODUCT.md 13) and /edit-lane/{id}. */
export default function LaneFormPage() {
  // The quick form is a public path: a visitor signs in as a shipper first and comes back.
  return (
    <ShipperOnly>
      <LaneFormBody />
    </ShipperOnly>
  );
}

function LaneFormBody() {
  const { id, valid } = usePathId();
  const lane = useLane(valid ? id : null);
  const save = useSaveLane(id);
  const navigate = useNavigate();
  return (
    <FormPage
      title={id ? 'Edit Lane' : 'New Lane'}
      size="md"
      load={id === null ? undefined : recordLoad('lane', lane, valid)}
    >
      {(record) => (
        <LaneForm
          lane={record}
          onCancel={() => navigate(-1)}
          onSave={async (body) => {
            const saved = await save.mutateAsync(body);
            notifications.show({ color: 'teal', message: 'The lane was saved' });
            navigate(paths.viewLane(saved.id), { replace: true });
          }}
        />
      )}
    </FormPage>
  );
}

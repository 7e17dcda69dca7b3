import { paths } from '@spotlane/shared/domain/paths';
import type { LaneDetail } from '@spotlane/shared/schemas/lanes';
import { useNavigate } from 'react-router';
import { useLane, useSaveLane } from '../../../features/lanes/api/lanes.ts';
import { LaneForm } from '../../../features/lanes/components/lane-form.tsx';
import { FormPage } from '../../../ui/detail-fields.tsx';
import { useSaveThenView } from '../../../ui/save-then-view.ts';
import { shipperOnly } from '../shipper-only.tsx';

/**
 * /create/new/addLane (a one-screen lane, PRODUCT.md 13) and /edit-lane/{id}. The quick form is
 * a public path: a visitor signs in as a shipper first and comes back.
 */
export default shipperOnly(LaneFormBody);

function LaneFormBody() {
  return (
    <FormPage entity="Lane" noun="lane" useRecord={useLane} size="md">
      {(record) => <SaveLaneForm lane={record} />}
    </FormPage>
  );
}

function SaveLaneForm({ lane }: { lane: LaneDetail | null }) {
  const save = useSaveLane(lane?.id ?? null);
  const navigate = useNavigate();
  return (
    <LaneForm
      lane={lane}
      onCancel={() => navigate(-1)}
      onSave={useSaveThenView(save, 'lane', paths.viewLane)}
    />
  );
}

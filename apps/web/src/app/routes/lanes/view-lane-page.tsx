import * as Mantine from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import type { LaneDetail } from '@spotlane/shared/schemas/lanes';
import { BenchmarkRange } from '../../../features/analytics/components/benchmark-range.tsx';
import { LaneTermsSection } from '../../../features/billing/components/lane-terms-section.tsx';
import { useDeleteLane, useLane } from '../../../features/lanes/api/lanes.ts';
import { LaneContract } from '../../../features/lanes/components/lane-view/lane-contract.tsx';
import { LaneGuide } from '../../../features/lanes/components/lane-view/lane-guide.tsx';
import {
  LaneLoads,
  LaneSummary,
} from '../../../features/lanes/components/lane-view/lane-loads.tsx';
import { usePathId } from '../../../lib/path-id.ts';
import { useSession } from '../../../lib/session.ts';
import { DetailPage, recordLoad } from '../../../ui/detail-fields.tsx';
import { editDeleteHeader } from './edit-delete-header.tsx';

/** A lane end's 5-digit ZIP code (the benchmark uses its 3-digit prefix), when it has one. */
const zipOf = (place: LaneDetail['origin']) =>
  'zipcode' in place && place.zipcode ? place.zipcode.slice(0, 5) : null;
/** A lane end's region (the benchmark takes its states or 3-digit prefixes), when it is one. */
const regionOf = (place: LaneDetail['origin']) => ('region_id' in place ? place.region_id : null);

/** /view-lane/{id}: the lane, its routing guide (drag to reorder), contract and loads. */
export default function ViewLanePage() {
  const { id, valid } = usePathId();
  const lane = useLane(valid ? id : null);
  const remove = useDeleteLane();
  const canEdit = useSession().user?.permissions.shipment_edit === true;
  return (
    <DetailPage
      title="Lane"
      size="lg"
      {...recordLoad('lane', lane, valid)}
      actions={editDeleteHeader('lane', paths.editLane, remove)}
    >
      {(data) => (
        <Mantine.Stack gap="lg">
          <LaneSummary lane={data} />
          <Mantine.SimpleGrid cols={{ base: 1, md: 2 }}>
            <LaneGuide lane={data} />
            <LaneContract lane={data} />
          </Mantine.SimpleGrid>
          <BenchmarkRange
            title="Benchmark"
            originZip={zipOf(data.origin)}
            destinationZip={zipOf(data.destination)}
            originRegionId={regionOf(data.origin)}
            destinationRegionId={regionOf(data.destination)}
            equipmentType={data.equipment_type}
          />
          <LaneTermsSection laneId={data.id} canEdit={canEdit} />
          <LaneLoads lane={data} />
        </Mantine.Stack>
      )}
    </DetailPage>
  );
}

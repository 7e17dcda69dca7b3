import * as Mantine from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { LaneDetail, LaneRequest } from '@spotlane/shared/schemas/lanes';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useSaveLane } from '../../api/lanes.ts';
import { type GuideCarrier, GuideEditor } from '../guide-editor.tsx';

/** The lane as a PUT body, with its guide in a new order. */
function asRequest(lane: LaneDetail, carrierIds: number[]): LaneRequest {
  return {
    name: lane.name,
    origin: 'region_id' in lane.origin ? { region_id: lane.origin.region_id } : lane.origin,
    destination:
      'region_id' in lane.destination
        ? { region_id: lane.destination.region_id }
        : lane.destination,
    equipment_type: lane.equipment_type,
    carrier_ids: carrierIds,
    acceptance_window_minutes: lane.acceptance_window_minutes,
    fallback_audience: lane.fallback_audience,
    target_rate: lane.target_rate,
    contract: lane.contract,
  };
}

/** The lane's routing guide: drag a carrier to change who is offered the load first. */
export function LaneGuide({ lane }: { lane: LaneDetail }) {
  const save = useSaveLane(lane.id);
  const [order, setOrder] = useState<GuideCarrier[]>(lane.carriers);
  return (
    <Mantine.Paper withBorder radius="lg" p="lg" component="section" aria-label="Routing guide">
      <Mantine.Group justify="space-between" mb="sm">
        <Mantine.Title order={2} size="h4">
          Routing guide
        </Mantine.Title>
        <Mantine.Text size="sm" c="dimmed">
          Drag to change who is offered the load first
        </Mantine.Text>
      </Mantine.Group>
      <GuideEditor
        value={order}
        onChange={async (next) => {
          const before = order;
          setOrder(next);
          try {
            await save.mutateAsync(
              asRequest(
                lane,
                next.map((c) => c.id),
              ),
            );
          } catch (error) {
            setOrder(before);
            notifications.show({ color: 'red', message: errorMessage(error) });
          }
        }}
      />
    </Mantine.Paper>
  );
}

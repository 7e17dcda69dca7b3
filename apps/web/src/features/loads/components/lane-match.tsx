import { Alert, Anchor, Text } from '@mantine/core';
import { contractInForce } from '@spotlane/shared/domain/lane-match';
import { formatCents } from '@spotlane/shared/domain/money';
import { paths } from '@spotlane/shared/domain/paths';
import { IconRoute } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMatchingLanes } from '../api/match-lanes.ts';

/** PRODUCT.md 8: the lane this shipment travels, with its contract rate, on the shipment form. */
export function LaneMatch({
  origin,
  destination,
  equipmentType,
}: {
  origin: string | null | undefined;
  destination: string | null | undefined;
  equipmentType: string | null | undefined;
}) {
  const match = useMatchingLanes(origin, destination, equipmentType);
  const lane = match.data?.results[0];
  if (!lane) return null;
  const today = new Date().toISOString().slice(0, 10);
  const rate = contractInForce(lane.contract, today) ? lane.contract?.rate : null;
  return (
    <Alert variant="light" color="indigo" icon={<IconRoute size={18} />} title="Matching lane">
      <Text size="sm">
        <Anchor component={Link} to={paths.viewLane(lane.id)} fw={600}>
          {lane.name}
        </Anchor>
        {rate != null ? ` · contract rate ${formatCents(rate)}` : ' · no contract in force'}
        {lane.target_rate != null ? ` · target ${formatCents(lane.target_rate)}` : ''}
        {` · routing guide of ${lane.carriers.length} ${lane.carriers.length === 1 ? 'carrier' : 'carriers'}`}
      </Text>
    </Alert>
  );
}

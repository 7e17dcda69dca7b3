import { Alert, Anchor, Stack, Switch, Text } from '@mantine/core';
import { contractInForce } from '@spotlane/shared/domain/lane-match';
import { formatCents } from '@spotlane/shared/domain/money';
import { paths } from '@spotlane/shared/domain/paths';
import { IconRoute } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useMatchingLanes } from '../api/match-lanes.ts';

/** The shipment's audience as a routing-guide tender: the lane chosen (its id as text) or null. */
export interface TenderChoice {
  laneId: string | null;
  onChange: (laneId: string | null) => void;
}

/**
 * PRODUCT.md 8: the lane this shipment travels, with its contract rate, on the shipment form;
 * on a new shipment (`tender`) it offers "Tender via routing guide".
 */
export function LaneMatch({
  origin,
  destination,
  equipmentType,
  tender,
}: {
  origin: string | null | undefined;
  destination: string | null | undefined;
  equipmentType: string | null | undefined;
  tender?: TenderChoice;
}) {
  const match = useMatchingLanes(origin, destination, equipmentType);
  const lane = match.data?.results[0];
  const chosen = tender?.laneId ?? null;
  const settled = !match.isFetching;
  // The stops or the equipment changed and the chosen lane no longer matches: no tender.
  useEffect(() => {
    if (chosen !== null && settled && String(lane?.id ?? '') !== chosen) tender?.onChange(null);
  }, [chosen, settled, lane?.id, tender]);
  if (!lane) return null;
  const today = new Date().toISOString().slice(0, 10);
  const rate = contractInForce(lane.contract, today) ? lane.contract?.rate : null;
  return (
    <Alert variant="light" color="indigo" icon={<IconRoute size={18} />} title="Matching lane">
      <Stack gap="xs">
        <Text size="sm">
          <Anchor component={Link} to={paths.viewLane(lane.id)} fw={600}>
            {lane.name}
          </Anchor>
          {rate != null ? ` · contract rate ${formatCents(rate)}` : ' · no contract in force'}
          {lane.target_rate != null ? ` · target ${formatCents(lane.target_rate)}` : ''}
          {` · routing guide of ${lane.carriers.length} ${lane.carriers.length === 1 ? 'carrier' : 'carriers'}`}
        </Text>
        {tender ? (
          <Switch
            label="Tender via routing guide"
            description={
              lane.carriers.length === 0
                ? 'Add carriers to the lane’s routing guide to tender through it.'
                : 'Offered to the guide’s carriers one at a time, then to the lane’s fallback audience.'
            }
            disabled={lane.carriers.length === 0}
            checked={chosen === String(lane.id)}
            onChange={(event) =>
              tender.onChange(event.currentTarget.checked ? String(lane.id) : null)
            }
          />
        ) : null}
      </Stack>
    </Alert>
  );
}

import { laneMatchResponse } from '@spotlane/shared/schemas/lanes';
import { useQuery } from '@tanstack/react-query';
import { getQuery } from '../../../lib/list-query.ts';
import { laneKeys } from '../../lanes/api/keys.ts';

/**
 * GET /api/lanes/match (PRODUCT.md 8): the shipper's lanes that a load between these two
 * locations with this equipment travels; asked once all three are chosen.
 */
export function useMatchingLanes(
  originLocationId: string | null | undefined,
  destinationLocationId: string | null | undefined,
  equipmentType: string | null | undefined,
) {
  const ready = Boolean(originLocationId && destinationLocationId && equipmentType);
  const query = {
    origin_location_id: originLocationId ?? '',
    destination_location_id: destinationLocationId ?? '',
    equipment_type: equipmentType ?? '',
  };
  return useQuery({
    ...getQuery(laneKeys.match(query), '/api/lanes/match', laneMatchResponse, { query }),
    enabled: ready,
  });
}

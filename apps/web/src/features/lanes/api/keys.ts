/** Every query key of regions and lanes (a change invalidates `laneKeys.all`). */
export const laneKeys = {
  all: ['lanes'] as const,
  regions: (query: Record<string, unknown> = {}) => [...laneKeys.all, 'regions', query] as const,
  region: (id: number) => [...laneKeys.all, 'region', id] as const,
  lanes: (query: Record<string, unknown>) => [...laneKeys.all, 'list', query] as const,
  lane: (id: number) => [...laneKeys.all, 'lane', id] as const,
  match: (query: Record<string, unknown>) => [...laneKeys.all, 'match', query] as const,
};

// The TanStack Query keys of this feature's entities, built here and nowhere else (an array
// literal as a key fails `npm run lint`, tools/query-keys). Another feature whose change stales
// these caches (a bid moves its load between lists, a live event) imports this file, the one
// file of a feature that others may import (.dependency-cruiser.cjs).

export const analyticsKeys = {
  all: ['analytics'] as const,
  stats: (filters: unknown) => [...analyticsKeys.all, 'stats', filters] as const,
  cost: (query: unknown) => [...analyticsKeys.all, 'cost', query] as const,
  carriers: (filters: unknown) => [...analyticsKeys.all, 'carriers', filters] as const,
  carrierView: () => [...analyticsKeys.all, 'carrier'] as const,
  benchmark: (query: unknown) => ['benchmark', query] as const,
  /** The lanes, regions and carriers the filters offer. */
  choices: (kind: string) => [...analyticsKeys.all, 'choices', kind] as const,
};

// The TanStack Query keys of this feature's entities, built here and nowhere else (an array
// literal as a key fails `npm run lint`, tools/query-keys). Another feature whose change stales
// these caches (a bid moves its load between lists, a live event) imports this file, the one
// file of a feature that others may import (.dependency-cruiser.cjs).

export const paperworkKeys = {
  all: ['paperwork'] as const,
  ofLoad: (loadId: number) => [...paperworkKeys.all, 'load', loadId] as const,
  confirmations: (loadId: number) => [...paperworkKeys.ofLoad(loadId), 'confirmations'] as const,
  documents: (loadId: number) => [...paperworkKeys.ofLoad(loadId), 'documents'] as const,
  timeline: (loadId: number) => [...paperworkKeys.ofLoad(loadId), 'timeline'] as const,
  track: (token: string) => [...paperworkKeys.all, 'track', token] as const,
  /** PRODUCT.md 18: the map of a load (stops, trail, truck), refreshed with the load's events. */
  map: (loadId: number) => [...paperworkKeys.ofLoad(loadId), 'map'] as const,
  publicMap: (token: string) => [...paperworkKeys.all, 'track', token, 'map'] as const,
  drive: (token: string) => [...paperworkKeys.all, 'drive', token] as const,
  quietHours: () => [...paperworkKeys.all, 'quiet-hours'] as const,
};

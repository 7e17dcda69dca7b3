// The TanStack Query keys of carrier capacity (PRODUCT.md 20), built here and nowhere else (an
// array literal as a key fails `npm run lint`, tools/query-keys).

/** A carrier's posted trucks and lane preferences, reloads, and the trucks near a shipper's load. */
export const capacityKeys = {
  all: ['capacity'] as const,
  posts: () => [...capacityKeys.all, 'posts'] as const,
  preferences: () => [...capacityKeys.all, 'preferences'] as const,
  reloads: (loadId: number) => [...capacityKeys.all, 'reloads', loadId] as const,
  near: (query: unknown) => [...capacityKeys.all, 'near', query] as const,
};

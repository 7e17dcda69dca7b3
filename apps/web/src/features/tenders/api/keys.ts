// The TanStack Query keys of this feature's entities, built here and nowhere else (an array
// literal as a key fails `npm run lint`, tools/query-keys). Another feature whose change stales
// these caches (a bid moves its load between lists, a live event) imports this file, the one
// file of a feature that others may import (.dependency-cruiser.cjs).

export const tenderKeys = {
  all: ['tenders'] as const,
  mine: ['tenders', 'mine'] as const,
  ofLoad: (loadId: number) => ['tenders', 'load', loadId] as const,
};

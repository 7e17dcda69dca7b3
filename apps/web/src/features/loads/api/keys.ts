// The TanStack Query keys of this feature's entities, built here and nowhere else (an array
// literal as a key fails `npm run lint`, tools/query-keys). Another feature whose change stales
// these caches (a bid moves its load between lists, a live event) imports this file, the one
// file of a feature that others may import (.dependency-cruiser.cjs).

export const loadKeys = {
  /** The shipper's lists, counts, calendar and every load's detail. */
  all: ['loads'] as const,
  detail: (id: number) => [...loadKeys.all, 'detail', id] as const,
  list: (query: unknown) => [...loadKeys.all, 'list', query] as const,
  calendar: (from: string, to: string) => [...loadKeys.all, 'calendar', from, to] as const,
  quoteRequests: (query: unknown) => [...loadKeys.all, 'quotes', query] as const,
  anyShipment: () => [...loadKeys.all, 'any-shipment'] as const,
  /** The carrier's Spot Quotes lists and counts. */
  spotQuotes: ['spot-quotes'] as const,
  spotQuoteList: (query: unknown) => [...loadKeys.spotQuotes, 'list', query] as const,
  quotesToConfirm: () => [...loadKeys.spotQuotes, 'to-confirm'] as const,
  comments: (id: number) => ['load-comments', id] as const,
};

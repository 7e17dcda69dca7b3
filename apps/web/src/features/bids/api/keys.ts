// The TanStack Query keys of this feature's entities, built here and nowhere else (an array
// literal as a key fails `npm run lint`, tools/query-keys). Another feature whose change stales
// these caches (a bid moves its load between lists, a live event) imports this file, the one
// file of a feature that others may import (.dependency-cruiser.cjs).

export const bidKeys = {
  all: ['bids'] as const,
  /** The shipper's View Bids list of one load. */
  ofLoad: (loadId: number) => [...bidKeys.all, { load_id: loadId }] as const,
  /** The bids of one load as its own viewer sees them: the carrier's bid, the shipper's quotes. */
  forLoad: (loadId: number) => [...bidKeys.all, 'load', loadId] as const,
  /** One bid with its counter-offers (GET /api/bids/{id}). */
  one: (bidId: number) => [...bidKeys.all, 'one', bidId] as const,
  chats: ['bid-chat'] as const,
  chat: (bidId: number) => [...bidKeys.chats, bidId] as const,
};

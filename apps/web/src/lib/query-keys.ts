/**
 * The TanStack Query keys of the entities whose caches cross features: a bid changes its
 * load's lists, a chosen quote changes its bids, and a live event stales both. Keys are built
 * here and nowhere else, so a prefix used to invalidate always matches the keys it means.
 */

/** Every load the signed-in account sees: shipments, quote requests and spot quotes. */
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

/** Bids and quotes on loads, and the chat of each bid. */
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

/**
 * The paperwork of one load (PRODUCT.md 12): its rate confirmations, documents and tracking
 * sit under one prefix per load, so a live change to the load refreshes its open panels.
 */
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
  quietHours: ['quiet-hours'] as const,
};

/**
 * Analytics (PRODUCT.md 10): the shipper's figures under one prefix per filter set, and the
 * benchmark of a lane, which the analytics page, the shipment form, the bid form and a lane's
 * page all read (so the key lives here, not in a feature).
 */
export const analyticsKeys = {
  all: ['analytics'] as const,
  stats: (filters: unknown) => [...analyticsKeys.all, 'stats', filters] as const,
  cost: (query: unknown) => [...analyticsKeys.all, 'cost', query] as const,
  carriers: (filters: unknown) => [...analyticsKeys.all, 'carriers', filters] as const,
  carrierView: () => [...analyticsKeys.all, 'carrier'] as const,
  benchmark: (query: unknown) => ['benchmark', query] as const,
};

/** The support chat (PRODUCT.md 13): the user's own chat, the agents' inbox and conversations. */
export const supportKeys = {
  all: ['support'] as const,
  mine: ['support', 'mine'] as const,
  inboxes: ['support', 'inbox'] as const,
  inbox: (query: unknown) => [...supportKeys.inboxes, query] as const,
  conversation: (id: number) => ['support', 'conversation', id] as const,
  contactForm: ['support', 'contact-form'] as const,
};

/**
 * PRODUCT.md 8: routing-guide tenders. The carrier's open offers sit over its spot quotes and a
 * shipper's load shows its waterfall; a `tender` live event stales both.
 */
export const tenderKeys = {
  all: ['tenders'] as const,
  mine: ['tenders', 'mine'] as const,
  ofLoad: (loadId: number) => ['tenders', 'load', loadId] as const,
};

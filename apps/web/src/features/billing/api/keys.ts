// The TanStack Query keys of money after delivery (PRODUCT.md 19), built here and nowhere else
// (an array literal as a key fails `npm run lint`, tools/query-keys). Another feature whose
// change stales these caches imports this file, the one file of a feature others may import.

export const billingKeys = {
  all: ['billing'] as const,
  terms: () => [...billingKeys.all, 'terms'] as const,
  laneTerms: (laneId: number) => [...billingKeys.all, 'lane-terms', laneId] as const,
  accessorials: (loadId: number) => [...billingKeys.all, 'accessorials', loadId] as const,
  invoices: () => [...billingKeys.all, 'invoices'] as const,
  invoiceList: (query: unknown) => [...billingKeys.invoices(), 'list', query] as const,
  invoice: (id: number) => [...billingKeys.invoices(), 'detail', id] as const,
  paymentDetails: () => [...billingKeys.all, 'payment-details'] as const,
  daysToPay: (shipperId: number) => [...billingKeys.all, 'days-to-pay', shipperId] as const,
  /** The load's documents (a lumper's receipt is one of them). */
  loadDocuments: (loadId: number) => [...billingKeys.all, 'documents', loadId] as const,
};

// The TanStack Query keys of this feature's entities, built here and nowhere else (an array
// literal as a key fails `npm run lint`, tools/query-keys). Another feature whose change stales
// these caches imports this file, the one file of a feature that others may import
// (.dependency-cruiser.cjs).

/** The account's companies: lists, counts, one company, and the pickers of other features. */
export const companyKeys = {
  // Saving a location's hours (features/locations) stales the companies too.
  all: ['companies'] as const,
  list: (params: unknown) => [...companyKeys.all, 'list', params] as const,
  count: (): readonly string[] => [...companyKeys.all, 'count'],
  detail: (id: number) => [...companyKeys.all, 'detail', id] as const,
  /** The choices of the pickers elsewhere (api/choices.ts). */
  choices: () => [...companyKeys.all, 'choices'] as const,
};

/** The carriers linked to the account. */
export const carrierKeys = {
  all: ['carriers'] as const,
  list: (params: unknown) => [...carrierKeys.all, 'list', params] as const,
  count: (): readonly string[] => [...carrierKeys.all, 'count'],
  detail: (id: number) => [...carrierKeys.all, 'detail', id] as const,
  choices: () => [...carrierKeys.all, 'choices'] as const,
};

/** The account's carrier lists: lists, one list, and the pickers of other features. */
export const carrierListKeys = {
  all: ['carrier-lists'] as const,
  lists: () => [...carrierListKeys.all, 'list'] as const,
  list: (params: unknown) => [...carrierListKeys.lists(), params] as const,
  detail: (id: number) => [...carrierListKeys.all, 'detail', id] as const,
  choices: () => [...carrierListKeys.all, 'choices'] as const,
};

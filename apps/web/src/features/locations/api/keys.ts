// The TanStack Query keys of a delivery location and its hours, built here and nowhere else
// (an array literal as a key fails `npm run lint`, tools/query-keys).

/** One location of a company with its hours. */
export const locationKeys = {
  all: ['delivery-locations'] as const,
  detail: (id: number) => [...locationKeys.all, id] as const,
};

// The query keys the hours controls read and stale. They sit in the kit with the controls
// (features/network builds its company keys on `companies`), until the hours become a feature
// of their own.

/** A location with its hours, and the companies whose locations list those hours. */
export const hoursKeys = {
  companies: ['companies'] as const,
  locations: ['delivery-locations'] as const,
  location: (id: number) => [...hoursKeys.locations, id] as const,
};

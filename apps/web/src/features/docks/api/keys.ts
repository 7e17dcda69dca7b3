// The TanStack Query keys of dock appointments (PRODUCT.md 17), built here and nowhere else.

export const dockKeys = {
  all: ['docks'] as const,
  docks: (locationId: number) => [...dockKeys.all, 'docks', locationId] as const,
  rules: (locationId: number) => [...dockKeys.all, 'rules', locationId] as const,
  slots: (locationId: number, query: unknown) =>
    [...dockKeys.all, 'slots', locationId, query] as const,
  schedule: (locationId: number, date: string) =>
    [...dockKeys.all, 'schedule', locationId, date] as const,
  locations: () => [...dockKeys.all, 'locations'] as const,
};

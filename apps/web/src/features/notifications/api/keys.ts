// The TanStack Query keys of this feature's entities, built here and nowhere else (an array
// literal as a key fails `npm run lint`, tools/query-keys). Another feature whose change stales
// these caches (a live event) imports this file, the one file of a feature that others may
// import (.dependency-cruiser.cjs).

/** The bell's notifications and the user's notification settings. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  settings: ['notification-settings'] as const,
};

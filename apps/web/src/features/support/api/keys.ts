// The TanStack Query keys of this feature's entities, built here and nowhere else (an array
// literal as a key fails `npm run lint`, tools/query-keys). Another feature whose change stales
// these caches (a bid moves its load between lists, a live event) imports this file, the one
// file of a feature that others may import (.dependency-cruiser.cjs).

export const supportKeys = {
  all: ['support'] as const,
  mine: ['support', 'mine'] as const,
  inboxes: ['support', 'inbox'] as const,
  inbox: (query: unknown) => [...supportKeys.inboxes, query] as const,
  conversation: (id: number) => ['support', 'conversation', id] as const,
  contactForm: ['support', 'contact-form'] as const,
};

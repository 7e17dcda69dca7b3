// The TanStack Query keys of this feature's entities, built here and nowhere else (an array
// literal as a key fails `npm run lint`, tools/query-keys). Another feature that shows these
// entities imports this file, the one file of a feature that others may import.
import type { ContactListParams } from '@spotlane/shared/schemas/contacts';

/** Every query key of the contacts (PRODUCT.md 13). */
export const contactKeys = {
  all: ['contacts'] as const,
  list: (query: Partial<ContactListParams>) => [...contactKeys.all, 'list', query] as const,
  detail: (id: number) => [...contactKeys.all, 'detail', id] as const,
  /** The choices of the pickers elsewhere (api/choices.ts). */
  choices: () => [...contactKeys.all, 'choices'] as const,
};

import { useParams } from 'react-router';

/**
 * A path's `{id}`: null on a path without one (an add page), and whether it can name a record
 * (a positive whole number). Loaders read `params.id` through it, pages through `usePathId`.
 */
export function parsePathId(raw: string | undefined): { id: number | null; valid: boolean } {
  if (raw === undefined) return { id: null, valid: true };
  const id = Number(raw);
  return { id, valid: Number.isInteger(id) && id > 0 };
}

/** The `{id}` of the current path (see `parsePathId`). */
export function usePathId(): { id: number | null; valid: boolean } {
  return parsePathId(useParams().id);
}

import { useParams } from 'react-router';

/**
 * The `{id}` of the current path: null on a page without one (an add page), and whether it
 * can name a record (a positive whole number).
 */
export function usePathId(): { id: number | null; valid: boolean } {
  const raw = useParams().id;
  if (raw === undefined) return { id: null, valid: true };
  const id = Number(raw);
  return { id, valid: Number.isInteger(id) && id > 0 };
}

import { type QueryKey, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { getQuery } from './list-query.ts';

/**
 * GET `path/{id}`: one row under `rowKey(id)`, idle while there is no id yet (the same form
 * both creates and edits).
 */
export function useRowQuery<T>(
  path: string,
  id: number | null,
  rowKey: (id: number) => QueryKey,
  schema: z.ZodType<T>,
) {
  return useQuery({ ...getQuery(rowKey(id ?? 0), `${path}/${id}`, schema), enabled: Boolean(id) });
}

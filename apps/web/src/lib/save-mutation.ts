import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './api-client.ts';
import { useApiMutation } from './api-mutation.ts';

/**
 * The mutation of a form that both creates and edits a row: POST `path` while `id` is null,
 * PUT `path/{id}` once it is set. The saved row goes into the cache under `detailKey` (for
 * entities with a detail page), then every query under `invalidates` is refreshed.
 */
export function useSaveMutation<Body, Row extends { id: number }>(
  path: string,
  id: number | null,
  schema: z.ZodType<Row>,
  {
    detailKey,
    invalidates,
  }: { detailKey?: (id: number) => QueryKey; invalidates: readonly QueryKey[] },
) {
  return useApiMutation(
    (body: Body) =>
      apiRequest(id ? `${path}/${id}` : path, { method: id ? 'PUT' : 'POST', body, schema }),
    {
      cache: detailKey && ((client, row) => client.setQueryData(detailKey(row.id), row)),
      invalidates,
    },
  );
}

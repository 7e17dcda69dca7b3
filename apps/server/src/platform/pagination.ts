import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

/** Offset and limit of a 1-based page (PRODUCT.md 6: page from 1, page_size at most 100). */
export function pageWindow(query: { page: number; page_size: number }): {
  offset: number;
  limit: number;
} {
  return { offset: (query.page - 1) * query.page_size, limit: query.page_size };
}

/** Escapes LIKE wildcards so a search for '50%' means the text '50%'. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export type Ordering = 'new' | 'old' | 'alphabetical';

/** The ORDER BY of a list (SPEC 3.2): by name, oldest or newest first; the id breaks ties. */
export function listOrder(
  ordering: Ordering,
  columns: { name: SQL; createdAt: AnyColumn; id: AnyColumn },
): SQL[] {
  if (ordering === 'alphabetical') return [asc(sql`lower(${columns.name})`), asc(columns.id)];
  if (ordering === 'old') return [asc(columns.createdAt), asc(columns.id)];
  return [desc(columns.createdAt), desc(columns.id)];
}

/**
 * One page of a list (SPEC 3.2, PRODUCT.md 6): the rows of `rows` (a dynamic select, filtered)
 * in the list's order, and `countAll`, how many rows the list holds in all; read at once.
 */
export async function listPage<Select extends PgSelect>(
  query: { page: number; page_size: number; ordering: Ordering },
  orderColumns: { name: SQL; createdAt: AnyColumn; id: AnyColumn },
  rows: Select,
  countAll: PromiseLike<Array<{ n: number }>>,
): Promise<{ rows: Awaited<Select>; count: number }> {
  const { offset, limit } = pageWindow(query);
  const page = rows
    .orderBy(...listOrder(query.ordering, orderColumns))
    .limit(limit)
    .offset(offset);
  const [found, [total]] = await Promise.all([page, countAll]);
  return { rows: found as Awaited<Select>, count: total?.n ?? 0 };
}

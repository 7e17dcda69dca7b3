import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';

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

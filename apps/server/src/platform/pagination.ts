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

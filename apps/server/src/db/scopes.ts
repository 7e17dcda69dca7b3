import { and, eq, isNull } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A table whose rows belong to one account and are archived rather than deleted. */
interface ArchivedOwnedTable {
  id: AnyPgColumn;
  accountId: AnyPgColumn;
  archivedAt: AnyPgColumn;
}

/** The row `id` of `accountId`, while it is not archived: what every lookup of one record scopes to. */
export const liveOwnedRow = (table: ArchivedOwnedTable, id: number, accountId: number) =>
  and(eq(table.id, id), eq(table.accountId, accountId), isNull(table.archivedAt));

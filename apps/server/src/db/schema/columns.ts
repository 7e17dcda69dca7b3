import type { BuildExtraConfigColumns } from 'drizzle-orm';
import type {
  AnyPgColumn,
  PgColumnBuilderBase,
  PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import * as pg from 'drizzle-orm/pg-core';

/** Column builders every table shares; each keeps the column's SQL exactly as written out. */
export const serialId = () => pg.serial('id').primaryKey();

export const tz = (name: string) => pg.timestamp(name, { withTimezone: true });

export const createdAt = () => tz('created_at').notNull().defaultNow();

export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** A required reference whose row goes with the row it points at. */
export const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  pg.integer(name).notNull().references(target, { onDelete: 'cascade' });

/** An optional reference that is cleared when the row it points at goes. */
export const setNullRef = (name: string, target: () => AnyPgColumn) =>
  pg.integer(name).references(target, { onDelete: 'set null' });

/**
 * A table of records: the serial `id` every one of them starts with, then its own columns.
 * Same table as pgTable writes (the columns keep their SQL), without repeating the key.
 */
export function recordTable<
  TName extends string,
  TColumns extends Record<string, PgColumnBuilderBase>,
>(
  name: TName,
  columns: TColumns,
  extraConfig?: (
    self: BuildExtraConfigColumns<TName, Keyed<TColumns>, 'pg'>,
  ) => PgTableExtraConfigValue[],
) {
  return pg.pgTable<TName, Keyed<TColumns>>(name, { id: serialId(), ...columns }, extraConfig);
}

type Keyed<TColumns> = { id: ReturnType<typeof serialId> } & TColumns;

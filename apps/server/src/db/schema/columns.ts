import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { integer, serial, timestamp } from 'drizzle-orm/pg-core';

/** Column builders every table shares; each keeps the column's SQL exactly as written out. */
export const serialId = () => serial('id').primaryKey();

export const tz = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => tz('created_at').notNull().defaultNow();

export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** A required reference whose row goes with the row it points at. */
export const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** An optional reference that is cleared when the row it points at goes. */
export const setNullRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).references(target, { onDelete: 'set null' });

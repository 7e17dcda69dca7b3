/**
 * API bodies name fields in snake_case (PRODUCT.md 6), Drizzle's columns in camelCase: a body
 * whose fields are exactly a table's columns becomes its values by renaming, not by a
 * hand-written field list per table.
 */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;

export type Camelized<T> = { [K in keyof T as K extends string ? Camel<K> : K]: T[K] };

const camel = (key: string) =>
  key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** `{ first_name: 'A' }` -> `{ firstName: 'A' }`, typed. */
export function columnsOf<T extends object>(data: T): Camelized<T> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [camel(key), value]),
  ) as Camelized<T>;
}

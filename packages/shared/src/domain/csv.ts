/**
 * CSV formula neutralisation (OWASP "CSV injection"): a spreadsheet runs a cell that starts
 * with `=`, `+`, `-` or `@` (tab and carriage return too, in some programs) as a formula,
 * e.g. `=HYPERLINK(...)` written by another user. Every CSV the product writes passes its
 * text cells through this, which prefixes such a cell with `'` so it reads as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCsvCell<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** One record (a row or the header) with every text cell neutralised. */
export function neutraliseCsvRow<T>(row: readonly T[]): Array<T | string> {
  return row.map((cell) => neutraliseCsvCell(cell));
}

import { z } from 'zod';
import './messages.ts';

/** PostgreSQL integer ids run from 1 to 2^31 - 1; anything else names no row. */
export const MAX_ROW_ID = 2_147_483_647;

/** An id in a request body: out of range is a 400 ValidationError, never a database error. */
export const rowId = z
  .number()
  .int('Not a valid id')
  .positive('Not a valid id')
  .max(MAX_ROW_ID, 'Not a valid id');

/**
 * An id in a path: decimal digits only (no `0x1`, ` 1`, `1e3`, `+1`), 1 to 2^31 - 1. The
 * server answers 404 for anything else, as for an id that names nothing.
 */
export const pathId = z
  .string()
  .regex(/^[0-9]{1,10}$/, 'Not found')
  .transform(Number)
  .pipe(z.number().int().min(1, 'Not found').max(MAX_ROW_ID, 'Not found'));

/** The params of every `/:id` route. */
export const idParams = z.object({ id: pathId });

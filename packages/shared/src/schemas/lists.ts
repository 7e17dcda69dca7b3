import { z } from 'zod';

/** The answer of a list endpoint: one page of `item`s and how many there are in all. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ results: z.array(item), count: z.number().int() });

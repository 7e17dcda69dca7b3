import { z } from 'zod';

/** An id in a path (PRODUCT 14): decimal digits from 1 to 2147483647. */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

import { z } from 'zod';

/**
 * Text fields every form shares. Each form keeps its own words for a too-long value (SPEC and
 * PRODUCT texts stay as written), so the message is an argument.
 */

/** Required text: trimmed, not empty (`${label} is required`), at most `max` characters. */
export const requiredText = (label: string, max: number, tooLong: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, tooLong);

/** Optional text: empty means none (null), so a form can send '' as well. */
export const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);

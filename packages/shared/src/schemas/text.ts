import { z } from 'zod';
import './messages.ts';
import { PHONE_MESSAGE, PHONE_PATTERN } from '../domain/phone.ts';

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

/** The network's wording (companies, contacts): `${label} must be at most ${max} characters`. */
export const networkText = (label: string, max: number) =>
  requiredText(label, max, `${label} must be at most ${max} characters`);
export const networkOptionalText = (max: number) =>
  optionalText(max, `Must be at most ${max} characters`);

/** An optional phone: empty is none; anything else must look like a phone number. */
export const optionalPhone = z
  .string()
  .trim()
  .max(40, 'Must be at most 40 characters')
  .refine((value) => value === '' || PHONE_PATTERN.test(value), PHONE_MESSAGE)
  .nullish()
  .transform((value) => value || null);

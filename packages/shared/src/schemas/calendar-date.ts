import { z } from 'zod';
import './messages.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** PRODUCT.md 4: a calendar date, never shifted by time zones. */
export const calendarDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(DATE, `${label} must be a date (yyyy-mm-dd)`)
    .refine(isRealDate, `${label} is not a real date`);

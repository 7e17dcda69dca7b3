import type { CopyDate } from './shipment-form-values.ts';

/**
 * shipmentCopies (SPEC 3.2) keeps the ship dates being chosen on /copy-shipment, so a reload
 * keeps them: each ship date maps to the days until its expected delivery.
 */

const DAY_MS = 86_400_000;

function dayNumber(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function copiesToStorage(dates: readonly CopyDate[]): Record<string, number> {
  const stored: Record<string, number> = {};
  for (const pair of dates) {
    const start = dayNumber(pair.date_to_leave);
    if (start === null) continue;
    const end = dayNumber(pair.expected_delivery_date);
    stored[pair.date_to_leave] = end === null ? -1 : end - start;
  }
  return stored;
}

export function copiesFromStorage(stored: Record<string, number> | null | undefined): CopyDate[] {
  if (!stored || typeof stored !== 'object') return [];
  return Object.entries(stored)
    .filter(([date]) => dayNumber(date) !== null)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, days]) => {
      const start = dayNumber(date) as number;
      return {
        date_to_leave: date,
        expected_delivery_date:
          Number.isInteger(days) && days >= 0 ? fromDayNumber(start + days) : '',
      };
    });
}

import { formatCents } from '@spotlane/shared/domain/money';

/** A ratio (0..1) as a whole percent, or a dash when there is nothing to count. */
export const percent = (ratio: number | null): string =>
  ratio === null ? '—' : `${Math.round(ratio * 1000) / 10}%`;

/** Cents as dollars, or a dash. */
export const money = (cents: number | null): string => (cents === null ? '—' : formatCents(cents));

/** A duration given in hours: minutes under an hour ("12 min"), else hours with one decimal. */
export const hours = (value: number | null): string => {
  if (value === null) return '—';
  if (value < 1) {
    const minutes = Math.round(value * 60);
    return minutes < 1 ? 'under 1 min' : `${minutes} min`;
  }
  return `${Math.round(value * 10) / 10} h`;
};

/** "12 of 15 loads" beside an on-time percentage, or nothing to add. */
export const outOf = (counts: { on_time: number; of: number } | undefined): string | undefined =>
  counts && counts.of > 0 ? `${counts.on_time} of ${counts.of} loads` : undefined;

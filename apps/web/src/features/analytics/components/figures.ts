import { formatCents } from '@spotlane/shared/domain/money';

/** A ratio (0..1) as a whole percent, or a dash when there is nothing to count. */
export const percent = (ratio: number | null): string =>
  ratio === null ? '—' : `${Math.round(ratio * 1000) / 10}%`;

/** Cents as dollars, or a dash. */
export const money = (cents: number | null): string => (cents === null ? '—' : formatCents(cents));

/** Hours with one decimal, or a dash. */
export const hours = (value: number | null): string =>
  value === null ? '—' : `${Math.round(value * 10) / 10} h`;

import { dollarsToCents } from '@spotlane/shared/domain/money';
import type {
  AccessorialTermsBody,
  LaneAccessorialTermsBody,
} from '@spotlane/shared/schemas/billing';

/**
 * Accessorial terms as a form holds them (PRODUCT.md 19): text as typed, money in dollars; the
 * API's names, so the server's field errors land on their inputs. A lane's blank field inherits.
 */
export type TermsField =
  | 'detention.free_minutes'
  | 'detention.grace_minutes'
  | 'detention.cents_per_hour'
  | 'detention.cap_cents'
  | 'layover_cents_per_day'
  | 'tonu_cents'
  | 'driver_assist_cents'
  | 'stop_off_cents'
  | 'payment_terms_days'
  | 'quick_pay_fee_percent';

type Kind = 'dollars' | 'minutes' | 'days' | 'percent';

export const TERMS_FIELDS: ReadonlyArray<{ name: TermsField; label: string; kind: Kind }> = [
  { name: 'detention.free_minutes', label: 'Free time (minutes)', kind: 'minutes' },
  {
    name: 'detention.grace_minutes',
    label: 'Grace after the appointment (minutes)',
    kind: 'minutes',
  },
  { name: 'detention.cents_per_hour', label: 'Detention per hour ($)', kind: 'dollars' },
  { name: 'detention.cap_cents', label: 'Detention cap ($, blank for none)', kind: 'dollars' },
  { name: 'layover_cents_per_day', label: 'Layover per day ($)', kind: 'dollars' },
  { name: 'tonu_cents', label: 'Truck order not used ($)', kind: 'dollars' },
  { name: 'driver_assist_cents', label: 'Driver assist ($)', kind: 'dollars' },
  { name: 'stop_off_cents', label: 'Stop-off per extra stop ($)', kind: 'dollars' },
  { name: 'payment_terms_days', label: 'Payment terms (days)', kind: 'days' },
  { name: 'quick_pay_fee_percent', label: 'Quick pay fee (%)', kind: 'percent' },
];

export type TermsValues = Record<TermsField, string>;

const get = (terms: AccessorialTermsBody | LaneAccessorialTermsBody, name: TermsField) => {
  const [head, tail] = name.split('.') as [string, string | undefined];
  const record = terms as unknown as Record<string, unknown>;
  const value = tail ? (record[head] as Record<string, unknown>)[tail] : record[head];
  return value as number | null;
};

/** A value as the form shows it: dollars for money, blank for null. */
export function textOf(kind: Kind, value: number | null): string {
  if (value === null) return '';
  return kind === 'dollars' ? (value / 100).toFixed(2) : String(value);
}

export function termsToValues(terms: AccessorialTermsBody | LaneAccessorialTermsBody): TermsValues {
  return Object.fromEntries(
    TERMS_FIELDS.map(({ name, kind }) => [name, textOf(kind, get(terms, name))]),
  ) as TermsValues;
}

const MESSAGES: Record<Kind, string> = {
  dollars: 'Enter an amount in dollars, like 75.00',
  minutes: 'Enter whole minutes',
  days: 'Enter whole days',
  percent: 'Enter a percent, like 2.5',
};

/** One typed value as the API's number: cents for money; null when blank; an error message. */
export function parseField(kind: Kind, text: string): { value: number | null } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  if (kind === 'dollars') {
    const cents = dollarsToCents(trimmed);
    return cents === null ? { error: MESSAGES.dollars } : { value: cents };
  }
  const number = Number(trimmed);
  if (!Number.isFinite(number) || number < 0) return { error: MESSAGES[kind] };
  if (kind !== 'percent' && !Number.isInteger(number)) return { error: MESSAGES[kind] };
  return { value: number };
}

/**
 * A field's text whether the form keeps it under its dotted name or nested (react-hook-form
 * writes `detention.free_minutes` as `{detention: {free_minutes}}`).
 */
export function readField(values: unknown, name: TermsField): string {
  const record = values as Record<string, unknown>;
  // The nested value is the typed one: the dotted key is only the form's starting value.
  const [head, tail] = name.split('.') as [string, string | undefined];
  const nested = tail ? (record[head] as Record<string, unknown> | undefined)?.[tail] : undefined;
  if (typeof nested === 'string') return nested;
  return typeof record[name] === 'string' ? (record[name] as string) : '';
}

/**
 * The form's values as the API's body, or the fields typed wrong. `blankIsNull` for a lane
 * (inherit) and for the detention cap (no cap); else a blank is an error.
 */
export function valuesToBody(
  values: TermsValues,
  blankIsNull: boolean,
): { body: Record<string, unknown> } | { errors: Array<{ name: TermsField; message: string }> } {
  const errors: Array<{ name: TermsField; message: string }> = [];
  const body: Record<string, unknown> = { detention: {} };
  for (const { name, kind } of TERMS_FIELDS) {
    const parsed = parseField(kind, readField(values, name));
    if ('error' in parsed) {
      errors.push({ name, message: parsed.error });
      continue;
    }
    if (parsed.value === null && !blankIsNull && name !== 'detention.cap_cents') {
      errors.push({ name, message: 'Enter a value' });
      continue;
    }
    const [head, tail] = name.split('.') as [string, string | undefined];
    if (tail) (body.detention as Record<string, unknown>)[tail] = parsed.value;
    else body[head] = parsed.value;
  }
  return errors.length ? { errors } : { body };
}

import { DEFAULT_TERMS } from '@spotlane/shared/domain/accessorials';
import { describe, expect, it } from 'vitest';
import { parseField, termsToValues, valuesToBody } from './terms-values.ts';

describe('accessorial terms in a form', () => {
  it('shows money in dollars and sends it back in cents, unchanged', () => {
    const values = termsToValues(DEFAULT_TERMS);
    expect(values['detention.cents_per_hour']).toBe(
      (DEFAULT_TERMS.detention.cents_per_hour / 100).toFixed(2),
    );
    const result = valuesToBody(values, false);
    expect(result).toEqual({ body: DEFAULT_TERMS });
  });

  it('refuses fractions of a cent, negative amounts and fractional minutes at their field', () => {
    expect(parseField('dollars', '75.005')).toHaveProperty('error');
    expect(parseField('dollars', '-5')).toHaveProperty('error');
    expect(parseField('minutes', '12.5')).toHaveProperty('error');
    expect(parseField('percent', '2.5')).toEqual({ value: 2.5 });
    const values = { ...termsToValues(DEFAULT_TERMS), tonu_cents: 'lots' };
    expect(valuesToBody(values, false)).toEqual({
      errors: [{ name: 'tonu_cents', message: 'Enter an amount in dollars, like 75.00' }],
    });
  });

  it('a lane’s blank fields inherit (null); the shipper’s need a value except the cap', () => {
    const blank = Object.fromEntries(
      Object.keys(termsToValues(DEFAULT_TERMS)).map((key) => [key, '']),
    ) as ReturnType<typeof termsToValues>;
    const lane = valuesToBody(blank, true);
    expect(lane).toHaveProperty('body.detention.free_minutes', null);
    expect(lane).toHaveProperty('body.tonu_cents', null);
    const shipper = valuesToBody(blank, false);
    expect('errors' in shipper && shipper.errors.map((error) => error.name)).not.toContain(
      'detention.cap_cents',
    );
  });

  it('reads the detention fields as react-hook-form nests them', () => {
    const flat = termsToValues(DEFAULT_TERMS);
    const nested = {
      ...flat,
      detention: { free_minutes: '90', grace_minutes: '15', cents_per_hour: '80', cap_cents: '' },
    } as unknown as ReturnType<typeof termsToValues>;
    for (const key of Object.keys(flat))
      if (key.startsWith('detention.')) delete (nested as Record<string, unknown>)[key];
    expect(valuesToBody(nested, true)).toHaveProperty('body.detention', {
      free_minutes: 90,
      grace_minutes: 15,
      cents_per_hour: 8000,
      cap_cents: null,
    });
  });
});

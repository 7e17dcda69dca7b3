import { describe, expect, it } from 'vitest';
import {
  bidFormSchema,
  EMPTY_BID_FORM,
  fromBid,
  localToday,
  quoteFormSchema,
  rateProblem,
  toBidPayload,
  toCalendarDate,
} from './bid-form-values.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('bid form values', () => {
  it('asks for the rate and both dates with the SPEC 5 messages', () => {
    expect(messages(bidFormSchema.safeParse(EMPTY_BID_FORM))).toEqual([
      'Please enter a valid rate',
      'Pickup date is required',
      'Delivery date is required',
    ]);
  });

  it('rejects a zero rate and accepts a full bid', () => {
    const full = {
      rate: '1250.5',
      pickup_date: '2030-12-01',
      delivery_date: '2030-12-03',
      notes: '',
    };
    expect(messages(bidFormSchema.safeParse({ ...full, rate: '0' }))).toEqual([
      'Please enter a valid rate',
    ]);
    expect(bidFormSchema.safeParse(full).success).toBe(true);
  });

  it('needs only the rate for a quote', () => {
    expect(quoteFormSchema.safeParse({ ...EMPTY_BID_FORM, rate: '900' }).success).toBe(true);
    expect(messages(quoteFormSchema.safeParse(EMPTY_BID_FORM))).toEqual([
      'Please enter a valid rate',
    ]);
  });

  it('sends the rate as integer cents and dates as calendar dates', () => {
    expect(
      toBidPayload(7, {
        rate: '1250.5',
        pickup_date: '2026-12-01',
        delivery_date: '2026-12-03 00:00:00',
        notes: '  ',
      }),
    ).toEqual({
      load_id: 7,
      amount: 125050,
      pickup_date: '2026-12-01',
      delivery_date: '2026-12-03',
      notes: null,
    });
  });

  it('prefills from a saved bid', () => {
    expect(
      fromBid({ amount: 125050, pickup_date: '2026-12-01', delivery_date: null, notes: 'x' }),
    ).toEqual({ rate: '1250.50', pickup_date: '2026-12-01', delivery_date: null, notes: 'x' });
    expect(
      fromBid({ amount: 90000, pickup_date: null, delivery_date: null, notes: null }).rate,
    ).toBe('900');
  });

  it('never shifts a date', () => {
    expect(toCalendarDate('2026-03-08')).toBe('2026-03-08');
    expect(toCalendarDate('')).toBeNull();
    expect(toCalendarDate('nope')).toBeNull();
  });
});

describe('rate and dates the form refuses', () => {
  it('names what is wrong with a typed rate, and passes good ones', () => {
    expect(rateProblem('-100')).toBe('The rate cannot be negative');
    expect(rateProblem('1e5')).toBe('Use digits and one decimal point only, such as 1250.50');
    expect(rateProblem('$1,250')).toBe('Use digits and one decimal point only, such as 1250.50');
    expect(rateProblem('12.345')).toBe('Use at most two decimals (cents)');
    expect(rateProblem('0')).toBe('Please enter a valid rate');
    expect(rateProblem('100000001')).toBe('The rate is too large: at most $100,000,000.00');
    expect(rateProblem('')).toBeNull();
    expect(rateProblem('1250.5')).toBeNull();
    expect(rateProblem('.5')).toBeNull();
    expect(rateProblem('100000000')).toBeNull();
  });

  it('refuses past dates and a delivery before the pickup', () => {
    const full = { rate: '900', pickup_date: '2030-12-05', delivery_date: '2030-12-03', notes: '' };
    expect(messages(bidFormSchema.safeParse(full))).toEqual([
      'Delivery date must be on or after the pickup date',
    ]);
    expect(
      messages(
        bidFormSchema.safeParse({
          ...full,
          pickup_date: '2020-01-01',
          delivery_date: '2020-01-02',
        }),
      ),
    ).toEqual(['Pickup date cannot be in the past', 'Delivery date cannot be in the past']);
    const today = localToday();
    expect(
      bidFormSchema.safeParse({ ...full, pickup_date: today, delivery_date: today }).success,
    ).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  bidFormSchema,
  EMPTY_BID_FORM,
  fromBid,
  quoteFormSchema,
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
      pickup_date: '2026-12-01',
      delivery_date: '2026-12-03',
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

import { describe, expect, it } from 'vitest';
import {
  addMonths,
  agreedAmount,
  claimClocks,
  claimDeadline,
  daysUntil,
  isClaimOverdue,
  isClaimTooLate,
  isReminderDue,
} from './claim-clocks.ts';

describe('claim clocks (PRODUCT.md 21, calendar days)', () => {
  it('lets a claim be filed until 9 months after delivery, clamping to the month end', () => {
    expect(claimDeadline('2026-01-15')).toBe('2026-10-15');
    expect(claimDeadline('2026-05-31')).toBe('2027-02-28');
    expect(claimDeadline('2027-05-31')).toBe('2028-02-29');
    expect(addMonths('2026-12-31', 2)).toBe('2027-02-28');
    expect(isClaimTooLate('2026-01-15', '2026-10-15')).toBe(false);
    expect(isClaimTooLate('2026-01-15', '2026-10-16')).toBe(true);
    expect(isClaimTooLate('2026-01-15', '2026-01-15')).toBe(false);
  });

  it('sets acknowledge-by 30 days, the reminder on day 25 and decide-by 120 days after filing', () => {
    expect(claimClocks('2026-03-01')).toEqual({
      acknowledge_by: '2026-03-31',
      remind_on: '2026-03-26',
      decide_by: '2026-06-29',
    });
    // Across a year end and a leap day.
    expect(claimClocks('2027-12-15')).toEqual({
      acknowledge_by: '2028-01-14',
      remind_on: '2028-01-09',
      decide_by: '2028-04-13',
    });
  });

  // A fake clock: each row is "today" and what the claim filed on 2026-03-01 is then.
  const clocks = claimClocks('2026-03-01');
  const table: [
    today: string,
    status: 'filed' | 'acknowledged' | 'partial',
    remind: boolean,
    overdue: boolean,
  ][] = [
    ['2026-03-01', 'filed', false, false],
    ['2026-03-25', 'filed', false, false],
    ['2026-03-26', 'filed', true, false],
    ['2026-03-31', 'filed', true, false],
    ['2026-04-01', 'filed', true, true],
    ['2026-04-01', 'acknowledged', false, false],
    ['2026-06-29', 'acknowledged', false, false],
    ['2026-06-30', 'acknowledged', false, true],
    ['2026-06-30', 'partial', false, false],
  ];
  it.each(table)('on %s a %s claim: reminder %s, overdue %s', (today, status, remind, overdue) => {
    const claim = { status, ...clocks };
    expect(isReminderDue(claim, today)).toBe(remind);
    expect(isClaimOverdue(claim, today)).toBe(overdue);
  });

  it('counts the days left and the agreed amount of each decision', () => {
    expect(daysUntil('2026-03-31', '2026-03-26')).toBe(5);
    expect(daysUntil('2026-03-31', '2026-04-02')).toBe(-2);
    expect(agreedAmount(50_000, { decision: 'pay', amount: null })).toBe(50_000);
    expect(agreedAmount(50_000, { decision: 'partial', amount: 20_000 })).toBe(20_000);
    expect(agreedAmount(50_000, { decision: 'decline', amount: null })).toBe(0);
  });
});

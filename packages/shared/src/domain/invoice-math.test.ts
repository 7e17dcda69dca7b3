import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addPayment,
  businessDaysLater,
  daysToPay,
  dueOn,
  invoiceNumber,
  invoiceTotal,
  issueLines,
  quickPay,
  reviseLines,
} from './invoice-math.ts';

const detention = {
  id: 'a1',
  type: 'detention' as const,
  amount: 12500,
  status: 'approved',
  description: 'Detention 1 h 40 min',
};
const lumper = {
  id: 'a2',
  type: 'lumper' as const,
  amount: 8000,
  status: 'pending',
  description: 'Lumper',
};

describe('invoice arithmetic (PRODUCT.md 19)', () => {
  it('issues the linehaul and the approved lines; pending ones wait', () => {
    const lines = issueLines(250000, [detention, lumper]);
    expect(lines.map((line) => line.type)).toEqual(['linehaul', 'detention']);
    expect(invoiceTotal(lines)).toBe(262500);
  });

  it('a revision adds lines approved later, once', () => {
    const lines = issueLines(250000, [detention, lumper]);
    const revised = reviseLines(lines, [detention, { ...lumper }]);
    expect(revised?.map((line) => line.accessorial_id)).toEqual([null, 'a1', 'a2']);
    expect(invoiceTotal(revised ?? [])).toBe(270500);
    expect(reviseLines(revised ?? [], [detention, lumper])).toBeNull();
  });

  it('numbers and due dates', () => {
    expect(invoiceNumber(2026, 42)).toBe('INV-2026-000042');
    expect(dueOn('2026-11-28', 30)).toBe('2026-12-28');
    expect(dueOn('2026-02-15', 30)).toBe('2026-03-17');
    expect(dueOn('2028-02-15', 14)).toBe('2028-02-29');
  });

  it.each([
    [262500, 2.0, 5250, 257250],
    [100, 2.0, 2, 98],
    [25, 2.0, 1, 24], // 0.5 cent rounds up
    [24, 2.0, 0, 24],
    [99999, 3.5, 3500, 96499],
    [100_000_000, 5, 5_000_000, 95_000_000],
  ])('quick pay on %i at %d%%: fee %i, net %i', (total, percent, fee, net) => {
    expect(quickPay(total, percent)).toEqual({ fee, net });
  });

  it('property: fee + net = total, fee within half a cent of the percent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 1000 }),
        (total, hundredths) => {
          const percent = hundredths / 100;
          const { fee, net } = quickPay(total, percent);
          expect(Number.isInteger(fee) && Number.isInteger(net)).toBe(true);
          expect(fee + net).toBe(total);
          expect(Math.abs(fee - (total * percent) / 100)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it('property: invoice totals are the sum of integer lines, revisions only grow', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(
          fc.record({ amount: fc.integer({ min: 1, max: 1_000_000 }), approved: fc.boolean() }),
          {
            maxLength: 8,
          },
        ),
        (linehaul, extras) => {
          const lines = extras.map((extra, index) => ({
            id: `x${index}`,
            type: 'other' as const,
            amount: extra.amount,
            status: extra.approved ? 'approved' : 'pending',
            description: 'Other',
          }));
          const issued = issueLines(linehaul, lines);
          const all = lines.map((line) => ({ ...line, status: 'approved' }));
          const revised = reviseLines(issued, all) ?? issued;
          expect(invoiceTotal(revised)).toBe(linehaul + lines.reduce((s, l) => s + l.amount, 0));
          expect(invoiceTotal(revised)).toBeGreaterThanOrEqual(invoiceTotal(issued));
        },
      ),
    );
  });
});

describe('business days', () => {
  it('two business days after a Friday afternoon is Tuesday afternoon (no hours set)', () => {
    const friday = new Date('2026-11-27T21:00:00Z'); // 15:00 CST Friday
    expect(businessDaysLater(friday, 2, [], 'America/Chicago').toISOString()).toBe(
      '2026-12-01T21:00:00.000Z',
    );
  });

  it('follows the shipper hours: a schedule open Saturday counts Saturday', () => {
    const open = {
      schedule_type: 'weekday' as const,
      intervals: [{ start_time: '08:00', end_time: '17:00' }],
      is_holiday: false,
    };
    const schedule = [2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, ...open }));
    const friday = new Date('2026-11-27T21:00:00Z');
    expect(businessDaysLater(friday, 2, schedule, 'America/Chicago').toISOString()).toBe(
      '2026-11-30T21:00:00.000Z',
    );
  });

  it('keeps the wall clock across DST (Friday 10:00 CDT -> Tuesday 10:00 CST)', () => {
    const friday = new Date('2026-10-30T15:00:00Z');
    expect(businessDaysLater(friday, 2, [], 'America/Chicago').toISOString()).toBe(
      '2026-11-03T16:00:00.000Z',
    );
  });
});

describe('days to pay kept by deltas', () => {
  it('averages and shares on-time payments without recounting', () => {
    let tally = { paid_count: 0, days_sum: 0, on_time_count: 0 };
    expect(daysToPay(tally)).toBeNull();
    tally = addPayment(tally, {
      approved_on: '2026-10-01',
      paid_on: '2026-10-21',
      due_on: '2026-10-31',
    });
    tally = addPayment(tally, {
      approved_on: '2026-10-01',
      paid_on: '2026-11-05',
      due_on: '2026-10-31',
    });
    expect(daysToPay(tally)).toEqual({ average_days: 27.5, on_time_share: 0.5 });
  });
});

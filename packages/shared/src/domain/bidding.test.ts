import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestEligibleBid,
  bidStanding,
  type CounterState,
  effectiveBidStatus,
  MAX_PROPOSALS,
  mayAnswer,
  mayPropose,
  type Side,
  standingBand,
} from './bidding.ts';

describe('where a losing bid stood', () => {
  it('puts the winning rate in 5% bands of the bid', () => {
    expect(standingBand(100_000, 97_000)).toBe('0-5% lower');
    expect(standingBand(100_000, 93_000)).toBe('5-10% lower');
    expect(standingBand(100_000, 90_000)).toBe('10-15% lower');
    expect(standingBand(100_000, 104_999)).toBe('0-5% higher');
    expect(standingBand(100_000, 105_000)).toBe('5-10% higher');
    expect(standingBand(100_000, 100_000)).toBe('the same');
  });

  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
  const bids = [
    { id: 1, amount: 120_000, createdAt: at(1) },
    { id: 2, amount: 100_000, createdAt: at(2) },
    { id: 3, amount: 110_000, createdAt: at(3) },
    { id: 4, amount: 110_000, createdAt: at(0) },
  ];

  it('ranks by amount, then the earliest, out of every bid', () => {
    expect(bidStanding(bids, 1, 100_000, 2)).toEqual({ rank: 4, of: 4, band: '15-20% lower' });
    expect(bidStanding(bids, 4, 100_000, 2)).toEqual({ rank: 2, of: 4, band: '5-10% lower' });
    expect(bidStanding(bids, 3, 100_000, 2)).toEqual({ rank: 3, of: 4, band: '5-10% lower' });
  });

  it('says nothing to the winner, nor with fewer than 3 bids', () => {
    expect(bidStanding(bids, 2, 100_000, 2)).toBeNull();
    expect(bidStanding(bids.slice(0, 2), 1, 100_000, 2)).toBeNull();
    expect(bidStanding(bids.slice(0, 3), 1, 100_000, 2)).toEqual({
      rank: 3,
      of: 3,
      band: '15-20% lower',
    });
  });

  it('gives every bid of a field a distinct rank from 1 to the count', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 3, maxLength: 30 }),
        (amounts) => {
          const field = amounts.map((amount, i) => ({ id: i + 1, amount, createdAt: at(i) }));
          const ranks = field
            .slice(1)
            .map((bid) => bidStanding(field, bid.id, field[0]?.amount ?? 1, 1)?.rank);
          expect(new Set(ranks).size).toBe(ranks.length);
          for (const rank of ranks) {
            expect(rank).toBeGreaterThanOrEqual(1);
            expect(rank).toBeLessThanOrEqual(field.length);
          }
        },
      ),
    );
  });
});

describe('bid states and the automatic award', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('shows a pending bid past its valid_until as expired, and only a pending one', () => {
    expect(effectiveBidStatus('pending', '2026-06-01T11:59:59Z', now)).toBe('expired');
    expect(effectiveBidStatus('pending', '2026-06-01T12:00:01Z', now)).toBe('pending');
    expect(effectiveBidStatus('pending', null, now)).toBe('pending');
    expect(effectiveBidStatus('accepted', '2026-06-01T11:00:00Z', now)).toBe('accepted');
  });

  const field = [
    { id: 1, amount: 900, createdAt: '2026-01-01T00:00:02Z', status: 'pending' as const },
    { id: 2, amount: 800, createdAt: '2026-01-01T00:00:03Z', status: 'withdrawn' as const },
    { id: 3, amount: 900, createdAt: '2026-01-01T00:00:01Z', status: 'pending' as const },
    { id: 4, amount: 700, createdAt: '2026-01-01T00:00:00Z', status: 'expired' as const },
  ];

  it('awards the lowest pending bid, then the earliest', () => {
    expect(bestEligibleBid(field, 'lowest', null)?.id).toBe(3);
    expect(bestEligibleBid(field, 'lowest_under_target', 900)?.id).toBe(3);
    expect(bestEligibleBid(field, 'lowest_under_target', 899)).toBeNull();
    expect(bestEligibleBid(field, 'manual', null)).toBeNull();
  });
});

/**
 * Counter sequences in every order: a model of a bid's proposals driven by random actions of
 * both sides; each action goes through the rules, and what the rules allow is applied.
 */
type Action =
  | { kind: 'propose'; side: Side; replyToLatest: boolean }
  | { kind: 'accept' | 'decline'; side: Side; pick: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('propose' as const),
    side: fc.constantFrom<Side>('shipper', 'carrier'),
    replyToLatest: fc.boolean(),
  }),
  fc.record({
    kind: fc.constantFrom('accept' as const, 'decline' as const),
    side: fc.constantFrom<Side>('shipper', 'carrier'),
    pick: fc.nat(10),
  }),
);

describe('counter-offers', () => {
  it('keep every version, one open at most, at most 5, only the other side answering', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 25 }), (actions) => {
        const counters: CounterState[] = [];
        let awarded = false;
        for (const step of actions) {
          if (awarded) break;
          const before = counters.map((counter) => ({ ...counter }));
          if (step.kind === 'propose') {
            const latest = counters.at(-1)?.id ?? null;
            const replyTo = step.replyToLatest ? latest : (latest ?? 0) + 100;
            const refusal = mayPropose(counters, step.side, replyTo);
            if (!step.replyToLatest) expect(refusal?.code).toBe('Stale');
            if (refusal) {
              expect(counters).toEqual(before);
              continue;
            }
            const open = counters.at(-1);
            // The side whose turn it is: never the author of the open proposal.
            if (open?.status === 'open') {
              expect(open.by).not.toBe(step.side);
              open.status = 'superseded';
            } else expect(step.side).toBe('shipper');
            counters.push({ id: counters.length + 1, by: step.side, status: 'open' });
          } else {
            const target = counters[step.pick % Math.max(1, counters.length)];
            const refusal = mayAnswer(counters, step.side, target?.id ?? 999);
            if (refusal) continue;
            // Only the latest open proposal, by the other side, can be answered.
            expect(target).toBe(counters.at(-1));
            expect(target?.status).toBe('open');
            expect(target?.by).not.toBe(step.side);
            if (target) target.status = step.kind === 'accept' ? 'accepted' : 'declined';
            if (step.kind === 'accept') awarded = true;
          }
          // Every version is kept: the earlier ones are unchanged but for their status.
          expect(counters.slice(0, before.length).map((counter) => counter.id)).toEqual(
            before.map((counter) => counter.id),
          );
        }
        expect(counters.length).toBeLessThanOrEqual(MAX_PROPOSALS);
        expect(counters.filter((counter) => counter.status === 'open').length).toBeLessThanOrEqual(
          1,
        );
        expect(counters.filter((counter) => counter.status === 'accepted').length).toBe(
          awarded ? 1 : 0,
        );
        // Superseded proposals are always followed by one of the other side.
        counters.forEach((counter, i) => {
          if (counter.status === 'superseded') expect(counters[i + 1]?.by).not.toBe(counter.by);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('refuses a sixth proposal and an answer to an older one', () => {
    const five: CounterState[] = Array.from({ length: 5 }, (_, i) => ({
      id: i + 1,
      by: i % 2 === 0 ? 'shipper' : 'carrier',
      status: i === 4 ? 'open' : 'superseded',
    }));
    expect(mayPropose(five, 'carrier', 5)?.code).toBe('InvalidTransition');
    expect(mayAnswer(five, 'carrier', 3)?.code).toBe('Stale');
    expect(mayAnswer(five, 'shipper', 5)?.code).toBe('Forbidden');
    expect(mayAnswer(five, 'carrier', 5)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { QUOTE_STATUS_LABELS, quoteSpread, quoteStatus, sortByAmount } from './quote-status.ts';

const open = { identifier: null, status: 'unscheduled', chosen_quote: null };

describe('quoteStatus', () => {
  it('collects quotes until one is chosen', () => {
    expect(quoteStatus(open)).toBe('collecting');
    expect(quoteStatus(open, [{ is_rejected: false, is_chosen: false }])).toBe('collecting');
  });

  it('waits for the carrier once a quote is chosen', () => {
    expect(quoteStatus({ ...open, chosen_quote: 7 })).toBe('chosen');
    expect(QUOTE_STATUS_LABELS.chosen).toBe('Chosen, awaiting the carrier');
  });

  it('is confirmed once the request has an identifier', () => {
    expect(quoteStatus({ identifier: 'SH-000004', status: 'assigned', chosen_quote: 7 })).toBe(
      'confirmed',
    );
  });

  it('reads declined when the carrier turned the choice down', () => {
    expect(quoteStatus(open, [{ is_rejected: true, is_chosen: false }])).toBe('declined');
  });

  it('cancelled wins over everything', () => {
    expect(quoteStatus({ ...open, status: 'cancelled', chosen_quote: 3 })).toBe('cancelled');
    expect(quoteStatus({ ...open, status: 'cancelled_by_shipper' })).toBe('cancelled');
  });
});

describe('sortByAmount and quoteSpread', () => {
  const quotes = [
    { amount: 150_000, created_at: '2026-01-02T00:00:00Z' },
    { amount: 120_000, created_at: '2026-01-03T00:00:00Z' },
    { amount: 120_000, created_at: '2026-01-01T00:00:00Z' },
  ];

  it('sorts cheapest first, then oldest first', () => {
    expect(sortByAmount(quotes).map((quote) => quote.created_at)).toEqual([
      '2026-01-01T00:00:00Z',
      '2026-01-03T00:00:00Z',
      '2026-01-02T00:00:00Z',
    ]);
  });

  it('answers the lowest amount and the spread', () => {
    expect(quoteSpread(quotes)).toEqual({ lowest: 120_000, spread: 30_000 });
    expect(quoteSpread([])).toBeNull();
  });
});

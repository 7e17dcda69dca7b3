import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeLoadCard } from '../../../testing/fixtures.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { ShipmentCard } from './shipment-card.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-10T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const bestBid = (amount: number, status: 'pending' | 'accepted' = 'pending') => ({
  id: 7,
  amount,
  status,
  carrier: { id: 3, company_name: 'Low Rate Lines' },
});

describe('the shipment card at a glance', () => {
  it('shows the best bid with its carrier, the number of bids and the time left to bid', () => {
    renderWithApp(
      <ShipmentCard
        load={makeLoadCard({
          status: 'unscheduled',
          bid_count: 3,
          best_bid: bestBid(150_000),
          bid_deadline: '2026-12-10T15:12:00Z',
        })}
      />,
    );
    const card = screen.getByTestId('shipment-card');
    expect(within(card).getByTestId('best-bid')).toHaveTextContent(
      'Best bid $1,500 · Low Rate Lines',
    );
    expect(within(card).getByTestId('bid-count')).toHaveTextContent('3 bids');
    expect(within(card).getByTestId('bid-countdown')).toHaveTextContent('Bidding closes in 3h 12m');
  });

  it('names the award once a bid is accepted, and no countdown once bidding is over', () => {
    renderWithApp(
      <ShipmentCard
        load={makeLoadCard({
          status: 'assigned',
          bid_count: 1,
          best_bid: bestBid(185_050, 'accepted'),
          bid_deadline: '2026-12-11T12:00:00Z',
          assigned_to: { id: 3, company_name: 'Low Rate Lines' },
        })}
      />,
    );
    expect(screen.getByTestId('best-bid')).toHaveTextContent('Awarded $1,850.50 · Low Rate Lines');
    expect(screen.getByTestId('bid-count')).toHaveTextContent('1 bid');
    expect(screen.queryByTestId('bid-countdown')).not.toBeInTheDocument();
  });

  it('says when there is no bid yet, without a best bid line', () => {
    renderWithApp(<ShipmentCard load={makeLoadCard({ bid_count: 0, best_bid: null })} />);
    expect(screen.getByTestId('bid-count')).toHaveTextContent('No bids yet');
    expect(screen.queryByTestId('best-bid')).not.toBeInTheDocument();
  });
});

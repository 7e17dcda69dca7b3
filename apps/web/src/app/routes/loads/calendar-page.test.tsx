import { calendarResponse } from '@spotlane/shared/schemas/loads';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeLoadCard } from '../../../testing/fixtures.ts';
import { route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import CalendarPage from './calendar-page.tsx';

function day(date: string): HTMLElement {
  const cell = document.querySelector<HTMLElement>(`[data-date="${date}"]`);
  if (!cell) throw new Error(`no calendar cell for ${date}`);
  return cell;
}

function calendar() {
  return route('get', '/api/loads/calendar', calendarResponse, {
    results: [
      makeLoadCard({ id: 42, name: 'Frozen peas to Denver' }),
      makeLoadCard({
        id: 43,
        name: 'Cancelled lettuce',
        status: 'cancelled',
        date_to_leave: '2026-12-08',
        expected_delivery_date: '2026-12-09',
      }),
    ],
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-10T12:00:00'));
});
afterEach(() => vi.useRealTimers());

describe('the shipper calendar (PRODUCT.md 4)', () => {
  it('asks for the month shown and puts each load on its ship and delivery dates', async () => {
    const api = calendar();
    const { user } = renderWithApp(<CalendarPage />, { path: '/calendar' });

    expect(screen.getByTestId('calendar-title')).toHaveTextContent('December 2026');
    const ship = await within(day('2026-12-01')).findByRole('link', {
      name: /^↑ SL-\d+ · Frozen peas to Denver$/,
    });
    expect(ship).toHaveAttribute('href', '/shipment-detail/42/1');
    expect(
      within(day('2026-12-03')).getByRole('link', { name: /^↓ SL-\d+ · Frozen peas to Denver$/ }),
    ).toBeInTheDocument();
    expect(api.lastQuery()).toEqual({ from: '2026-11-29', to: '2027-01-02' });

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByTestId('calendar-title')).toHaveTextContent('January 2027');
    await waitFor(() => expect(api.lastQuery()).toEqual({ from: '2026-12-27', to: '2027-02-06' }));
  });

  it('hides a status when its filter is off and remembers the filters on the device', async () => {
    calendar();
    const { user } = renderWithApp(<CalendarPage />, { path: '/calendar' });
    expect(
      await within(day('2026-12-08')).findByRole('link', {
        name: /^↑ SL-\d+ · Cancelled lettuce$/,
      }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Canceled' }));
    expect(within(day('2026-12-08')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(day('2026-12-01')).getByRole('link')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('calendarFilterPreference') ?? '""')).toBe(
      'open,in-progress,completed',
    );
  });

  it('shows a working week on weekdays only, and keeps the choice', async () => {
    const api = calendar();
    const { user } = renderWithApp(<CalendarPage />, { path: '/calendar' });
    await user.click(screen.getByRole('radio', { name: 'Week' }));
    await user.click(screen.getByRole('switch', { name: 'Weekdays only' }));

    expect(screen.getByTestId('calendar-title')).toHaveTextContent('12-06-2026 – 12-12-2026');
    await waitFor(() => expect(api.lastQuery()).toEqual({ from: '2026-12-06', to: '2026-12-12' }));
    expect(document.querySelector('[data-date="2026-12-06"]')).toBeNull();
    // The week's headings name the weekday; the date is the cell's own number, not repeated.
    expect(screen.getByTestId('calendar-grid')).toHaveTextContent(/^Mon\s*Tue\s*Wed/);
    expect(screen.getByTestId('calendar-grid')).not.toHaveTextContent('12-07');
    expect(
      within(day('2026-12-08')).getByRole('link', { name: /^↑ SL-\d+ · Cancelled lettuce$/ }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('calendarViewPreference')).toBe('"week"');
    expect(localStorage.getItem('calendarWeekdaysOnlyPreference')).toBe('true');
  });
});

describe('the calendar at a glance', () => {
  it('ends the ship chip with the best bid, and its tooltip names the carrier, the bids and the time left', async () => {
    route('get', '/api/loads/calendar', calendarResponse, {
      results: [
        makeLoadCard({
          id: 42,
          name: 'Steel coils',
          status: 'unscheduled',
          bid_count: 2,
          best_bid: {
            id: 7,
            amount: 150_000,
            status: 'pending',
            carrier: { id: 3, company_name: 'Low Rate Lines' },
          },
          bid_deadline: '2026-12-10T15:12:00',
          date_to_leave: '2026-12-11',
          expected_delivery_date: '2026-12-12',
        }),
      ],
    });
    const { user } = renderWithApp(<CalendarPage />, { path: '/calendar' });
    const chip = await within(day('2026-12-11')).findByRole('link', {
      name: /^↑ SL-\d+ · Steel coils · \$1,500$/,
    });
    expect(
      within(day('2026-12-12')).getByRole('link', { name: /^↓ SL-\d+ · Steel coils$/ }),
    ).toBeInTheDocument();
    await user.hover(chip);
    expect(
      await screen.findByText(
        /Best bid \$1,500 \(Low Rate Lines\) · 2 bids · bidding closes in 3h 12m/,
      ),
    ).toBeInTheDocument();
  });
});

import { scorecardsResponse } from '@spotlane/shared/schemas/analytics';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { CarriersTab } from './carriers-tab.tsx';

const card = (account_id: number, company_name: string) => ({
  carrier: { account_id, company_name },
  loads: 6,
  on_time: 0.5,
  invitations: 4,
  answered: 0.75,
  median_response_hours: 1.5,
  rate_vs_lane_median: -0.042,
});

describe('carrier scorecards (PRODUCT.md 10 with 21)', () => {
  it("shows what the page adds under each carrier's name, told every carrier of the page", async () => {
    route('get', '/api/analytics/carriers', scorecardsResponse, {
      results: [card(11, 'Rapid Freight'), card(12, 'Prairie Haul')],
      count: 2,
    });
    const asked: number[][] = [];
    renderWithApp(
      <CarriersTab
        filters={{}}
        carrierExtra={(id, ids) => {
          asked.push(ids);
          return <span>Rated carrier {id}</span>;
        }}
      />,
    );
    const rapid = await screen.findByRole('region', { name: 'Scorecard of Rapid Freight' });
    expect(within(rapid).getByText('Rated carrier 11')).toBeVisible();
    expect(within(rapid).getByText('4.2% under')).toBeVisible();
    const prairie = screen.getByRole('region', { name: 'Scorecard of Prairie Haul' });
    expect(within(prairie).getByText('Rated carrier 12')).toBeVisible();
    expect(asked.every((ids) => ids.join() === '11,12')).toBe(true);
  });
});

import { benchmarkResponse } from '@spotlane/shared/schemas/analytics';
import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { readAnalyticsFilters } from '../analytics-url.ts';
import { BenchmarkRange } from './benchmark-range.tsx';

configure({ asyncUtilTimeout: 5000 });

describe('the lane benchmark (PRODUCT.md 10)', () => {
  it('shows the 25th to 75th percentile, the median and n, and asks again for another period', async () => {
    const benchmark = route('get', '/api/analytics/benchmark', benchmarkResponse, (call) => ({
      bids: { p25: 150_000, p50: 200_000, p75: 250_000, n: 3 },
      awards: { p25: null, p50: null, p75: null, n: 0 },
      per_mile: { p25: 150, p50: 200, p75: 250, n: 3 },
      scope: 'own' as const,
      days: Number(call.url.searchParams.get('days')),
    }));
    const { user } = renderWithApp(
      <BenchmarkRange
        title="Suggested target (benchmark)"
        originZip="60601"
        destinationZip="75201"
        equipmentType="dry_van"
      />,
    );
    expect(
      await screen.findByText('$1,500.00 – $2,500.00, median $2,000.00 (n = 3)'),
    ).toBeInTheDocument();
    expect(screen.getByText('No data yet (n = 0)')).toBeInTheDocument();
    expect(screen.getByText('$1.50 – $2.50/mi, median $2.00/mi (n = 3)')).toBeInTheDocument();
    expect(screen.getByText(/From your own data only/)).toBeInTheDocument();
    expect(benchmark.lastQuery()).toEqual({
      origin_zip: '60601',
      destination_zip: '75201',
      equipment_type: 'dry_van',
      days: '30',
    });
    await user.click(screen.getByText('90 days'));
    await screen.findByText('$1,500.00 – $2,500.00, median $2,000.00 (n = 3)');
    expect(benchmark.lastQuery().days).toBe('90');
  });

  it('asks by region for a lane end that is a region, and shows the range', async () => {
    const benchmark = route('get', '/api/analytics/benchmark', benchmarkResponse, () => ({
      bids: { p25: 100_000, p50: 120_000, p75: 140_000, n: 4 },
      awards: { p25: 110_000, p50: 110_000, p75: 110_000, n: 1 },
      per_mile: { p25: 2, p50: 2.4, p75: 2.8, n: 4 },
      scope: 'own' as const,
      days: 30,
    }));
    renderWithApp(
      <BenchmarkRange
        title="Benchmark"
        originZip={null}
        originRegionId={7}
        destinationZip="75201"
        destinationRegionId={null}
        equipmentType="reefer"
      />,
    );
    expect(
      await screen.findByText('$1,000.00 – $1,400.00, median $1,200.00 (n = 4)'),
    ).toBeInTheDocument();
    expect(benchmark.lastQuery()).toEqual({
      origin_region_id: '7',
      destination_zip: '75201',
      equipment_type: 'reefer',
      days: '30',
    });
  });

  it('waits for both ZIP codes and the equipment before asking', () => {
    const benchmark = route('get', '/api/analytics/benchmark', benchmarkResponse, () => {
      throw new Error('must not be asked');
    });
    renderWithApp(
      <BenchmarkRange
        title="Market range"
        originZip="60601"
        destinationZip={null}
        equipmentType="reefer"
      />,
    );
    expect(
      screen.getByText('Shows once both stops have a ZIP code and the equipment is chosen.'),
    ).toBeInTheDocument();
    expect(benchmark.calls).toHaveLength(0);
  });
});

describe('the analytics filters kept on the device', () => {
  it('keeps only valid filters from whatever the device holds', () => {
    expect(readAnalyticsFilters(null)).toEqual({});
    expect(
      readAnalyticsFilters({
        from: '2026-01-01',
        to: 'soon',
        lane_id: 4,
        carrier_id: -1,
        origin_region_id: 1.5,
        equipment_type: 'reefer',
        extra: true,
      }),
    ).toEqual({ from: '2026-01-01', lane_id: 4, equipment_type: 'reefer' });
    expect(readAnalyticsFilters({ equipment_type: 'spaceship' })).toEqual({});
  });

  it("words the missing range for a carrier, who cannot choose the load's equipment", () => {
    renderWithApp(
      <BenchmarkRange
        title="Market range"
        originZip="60601"
        destinationZip="75201"
        equipmentType={null}
        missingText="No market range for this load: the shipper gave no equipment type or no ZIP code for a stop."
      />,
    );
    expect(screen.getByText(/the shipper gave no equipment type/)).toBeInTheDocument();
    expect(screen.queryByText(/the equipment is chosen/)).toBeNull();
  });
});

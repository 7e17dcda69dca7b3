import { beforeEach, describe, expect, it } from 'vitest';
import { readAnalyticsUrl, withRememberedFilters, writeAnalyticsUrl } from './analytics-url.ts';

beforeEach(() => localStorage.clear());

describe('the /analytics state in the URL', () => {
  it('reads the filters, tab and cost page from the search params, dropping what is malformed', () => {
    const state = readAnalyticsUrl(
      new URLSearchParams(
        'from=2026-01-01&to=nope&lane_id=4&carrier_id=-2&equipment_type=dry_van&tab=cost&page=3&sort=-bid_count',
      ),
    );
    expect(state).toEqual({
      filters: { from: '2026-01-01', lane_id: 4, equipment_type: 'dry_van' },
      tab: 'cost',
      page: 3,
      sort: '-bid_count',
    });
    expect(readAnalyticsUrl(new URLSearchParams('tab=secret&page=0&sort=password'))).toEqual({
      filters: {},
      tab: 'overview',
      page: 1,
      sort: '-date_to_leave',
    });
  });

  it('writes new filters over the old ones and starts the report over', () => {
    const before = new URLSearchParams('lane_id=4&tab=cost&page=3');
    const after = writeAnalyticsUrl(before, { filters: { carrier_id: 7 } });
    expect(after.toString()).toBe('tab=cost&carrier_id=7');
    expect(writeAnalyticsUrl(after, { sort: '-date_to_leave', tab: 'overview' }).toString()).toBe(
      'carrier_id=7',
    );
    expect(readAnalyticsUrl(writeAnalyticsUrl(after, { page: 2 })).page).toBe(2);
  });

  it('sends a visit without filters to the filters remembered on the device', () => {
    const url = new URL('http://app.test/analytics?tab=carriers');
    expect(withRememberedFilters(url)).toBeNull();
    localStorage.setItem('analyticsFilters', JSON.stringify({ lane_id: 4, from: '2026-02-01' }));
    expect(withRememberedFilters(url)).toBe('/analytics?tab=carriers&from=2026-02-01&lane_id=4');
    // A URL that names its own filters keeps them.
    expect(withRememberedFilters(new URL('http://app.test/analytics?carrier_id=7'))).toBeNull();
  });
});

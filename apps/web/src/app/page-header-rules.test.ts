import { paths } from '@spotlane/shared/domain/paths';
import { describe, expect, it } from 'vitest';
import { searchBoxWidth, showsBackArrow } from '../ui/page-header-rules.ts';
import { routeAt } from './route-registry.ts';

/** The header options the router gives the page at `pathname`. */
const headerAt = (pathname: string) => routeAt(pathname)?.header ?? {};

describe('page header rules from the route registry (SPEC 2.4, 2.6)', () => {
  it('hides the back arrow on /shipments and /spot-quotes and for the Shipments title', () => {
    expect(showsBackArrow(headerAt(paths.shipments), 'Anything')).toBe(false);
    expect(showsBackArrow(headerAt(paths.spotQuotes), 'Anything')).toBe(false);
    expect(showsBackArrow(headerAt(paths.allSpotQuotes), 'Shipments')).toBe(false);
    expect(showsBackArrow(headerAt(paths.favorites), 'Favorites')).toBe(true);
    expect(showsBackArrow(headerAt(paths.bidForm(4)), 'Bid Form')).toBe(true);
  });
  it('makes the search box 300px on /spot-quotes and 200px elsewhere', () => {
    expect(searchBoxWidth(headerAt(paths.spotQuotes))).toBe(300);
    expect(searchBoxWidth(headerAt(`${paths.spotQuotes}/`))).toBe(300);
    expect(searchBoxWidth(headerAt(paths.spotQuoteDetail(4)))).toBe(200);
    expect(searchBoxWidth(headerAt(paths.shipments))).toBe(200);
  });
});

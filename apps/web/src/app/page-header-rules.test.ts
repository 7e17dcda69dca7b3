import { describe, expect, it } from 'vitest';
import { searchBoxWidth, showsBackArrow } from '../ui/page-header-rules.ts';
import { routeAt } from './route-registry.ts';

/** The header options the router gives the page at `pathname`. */
const headerAt = (pathname: string) => routeAt(pathname)?.header ?? {};

describe('page header rules from the route registry (SPEC 2.4, 2.6)', () => {
  it('hides the back arrow on /shipments and /spot-quotes and for the Shipments title', () => {
    expect(showsBackArrow(headerAt('/shipments'), 'Anything')).toBe(false);
    expect(showsBackArrow(headerAt('/spot-quotes'), 'Anything')).toBe(false);
    expect(showsBackArrow(headerAt('/all-spot-quotes'), 'Shipments')).toBe(false);
    expect(showsBackArrow(headerAt('/favorites'), 'Favorites')).toBe(true);
    expect(showsBackArrow(headerAt('/spot-quotes/4/bid'), 'Bid Form')).toBe(true);
  });
  it('makes the search box 300px on /spot-quotes and 200px elsewhere', () => {
    expect(searchBoxWidth(headerAt('/spot-quotes'))).toBe(300);
    expect(searchBoxWidth(headerAt('/spot-quotes/'))).toBe(300);
    expect(searchBoxWidth(headerAt('/spot-quotes/4'))).toBe(200);
    expect(searchBoxWidth(headerAt('/shipments'))).toBe(200);
  });
});

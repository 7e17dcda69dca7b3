import { describe, expect, it } from 'vitest';
import { searchBoxWidth, showsBackArrow } from './page-header-rules.ts';

describe('page header rules (SPEC 2.4, 2.6)', () => {
  it('hides the back arrow on /shipments and /spot-quotes and for the Shipments title', () => {
    expect(showsBackArrow('/shipments', 'Anything')).toBe(false);
    expect(showsBackArrow('/spot-quotes', 'Anything')).toBe(false);
    expect(showsBackArrow('/all-spot-quotes', 'Shipments')).toBe(false);
    expect(showsBackArrow('/favorites', 'Favorites')).toBe(true);
    expect(showsBackArrow('/spot-quotes/4/bid', 'Bid Form')).toBe(true);
  });
  it('makes the search box 300px on /spot-quotes and 200px elsewhere', () => {
    expect(searchBoxWidth('/spot-quotes')).toBe(300);
    expect(searchBoxWidth('/spot-quotes/')).toBe(300);
    expect(searchBoxWidth('/spot-quotes/4')).toBe(200);
    expect(searchBoxWidth('/shipments')).toBe(200);
  });
});

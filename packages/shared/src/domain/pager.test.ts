import { describe, expect, it } from 'vitest';
import { pageCount, pagerItems } from './pager.ts';

describe('pagerItems', () => {
  it('shows three numbers with ellipses and the last page', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(1, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(pagerItems(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(pagerItems(10, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
    expect(pagerItems(3, 4)).toEqual([1, 2, 3, 4]);
    expect(pagerItems(0, 0)).toEqual([]);
  });
  it('counts pages', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });
});

import { paths } from '@spotlane/shared/domain/paths';
import { describe, expect, it } from 'vitest';
import {
  headerForSection,
  searchBoxWidth,
  searchLabel,
  searchPlaceholder,
  showsBackArrow,
} from '../ui/page-header-rules.ts';
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

describe('the header fits the page', () => {
  /** What the router gives the page at `pathname`: the section's defaults, then the route's. */
  const pageHeader = (pathname: string) => {
    const route = routeAt(pathname);
    return { ...headerForSection(route?.menu), ...route?.header };
  };

  it('gives Companies, Carriers, Quotes and Analytics their own search and no List/Calendar', () => {
    expect(searchPlaceholder(pageHeader('/companies'))).toBe('Search Companies...');
    expect(searchPlaceholder(pageHeader('/carriers'))).toBe('Search Carriers...');
    expect(searchPlaceholder(pageHeader('/quotes'))).toBe('Search Quotes...');
    expect(pageHeader('/analytics').search).toBe(false);
    for (const path of ['/companies', '/carriers', '/quotes', '/analytics'])
      expect(pageHeader(path).viewToggle, path).toBe(false);
    expect(searchPlaceholder(pageHeader('/shipments'))).toBe('Search Shipments...');
    expect(pageHeader('/shipments').viewToggle).toBeUndefined();
    expect(pageHeader('/calendar').viewToggle).toBeUndefined();
  });

  it('searches what each section lists, and keeps SPEC 2.6 text on shipment pages', () => {
    expect(searchPlaceholder(headerForSection('shipments'))).toBe('Search Shipments...');
    expect(searchPlaceholder(headerForSection(undefined))).toBe('Search Shipments...');
    expect(searchPlaceholder(headerForSection('companies'))).toBe('Search Companies...');
    expect(searchPlaceholder(headerForSection('carriers/my-carriers'))).toBe('Search Carriers...');
    expect(searchPlaceholder(headerForSection('quotes'))).toBe('Search Quotes...');
    expect(searchLabel(headerForSection('companies'))).toBe('Search companies');
    expect(searchLabel(headerForSection('contacts'))).toBe('Search contacts');
    expect(searchLabel({})).toBe('Search shipments');
    expect(headerForSection('analytics').search).toBe(false);
  });

  it('shows the List/Calendar pair only on shipment pages', () => {
    expect(headerForSection('shipments').viewToggle).toBeUndefined();
    expect(headerForSection('favorites').viewToggle).toBeUndefined();
    for (const menu of [
      'companies',
      'carriers/my-carriers',
      'quotes',
      'analytics',
      'settings/users',
    ])
      expect(headerForSection(menu).viewToggle, menu).toBe(false);
  });
});

import type { HeaderOptions } from './route-header.ts';

/** SPEC 2.4 and 2.6: no back arrow where the route says so, nor for the 'Shipments' title. */
export function showsBackArrow(header: HeaderOptions, title: string): boolean {
  if (title === 'Shipments') return false;
  return header.backArrow !== false;
}

/** SPEC 2.6: the header search box is 300px wide on /spot-quotes and 200px elsewhere. */
export function searchBoxWidth(header: HeaderOptions): number {
  return header.searchWidth ?? 200;
}

/** SPEC 2.6: the default search placeholder, kept where the page searches shipments. */
export const DEFAULT_SEARCH_PLACEHOLDER = 'Search Shipments...';

export function searchPlaceholder(header: HeaderOptions): string {
  return header.searchPlaceholder ?? DEFAULT_SEARCH_PLACEHOLDER;
}

/** The search box's accessible name: 'Search Companies...' reads 'Search companies'. */
export function searchLabel(header: HeaderOptions): string {
  const [verb, ...rest] = searchPlaceholder(header).replace(/\.+$/, '').split(' ');
  return [verb, ...rest.map((word) => word.toLowerCase())].join(' ');
}

/**
 * The header fits the page. Sections that are not about shipments search what
 * they list and have no List/Calendar pair (which would light up List on them).
 */
export function headerForSection(menu: string | undefined): HeaderOptions {
  if (menu === 'companies') return { searchPlaceholder: 'Search Companies...', viewToggle: false };
  if (menu === 'contacts') return { searchPlaceholder: 'Search Contacts...', viewToggle: false };
  if (menu?.startsWith('carriers/'))
    return { searchPlaceholder: 'Search Carriers...', viewToggle: false };
  if (menu === 'quotes') return { searchPlaceholder: 'Search Quotes...', viewToggle: false };
  if (menu === 'analytics') return { search: false, viewToggle: false };
  if (menu?.startsWith('settings/')) return { viewToggle: false };
  return {};
}

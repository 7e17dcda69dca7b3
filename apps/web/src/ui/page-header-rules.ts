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

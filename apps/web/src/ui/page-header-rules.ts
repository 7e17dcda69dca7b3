function normalize(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** SPEC 2.4 and 2.6: no back arrow on /shipments and /spot-quotes, nor for the 'Shipments' title. */
export function showsBackArrow(pathname: string, title: string): boolean {
  const path = normalize(pathname);
  if (title === 'Shipments') return false;
  return path !== '/shipments' && path !== '/spot-quotes';
}

/** SPEC 2.6: the header search box is 300px wide on /spot-quotes and 200px elsewhere. */
export function searchBoxWidth(pathname: string): number {
  return normalize(pathname) === '/spot-quotes' ? 300 : 200;
}

import { createContext, useContext } from 'react';

/** What a route asks of its page header (app/route-registry.ts sets it per route). */
export interface HeaderOptions {
  /** SPEC 2.4: false on the role's start page (/shipments, /spot-quotes). */
  backArrow?: false;
  /** SPEC 2.6: the search box width in px; 200 unless the route says otherwise. */
  searchWidth?: number;
  /** What the header search looks for ('Search Companies...'); SPEC 2.6's default. */
  searchPlaceholder?: string;
  /** false: no search box (a page with nothing to search). */
  search?: false;
  /** false: no support chat button (the support page is the chat itself). */
  supportChat?: false;
  /** false: no List/Calendar pair (pages that are not shipment lists). */
  viewToggle?: false;
}

/** The current route's header options; the router provides them around each page. */
export const RouteHeaderContext = createContext<HeaderOptions>({});

export function useRouteHeader(): HeaderOptions {
  return useContext(RouteHeaderContext);
}

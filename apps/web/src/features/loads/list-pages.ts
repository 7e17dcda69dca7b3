import { paths } from '@spotlane/shared/domain/paths';
import type { shipperListStatuses } from '@spotlane/shared/schemas/loads';

export type ShipperListStatus = Exclude<(typeof shipperListStatuses)[number], 'quotes'>;

export interface ListPage {
  status: ShipperListStatus;
  path: string;
  /** The page title and the tile label. */
  title: string;
  tile: string;
  empty: string;
}

/** PRODUCT.md 4: the shipper's list pages and the count tile of each on /shipments. */
export const LIST_PAGES: readonly ListPage[] = [
  {
    status: 'all',
    path: paths.allShipments,
    title: 'All Shipments',
    tile: 'All',
    empty: 'No shipments yet. Use the + button to publish your first one.',
  },
  {
    status: 'needs-attention',
    path: paths.needsAttention,
    title: 'Needs Attention',
    tile: 'Needs Attention',
    empty: 'Nothing needs your attention right now.',
  },
  {
    status: 'in-progress',
    path: paths.inProgress,
    title: 'In Progress',
    tile: 'In Progress',
    empty: 'No shipment is assigned or on the road right now.',
  },
  {
    status: 'completed',
    path: paths.completed,
    title: 'Completed',
    tile: 'Completed',
    empty: 'No delivered shipments yet.',
  },
  {
    status: 'canceled',
    path: paths.canceled,
    title: 'Canceled',
    tile: 'Canceled',
    empty: 'No canceled shipments.',
  },
];

export function listPageFor(pathname: string): ListPage {
  const path = pathname.replace(/\/+$/, '');
  return LIST_PAGES.find((page) => page.path === path) ?? (LIST_PAGES[0] as ListPage);
}

/** The shipper detail path of a load (SPEC 2.3: /shipment-detail/{id}/{randomNum}). */
export function detailPath(id: number, randomNum: number | string = 1): string {
  return paths.shipmentDetail(id, randomNum);
}

/** 'Company, City, ST 12345' for a card (SPEC 3.3), or the quote place when no location. */
export function placeLine(
  location: {
    company_name: string | null;
    address: { city: string; state: string; zipcode: string };
  } | null,
  quotePlace?: { city: string; state: string; zipcode: string } | null,
): { company: string | null; place: string } {
  if (location) {
    const { city, state, zipcode } = location.address;
    return { company: location.company_name, place: `${city}, ${state} ${zipcode}` };
  }
  if (quotePlace) {
    return {
      company: null,
      place: `${quotePlace.city}, ${quotePlace.state} ${quotePlace.zipcode}`,
    };
  }
  return { company: null, place: '—' };
}

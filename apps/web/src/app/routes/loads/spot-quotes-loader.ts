import { prefetchSpotQuoteList } from '../../../features/loads/api/list-spot-quotes.ts';
import { scoresQuery } from '../../../features/reputation/api/scores.ts';
import { myTendersQuery } from '../../../features/tenders/api/my-tenders-query.ts';
import type { RouteLoader } from '../../route-module.ts';

/**
 * The load board's loader, a module of its own (route-module.ts): the spot quotes the URL asks
 * for, and the scores of their shippers as soon as the cards are known (PRODUCT.md 21: one
 * request for the page, the same query the cards' lines read), not once the cards have
 * rendered; the page waits for the carrier's open offers (a short answer): the offers come
 * first on the page, and arriving later they would push the tiles and the list down under the
 * carrier's finger (a layout shift).
 */
export const loader: RouteLoader =
  (queryClient) =>
  async ({ request }) => {
    void prefetchSpotQuoteList(queryClient, new URL(request.url)).then((page) => {
      const shipperIds = page?.results.shipments.map((card) => card.created_by.id) ?? [];
      if (shipperIds.length > 0) void queryClient.prefetchQuery(scoresQuery('shipper', shipperIds));
    });
    await queryClient.ensureQueryData(myTendersQuery).catch(() => null);
    return null;
  };

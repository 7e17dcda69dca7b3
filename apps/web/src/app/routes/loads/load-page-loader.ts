import { loadQuery } from '../../../features/loads/api/get-load.ts';
import { parsePathId } from '../../../lib/path-id.ts';
import type { RouteLoader } from '../../route-module.ts';

/** A load's page (the shipper's or the carrier's): the load, asked for with the chunk. */
export const loadPageLoader: RouteLoader =
  (queryClient) =>
  ({ params }) => {
    const { id, valid } = parsePathId(params.id);
    if (id !== null && valid) void queryClient.prefetchQuery(loadQuery(id));
    return null;
  };

import { prefetchLoadsPage } from '../../../features/loads/api/list-loads.ts';
import type { RouteLoader } from '../../route-module.ts';

/**
 * The shipper's landing list's loader, a module of its own (route-module.ts): every load the URL
 * asks for (page, size, sort, search).
 */
export const loader: RouteLoader =
  (queryClient) =>
  ({ request }) => {
    prefetchLoadsPage(queryClient, 'all', new URL(request.url));
    return null;
  };

import { getQuery } from '../../../lib/list-query.ts';
import { tenderKeys } from './keys.ts';

// The answer's schema loads with the request (api-client starts it with the fetch): the spot-quote
// page's prefetch, in the entry chunk, asks for the open offers before the schemas have arrived.
const carrierTenderList = () =>
  import('@spotlane/shared/schemas/tenders').then((module) => module.carrierTenderList);

/** GET /api/tenders: the signed-in carrier's open offers, each with its load card. */
export const myTendersQuery = getQuery(tenderKeys.mine, '/api/tenders', carrierTenderList);

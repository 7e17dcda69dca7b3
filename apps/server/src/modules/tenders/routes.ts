import { carrierTenderList, tenderList, tenderResponse } from '@spotlane/shared/schemas/tenders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireCaller, requireShipper } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import { acceptTender, declineTender } from './answers.ts';
import { carrierTenders, loadTenders } from './read.ts';

/** PRODUCT.md 8: the routing guide's tenders, for the shipper (a load's) and the carrier (its offers). */
export const tenderRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const route = endpoints(app, ['tenders']);
  route.get('/api/loads/:id/tenders', { params: true, reply: tenderList }, ({ request, id }) =>
    loadTenders(db, requireShipper(request), id),
  );
  route.get('/api/tenders', { reply: carrierTenderList }, ({ request }) =>
    carrierTenders(db, requireCaller(request)),
  );
  route.post(
    '/api/tenders/:id/accept',
    { params: true, reply: tenderResponse },
    ({ request, id }) => acceptTender(ctx, requireCaller(request), id),
  );
  route.post(
    '/api/tenders/:id/decline',
    { params: true, reply: tenderResponse },
    ({ request, id }) => declineTender(ctx, requireCaller(request), id),
  );
};

import * as ssc from '@spotlane/shared/schemas/ssc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { findTokenCaller, requireCaller } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import { unauthenticated } from '../../platform/errors.ts';
import { cancel, details, fetchAvailable, modify } from './ssc.ts';

/**
 * PRODUCT.md 17: the SSC appointment API v1.1 under /ssc, synchronous mode, for carriers' and
 * brokers' systems. Only an API token (11) authenticates here: `Authorization: Bearer <token>`.
 */
export const sscRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('onRequest', async (request) => {
    const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw unauthenticated('Send an API token as "Authorization: Bearer <token>"');
    request.caller = await findTokenCaller(ctx.db, match[1]);
    if (!request.caller) throw unauthenticated('This API token is not valid (revoked or expired?)');
  });
  const route = endpoints(app, ['ssc appointments']);
  route.post(
    '/ssc/appointments/v1/fetch-available-appointments',
    { body: ssc.sscFetchAvailableRequest, reply: ssc.sscFetchAvailableResponse },
    (input) => fetchAvailable(ctx, requireCaller(input.request), input.body),
  );
  route.post(
    '/ssc/appointments/v1/schedule-appointment',
    { body: ssc.sscScheduleRequest, reply: ssc.sscModificationResponse },
    (input) => modify(ctx, requireCaller(input.request), input.body, 'book'),
  );
  route.post(
    '/ssc/appointments/v1/reschedule-appointment',
    { body: ssc.sscRescheduleRequest, reply: ssc.sscModificationResponse },
    (input) => modify(ctx, requireCaller(input.request), input.body, 'reschedule'),
  );
  route.post(
    '/ssc/appointments/v1/cancel-appointment',
    { body: ssc.sscCancelRequest, reply: ssc.sscSynchronousResponse },
    (input) => cancel(ctx, requireCaller(input.request), input.body),
  );
  route.post(
    '/ssc/appointments/v1/fetch-appointment-details',
    { body: ssc.sscDetailsRequest, reply: ssc.sscDetailsResponse },
    (input) => details(ctx, requireCaller(input.request), input.body),
  );
};

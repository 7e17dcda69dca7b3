import * as schemas from '@spotlane/shared/schemas/capacity';
import { loadCard } from '@spotlane/shared/schemas/loads';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireCaller, requireShipper } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import { forbidden } from '../../platform/errors.ts';
import * as posts from './posts.ts';
import * as preferences from './preferences.ts';
import { reloads } from './reloads.ts';
import { inviteCarrier, trucksNear } from './trucks-near.ts';

/** Posts and preferences are a carrier's; a shipper is refused outright (403). */
function requireCarrier(request: FastifyRequest) {
  const caller = requireCaller(request);
  if (caller.account.type !== 'carrier') throw forbidden('This is available to carriers only');
  return caller;
}

const inviteRequest = schemas.inviteCarrierRequest.extend({
  load_id: z.number().int().positive().max(2_147_483_647).optional(),
});
const inviteResponse = z.object({
  carrier_account_id: z.number().int(),
  shipper_carrier_id: z.number().int(),
  named: z.boolean(),
});

/** PRODUCT.md 20: posted trucks, lane preferences, reloads and trucks near a load. */
export const capacityRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const route = endpoints(app, ['capacity']);

  // Before /api/trucks/:id, so that "near" is never read as an id.
  route.get(
    '/api/trucks/near',
    { query: schemas.trucksNearQuery, reply: schemas.trucksNearResponse },
    (input) => trucksNear(db, requireShipper(input.request), input.query),
  );
  route.post('/api/trucks/invite', { body: inviteRequest, reply: inviteResponse }, (input) =>
    inviteCarrier(ctx, requireShipper(input.request, 'shipment_edit'), input.body),
  );
  route.get(
    '/api/trucks',
    { query: schemas.truckPostListQuery, reply: schemas.truckPostList },
    (input) => posts.listPosts(db, requireCarrier(input.request), input.query),
  );
  route.post(
    '/api/trucks',
    { body: schemas.truckPostRequest, reply: schemas.truckPost, status: 201 },
    (input) => posts.createPost(db, requireCarrier(input.request), input.body),
  );
  route.get('/api/trucks/:id', { params: true, reply: schemas.truckPost }, (input) =>
    posts.getPost(db, requireCarrier(input.request), input.id),
  );
  route.put(
    '/api/trucks/:id',
    { params: true, body: schemas.truckPostRequest, reply: schemas.truckPost },
    (input) => posts.updatePost(db, requireCarrier(input.request), input.id, input.body),
  );
  route.delete('/api/trucks/:id', { params: true }, (input) =>
    posts.deletePost(db, requireCarrier(input.request), input.id),
  );

  route.get('/api/lane_preferences', { reply: schemas.lanePreferenceList }, (input) =>
    preferences.listPreferences(db, requireCarrier(input.request)),
  );
  route.post(
    '/api/lane_preferences',
    { body: schemas.lanePreferenceRequest, reply: schemas.lanePreference, status: 201 },
    (input) => preferences.createPreference(db, requireCarrier(input.request), input.body),
  );
  route.delete('/api/lane_preferences/:id', { params: true }, (input) =>
    preferences.deletePreference(db, requireCarrier(input.request), input.id),
  );

  route.get(
    '/api/loads/:id/reloads',
    {
      params: true,
      reply: z.object({ results: z.array(loadCard), count: z.number().int() }),
    },
    (input) => reloads(db, requireCarrier(input.request), input.id),
  );
};

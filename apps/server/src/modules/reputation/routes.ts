import * as schemas from '@spotlane/shared/schemas/reputation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { effectivePermissions, requireCaller } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import { forbidden } from '../../platform/errors.ts';
import { idParams } from '../../platform/params.ts';
import { packetFacts, renderClaimPacket } from './claim-packet.ts';
import * as claims from './claims.ts';
import * as lists from './rating-lists.ts';
import * as ratings from './ratings.ts';

/** A write: a shipper's user needs the right to edit shipments (a read-only teammate gets 403). */
function requireWriter(request: FastifyRequest) {
  const caller = requireCaller(request);
  if (caller.account.type === 'shipper' && !effectivePermissions(caller.user).shipment_edit)
    throw forbidden();
  return caller;
}

/** PRODUCT.md 21: ratings both ways, the kept scores, and claims with their clocks. */
export const reputationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const tags = ['reputation and claims'];
  const route = endpoints(app, tags);

  route.post(
    '/api/loads/:id/ratings',
    { params: true, body: schemas.ratingRequest, reply: schemas.rating, status: 201 },
    (input) => ratings.rateLoad(ctx, requireWriter(input.request), input.id, input.body),
  );
  route.get('/api/loads/:id/ratings', { params: true, reply: schemas.loadRatings }, (input) =>
    ratings.ratingsOfLoad(db, requireCaller(input.request), input.id),
  );
  // Before /api/ratings/:id routes, so that "to_rate" is never read as an id.
  route.get('/api/ratings/to_rate', { reply: schemas.toRateList }, (input) =>
    lists.toRate(db, requireCaller(input.request)),
  );
  route.get(
    '/api/ratings/scores',
    { query: schemas.scoresQuery, reply: schemas.scoreList },
    (input) => lists.scoresOf(db, requireCaller(input.request), input.query),
  );
  route.get(
    '/api/ratings/received',
    { query: schemas.receivedQuery, reply: schemas.ratingList },
    (input) => lists.receivedRatings(db, requireCaller(input.request), input.query),
  );
  route.get('/api/ratings', { query: schemas.ratingsQuery, reply: schemas.ratingList }, (input) =>
    lists.listRatings(db, requireCaller(input.request), input.query),
  );
  route.post(
    '/api/ratings/:id/reply',
    { params: true, body: schemas.replyRequest, reply: schemas.rating },
    (input) =>
      ratings.replyToRating(ctx, requireWriter(input.request), input.id, input.body.comment),
  );

  route.get('/api/claims', { query: schemas.claimListQuery, reply: schemas.claimList }, (input) =>
    claims.listClaims(db, requireCaller(input.request), input.query),
  );
  route.post(
    '/api/claims',
    { body: schemas.claimRequest, reply: schemas.claim, status: 201 },
    (input) => claims.fileClaim(ctx, requireWriter(input.request), input.body),
  );
  route.get('/api/claims/:id', { params: true, reply: schemas.claim }, (input) =>
    claims.getClaim(db, requireCaller(input.request), input.id),
  );
  route.post('/api/claims/:id/acknowledge', { params: true, reply: schemas.claim }, (input) =>
    claims.acknowledgeClaim(ctx, requireCaller(input.request), input.id),
  );
  route.post(
    '/api/claims/:id/decide',
    { params: true, body: schemas.decideRequest, reply: schemas.claim },
    (input) => claims.decideClaim(ctx, requireCaller(input.request), input.id, input.body),
  );
  route.post('/api/claims/:id/close', { params: true, reply: schemas.claim }, (input) =>
    claims.closeClaim(ctx, requireWriter(input.request), input.id),
  );
  app.get(
    '/api/claims/:id/packet.pdf',
    { schema: { tags, params: idParams } },
    async (request, reply) => {
      const claim = await claims.getClaim(db, requireCaller(request), request.params.id);
      const pdf = await renderClaimPacket(await packetFacts(ctx, claim));
      reply.removeHeader('x-frame-options');
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'self'");
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `inline; filename="claim-${claim.id}-packet.pdf"`);
      return reply.send(pdf);
    },
  );
};

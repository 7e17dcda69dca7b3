import {
  acknowledgement,
  acknowledgeRequest,
  createDocumentRequest,
  documentLink as documentLinkSchema,
  documentList,
  loadDocument,
  publicTracking as publicTrackingSchema,
  rateConfirmationQuery,
  rateConfirmationVersion,
  reviewDocumentRequest,
  shareLink,
  timeline,
  trackingRequest,
  trackParams,
} from '@spotlane/shared/schemas/paperwork';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireCaller } from '../../platform/auth.ts';
import { idParams } from '../../platform/params.ts';
import {
  acknowledgeRateConfirmation,
  addTracking,
  attachDocument,
  createShareLink,
  documentLink,
  getTimeline,
  listDocuments,
  listRateConfirmations,
  publicTracking,
  rateConfirmationPdf,
  reviewDocument,
  revokeShareLink,
} from './service.ts';

/** PRODUCT.md 12: rate confirmations, documents, tracking and share links of a load. */
export const paperworkRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['documents and tracking'];
  app.get(
    '/api/loads/:id/rate_confirmation',
    { schema: { tags, params: idParams, querystring: rateConfirmationQuery } },
    async (request, reply) => {
      const found = await rateConfirmationPdf(
        ctx,
        requireCaller(request),
        request.params.id,
        request.query.version,
      );
      // The web page shows the PDF in a frame of its own origin.
      reply.removeHeader('x-frame-options');
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'self'");
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `inline; filename="${found.fileName}"`);
      reply.header('x-rate-confirmation-version', String(found.version));
      return reply.send(found.pdf);
    },
  );
  app.get(
    '/api/loads/:id/rate_confirmations',
    {
      schema: {
        tags,
        params: idParams,
        response: {
          200: z.object({ results: z.array(rateConfirmationVersion), count: z.number().int() }),
        },
      },
    },
    async (request) => listRateConfirmations(ctx, requireCaller(request), request.params.id),
  );
  app.post(
    '/api/loads/:id/rate_confirmation/acknowledge',
    {
      schema: {
        tags,
        params: idParams,
        body: acknowledgeRequest,
        response: { 200: acknowledgement },
      },
    },
    async (request) =>
      acknowledgeRateConfirmation(
        ctx,
        requireCaller(request),
        request.params.id,
        request.body.name,
      ),
  );
  app.get(
    '/api/loads/:id/documents',
    { schema: { tags, params: idParams, response: { 200: documentList } } },
    async (request) => listDocuments(ctx, requireCaller(request), request.params.id),
  );
  app.post(
    '/api/loads/:id/documents',
    {
      schema: {
        tags,
        params: idParams,
        body: createDocumentRequest,
        response: { 201: loadDocument },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await attachDocument(ctx, requireCaller(request), request.params.id, request.body)),
  );
  app.get(
    '/api/documents/:id',
    { schema: { tags, params: idParams, response: { 200: documentLinkSchema } } },
    async (request) => documentLink(ctx, requireCaller(request), request.params.id),
  );
  app.post(
    '/api/documents/:id/review',
    {
      schema: {
        tags,
        params: idParams,
        body: reviewDocumentRequest,
        response: { 200: loadDocument },
      },
    },
    async (request) => reviewDocument(ctx, requireCaller(request), request.params.id, request.body),
  );
  app.get(
    '/api/loads/:id/tracking',
    { schema: { tags, params: idParams, response: { 200: timeline } } },
    async (request) => getTimeline(ctx, requireCaller(request), request.params.id),
  );
  app.post(
    '/api/loads/:id/tracking',
    { schema: { tags, params: idParams, body: trackingRequest, response: { 200: timeline } } },
    async (request) => addTracking(ctx, requireCaller(request), request.params.id, request.body),
  );
  app.post(
    '/api/loads/:id/share',
    { schema: { tags, params: idParams, response: { 201: shareLink } } },
    async (request, reply) =>
      reply.code(201).send(await createShareLink(ctx, requireCaller(request), request.params.id)),
  );
  app.delete(
    '/api/loads/:id/share',
    { schema: { tags, params: idParams } },
    async (request, reply) => {
      await revokeShareLink(ctx, requireCaller(request), request.params.id);
      return reply.code(204).send();
    },
  );
  app.get(
    '/api/track/:token',
    { schema: { tags, params: trackParams, response: { 200: publicTrackingSchema } } },
    async (request) => publicTracking(ctx.db, request.params.token, request.ip),
  );
};

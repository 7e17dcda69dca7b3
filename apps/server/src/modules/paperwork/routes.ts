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
  updateDocumentRequest,
} from '@spotlane/shared/schemas/paperwork';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireCaller } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import { idParams } from '../../platform/params.ts';
import {
  attachDocument,
  documentLink,
  listDocuments,
  removeDocument,
  retypeDocument,
  reviewDocument,
} from './documents.ts';
import {
  acknowledgeRateConfirmation,
  listRateConfirmations,
  rateConfirmationPdf,
} from './rate-confirmations.ts';
import { createShareLink, publicTracking, revokeShareLink } from './share-links.ts';
import { addTracking, getTimeline } from './tracking.ts';

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
  const route = endpoints(app, tags);
  const versions = z.object({ results: z.array(rateConfirmationVersion), count: z.number().int() });
  route.get('/api/loads/:id/rate_confirmations', { params: true, reply: versions }, (input) =>
    listRateConfirmations(ctx, requireCaller(input.request), input.id),
  );
  const acknowledge = { params: true, body: acknowledgeRequest, reply: acknowledgement } as const;
  route.post('/api/loads/:id/rate_confirmation/acknowledge', acknowledge, (input) =>
    acknowledgeRateConfirmation(ctx, requireCaller(input.request), input.id, input.body.name),
  );
  route.get('/api/loads/:id/documents', { params: true, reply: documentList }, (input) =>
    listDocuments(ctx, requireCaller(input.request), input.id),
  );
  const attach = {
    params: true,
    body: createDocumentRequest,
    reply: loadDocument,
    status: 201,
  } as const;
  route.post('/api/loads/:id/documents', attach, ({ request, id, body }) =>
    attachDocument(ctx, requireCaller(request), id, body),
  );
  route.get('/api/documents/:id', { params: true, reply: documentLinkSchema }, ({ request, id }) =>
    documentLink(ctx, requireCaller(request), id),
  );
  const retype = { params: true, body: updateDocumentRequest, reply: loadDocument } as const;
  route.put('/api/documents/:id', retype, ({ request, id, body }) =>
    retypeDocument(ctx, requireCaller(request), id, body.kind),
  );
  route.delete('/api/documents/:id', { params: true }, ({ request, id }) =>
    removeDocument(ctx, requireCaller(request), id),
  );
  const review = { params: true, body: reviewDocumentRequest, reply: loadDocument } as const;
  route.post('/api/documents/:id/review', review, ({ request, id, body }) =>
    reviewDocument(ctx, requireCaller(request), id, body),
  );
  route.get('/api/loads/:id/tracking', { params: true, reply: timeline }, ({ request, id }) =>
    getTimeline(ctx, requireCaller(request), id),
  );
  const track = { params: true, body: trackingRequest, reply: timeline } as const;
  route.post('/api/loads/:id/tracking', track, ({ request, id, body }) =>
    addTracking(ctx, requireCaller(request), id, body),
  );
  route.post('/api/loads/:id/share', { params: true, reply: shareLink, status: 201 }, (input) =>
    createShareLink(ctx, requireCaller(input.request), input.id),
  );
  route.delete('/api/loads/:id/share', { params: true }, ({ request, id }) =>
    revokeShareLink(ctx, requireCaller(request), id),
  );
  route.get('/api/track/:token', { params: trackParams, reply: publicTrackingSchema }, (input) =>
    publicTracking(ctx.db, input.params.token, input.request.ip),
  );
};

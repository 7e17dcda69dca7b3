import { trackParams } from '@spotlane/shared/schemas/paperwork';
import {
  checkCallHeld,
  checkCallSent,
  driveDocument,
  driveDocumentRequest,
  driveEventRequest,
  driverAnswer,
  driverRequest,
  driverTokenParams,
  driverView,
  driveUploadRequest,
  eldConnection,
  eldRequest,
  loadPositions,
  positionsAnswer,
  positionsQuery,
  positionsRequest,
  quietHoursSchema,
  sharingRequest,
  trackingMap,
} from '@spotlane/shared/schemas/tracking';
import { completedUpload, uploadTicket } from '@spotlane/shared/schemas/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireCaller } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import { idParams } from '../../platform/params.ts';
import { getQuietHours, putQuietHours, requestCheckCall } from './check-calls.ts';
import {
  completeDriveUpload,
  createDriveUpload,
  driverViewOf,
  nameDriver,
  postDriveDocument,
  postDriveEvent,
  postPositions,
  setSharing,
} from './drive.ts';
import { connectEld } from './eld.ts';
import { listPositions, publicMapOf, trackingMapOf } from './map.ts';

/** PRODUCT.md 18: tracking without phone calls. */
export const trackingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['tracking'];
  const route = endpoints(app, tags);

  const name = { params: true, body: driverRequest, reply: driverAnswer, status: 201 } as const;
  route.post('/api/loads/:id/driver', name, ({ request, id, body }) =>
    nameDriver(ctx, requireCaller(request), id, body),
  );
  const eld = { params: true, body: eldRequest, reply: eldConnection, status: 201 } as const;
  route.post('/api/loads/:id/eld', eld, ({ request, id, body }) =>
    connectEld(ctx, requireCaller(request), id, body),
  );
  const positions = { params: true, query: positionsQuery, reply: loadPositions } as const;
  route.get('/api/loads/:id/positions', positions, ({ request, id, query }) =>
    listPositions(ctx, requireCaller(request), id, query.since),
  );
  route.get('/api/loads/:id/tracking_map', { params: true, reply: trackingMap }, (input) =>
    trackingMapOf(ctx, requireCaller(input.request), input.id),
  );
  route.get('/api/track/:token/map', { params: trackParams, reply: trackingMap }, (input) =>
    publicMapOf(ctx, input.params.token, input.request.ip),
  );
  route.get('/api/quiet_hours', { reply: quietHoursSchema }, ({ request }) =>
    getQuietHours(ctx, requireCaller(request)),
  );
  route.put('/api/quiet_hours', { body: quietHoursSchema, reply: quietHoursSchema }, (input) =>
    putQuietHours(ctx, requireCaller(input.request), input.body),
  );
  // 201 when sent, 202 when held inside the carrier's quiet hours.
  app.post(
    '/api/loads/:id/check_call_request',
    {
      schema: {
        tags,
        params: idParams,
        response: { 201: checkCallSent, 202: checkCallHeld },
      },
    },
    async (request, reply) => {
      const answer = await requestCheckCall(ctx, requireCaller(request), request.params.id);
      return reply.code(answer.status === 'sent' ? 201 : 202).send(answer);
    },
  );

  // The driver's link: no sign-in, the token is the key.
  const drive = { params: driverTokenParams } as const;
  route.get('/api/drive/:token', { ...drive, reply: driverView }, (input) =>
    driverViewOf(ctx, input.params.token),
  );
  route.put(
    '/api/drive/:token/sharing',
    { ...drive, body: sharingRequest, reply: driverView },
    (input) => setSharing(ctx, input.params.token, input.body.sharing),
  );
  const post = { ...drive, body: positionsRequest, reply: positionsAnswer } as const;
  route.post('/api/drive/:token/positions', post, (input) =>
    postPositions(ctx, input.params.token, input.body),
  );
  route.post(
    '/api/drive/:token/events',
    { ...drive, body: driveEventRequest, reply: driverView },
    (input) => postDriveEvent(ctx, input.params.token, input.body),
  );
  const upload = { ...drive, body: driveUploadRequest, reply: uploadTicket, status: 201 } as const;
  route.post('/api/drive/:token/uploads', upload, (input) =>
    createDriveUpload(ctx, input.params.token, input.body),
  );
  const complete = {
    params: driverTokenParams.extend({ id: idParams.shape.id }),
    reply: completedUpload,
  } as const;
  route.post('/api/drive/:token/uploads/:id/complete', complete, (input) =>
    completeDriveUpload(ctx, input.params.token, input.params.id),
  );
  const document = {
    ...drive,
    body: driveDocumentRequest,
    reply: driveDocument,
    status: 201,
  } as const;
  route.post('/api/drive/:token/documents', document, (input) =>
    postDriveDocument(ctx, input.params.token, input.body),
  );
};

import {
  acceptOverrideRequest,
  complianceResponse,
  identityConfirmRequest,
  identitySent,
  policyRequest,
  policyResponse,
  verifyRateConfirmationRequest,
  verifyRateConfirmationResponse,
} from '@spotlane/shared/schemas/compliance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireCaller, requireShipper } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import { validation } from '../../platform/errors.ts';
import { hitRateLimits } from '../../platform/rate-limit.ts';
import { readUploadBytes } from '../uploads/index.ts';
import { confirmIdentity, startIdentityVerification } from './identity.ts';
import { getPolicy, savePolicy } from './policy.ts';
import { getCompliance, refreshCompliance } from './read.ts';
import { verifyRateConfirmation } from './seals.ts';

const carrierParams = z.object({ carrier_account_id: z.coerce.number().int().positive() });
/** Anyone may check a PDF; a caller without a session is counted by address. */
const VERIFY_PER_MINUTE = 20;

/** PRODUCT.md 15 and the round-3 contract: compliance, policy, identity, rate confirmation check. */
export const complianceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const route = endpoints(app, ['carrier trust']);
  route.get(
    '/api/carrier_compliance/:carrier_account_id',
    { params: carrierParams, reply: complianceResponse },
    ({ request, params }) => getCompliance(ctx, requireCaller(request), params.carrier_account_id),
  );
  route.post(
    '/api/carrier_compliance/:carrier_account_id/refresh',
    { params: carrierParams, reply: complianceResponse },
    ({ request, params }) =>
      refreshCompliance(ctx, requireCaller(request), params.carrier_account_id, request.log),
  );
  route.get('/api/carrier_policy', { reply: policyResponse }, ({ request }) =>
    getPolicy(ctx, requireShipper(request)),
  );
  route.put(
    '/api/carrier_policy',
    { body: policyRequest, reply: policyResponse },
    ({ request, body }) => savePolicy(ctx, requireShipper(request, 'carrier_update'), body),
  );
  route.post('/api/identity_verification', { reply: identitySent, status: 202 }, ({ request }) =>
    startIdentityVerification(ctx, requireCaller(request), request.log),
  );
  route.post(
    '/api/identity_verification/confirm',
    { body: identityConfirmRequest, reply: complianceResponse },
    ({ request, body }) => confirmIdentity(ctx, requireCaller(request), body.code),
  );

  // The verify check takes `{upload_id}` (an upload of the signed-in caller) or, for anyone
  // without an account (the public page), the PDF itself as the body (application/pdf).
  app.addContentTypeParser(
    'application/pdf',
    { parseAs: 'buffer', bodyLimit: 10 * 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.route({
    method: 'POST',
    url: '/api/rate_confirmations/verify',
    schema: {
      tags: ['carrier trust'],
      description:
        'JSON {upload_id} (an upload of yours), or the PDF itself with Content-Type application/pdf (no sign-in needed).',
      response: { 200: verifyRateConfirmationResponse },
    },
    handler: async (request) => {
      await hitRateLimits(ctx.db, [
        { key: `rc-verify:${request.ip}`, max: VERIFY_PER_MINUTE, windowSeconds: 60 },
      ]);
      if (Buffer.isBuffer(request.body)) return verifyRateConfirmation(ctx, request.body);
      const parsed = verifyRateConfirmationRequest.safeParse(request.body);
      if (!parsed.success) throw validation('upload_id', 'Send upload_id or the PDF itself');
      const caller = requireCaller(request);
      const bytes = await readUploadBytes(ctx, caller.account.id, parsed.data.upload_id);
      return verifyRateConfirmation(ctx, bytes);
    },
  });
};

export { acceptOverrideRequest };

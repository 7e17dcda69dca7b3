import {
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordRequest,
  loginRequest,
  loginResponse,
  messageResponse,
  otpSettingsRequest,
  otpVerifyRequest,
  registerRequest,
  resetPasswordRequest,
  userResponse,
} from '@spotlane/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import {
  clearSessionCookie,
  requireCaller,
  setSessionCookie,
  TRUSTED_DEVICE_COOKIE,
  toUserData,
  toUserDto,
} from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { checkRateLimits, hitRateLimits, refundRateLimits } from '../../platform/rate-limit.ts';
import {
  forgotPassword,
  login,
  logout,
  register,
  resendOtp,
  resetPassword,
  setOtpEnabled,
  signInAfterRegistration,
  TRUSTED_DEVICE_SECONDS,
  verifyOtp,
} from './service.ts';

const tags = ['auth'];
const MINUTE = 60;

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, config } = ctx;
  const limitByIp = (name: string, ip: string, max: number, windowSeconds: number) => ({
    key: `${name}:ip:${ip}`,
    // Many people can share one address (an office behind NAT, a test run): the per-address
    // budgets can be raised; the per-e-mail ones, which protect each account, cannot.
    max: max * config.RATE_LIMIT_IP_FACTOR,
    windowSeconds,
  });
  const limitByEmail = (name: string, email: string, max: number, windowSeconds: number) => ({
    key: `${name}:email:${email.toLowerCase()}`,
    max,
    windowSeconds,
  });
  // PRODUCT.md 14: sign-in failures count per (e-mail, address) and per address, never per
  // e-mail alone, so that nobody can lock an owner out by failing on purpose elsewhere.
  const signInFailures = (email: string, ip: string) => [
    limitByIp('login-fail', ip, 50, 15 * MINUTE),
    { key: `login-fail:pair:${email.toLowerCase()}:${ip}`, max: 10, windowSeconds: 15 * MINUTE },
  ];
  const otpFailures = (userId: number) => [
    { key: `otp-fail:user:${userId}`, max: 10, windowSeconds: 60 * MINUTE },
  ];
  // Work that must not show in the answer's timing (forgot-password), finished before close.
  const pending = new Set<Promise<void>>();
  const after = (work: () => Promise<void>, log: { error(o: object, m: string): void }) => {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error) => log.error({ err: error }, 'background work failed'))
      .finally(() => pending.delete(done));
    pending.add(done);
  };
  app.addHook('onClose', async () => {
    await Promise.all([...pending]);
  });

  app.post(
    '/api/auth/register',
    { schema: { tags, body: registerRequest, response: { 201: userResponse } } },
    async (request, reply) => {
      // The 409 EmailTaken stays (the form needs it), but probing addresses with it is limited.
      const taken = [limitByIp('register-taken', request.ip, 10, 60 * MINUTE)];
      await checkRateLimits(db, taken);
      await hitRateLimits(db, [limitByIp('register', request.ip, 30, 15 * MINUTE)]);
      const { user, account } = await register(ctx, request.body).catch(async (error) => {
        if (error instanceof AppError && error.errors[0]?.code === 'EmailTaken')
          await hitRateLimits(db, taken);
        throw error;
      });
      const session = await signInAfterRegistration(ctx, user.id, request.headers['user-agent']);
      setSessionCookie(reply, config, session.token, false);
      return reply.code(201).send({ user: toUserDto(user, account) });
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { tags, body: loginRequest, response: { 200: loginResponse } } },
    async (request, reply) => {
      // Counted as a failure up front (simultaneous guesses cannot slip under the limit),
      // taken back when the password was right.
      const failures = signInFailures(request.body.email, request.ip);
      await hitRateLimits(db, failures);
      const result = await login(ctx, request.body, {
        deviceToken: request.cookies[TRUSTED_DEVICE_COOKIE],
        userAgent: request.headers['user-agent'],
      });
      await refundRateLimits(db, failures);
      setSessionCookie(reply, config, result.session.token, request.body.remember_me);
      return {
        user: await toUserData(db, ctx.storage, result.user, result.account),
        otp_required: result.otpRequired,
      };
    },
  );

  app.post(
    '/api/auth/otp/verify',
    {
      schema: {
        tags,
        body: otpVerifyRequest.extend({ trust_device: z.boolean().optional().default(false) }),
        response: { 200: userResponse },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request, { allowPendingOtp: true });
      await hitRateLimits(db, [limitByIp('otp-verify', request.ip, 30, 15 * MINUTE)]);
      // At most 10 wrong codes per user an hour, however many codes were sent.
      await hitRateLimits(db, otpFailures(caller.user.id));
      const { deviceToken } = await verifyOtp(
        ctx,
        caller.sessionId,
        caller.user.id,
        request.body.code,
        request.body.trust_device,
      );
      await refundRateLimits(db, otpFailures(caller.user.id));
      if (deviceToken) {
        reply.setCookie(TRUSTED_DEVICE_COOKIE, deviceToken, {
          path: '/api/auth',
          httpOnly: true,
          sameSite: 'lax',
          secure: config.secureCookies,
          maxAge: TRUSTED_DEVICE_SECONDS,
        });
      }
      return { user: await toUserData(db, ctx.storage, caller.user, caller.account) };
    },
  );

  app.post('/api/auth/otp/resend', { schema: { tags } }, async (request, reply) => {
    const caller = requireCaller(request, { allowPendingOtp: true });
    await hitRateLimits(db, [
      limitByIp('otp-resend', request.ip, 20, 15 * MINUTE),
      limitByEmail('otp-resend', caller.user.email, 5, 15 * MINUTE),
    ]);
    await resendOtp(ctx, caller.sessionId, caller.user.email);
    return reply.code(204).send();
  });

  app.put(
    '/api/auth/otp',
    { schema: { tags, body: otpSettingsRequest, response: { 200: userResponse } } },
    async (request) => {
      const caller = requireCaller(request);
      const user = await setOtpEnabled(db, caller.user.id, request.body.otp_enabled);
      return { user: await toUserData(db, ctx.storage, user, caller.account) };
    },
  );

  app.get(
    '/api/auth/me',
    { schema: { tags, response: { 200: userResponse } } },
    async (request) => {
      const caller = requireCaller(request);
      return { user: await toUserData(db, ctx.storage, caller.user, caller.account) };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags, response: { 200: messageResponse } } },
    async (request, reply) => {
      const caller = requireCaller(request, { allowPendingOtp: true });
      await logout(db, caller.sessionId);
      ctx.events?.closeSession(caller.sessionId);
      clearSessionCookie(reply, config);
      return { message: 'Signed out' };
    },
  );

  const forgot = async (request: {
    ip: string;
    body: { email: string };
    log: { error(o: object, m: string): void };
  }) => {
    await hitRateLimits(db, [
      limitByIp('forgot', request.ip, 20, 15 * MINUTE),
      limitByEmail('forgot', request.body.email, 3, 15 * MINUTE),
    ]);
    // The same answer at the same moment whether the address has an account or not: the
    // lookup and the mail happen after the answer has gone.
    const { email } = request.body;
    after(() => forgotPassword(ctx, email), request.log);
    return { message: FORGOT_PASSWORD_MESSAGE };
  };
  const forgotSchema = { tags, body: forgotPasswordRequest, response: { 200: messageResponse } };
  app.post('/api/auth/password/forgot', { schema: forgotSchema }, forgot);
  app.post('/api/auth/password/resend', { schema: forgotSchema }, forgot);

  app.post(
    '/api/auth/password/reset',
    { schema: { tags, body: resetPasswordRequest, response: { 200: messageResponse } } },
    async (request, reply) => {
      await hitRateLimits(db, [limitByIp('reset', request.ip, 20, 15 * MINUTE)]);
      await resetPassword(ctx, request.body.token, request.body.password);
      // Every session of that user has ended, this browser's included.
      clearSessionCookie(reply, config);
      return { message: 'Your password has been set. Sign in with your new password.' };
    },
  );
};

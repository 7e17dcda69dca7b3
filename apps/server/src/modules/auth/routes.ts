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
  toUserDto,
} from '../../platform/auth.ts';
import { hitRateLimits } from '../../platform/rate-limit.ts';
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

  app.post(
    '/api/auth/register',
    { schema: { tags, body: registerRequest, response: { 201: userResponse } } },
    async (request, reply) => {
      await hitRateLimits(db, [limitByIp('register', request.ip, 30, 15 * MINUTE)]);
      const { user, account } = await register(ctx, request.body);
      const session = await signInAfterRegistration(ctx, user.id, request.headers['user-agent']);
      setSessionCookie(reply, config, session.token, false);
      return reply.code(201).send({ user: toUserDto(user, account) });
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { tags, body: loginRequest, response: { 200: loginResponse } } },
    async (request, reply) => {
      await hitRateLimits(db, [
        limitByIp('login', request.ip, 50, 15 * MINUTE),
        limitByEmail('login', request.body.email, 10, 15 * MINUTE),
      ]);
      const result = await login(ctx, request.body, {
        deviceToken: request.cookies[TRUSTED_DEVICE_COOKIE],
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(reply, config, result.session.token, request.body.remember_me);
      return { user: toUserDto(result.user, result.account), otp_required: result.otpRequired };
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
      const { deviceToken } = await verifyOtp(
        ctx,
        caller.sessionId,
        caller.user.id,
        request.body.code,
        request.body.trust_device,
      );
      if (deviceToken) {
        reply.setCookie(TRUSTED_DEVICE_COOKIE, deviceToken, {
          path: '/api/auth',
          httpOnly: true,
          sameSite: 'lax',
          secure: config.secureCookies,
          maxAge: TRUSTED_DEVICE_SECONDS,
        });
      }
      return { user: toUserDto(caller.user, caller.account) };
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
      return { user: toUserDto(user, caller.account) };
    },
  );

  app.get(
    '/api/auth/me',
    { schema: { tags, response: { 200: userResponse } } },
    async (request) => {
      const caller = requireCaller(request);
      return { user: toUserDto(caller.user, caller.account) };
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

  const forgot = async (request: { ip: string; body: { email: string } }) => {
    await hitRateLimits(db, [
      limitByIp('forgot', request.ip, 20, 15 * MINUTE),
      limitByEmail('forgot', request.body.email, 3, 15 * MINUTE),
    ]);
    await forgotPassword(ctx, request.body.email);
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

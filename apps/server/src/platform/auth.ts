import {
  allPermissions,
  type PermissionFlag,
  type Permissions,
  permissionFlags,
} from '@spotlane/shared/domain/permissions';
import { API_TOKEN_REQUESTS_PER_MINUTE } from '@spotlane/shared/schemas/api-tokens';
import type { User } from '@spotlane/shared/schemas/auth';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { accounts, apiTokens, sessions, users } from '../db/schema.ts';
import { AppError, forbidden, unauthenticated } from './errors.ts';
import { isApiRequest } from './hardening.ts';
import { hitRateLimits } from './rate-limit.ts';
import { hashToken, newToken, sameSecret } from './secrets.ts';
import { SessionCache } from './session-cache.ts';
import { accountLogo, type Storage } from './storage.ts';

export const SESSION_COOKIE = 'sid';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const TRUSTED_DEVICE_COOKIE = 'otp_trust';

export const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60;
export const BROWSER_SESSION_SECONDS = 12 * 60 * 60;

export type UserRow = typeof users.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

/** Who is calling, however they proved it: a session cookie or a personal API token. */
export interface Caller {
  user: UserRow;
  account: AccountRow;
  via: 'session' | 'token';
  /** The session's id; 0 for a token caller, which has no session to end. */
  sessionId: number;
  otpPassed: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export function effectivePermissions(user: UserRow): Permissions {
  if (user.isOwner) return allPermissions(true);
  const stored = user.permissions ?? {};
  return Object.fromEntries(
    permissionFlags.map((flag) => [flag, stored[flag] === true]),
  ) as Permissions;
}

export function toUserDto(user: UserRow, account: AccountRow, logo: string | null = null): User {
  return {
    id: user.id,
    user_type: account.type as User['user_type'],
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    company_name: account.companyName,
    logo,
    permissions: effectivePermissions(user),
    otp_enabled: user.otpEnabled,
  };
}

/** userData (SPEC 3.1) with the account's logo as a signed link valid 15 minutes. */
export async function toUserData(
  db: DbOrTx,
  storage: Storage,
  user: UserRow,
  account: AccountRow,
): Promise<User> {
  const { logo } = await accountLogo(db, storage, account.logoUploadId);
  return toUserDto(user, account, logo);
}

/** The user with this e-mail (any case) and its account, or null. */
export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ user: users, account: accounts })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}

export async function emailTaken(db: DbOrTx, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== null;
}

export async function findSessionCaller(db: Db, token: string): Promise<Caller | null> {
  return (await findSession(db, token))?.value ?? null;
}

/** The caller of a session token and when the session ends, or null. */
async function findSession(
  db: Db,
  token: string,
): Promise<{ value: Caller; expiresAt: Date } | null> {
  const [row] = await db
    .select({ session: sessions, user: users, account: accounts })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (row?.user.status !== 'active') return null;
  return {
    value: {
      user: row.user,
      account: row.account,
      via: 'session',
      sessionId: row.session.id,
      otpPassed: row.session.otpPassed,
    },
    expiresAt: row.session.expiresAt,
  };
}

/**
 * The caller a personal API token stands for (PRODUCT.md 11), or null when the token is
 * unknown, revoked or expired, or its user is no longer active. Marks it used (at most once a
 * minute, to keep a busy integration from writing on every request).
 */
export async function findTokenCaller(db: Db, token: string): Promise<Caller | null> {
  const [row] = await db
    .select({ token: apiTokens, user: users, account: accounts })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(
      and(
        eq(apiTokens.tokenHash, hashToken(token)),
        isNull(apiTokens.revokedAt),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
      ),
    )
    .limit(1);
  if (row?.user.status !== 'active') return null;
  await hitRateLimits(db, [
    { key: `api-token:${row.token.id}`, max: API_TOKEN_REQUESTS_PER_MINUTE, windowSeconds: 60 },
  ]);
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiTokens.id, row.token.id),
        or(
          isNull(apiTokens.lastUsedAt),
          lt(apiTokens.lastUsedAt, sql`now() - interval '1 minute'`),
        ),
      ),
    );
  return { user: row.user, account: row.account, via: 'token', sessionId: 0, otpPassed: true };
}

export async function createSession(
  db: Db,
  input: { userId: number; remember: boolean; otpPassed: boolean; userAgent?: string },
): Promise<{ token: string; sessionId: number; expiresAt: Date }> {
  const token = newToken();
  const lifetime = input.remember ? REMEMBER_ME_SECONDS : BROWSER_SESSION_SECONDS;
  const expiresAt = new Date(Date.now() + lifetime * 1000);
  const [row] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      tokenHash: hashToken(token),
      remember: input.remember,
      otpPassed: input.otpPassed,
      expiresAt,
      userAgent: input.userAgent?.slice(0, 300),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { token, sessionId: row.id, expiresAt };
}

export function setSessionCookie(
  reply: FastifyReply,
  config: Config,
  token: string,
  remember: boolean,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    // Without remember-me the cookie lives as long as the browser does (and the server
    // ends the session after 12 hours whatever the browser does).
    ...(remember ? { maxAge: REMEMBER_ME_SECONDS } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
  });
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The token of an `Authorization: Bearer <token>` header, if the request has one. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (!match?.[1]) throw unauthenticated('Send the API token as "Authorization: Bearer <token>"');
  return match[1];
}

/**
 * Resolves the caller of every /api request and enforces the XSRF double-submit rule:
 * an unsafe request that a session cookie authenticates must echo the XSRF-TOKEN cookie
 * in the X-XSRF-TOKEN header. A request with a bearer token is that token's user and needs
 * no XSRF header (a browser never adds the header by itself, so no other site can forge it).
 */
export function registerAuthHooks(
  app: FastifyInstance,
  db: Db,
  config: Config,
): { pageCaller: (request: FastifyRequest, reply: FastifyReply) => Promise<Caller | null> } {
  app.decorateRequest('caller', null);
  // The list speed budget: session callers kept for SESSION_CACHE_MS; any unsafe API request in this process
  // empties the cache when it answers (its writes are committed by then), and again when it ends.
  const sessionCache = new SessionCache<Caller>(config.SESSION_CACHE_MS);
  const forget = async (request: FastifyRequest) => {
    if (UNSAFE.has(request.method) && isApiRequest(request)) sessionCache.forgetAll();
  };
  app.addHook('onSend', forget);
  app.addHook('onResponse', forget);
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return;
    const bearer = bearerToken(request);
    if (bearer !== null) {
      request.caller = await findTokenCaller(db, bearer);
      if (!request.caller)
        throw unauthenticated('This API token is not valid (revoked or expired?)');
      return;
    }
    ensureXsrfCookie(request, reply, config);
    const sessionToken = request.cookies[SESSION_COOKIE];
    if (!sessionToken) return;
    if (UNSAFE.has(request.method)) {
      const header = request.headers[XSRF_HEADER];
      const sent = Array.isArray(header) ? header[0] : header;
      const cookie = request.cookies[XSRF_COOKIE];
      if (!sent || !cookie || !sameSecret(sent, cookie)) {
        throw forbidden('Missing or invalid X-XSRF-TOKEN header');
      }
    }
    request.caller = await sessionCache.lookup(sessionToken, () => findSession(db, sessionToken));
  });
  return {
    /**
     * The signed-in caller of a page request (not an API one: pages get no `request.caller`),
     * through the same session cache; null without a session, for an unknown or ended one,
     * and for one still waiting for its one-time code. The page then carries the caller's
     * GET /api/auth/me answer (web-shell.ts).
     */
    pageCaller: async (request, reply) => {
      const sessionToken = request.cookies[SESSION_COOKIE];
      if (!sessionToken) return null;
      const caller = await sessionCache.lookup(sessionToken, () => findSession(db, sessionToken));
      if (!caller?.otpPassed) return null;
      // The page stands in for the app's first API answer, which hands out the XSRF cookie.
      ensureXsrfCookie(request, reply, config);
      return caller;
    },
  };
}

/** The double-submit XSRF cookie, set once per browser session on the first answer. */
function ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply, config: Config): void {
  if (request.cookies[XSRF_COOKIE]) return;
  reply.setCookie(XSRF_COOKIE, newToken(), {
    path: '/',
    sameSite: 'lax',
    secure: config.secureCookies,
  });
}

/** The signed-in caller; a session still waiting for its one-time code is refused. */
export function requireCaller(
  request: FastifyRequest,
  options: { allowPendingOtp?: boolean } = {},
): Caller {
  const caller = request.caller;
  if (!caller) throw unauthenticated();
  if (!caller.otpPassed && !options.allowPendingOtp) {
    throw AppError.of(401, 'OtpRequired', 'Enter the one-time code we sent to your e-mail');
  }
  return caller;
}

export function requirePermission(request: FastifyRequest, flag: PermissionFlag): Caller {
  const caller = requireCaller(request);
  if (!effectivePermissions(caller.user)[flag]) throw forbidden();
  return caller;
}

/** Shipper-only areas: a carrier is refused outright (403), the data of others stays 404. */
export function requireShipper(request: FastifyRequest, flag?: PermissionFlag): Caller {
  const caller = flag ? requirePermission(request, flag) : requireCaller(request);
  if (caller.account.type !== 'shipper') throw forbidden('This is available to shippers only');
  return caller;
}

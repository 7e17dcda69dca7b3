import { passwordProblem } from '@spotlane/shared/domain/passwords';
import { paths } from '@spotlane/shared/domain/paths';
import { allPermissions } from '@spotlane/shared/domain/permissions';
import type { RegisterRequest } from '@spotlane/shared/schemas/auth';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { type AppContext, linkTo } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  accounts,
  oneTimeCodes,
  passwordTokens,
  sessions,
  trustedDevices,
  users,
} from '../../db/schema.ts';
import { oneTimeCodeMail, passwordResetMail } from '../../mail-templates/account.tsx';
import {
  type AccountRow,
  createSession,
  emailTaken,
  findUserByEmail,
  type UserRow,
} from '../../platform/auth.ts';
import {
  AppError,
  conflict,
  rateLimited,
  unauthenticated,
  validation,
} from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/hardening.ts';
import { enqueueMail } from '../../platform/mail.ts';
import {
  hashPassword,
  hashToken,
  newOtpCode,
  newToken,
  verifyPassword,
} from '../../platform/secrets.ts';
import { linkInvitations } from '../carriers/index.ts';

export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 30;
export const TRUSTED_DEVICE_SECONDS = 30 * 24 * 60 * 60;
export const RESET_TOKEN_SECONDS = 60 * 60;
export const INVITE_TOKEN_SECONDS = 7 * 24 * 60 * 60;

const EMAIL_TAKEN = 'An account with this e-mail already exists';

export async function register(
  ctx: AppContext,
  input: RegisterRequest,
): Promise<{ user: UserRow; account: AccountRow }> {
  const { db } = ctx;
  if (await emailTaken(db, input.email)) throw conflict('EmailTaken', EMAIL_TAKEN, 'email');
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({
          type: input.user_type,
          companyName: input.company_name,
          phone: input.phone,
          ...(input.user_type === 'carrier'
            ? {
                mcNumber: input.mc_number ?? null,
                dotNumber: input.dot_number ?? null,
                cargoInsuranceLimit: input.cargo_insurance_limit,
                equipmentTypes: input.equipment_types,
              }
            : {}),
        })
        .returning();
      if (!account) throw new Error('account insert returned nothing');
      const [user] = await tx
        .insert(users)
        .values({
          accountId: account.id,
          email: input.email,
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone,
          passwordHash,
          isOwner: true,
          permissions: allPermissions(true),
        })
        .returning();
      if (!user) throw new Error('user insert returned nothing');
      // Shippers who invited this address have the new carrier in their network from now on.
      if (account.type === 'carrier') await linkInvitations(tx, user.email, account.id);
      return { user, account };
    });
  } catch (error) {
    // Two registrations with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw conflict('EmailTaken', EMAIL_TAKEN, 'email');
    throw error;
  }
}

export function otpRequiredFor(user: UserRow, account: AccountRow): boolean {
  return user.otpEnabled || account.otpRequiredForAll;
}

async function isTrustedDevice(
  db: Db,
  userId: number,
  deviceToken: string | undefined,
): Promise<boolean> {
  if (!deviceToken) return false;
  const [row] = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.userId, userId),
        eq(trustedDevices.tokenHash, hashToken(deviceToken)),
        gt(trustedDevices.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function login(
  ctx: AppContext,
  input: { email: string; password: string; remember_me: boolean },
  context: { deviceToken?: string; userAgent?: string },
) {
  const found = await findUserByEmail(ctx.db, input.email);
  const ok = await verifyPassword(
    found?.user.status === 'active' ? found.user.passwordHash : null,
    input.password,
  );
  if (!found || !ok) throw unauthenticated('Invalid e-mail or password');
  const { user, account } = found;
  const otpRequired =
    otpRequiredFor(user, account) && !(await isTrustedDevice(ctx.db, user.id, context.deviceToken));
  const session = await createSession(ctx.db, {
    userId: user.id,
    remember: input.remember_me,
    otpPassed: !otpRequired,
    userAgent: context.userAgent,
  });
  if (otpRequired) await sendOtp(ctx, session.sessionId, user.email);
  return { user, account, otpRequired, session };
}

export async function signInAfterRegistration(ctx: AppContext, userId: number, userAgent?: string) {
  return createSession(ctx.db, { userId, remember: false, otpPassed: true, userAgent });
}

async function sendOtp(ctx: AppContext, sessionId: number, email: string): Promise<void> {
  const code = newOtpCode();
  await ctx.db.transaction(async (tx) => {
    // A new code replaces every earlier one of this session.
    await tx
      .update(oneTimeCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(oneTimeCodes.sessionId, sessionId), isNull(oneTimeCodes.usedAt)));
    await tx.insert(oneTimeCodes).values({
      sessionId,
      codeHash: hashToken(code),
      expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
    });
    await enqueueMail(tx, { to: email, ...(await oneTimeCodeMail({ code })) });
  });
  ctx.mailWritten();
}

export async function resendOtp(ctx: AppContext, sessionId: number, email: string): Promise<void> {
  const [latest] = await ctx.db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.sessionId, sessionId))
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  const sinceLast = latest ? Date.now() - latest.createdAt.getTime() : Number.POSITIVE_INFINITY;
  if (sinceLast < OTP_RESEND_SECONDS * 1000) {
    throw rateLimited(
      { max: 1, resetSeconds: OTP_RESEND_SECONDS - sinceLast / 1000 },
      `Please wait ${OTP_RESEND_SECONDS} seconds before asking for another code.`,
    );
  }
  await sendOtp(ctx, sessionId, email);
}

export async function verifyOtp(
  ctx: AppContext,
  sessionId: number,
  userId: number,
  code: string,
  trustDevice: boolean,
): Promise<{ deviceToken: string | null }> {
  // The transaction commits a wrong try before the refusal is thrown, so tries are counted.
  type Outcome = { refusal: string } | { deviceToken: string | null };
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const [current] = await tx
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.sessionId, sessionId), isNull(oneTimeCodes.usedAt)))
      .orderBy(desc(oneTimeCodes.id))
      .limit(1)
      .for('update');
    if (!current) return { refusal: 'There is no code waiting. Request a new one.' };
    if (current.expiresAt.getTime() <= Date.now())
      return { refusal: 'The code has expired. Request a new one.' };
    if (current.attempts >= OTP_MAX_ATTEMPTS)
      return { refusal: 'Too many wrong codes. Request a new one.' };
    if (current.codeHash !== hashToken(code)) {
      await tx
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(eq(oneTimeCodes.id, current.id));
      const left = OTP_MAX_ATTEMPTS - current.attempts - 1;
      return {
        refusal:
          left > 0
            ? `The code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`
            : 'Too many wrong codes. Request a new one.',
      };
    }
    await tx
      .update(oneTimeCodes)
      .set({ usedAt: sql`now()` })
      .where(eq(oneTimeCodes.id, current.id));
    await tx.update(sessions).set({ otpPassed: true }).where(eq(sessions.id, sessionId));
    if (!trustDevice) return { deviceToken: null };
    const deviceToken = newToken();
    await tx.insert(trustedDevices).values({
      userId,
      tokenHash: hashToken(deviceToken),
      expiresAt: new Date(Date.now() + TRUSTED_DEVICE_SECONDS * 1000),
    });
    return { deviceToken };
  });
  if ('refusal' in outcome) throw validation('code', outcome.refusal);
  return outcome;
}

export async function setOtpEnabled(db: Db, userId: number, enabled: boolean): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ otpEnabled: enabled, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw unauthenticated();
  return user;
}

export async function logout(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Creates a single-use link token for a reset or an invitation; returns the raw token. */
export async function createPasswordToken(
  tx: DbOrTx,
  userId: number,
  purpose: 'reset' | 'invite',
): Promise<string> {
  const token = newToken();
  const ttl = purpose === 'reset' ? RESET_TOKEN_SECONDS : INVITE_TOKEN_SECONDS;
  await tx.insert(passwordTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttl * 1000),
  });
  return token;
}

export function setPasswordLink(ctx: AppContext, token: string, invite = false): string {
  return linkTo(ctx, paths.setPassword, invite ? { token, invite: '1' } : { token });
}

/** Sends a reset link when the address has an account; says nothing either way. */
export async function forgotPassword(ctx: AppContext, email: string): Promise<void> {
  const found = await findUserByEmail(ctx.db, email);
  if (found?.user.status !== 'active') return;
  await ctx.db.transaction(async (tx) => {
    const token = await createPasswordToken(tx, found.user.id, 'reset');
    const mail = await passwordResetMail({
      firstName: found.user.firstName,
      link: setPasswordLink(ctx, token),
    });
    await enqueueMail(tx, { to: found.user.email, ...mail });
  });
  ctx.mailWritten();
}

/** Uses a reset or invitation token once: sets the password and ends every session. */
export async function resetPassword(
  ctx: AppContext,
  token: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordTokens.tokenHash, hashToken(token)),
          isNull(passwordTokens.usedAt),
          gt(passwordTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordTokens.userId });
    if (!used)
      throw validation('token', 'This link has expired or was already used. Ask for a new one.');
    const [owner] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, used.userId));
    const problem = passwordProblem(password, owner?.email);
    if (problem) throw validation('password', problem); // rolls back: the link stays usable
    await tx
      .update(users)
      .set({ passwordHash, status: 'active', updatedAt: sql`now()` })
      .where(eq(users.id, used.userId));
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    // PRODUCT.md 14: every other link and every trusted device of the user ends too.
    await tx
      .update(passwordTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordTokens.userId, used.userId), isNull(passwordTokens.usedAt)));
    await tx.delete(trustedDevices).where(eq(trustedDevices.userId, used.userId));
  });
}

export { AppError };

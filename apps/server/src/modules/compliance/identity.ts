/**
 * Verified identity (PRODUCT.md 15): a code mailed to the address the registry holds for the
 * carrier's record, the badge once it is typed back, and the MC/DOT numbers it claims.
 */
import {
  type ComplianceFacts,
  normalizeDot,
  normalizeMc,
  utcToday,
} from '@spotlane/shared/domain/carrier-policy';
import { paths } from '@spotlane/shared/domain/paths';
import {
  type ComplianceResponse,
  IDENTITY_TRIES_PER_HOUR,
} from '@spotlane/shared/schemas/compliance';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { carrierCompliance, identityCodes } from '../../db/schema.ts';
import { noticeMail } from '../../mail-templates/notice.tsx';
import type { Caller } from '../../platform/auth.ts';
import { conflict, forbidden, validation } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/hardening.ts';
import { enqueueMail } from '../../platform/mail.ts';
import { hitRateLimits } from '../../platform/rate-limit.ts';
import { hashToken, newOtpCode, sameSecret } from '../../platform/secrets.ts';
import { derivedColumns, factsOf } from './facts.ts';
import { registryOf } from './provider.ts';
import { toResponse } from './read.ts';
import { registryNumbers } from './registry.ts';

/** RegistryClaimed: a verified account already holds this DOT or MC number. */
export async function refuseClaimedNumbers(
  db: DbOrTx,
  typed: { dot_number?: string | null; mc_number?: string | null },
  exceptAccountId?: number,
): Promise<void> {
  const dot = normalizeDot(typed.dot_number);
  const mc = normalizeMc(typed.mc_number);
  if (!dot && !mc) return;
  const [claimed] = await db
    .select({ id: carrierCompliance.carrierAccountId })
    .from(carrierCompliance)
    .where(
      sql`(${dot ? sql`${carrierCompliance.verifiedDot} = ${dot}` : sql`false`} or ${mc ? sql`${carrierCompliance.verifiedMc} = ${mc}` : sql`false`})
        and ${carrierCompliance.carrierAccountId} <> ${exceptAccountId ?? 0}`,
    )
    .limit(1);
  if (claimed)
    throw conflict(
      'RegistryClaimed',
      'A verified Spotlane account already holds this MC/DOT number. If it is yours, contact support.',
      dot ? 'dot_number' : 'mc_number',
    );
}

export const IDENTITY_CODE_MINUTES = 30;

/** `d***@rapidfreight.example`: enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(3, local.length - 1))}@${domain}`;
}

function requireCarrierCaller(caller: Caller) {
  if (caller.account.type !== 'carrier') throw forbidden('This is available to carriers only');
}

/**
 * POST /api/identity_verification: a 6-digit code mailed to the e-mail address the registry
 * holds for the carrier's record (not the one it signed up with, unless they are the same).
 */
export async function startIdentityVerification(
  ctx: AppContext,
  caller: Caller,
  log?: FastifyBaseLogger,
): Promise<{ sent_to: string }> {
  requireCarrierCaller(caller);
  await hitRateLimits(ctx.db, [
    { key: `identity-send:${caller.account.id}`, max: 5, windowSeconds: 3600 },
  ]);
  const numbers = registryNumbers(caller.account);
  const lookup = await registryOf(ctx).lookup(numbers);
  if (lookup.kind === 'unavailable')
    log?.warn({ error: lookup.error }, 'identity: registry lookup failed');
  const email = lookup.kind === 'found' ? lookup.record.email : null;
  if (!email)
    throw conflict(
      'RegistryHasNoEmail',
      'The registry holds no e-mail address for your MC/DOT number, so no code can be sent',
    );
  await refuseClaimedNumbers(
    ctx.db,
    { dot_number: numbers.dot, mc_number: numbers.mc },
    caller.account.id,
  );
  const code = newOtpCode();
  await ctx.db.transaction(async (tx) => {
    // The numbers claimed are the registry record's (the one whose e-mail gets the code).
    const record = lookup.kind === 'found' ? lookup.record : null;
    const values = {
      codeHash: hashToken(code),
      sentTo: email,
      dotNumber: normalizeDot(record?.dot_number) ?? numbers.dot,
      mcNumber: normalizeMc(record?.mc_number),
      expiresAt: new Date(Date.now() + IDENTITY_CODE_MINUTES * 60_000),
    };
    await tx
      .insert(identityCodes)
      .values({ carrierAccountId: caller.account.id, ...values })
      .onConflictDoUpdate({ target: identityCodes.carrierAccountId, set: values });
    const mail = await noticeMail({
      firstName: 'there',
      title: `Your Spotlane identity code: ${code}`,
      body: `${caller.account.companyName} asked Spotlane to confirm it controls this carrier's registry record. Enter ${code} within ${IDENTITY_CODE_MINUTES} minutes. If nobody at your company asked, ignore this mail: nothing changes.`,
      link: new URL(paths.carrierCompliance, ctx.appUrl).toString(),
    });
    await enqueueMail(tx, { to: email, ...mail });
  });
  ctx.mailWritten();
  return { sent_to: maskEmail(email) };
}

/**
 * The carrier proved it controls the registry record of these numbers: the badge, and the
 * numbers claimed (RegistryClaimed for anyone else). The demo seed calls it for Rapid Freight.
 */
export async function recordVerifiedIdentity(
  db: Db,
  carrierAccountId: number,
  numbers: { dot: string | null; mc: string | null },
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await tx.insert(carrierCompliance).values({ carrierAccountId }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(carrierCompliance)
        .where(eq(carrierCompliance.carrierAccountId, carrierAccountId))
        .for('update');
      const facts: ComplianceFacts = { ...factsOf(row), identity_verified: true };
      await tx
        .update(carrierCompliance)
        .set({
          identityVerifiedAt: sql`now()`,
          verifiedDot: numbers.dot,
          verifiedMc: numbers.mc,
          ...derivedColumns(facts, utcToday()),
        })
        .where(eq(carrierCompliance.carrierAccountId, carrierAccountId));
      await tx.delete(identityCodes).where(eq(identityCodes.carrierAccountId, carrierAccountId));
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(
        'RegistryClaimed',
        'Another verified account already holds this registry record',
      );
    throw error;
  }
}

/** POST /api/identity_verification/confirm: 400 for a wrong code, 10 tries an hour. */
export async function confirmIdentity(
  ctx: AppContext,
  caller: Caller,
  code: string,
): Promise<ComplianceResponse> {
  requireCarrierCaller(caller);
  await hitRateLimits(ctx.db, [
    {
      key: `identity-confirm:${caller.account.id}`,
      max: IDENTITY_TRIES_PER_HOUR,
      windowSeconds: 3600,
    },
  ]);
  const [stored] = await ctx.db
    .select()
    .from(identityCodes)
    .where(
      and(
        eq(identityCodes.carrierAccountId, caller.account.id),
        gt(identityCodes.expiresAt, sql`now()`),
      ),
    );
  if (!stored || !sameSecret(stored.codeHash, hashToken(code)))
    throw validation('code', 'That code is not right (or has expired)');
  await recordVerifiedIdentity(ctx.db, caller.account.id, {
    dot: stored.dotNumber,
    mc: stored.mcNumber,
  });
  return toResponse(ctx.db, caller.account.id, null);
}

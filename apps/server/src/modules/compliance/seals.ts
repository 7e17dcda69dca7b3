/**
 * Paper that cannot be doctored (PRODUCT.md 15): the digest of a rate confirmation's terms
 * printed on its PDF, the seal of every file Spotlane hands out, and the check of a file.
 */
import { createHash } from 'node:crypto';
import type { VerifyRateConfirmationResponse } from '@spotlane/shared/schemas/compliance';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rateConfirmationSeals } from '../../db/schema.ts';
import { validation } from '../../platform/errors.ts';

/** The SHA-256 of a rate confirmation's terms (the version's snapshot), printed on its PDF. */
export function termsDigest(terms: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value as Record<string, unknown>)
              .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
              .map(([key, entry]) => [key, canonical(entry)]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(terms)))
    .digest('hex');
}

/** Keeps the SHA-256 of a rate confirmation file Spotlane hands out (download or mail). */
export async function sealIssuedPdf(
  db: DbOrTx,
  version: { rateConfirmationId: number; loadId: number; version: number; issuedAt: Date },
  pdf: Buffer,
): Promise<void> {
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  await db
    .insert(rateConfirmationSeals)
    .values({ sha256, ...version })
    .onConflictDoNothing();
}

export const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

/**
 * POST /api/rate_confirmations/verify: whether the file is, byte for byte, a rate confirmation
 * Spotlane issued (any edit changes its SHA-256), and for which load and version. Not a PDF: 400.
 */
export async function verifyRateConfirmation(
  ctx: AppContext,
  pdf: Buffer,
): Promise<VerifyRateConfirmationResponse> {
  if (!isPdf(pdf)) throw validation('file', 'This file is not a PDF');
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const [seal] = await ctx.db
    .select()
    .from(rateConfirmationSeals)
    .where(eq(rateConfirmationSeals.sha256, sha256));
  if (!seal) return { genuine: false };
  return {
    genuine: true,
    load_id: seal.loadId,
    version: seal.version,
    issued_at: seal.issuedAt.toISOString(),
  };
}

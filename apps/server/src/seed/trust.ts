import { normalizeDot, normalizeMc } from '@spotlane/shared/domain/carrier-policy';
import { policyRequest } from '@spotlane/shared/schemas/compliance';
import type { AppContext } from '../context.ts';
import {
  checkCarrier,
  createRegistry,
  recordVerifiedIdentity,
  savePolicy,
} from '../modules/compliance/index.ts';
import type { Caller } from '../platform/auth.ts';

/**
 * Carrier trust in the demo (PRODUCT.md 15), through the services: every carrier checked
 * against the registry (the demo snapshot unless REGISTRY_URL or REGISTRY_FILE names another),
 * Rapid Freight's identity verified, and the shipper's policy: it warns on expired insurance
 * and on unverified identity, so Prairie Express's bids show their warnings.
 */
export async function seedCarrierTrust(
  base: AppContext,
  cast: { shipper: Caller; carriers: Caller[]; verified: Caller },
): Promise<AppContext> {
  const ctx: AppContext = {
    ...base,
    registry: createRegistry({ ...base.config, SEED_DEMO: true }),
  };
  for (const carrier of cast.carriers) await checkCarrier(ctx, carrier.account.id, 'registration');
  await recordVerifiedIdentity(ctx.db, cast.verified.account.id, {
    dot: normalizeDot(cast.verified.account.dotNumber),
    mc: normalizeMc(cast.verified.account.mcNumber),
  });
  await savePolicy(
    ctx,
    cast.shipper,
    policyRequest.parse({
      rules: { insurance_expired: 'warn', identity_unverified: 'warn' },
      cargo_minimum_cents: 100_000_00,
    }),
  );
  return ctx;
}

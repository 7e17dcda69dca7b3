/**
 * A shipper's carrier policy (PRODUCT.md 15): which registry findings block, warn or are off,
 * and its insurance and authority minimums; the defaults until it saves one.
 */
import { DEFAULT_POLICY, POLICY_RULES, type Policy } from '@spotlane/shared/domain/carrier-policy';
import type { PolicyResponse, policyRequest } from '@spotlane/shared/schemas/compliance';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { carrierPolicies } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { registryOf } from './provider.ts';

type PolicyRow = typeof carrierPolicies.$inferSelect;

function policyOfRow(row: PolicyRow | undefined): Policy {
  if (!row) return DEFAULT_POLICY;
  const stored = row.rules as Partial<Policy['rules']>;
  const rules = { ...DEFAULT_POLICY.rules };
  for (const rule of POLICY_RULES) {
    const action = stored[rule];
    if (action === 'block' || action === 'warn' || action === 'off') rules[rule] = action;
  }
  return {
    rules,
    cargo_minimum_cents: row.cargoMinimumCents,
    bipd_minimum_cents: row.bipdMinimumCents,
    authority_min_days: row.authorityMinDays,
  };
}

/** A shipper's policy (the defaults of PRODUCT.md 15 until it saves one). */
export async function policyOf(db: DbOrTx, shipperAccountId: number): Promise<Policy> {
  const [row] = await db
    .select()
    .from(carrierPolicies)
    .where(eq(carrierPolicies.shipperAccountId, shipperAccountId));
  return policyOfRow(row);
}

export async function getPolicy(ctx: AppContext, caller: Caller): Promise<PolicyResponse> {
  const [row] = await ctx.db
    .select()
    .from(carrierPolicies)
    .where(eq(carrierPolicies.shipperAccountId, caller.account.id));
  return {
    ...policyOfRow(row),
    registry_source: registryOf(ctx).source,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** PUT /api/carrier_policy: the rules sent replace theirs; the rest stays as it was. */
export async function savePolicy(
  ctx: AppContext,
  caller: Caller,
  input: z.output<typeof policyRequest>,
): Promise<PolicyResponse> {
  await ctx.db.transaction(async (tx) => {
    const current = await policyOf(tx, caller.account.id);
    const next: Policy = {
      rules: { ...current.rules, ...input.rules },
      cargo_minimum_cents: input.cargo_minimum_cents ?? current.cargo_minimum_cents,
      bipd_minimum_cents: input.bipd_minimum_cents ?? current.bipd_minimum_cents,
      authority_min_days: input.authority_min_days ?? current.authority_min_days,
    };
    const values = {
      rules: next.rules,
      cargoMinimumCents: next.cargo_minimum_cents,
      bipdMinimumCents: next.bipd_minimum_cents,
      authorityMinDays: next.authority_min_days,
      updatedByUserId: caller.user.id,
      updatedAt: sql`now()`,
    };
    await tx
      .insert(carrierPolicies)
      .values({ shipperAccountId: caller.account.id, ...values })
      .onConflictDoUpdate({ target: carrierPolicies.shipperAccountId, set: values });
  });
  return getPolicy(ctx, caller);
}

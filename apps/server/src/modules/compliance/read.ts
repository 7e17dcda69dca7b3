/**
 * A carrier's compliance as each side sees it (PRODUCT.md 15): a shipper with its policy's
 * findings, the carrier itself without; and the check on demand, once a minute at most.
 */
import { evaluate, utcToday } from '@spotlane/shared/domain/carrier-policy';
import { type ComplianceResponse, REFRESH_SECONDS } from '@spotlane/shared/schemas/compliance';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { carrierCompliance } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { notFound, rateLimited } from '../../platform/errors.ts';
import { checkCarrier } from './checks.ts';
import { complianceRows, factsOf } from './facts.ts';
import { policyOf } from './policy.ts';

export async function toResponse(
  db: DbOrTx,
  carrierAccountId: number,
  shipperAccountId: number | null,
): Promise<ComplianceResponse> {
  const rows = await complianceRows(db, [carrierAccountId]);
  const row = rows.get(carrierAccountId);
  const facts = factsOf(row);
  const findings =
    shipperAccountId === null
      ? []
      : evaluate(await policyOf(db, shipperAccountId), facts, utcToday()).findings;
  return {
    carrier_account_id: carrierAccountId,
    status: facts.status,
    identity_verified: facts.identity_verified,
    checked_at: row?.checkedAt?.toISOString() ?? null,
    source: row?.source ?? 'none',
    registry: facts.registry,
    findings,
  };
}

/** A shipper sees carriers of its network and bidders on its loads; a carrier itself; else 404. */
async function requireVisibleCarrier(db: DbOrTx, caller: Caller, carrierAccountId: number) {
  if (caller.account.type === 'carrier') {
    if (caller.account.id !== carrierAccountId) throw notFound('Carrier not found');
    return;
  }
  const result = (await db.execute(sql`
    select 1 from shipper_carriers
      where shipper_account_id = ${caller.account.id} and carrier_account_id = ${carrierAccountId}
    union all
    select 1 from bids b join loads l on l.id = b.load_id
      where b.carrier_account_id = ${carrierAccountId} and l.account_id = ${caller.account.id}
    limit 1`)) as unknown as { rows: unknown[] };
  if (result.rows.length === 0) throw notFound('Carrier not found');
}

export async function getCompliance(ctx: AppContext, caller: Caller, carrierAccountId: number) {
  await requireVisibleCarrier(ctx.db, caller, carrierAccountId);
  return toResponse(
    ctx.db,
    carrierAccountId,
    caller.account.type === 'shipper' ? caller.account.id : null,
  );
}

/** On demand, at most once a minute per carrier (429 within a minute). */
export async function refreshCompliance(
  ctx: AppContext,
  caller: Caller,
  carrierAccountId: number,
  log?: FastifyBaseLogger,
) {
  await requireVisibleCarrier(ctx.db, caller, carrierAccountId);
  await ctx.db.insert(carrierCompliance).values({ carrierAccountId }).onConflictDoNothing();
  const claimed = await ctx.db
    .update(carrierCompliance)
    .set({ refreshedAt: sql`now()` })
    .where(
      and(
        eq(carrierCompliance.carrierAccountId, carrierAccountId),
        sql`(${carrierCompliance.refreshedAt} is null or ${carrierCompliance.refreshedAt} <= now() - make_interval(secs => ${REFRESH_SECONDS}))`,
      ),
    )
    .returning({ at: carrierCompliance.refreshedAt });
  if (claimed.length === 0) {
    const [row] = await ctx.db
      .select({ at: carrierCompliance.refreshedAt })
      .from(carrierCompliance)
      .where(eq(carrierCompliance.carrierAccountId, carrierAccountId));
    const waited = row?.at ? (Date.now() - row.at.getTime()) / 1000 : 0;
    throw rateLimited(
      { max: 1, resetSeconds: Math.max(1, REFRESH_SECONDS - waited) },
      'This carrier was checked less than a minute ago',
    );
  }
  await checkCarrier(ctx, carrierAccountId, 'on_demand', log);
  return getCompliance(ctx, caller, carrierAccountId);
}

/**
 * The verdict of a shipper's policy at every point where its load meets a carrier (PRODUCT.md
 * 15): the briefs on bids, counters, tenders and carriers; CarrierBlocked on a new bid or
 * counter; the override of an award; the SQL filter of the spot-quote lists.
 */
import {
  type Evaluation,
  evaluate,
  type PolicyRule,
  utcToday,
} from '@spotlane/shared/domain/carrier-policy';
import type { ComplianceBrief } from '@spotlane/shared/schemas/compliance';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type Caller, effectivePermissions } from '../../platform/auth.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import { complianceRows, factsOf } from './facts.ts';
import { policyOf } from './policy.ts';

/** What a shipper's bids, counters, tenders and carriers carry about each carrier. */
export async function complianceBriefs(
  db: DbOrTx,
  shipperAccountId: number,
  carrierIds: readonly (number | null)[],
): Promise<Map<number, ComplianceBrief>> {
  const ids = [...new Set(carrierIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const [policy, rows] = await Promise.all([
    policyOf(db, shipperAccountId),
    complianceRows(db, ids),
  ]);
  const today = utcToday();
  return new Map(
    ids.map((id) => {
      const facts = factsOf(rows.get(id));
      return [
        id,
        {
          status: facts.status,
          identity_verified: facts.identity_verified,
          findings: evaluate(policy, facts, today).findings,
        },
      ];
    }),
  );
}

/**
 * The verdicts of a shipper's policy on some carriers, their compliance rows read FOR SHARE:
 * a check that changes a carrier waits for the transaction that acts on the verdict, or the
 * transaction waits for the check and sees its result; never half of each.
 */
export async function verdicts(
  tx: DbOrTx,
  shipperAccountId: number,
  carrierIds: number[],
): Promise<Map<number, Evaluation>> {
  const policy = await policyOf(tx, shipperAccountId);
  const rows = await complianceRows(tx, carrierIds, 'share');
  const today = utcToday();
  return new Map(carrierIds.map((id) => [id, evaluate(policy, factsOf(rows.get(id)), today)]));
}

/** 409 CarrierBlocked with the rule names (Precisions of round 3). */
export function carrierBlocked(reasons: PolicyRule[], companyName?: string): AppError {
  const who = companyName ? `${companyName} is` : 'This carrier is';
  return new AppError(409, [
    {
      code: 'CarrierBlocked',
      message: `${who} blocked by the shipper's carrier policy (${reasons.join(', ')})`,
      reasons,
    },
  ]);
}

/** A new bid or counter of a carrier the load's shipper blocks: 409 CarrierBlocked. */
export async function refuseBlockedCarrier(
  tx: DbOrTx,
  shipperAccountId: number,
  carrierAccountId: number,
): Promise<void> {
  const verdict = (await verdicts(tx, shipperAccountId, [carrierAccountId])).get(carrierAccountId);
  if (verdict?.verdict === 'block') throw carrierBlocked(verdict.reasons);
}

/**
 * Accepting a bid, counter or quote of a blocked carrier: 409 CarrierBlocked unless the caller
 * holds `compliance_override` (403 otherwise) and gives a reason. Answers the history note of
 * an override (kept in the load's status history with who and why), or null when not blocked.
 */
export async function authorizeAward(
  tx: DbOrTx,
  caller: Caller,
  carrierAccountId: number,
  overrideReason: string | null | undefined,
): Promise<string | null> {
  const verdict = (await verdicts(tx, caller.account.id, [carrierAccountId])).get(carrierAccountId);
  if (verdict?.verdict !== 'block') return null;
  const reason = overrideReason?.trim();
  if (!reason) throw carrierBlocked(verdict.reasons);
  if (!effectivePermissions(caller.user).compliance_override)
    throw forbidden('Only a user allowed to override the carrier policy can accept this carrier');
  return `Carrier policy overridden (${verdict.reasons.join(', ')}): ${reason}`;
}

/** The carriers among `carrierIds` the shipper's policy blocks, with the rule names. */
export async function blockedAmong(
  tx: DbOrTx,
  shipperAccountId: number,
  carrierIds: number[],
): Promise<Map<number, PolicyRule[]>> {
  const found = await verdicts(tx, shipperAccountId, carrierIds);
  return new Map(
    [...found].filter(([, v]) => v.verdict === 'block').map(([id, v]) => [id, v.reasons]),
  );
}

/**
 * SQL: the carrier (an account id expression) is not blocked by the policy of the shipper
 * (an account id expression). The migration's `carrier_blocked` holds the same rule in SQL, for
 * the spot-quote lists: a carrier blocked by a rule never sees that shipper's private loads.
 */
export const notBlockedSql = (shipperAccountId: unknown, carrierAccountId: number) =>
  sql`not carrier_blocked(${shipperAccountId}, ${carrierAccountId})`;

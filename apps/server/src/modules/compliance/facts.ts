/**
 * What Spotlane knows of a carrier's compliance: its row of `carrier_compliance` read as the
 * facts the carrier policy is evaluated on, and the columns derived from them for SQL's
 * `carrier_blocked`.
 */
import {
  brokenRules,
  type ComplianceFacts,
  type ComplianceStatus,
  type PolicyRule,
  type RegistryRecord,
} from '@spotlane/shared/domain/carrier-policy';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { carrierCompliance } from '../../db/schema.ts';

export type ComplianceRow = typeof carrierCompliance.$inferSelect;

export const recordOf = (row: ComplianceRow | undefined | null): RegistryRecord | null =>
  (row?.registry as unknown as RegistryRecord | null) ?? null;

export function factsOf(row: ComplianceRow | undefined | null): ComplianceFacts {
  return {
    status: (row?.status as ComplianceStatus | undefined) ?? 'unverifiable',
    identity_verified: Boolean(row?.identityVerifiedAt),
    registry: recordOf(row),
  };
}

export async function complianceRows(
  db: DbOrTx,
  carrierIds: number[],
  lock: 'share' | null = null,
): Promise<Map<number, ComplianceRow>> {
  if (carrierIds.length === 0) return new Map();
  const query = db
    .select()
    .from(carrierCompliance)
    .where(inArray(carrierCompliance.carrierAccountId, carrierIds))
    .orderBy(carrierCompliance.carrierAccountId);
  const rows = lock ? await query.for('share') : await query;
  return new Map(rows.map((row) => [row.carrierAccountId, row]));
}

/** The registry fields in one order, to tell a change from the last check. */
export const fingerprint = (status: string, record: RegistryRecord | null) =>
  JSON.stringify([status, record ? Object.entries(record).sort() : null]);

/** The rules a record breaks whatever the shipper's minimums (kept for SQL's carrier_blocked). */
function shipperIndependentBroken(facts: ComplianceFacts, today: string): PolicyRule[] {
  const minimumRules: PolicyRule[] = [
    'cargo_below_minimum',
    'bipd_below_minimum',
    'authority_newer_than',
  ];
  return brokenRules(
    facts,
    { cargo_minimum_cents: 0, bipd_minimum_cents: 0, authority_min_days: 0 },
    today,
  )
    .map((broken) => broken.rule)
    .filter((rule) => !minimumRules.includes(rule));
}

export function derivedColumns(facts: ComplianceFacts, today: string) {
  return {
    brokenRules: shipperIndependentBroken(facts, today),
    cargoCents: facts.registry?.cargo_cents ?? null,
    bipdCents: facts.registry?.bipd_cents ?? null,
    authoritySince: facts.registry?.authority_since ?? null,
  };
}

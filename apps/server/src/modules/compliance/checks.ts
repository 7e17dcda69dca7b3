/**
 * One check of a carrier against the registry (PRODUCT.md 15): asked outside any transaction,
 * stored under the carrier's compliance row lock, and a change from the last check told once.
 */

import {
  type ComplianceFacts,
  type ComplianceStatus,
  registryStatus,
  utcToday,
} from '@spotlane/shared/domain/carrier-policy';
import { paths } from '@spotlane/shared/domain/paths';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  accounts,
  bids,
  carrierCompliance,
  complianceChecks,
  loads,
  shipperCarriers,
} from '../../db/schema.ts';
import { publishEvent } from '../../platform/events.ts';
import { notifyAccount } from '../notifications/index.ts';
import { derivedColumns, fingerprint, recordOf } from './facts.ts';
import { registryOf } from './provider.ts';
import { registryNumbers } from './registry.ts';

/**
 * One check of a carrier: the registry is asked outside any transaction (it may be slow or
 * down: unverifiable, logged, retried by the next check, never a 500), then, under the
 * carrier's compliance row lock, the result is stored with what the registry said, and a
 * change from the last check is told once (PRODUCT.md 15).
 */
export async function checkCarrier(
  ctx: AppContext,
  carrierAccountId: number,
  trigger: string,
  log?: FastifyBaseLogger,
): Promise<void> {
  const [account] = await ctx.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, carrierAccountId), eq(accounts.type, 'carrier')));
  if (!account) return;
  const numbers = registryNumbers(account);
  const registry = registryOf(ctx);
  const lookup = await registry.lookup(numbers);
  if (lookup.kind === 'unavailable')
    log?.warn({ carrierAccountId, error: lookup.error }, 'compliance: registry lookup failed');
  const record = lookup.kind === 'found' ? lookup.record : null;
  const today = utcToday();
  const status = registryStatus(record, today);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(carrierCompliance).values({ carrierAccountId }).onConflictDoNothing();
    const [current] = await tx
      .select()
      .from(carrierCompliance)
      .where(eq(carrierCompliance.carrierAccountId, carrierAccountId))
      .for('update');
    // A verified identity holds for the record it was proved on; other numbers lose it.
    const stillSame =
      current?.identityVerifiedAt != null &&
      (current.verifiedDot === null || current.verifiedDot === numbers.dot) &&
      (current.verifiedMc === null || current.verifiedMc === numbers.mc);
    const facts: ComplianceFacts = { status, identity_verified: stillSame, registry: record };
    await tx
      .update(carrierCompliance)
      .set({
        status,
        source: registry.source,
        registry: record as unknown as Record<string, unknown> | null,
        checkedAt: sql`now()`,
        ...(stillSame ? {} : { identityVerifiedAt: null, verifiedDot: null, verifiedMc: null }),
        ...derivedColumns(facts, today),
      })
      .where(eq(carrierCompliance.carrierAccountId, carrierAccountId));
    const changed =
      current?.checkedAt != null &&
      fingerprint(current.status, recordOf(current)) !== fingerprint(status, record);
    await tx.insert(complianceChecks).values({
      carrierAccountId,
      trigger,
      source: registry.source,
      status,
      registry: record as unknown as Record<string, unknown> | null,
      error:
        lookup.kind === 'unavailable'
          ? lookup.error.slice(0, 500)
          : lookup.kind === 'not_found'
            ? 'Not found in the registry'
            : null,
      changed,
    });
    if (changed && current)
      await tellComplianceChanged(ctx, tx, account, current.status as ComplianceStatus, status);
  });
}

/**
 * `carrier_compliance_changed`, told once to the carrier and to each shipper that has it in its
 * network or holds an open bid of it: a live event (and webhook) and a notice.
 */
async function tellComplianceChanged(
  ctx: AppContext,
  tx: DbOrTx,
  carrier: typeof accounts.$inferSelect,
  previous: ComplianceStatus,
  status: ComplianceStatus,
): Promise<void> {
  const payload = { carrier_account_id: carrier.id, status, previous_status: previous };
  const network = tx
    .selectDistinct({ id: shipperCarriers.shipperAccountId })
    .from(shipperCarriers)
    .where(eq(shipperCarriers.carrierAccountId, carrier.id));
  const bidders = tx
    .selectDistinct({ id: loads.accountId })
    .from(bids)
    .innerJoin(loads, eq(loads.id, bids.loadId))
    .where(and(eq(bids.carrierAccountId, carrier.id), eq(bids.status, 'pending')));
  const shippers = [...new Set([...(await network), ...(await bidders)].map((row) => row.id))];
  const type = 'carrier_compliance_changed' as const;
  await publishEvent(tx, { accountId: carrier.id, type, payload });
  await notifyAccount(
    ctx,
    tx,
    { accountId: carrier.id },
    {
      event: type,
      title: `The registry's record of your company changed: ${status}`,
      body: `Spotlane checked the registry again: your compliance is now ${status} (it was ${previous}). See what the registry says and how to fix it.`,
      link: paths.carrierCompliance,
    },
  );
  for (const shipperId of shippers) {
    await publishEvent(tx, { accountId: shipperId, type, payload });
    await notifyAccount(
      ctx,
      tx,
      { accountId: shipperId },
      {
        event: type,
        title: `${carrier.companyName}: compliance is now ${status}`,
        body: `The registry's record of ${carrier.companyName} changed (${previous} to ${status}). Your carrier policy applies to it from now on.`,
        link: paths.carriers,
      },
    );
  }
}

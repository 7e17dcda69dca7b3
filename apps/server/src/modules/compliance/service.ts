import { createHash } from 'node:crypto';
import {
  brokenRules,
  type ComplianceFacts,
  type ComplianceStatus,
  DEFAULT_POLICY,
  type Evaluation,
  evaluate,
  normalizeDot,
  normalizeMc,
  POLICY_RULES,
  type Policy,
  type PolicyRule,
  type RegistryRecord,
  registryStatus,
  utcToday,
} from '@spotlane/shared/domain/carrier-policy';
import { paths } from '@spotlane/shared/domain/paths';
import {
  type ComplianceBrief,
  type ComplianceResponse,
  IDENTITY_TRIES_PER_HOUR,
  type PolicyResponse,
  type policyRequest,
  REFRESH_SECONDS,
  type VerifyRateConfirmationResponse,
} from '@spotlane/shared/schemas/compliance';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  accounts,
  bids,
  carrierCompliance,
  carrierPolicies,
  complianceChecks,
  contactChanges,
  identityCodes,
  loads,
  rateConfirmationSeals,
  shipperCarriers,
  users,
} from '../../db/schema.ts';
import { noticeMail } from '../../mail-templates/notice.tsx';
import { type Caller, effectivePermissions } from '../../platform/auth.ts';
import {
  AppError,
  conflict,
  forbidden,
  notFound,
  rateLimited,
  validation,
} from '../../platform/errors.ts';
import { publishEvent } from '../../platform/events.ts';
import { isUniqueViolation } from '../../platform/hardening.ts';
import { defineJob, type JobRunner } from '../../platform/jobs.ts';
import { enqueueMail } from '../../platform/mail.ts';
import { hitRateLimits } from '../../platform/rate-limit.ts';
import { hashToken, newOtpCode, sameSecret } from '../../platform/secrets.ts';
import { notifyAccount } from '../notifications/index.ts';
import { CsvSnapshotRegistry, InlineSnapshotRegistry } from './csv-snapshot.ts';
import { DEMO_REGISTRY_CSV } from './demo-snapshot.ts';
import { QcMobileRegistry } from './qcmobile.ts';
import { noRegistry, type RegistryProvider, registryNumbers } from './registry.ts';

/**
 * Carrier trust (PRODUCT.md 15): the registry's word on each carrier account, the shipper's
 * policy over it, the verdict at every point where a shipper's load meets a carrier, verified
 * identity, and the seals of the rate confirmations Spotlane issued. This file is the module's
 * public surface; the registry providers are its own (registry.ts, qcmobile.ts, csv-snapshot.ts).
 */

export type { RegistryProvider } from './registry.ts';

// ---------------------------------------------------------------- the registry provider

const fileProviders = new Map<string, RegistryProvider>();
let demoProvider: RegistryProvider | null = null;

/**
 * The registry the configuration names: QCMobile over REGISTRY_URL, else the CSV snapshot of
 * REGISTRY_FILE (read now: a missing column refuses the start), else the demo's embedded
 * snapshot when the demo is on, else none (every carrier unverifiable).
 */
export function createRegistry(
  config: Pick<
    Config,
    'REGISTRY_URL' | 'REGISTRY_KEY' | 'REGISTRY_FILE' | 'REGISTRY_TIMEOUT_MS' | 'SEED_DEMO'
  >,
  log?: FastifyBaseLogger,
): RegistryProvider {
  if (config.REGISTRY_URL)
    return new QcMobileRegistry({
      url: config.REGISTRY_URL,
      key: config.REGISTRY_KEY ?? '',
      timeoutMs: config.REGISTRY_TIMEOUT_MS,
    });
  if (config.REGISTRY_FILE) {
    const known = fileProviders.get(config.REGISTRY_FILE);
    if (known) return known;
    const provider = new CsvSnapshotRegistry(config.REGISTRY_FILE, log);
    fileProviders.set(config.REGISTRY_FILE, provider);
    return provider;
  }
  if (config.SEED_DEMO) {
    demoProvider ??= new InlineSnapshotRegistry(DEMO_REGISTRY_CSV);
    return demoProvider;
  }
  return noRegistry;
}

const registryOf = (ctx: AppContext): RegistryProvider =>
  ctx.registry ?? createRegistry(ctx.config);

// ---------------------------------------------------------------- reading compliance

type ComplianceRow = typeof carrierCompliance.$inferSelect;

const recordOf = (row: ComplianceRow | undefined | null): RegistryRecord | null =>
  (row?.registry as unknown as RegistryRecord | null) ?? null;

function factsOf(row: ComplianceRow | undefined | null): ComplianceFacts {
  return {
    status: (row?.status as ComplianceStatus | undefined) ?? 'unverifiable',
    identity_verified: Boolean(row?.identityVerifiedAt),
    registry: recordOf(row),
  };
}

async function complianceRows(
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

// ---------------------------------------------------------------- the policy

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

// ---------------------------------------------------------------- the verdict

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

/** The brief of a carrier with no record at all (never a pass). */
export const UNKNOWN_BRIEF = (policy: Policy = DEFAULT_POLICY): ComplianceBrief => ({
  status: 'unverifiable',
  identity_verified: false,
  findings: evaluate(
    policy,
    { status: 'unverifiable', identity_verified: false, registry: null },
    utcToday(),
  ).findings,
});

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

// ---------------------------------------------------------------- checks

export const complianceCheckJob = defineJob<{ carrierAccountId: number; trigger: string }>(
  'compliance.check',
  { maxAttempts: 3 },
);
export const complianceNightlyJob = defineJob<Record<string, never>>('compliance.nightly', {
  maxAttempts: 3,
});
/** PRODUCT.md 15: the nightly check covers carriers that bid or held a load this recently. */
export const ACTIVE_DAYS = 90;

/** At registration or a change of MC/DOT: one check job, in the caller's transaction. */
export async function enqueueCheck(
  tx: DbOrTx,
  carrierAccountId: number,
  trigger: 'registration' | 'numbers_changed',
): Promise<void> {
  await complianceCheckJob.enqueue(
    tx,
    { carrierAccountId, trigger },
    // One job per carrier and cause: a numbers change is keyed by its moment.
    {
      key: `compliance:${trigger}:${carrierAccountId}:${trigger === 'registration' ? 0 : Date.now()}`,
    },
  );
}

/** The registry fields in one order, to tell a change from the last check. */
const fingerprint = (status: string, record: RegistryRecord | null) =>
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

function derivedColumns(facts: ComplianceFacts, today: string) {
  return {
    brokenRules: shipperIndependentBroken(facts, today),
    cargoCents: facts.registry?.cargo_cents ?? null,
    bipdCents: facts.registry?.bipd_cents ?? null,
    authoritySince: facts.registry?.authority_since ?? null,
  };
}

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

/** Carriers that bid or held a load in the last 90 days: one check each, once per night. */
export async function enqueueNightlyChecks(db: Db, day: string = utcToday()): Promise<number> {
  const since = sql`now() - make_interval(days => ${ACTIVE_DAYS})`;
  const result = (await db.execute(sql`
    select carrier_account_id as id from bids where created_at > ${since}
    union
    select assigned_account_id as id from loads
      where assigned_account_id is not null and updated_at > ${since}`)) as unknown as {
    rows: { id: number }[];
  };
  return complianceCheckJob.enqueueMany(
    db,
    result.rows.map((row) => ({
      payload: { carrierAccountId: Number(row.id), trigger: 'nightly' },
      options: { key: `compliance:nightly:${row.id}:${day}` },
    })),
  );
}

export function attachCompliance(runner: JobRunner, ctx: AppContext, log: FastifyBaseLogger) {
  runner
    .handle(complianceCheckJob, (payload) =>
      checkCarrier(ctx, payload.carrierAccountId, payload.trigger, log),
    )
    .handle(complianceNightlyJob, async () => {
      const queued = await enqueueNightlyChecks(ctx.db);
      if (queued > 0) log.info({ queued }, 'compliance: nightly checks queued');
    })
    .every(complianceNightlyJob, 24 * 60 * 60, {});
}

// ---------------------------------------------------------------- compliance answers

async function toResponse(
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

// ---------------------------------------------------------------- identity

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

// ---------------------------------------------------------------- paper that cannot be doctored

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
  db: DbOrTx,
  pdf: Buffer,
): Promise<VerifyRateConfirmationResponse> {
  if (!isPdf(pdf)) throw validation('file', 'This file is not a PDF');
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const [seal] = await db
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

// ---------------------------------------------------------------- remit-to guard

export const REMIT_GUARD_HOURS = 72;

/**
 * PRODUCT.md 15 (remit-to guard): a carrier's contact e-mail, phone or payment details changed
 * within 72 hours of an award are recorded for each such load and both account owners mailed.
 * (Holding scheduled payments belongs to the payments of "After delivery", which read these.)
 */
export async function recordContactChange(
  ctx: AppContext,
  tx: DbOrTx,
  carrierAccountId: number,
  field: 'email' | 'phone' | 'payment_details',
  byUserId: number | null,
): Promise<number> {
  const awarded = (await tx.execute(sql`
    select distinct l.id, l.account_id, l.name, l.identifier from loads l
    join load_status_history h on h.load_id = l.id and h.status = 'assigned'
    where l.assigned_account_id = ${carrierAccountId}
      and h.created_at > now() - make_interval(hours => ${REMIT_GUARD_HOURS})`)) as unknown as {
    rows: { id: number; account_id: number; name: string; identifier: string | null }[];
  };
  if (awarded.rows.length === 0) return 0;
  const [carrier] = await tx.select().from(accounts).where(eq(accounts.id, carrierAccountId));
  for (const load of awarded.rows) {
    await tx
      .insert(contactChanges)
      .values({ carrierAccountId, loadId: Number(load.id), field, byUserId });
    const owners = await tx
      .select({ email: users.email, firstName: users.firstName, accountId: users.accountId })
      .from(users)
      .where(
        and(
          inArray(users.accountId, [carrierAccountId, Number(load.account_id)]),
          eq(users.isOwner, true),
        ),
      );
    for (const owner of owners) {
      const mail = await noticeMail({
        firstName: owner.firstName,
        title: `${carrier?.companyName ?? 'A carrier'} changed its ${field.replace('_', ' ')}`,
        body: `${carrier?.companyName ?? 'The carrier'} changed its ${field.replace('_', ' ')} within ${REMIT_GUARD_HOURS} hours of being awarded load ${load.identifier ?? load.name}. If nobody at the carrier made this change, call the carrier on a number you already know before any payment.`,
        link: new URL(
          owner.accountId === carrierAccountId ? paths.carrierCompliance : paths.shipments,
          ctx.appUrl,
        ).toString(),
      });
      await enqueueMail(tx, { to: owner.email, ...mail });
    }
  }
  ctx.mailWritten();
  return awarded.rows.length;
}

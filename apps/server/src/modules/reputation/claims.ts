import {
  agreedAmount,
  type ClaimDecision,
  type ClaimStatus,
  claimClocks,
  isClaimOverdue,
  isClaimTooLate,
  statusAfterDecision,
} from '@spotlane/shared/domain/claim-clocks';
import { localDateOf } from '@spotlane/shared/domain/invoice-math';
import type * as schemas from '@spotlane/shared/schemas/reputation';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, claims, loadDocuments, loads } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { AppError, conflict, forbidden, notFound, validation } from '../../platform/errors.ts';
import { deductClaimOnInvoice } from '../billing/index.ts';
import { tell } from '../notifications/index.ts';
import { deliveredAt, facilitiesOf, type LoadRow, visibleLoad } from './load-access.ts';

/**
 * PRODUCT.md 21, loss and damage claims (decision 080): filed by the shipper on a delivered
 * load, acknowledged and decided by the carrier under the clocks of shared/domain/claim-clocks,
 * the agreed amount deducted on the load's invoice while unpaid.
 */

type Row = typeof claims.$inferSelect;
const FALLBACK_ZONE = 'America/Chicago';

export async function toClaims(db: DbOrTx, rows: Row[]): Promise<schemas.Claim[]> {
  if (rows.length === 0) return [];
  const accountIds = [...new Set(rows.flatMap((r) => [r.shipperAccountId, r.carrierAccountId]))];
  const [names, loadRows] = await Promise.all([
    db
      .select({ id: accounts.id, name: accounts.companyName })
      .from(accounts)
      .where(inArray(accounts.id, accountIds)),
    db
      .select({ id: loads.id, name: loads.name, identifier: loads.identifier })
      .from(loads)
      .where(inArray(loads.id, [...new Set(rows.map((r) => r.loadId))])),
  ]);
  const nameOf = (id: number) => names.find((n) => n.id === id)?.name ?? '';
  const now = new Date();
  return rows.map((row) => {
    const load = loadRows.find((l) => l.id === row.loadId);
    const today = localDateOf(now, row.timeZone);
    return {
      id: row.id,
      load_id: row.loadId,
      load_name: load?.name ?? '',
      identifier: load?.identifier ?? null,
      shipper: { id: row.shipperAccountId, company_name: nameOf(row.shipperAccountId) },
      carrier: { id: row.carrierAccountId, company_name: nameOf(row.carrierAccountId) },
      type: row.type as schemas.ClaimType,
      amount: row.amountCents,
      description: row.description,
      document_ids: row.documentIds,
      status: row.status as ClaimStatus,
      filed_at: row.filedAt.toISOString(),
      acknowledged_at: row.acknowledgedAt?.toISOString() ?? null,
      acknowledge_by: row.acknowledgeBy,
      decide_by: row.decideBy,
      time_zone: row.timeZone,
      overdue:
        row.overdue ||
        isClaimOverdue(
          {
            status: row.status as ClaimStatus,
            acknowledge_by: row.acknowledgeBy,
            decide_by: row.decideBy,
          },
          today,
        ),
      decision:
        row.decision && row.decidedAt
          ? {
              decision: row.decision as ClaimDecision,
              amount: row.decisionAmountCents,
              reason: row.decisionReason,
              at: row.decidedAt.toISOString(),
            }
          : null,
      deducted: row.deductedCents,
    };
  });
}

const partyOf = (caller: Caller): SQL =>
  or(
    eq(claims.shipperAccountId, caller.account.id),
    eq(claims.carrierAccountId, caller.account.id),
  ) as SQL;

/** A claim of the caller's account (shipper or carrier side); any other is 404. */
export async function claimRow(db: DbOrTx, caller: Caller, id: number, lock = false) {
  const query = db
    .select()
    .from(claims)
    .where(and(eq(claims.id, id), partyOf(caller)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Claim not found');
  return row;
}

export async function getClaim(db: DbOrTx, caller: Caller, id: number): Promise<schemas.Claim> {
  return (await toClaims(db, [await claimRow(db, caller, id)]))[0] as schemas.Claim;
}

export async function listClaims(
  db: DbOrTx,
  caller: Caller,
  query: z.output<typeof schemas.claimListQuery>,
): Promise<schemas.ClaimList> {
  const page = query.page ?? 1;
  const size = query.page_size ?? 20;
  const filters: SQL[] = [partyOf(caller)];
  if (query.load_id) filters.push(eq(claims.loadId, query.load_id));
  if (query.status === 'open') filters.push(inArray(claims.status, ['filed', 'acknowledged']));
  else if (query.status === 'overdue') filters.push(eq(claims.overdue, true));
  else if (query.status) filters.push(eq(claims.status, query.status));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(claims)
      .where(where)
      .orderBy(desc(claims.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(claims).where(where),
  ]);
  return { results: await toClaims(db, rows), count: total?.n ?? 0 };
}

async function deliveryZone(db: DbOrTx, load: LoadRow): Promise<string> {
  const facilities = await facilitiesOf(db, load);
  const last = facilities.filter((f) => f.type === 'delivery').at(-1) ?? facilities.at(-1);
  return last?.timezone ?? FALLBACK_ZONE;
}

export function tellClaim(
  ctx: AppContext,
  tx: DbOrTx,
  accountId: number,
  load: LoadRow,
  row: Row,
  what: string,
) {
  return tell(
    ctx,
    tx,
    { accountId },
    { type: 'claim', payload: { load_id: load.id, claim_id: row.id } },
    { kind: 'claim', load, params: { claimId: row.id, what, amount: row.amountCents } },
  );
}

/**
 * POST /api/claims: the shipper files a claim on its delivered load with its documents.
 * A carrier that holds the load is refused (403), any caller who cannot see it gets 404; a load
 * not delivered is 409 InvalidTransition; more than 9 months after delivery 400 ClaimTooLate.
 */
export async function fileClaim(
  ctx: AppContext,
  caller: Caller,
  body: z.output<typeof schemas.claimRequest>,
  now: Date = new Date(),
): Promise<schemas.Claim> {
  return ctx.db.transaction(async (tx) => {
    const load = await visibleLoad(tx, caller, body.load_id);
    if (load.accountId !== caller.account.id)
      throw forbidden('Only the shipper of the load can file a claim');
    const delivered = await deliveredAt(tx, load);
    if (!delivered || !load.assignedAccountId)
      throw conflict('InvalidTransition', 'A claim can be filed once the load is delivered');
    const zone = await deliveryZone(tx, load);
    const filedOn = localDateOf(now, zone);
    if (isClaimTooLate(localDateOf(delivered, zone), filedOn))
      throw AppError.of(400, 'ClaimTooLate', 'Claims must be filed within 9 months of delivery');
    const documentIds = [...new Set(body.document_ids)];
    if (documentIds.length) {
      const found = await tx
        .select({ id: loadDocuments.id })
        .from(loadDocuments)
        .where(and(eq(loadDocuments.loadId, load.id), inArray(loadDocuments.id, documentIds)));
      if (found.length !== documentIds.length)
        throw validation('document_ids', 'Attach documents of this load only');
    }
    const clocks = claimClocks(filedOn);
    const [row] = await tx
      .insert(claims)
      .values({
        loadId: load.id,
        shipperAccountId: load.accountId,
        carrierAccountId: load.assignedAccountId,
        filedByUserId: caller.user.id,
        type: body.type,
        amountCents: body.amount,
        description: body.description,
        documentIds,
        filedAt: now,
        acknowledgeBy: clocks.acknowledge_by,
        remindOn: clocks.remind_on,
        decideBy: clocks.decide_by,
        timeZone: zone,
      })
      .returning();
    if (!row) throw new Error('claim not stored');
    await tellClaim(ctx, tx, load.assignedAccountId, load, row, 'filed');
    return (await toClaims(tx, [row]))[0] as schemas.Claim;
  });
}

async function carrierStep(
  ctx: AppContext,
  caller: Caller,
  id: number,
  step: (tx: DbOrTx, row: Row) => Promise<Partial<typeof claims.$inferInsert>>,
  what: (row: Row) => string,
) {
  return ctx.db.transaction(async (tx) => {
    const row = await claimRow(tx, caller, id, true);
    if (row.carrierAccountId !== caller.account.id)
      throw forbidden('Only the carrier of the load answers its claims');
    const changes = await step(tx, row);
    const [updated] = await tx
      .update(claims)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(claims.id, id))
      .returning();
    const [load] = await tx.select().from(loads).where(eq(loads.id, row.loadId));
    if (updated && load)
      await tellClaim(ctx, tx, row.shipperAccountId, load, updated, what(updated));
    return (await toClaims(tx, [updated as Row]))[0] as schemas.Claim;
  });
}

/** POST /api/claims/{id}/acknowledge: the carrier has the claim in hand (filed only). */
export function acknowledgeClaim(ctx: AppContext, caller: Caller, id: number) {
  return carrierStep(
    ctx,
    caller,
    id,
    async (_tx, row) => {
      if (row.status !== 'filed')
        throw conflict('InvalidTransition', 'This claim is acknowledged already');
      return { status: 'acknowledged', acknowledgedAt: new Date(), overdue: false };
    },
    () => 'acknowledged',
  );
}

/**
 * POST /api/claims/{id}/decide: pay, decline with a reason, or partial with an amount, once
 * (a second decision is 409). The agreed amount is deducted on the load's unpaid invoice.
 */
export function decideClaim(
  ctx: AppContext,
  caller: Caller,
  id: number,
  body: z.output<typeof schemas.decideRequest>,
) {
  return carrierStep(
    ctx,
    caller,
    id,
    async (tx, row) => {
      if (row.status !== 'acknowledged')
        throw conflict(
          'InvalidTransition',
          row.status === 'filed'
            ? 'Acknowledge the claim before deciding it'
            : 'This claim is decided already',
        );
      if (body.decision === 'partial' && (body.amount ?? 0) > row.amountCents)
        throw validation('amount', 'A partial settlement cannot exceed the amount claimed');
      const amount = body.decision === 'partial' ? (body.amount ?? 0) : null;
      const agreed = agreedAmount(row.amountCents, { decision: body.decision, amount });
      const invoiceId = await deductClaimOnInvoice(
        ctx,
        tx,
        { id: row.id, loadId: row.loadId, amountCents: agreed },
        caller.user.id,
      );
      return {
        status: statusAfterDecision(body.decision),
        decision: body.decision,
        decisionAmountCents: body.decision === 'pay' ? row.amountCents : amount,
        decisionReason: body.reason,
        decidedAt: new Date(),
        decidedByUserId: caller.user.id,
        overdue: false,
        deductedCents: invoiceId ? agreed : null,
      };
    },
    (row) =>
      row.decision === 'decline'
        ? 'declined'
        : row.decision === 'pay'
          ? 'paid'
          : 'partially settled',
  );
}

/** POST /api/claims/{id}/close: the shipper closes a decided claim. */
export async function closeClaim(ctx: AppContext, caller: Caller, id: number) {
  return ctx.db.transaction(async (tx) => {
    const row = await claimRow(tx, caller, id, true);
    if (row.shipperAccountId !== caller.account.id)
      throw forbidden('Only the shipper closes its claims');
    if (!['paid', 'declined', 'partial'].includes(row.status))
      throw conflict('InvalidTransition', 'Only a decided claim can be closed');
    const [updated] = await tx
      .update(claims)
      .set({ status: 'closed', updatedAt: sql`now()` })
      .where(eq(claims.id, id))
      .returning();
    return (await toClaims(tx, [updated as Row]))[0] as schemas.Claim;
  });
}

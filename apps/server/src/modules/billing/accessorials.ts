import { computeDetention, isValidAmount } from '@spotlane/shared/domain/accessorials';
import { businessDaysLater } from '@spotlane/shared/domain/invoice-math';
import { formatCents } from '@spotlane/shared/domain/money';
import {
  ACCESSORIAL_LABELS,
  type Accessorial,
  type CreateAccessorialRequest,
} from '@spotlane/shared/schemas/billing';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accessorials, loadDocuments, loads } from '../../db/schema.ts';
import { type Caller, effectivePermissions } from '../../platform/auth.ts';
import { AppError, firstOrNotFound, forbidden, validation } from '../../platform/errors.ts';
import { defineJob } from '../../platform/jobs.ts';
import { postLoadComment } from '../chat/index.ts';
import { tell } from '../notifications/index.ts';
import { reviseInvoice } from './invoices.ts';
import { shipperClock, termsForLoad } from './terms.ts';

/** The other party of a line hears what became of it (notification type `accessorial`). */
function tellOfLine(
  ctx: AppContext,
  tx: DbOrTx,
  accountId: number,
  load: typeof loads.$inferSelect,
  line: typeof accessorials.$inferSelect,
  what: 'requested' | 'approved' | 'disputed',
) {
  return tell(
    ctx,
    tx,
    { accountId },
    { type: 'accessorial', payload: { load_id: load.id, accessorial_id: line.id } },
    {
      kind: 'accessorial',
      load,
      params: { what, label: ACCESSORIAL_LABELS[line.type as 'other'], amount: line.amountCents },
    },
  );
}

/** PRODUCT.md 19: a pending line not answered within 2 business days is approved, once. */
export const autoApproveJob = defineJob<{ accessorialId: number }>('billing.auto-approve');
export const AUTO_APPROVE_BUSINESS_DAYS = 2;

type Row = typeof accessorials.$inferSelect;
type LoadRow = typeof loads.$inferSelect;

export function toAccessorial(row: Row): Accessorial {
  return {
    id: row.id,
    load_id: row.loadId,
    stop_id: row.stopId,
    type: row.type as Accessorial['type'],
    amount: row.amountCents,
    minutes: row.minutes,
    note: row.note,
    document_id: row.documentId,
    status: row.status as Accessorial['status'],
    source: row.source as Accessorial['source'],
    arrived_at: row.arrivedAt?.toISOString() ?? null,
    departed_at: row.departedAt?.toISOString() ?? null,
    arrival_source: row.arrivalSource,
    departure_source: row.departureSource,
    dispute_reason: row.disputeReason,
    auto_approve_at: row.status === 'pending' ? row.autoApproveAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** A load the caller ships or holds; any other is 404. */
export async function loadOfParty(db: DbOrTx, caller: Caller, loadId: number): Promise<LoadRow> {
  return firstOrNotFound(
    await db
      .select()
      .from(loads)
      .where(
        and(
          eq(loads.id, loadId),
          or(
            eq(loads.accountId, caller.account.id),
            eq(loads.assignedAccountId, caller.account.id),
          ),
        ),
      ),
    'Load not found',
  );
}

export async function listAccessorials(ctx: AppContext, caller: Caller, loadId: number) {
  await loadOfParty(ctx.db, caller, loadId);
  const rows = await ctx.db
    .select()
    .from(accessorials)
    .where(eq(accessorials.loadId, loadId))
    .orderBy(asc(accessorials.id));
  return { results: rows.map(toAccessorial), count: rows.length };
}

export async function insertLine(
  ctx: AppContext,
  tx: DbOrTx,
  load: LoadRow,
  values: Omit<
    typeof accessorials.$inferInsert,
    'loadId' | 'shipperAccountId' | 'carrierAccountId' | 'autoApproveAt'
  >,
): Promise<Row | null> {
  if (!load.assignedAccountId) return null;
  const clock = await shipperClock(tx, load);
  const autoApproveAt = businessDaysLater(
    new Date(),
    AUTO_APPROVE_BUSINESS_DAYS,
    clock.schedule,
    clock.timeZone,
  );
  const [row] = await tx
    .insert(accessorials)
    .values({
      ...values,
      loadId: load.id,
      shipperAccountId: load.accountId,
      carrierAccountId: load.assignedAccountId,
      autoApproveAt,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await autoApproveJob.enqueue(
    tx,
    { accessorialId: row.id },
    { key: `accessorial-auto-approve:${row.id}`, runAt: autoApproveAt },
  );
  await tellOfLine(ctx, tx, load.accountId, load, row, 'requested');
  return row;
}

/** POST /api/loads/{id}/accessorials: the carrier holding the load asks for a line. */
export async function createAccessorial(
  ctx: AppContext,
  caller: Caller,
  loadId: number,
  body: CreateAccessorialRequest,
): Promise<Accessorial> {
  return ctx.db.transaction(async (tx) => {
    const load = await loadOfParty(tx, caller, loadId);
    if (load.assignedAccountId !== caller.account.id)
      throw forbidden('Only the carrier holding the load asks for accessorials');
    if (!isValidAmount(body.amount)) throw validation('amount', 'Enter an amount above zero');
    if (body.type === 'lumper' && !body.document_id)
      throw validation('document_id', 'A lumper needs its receipt: attach it as a document');
    if (body.document_id) {
      firstOrNotFound(
        await tx
          .select({ id: loadDocuments.id })
          .from(loadDocuments)
          .where(and(eq(loadDocuments.id, body.document_id), eq(loadDocuments.loadId, load.id))),
        'Document not found',
      );
    }
    const row = await insertLine(ctx, tx, load, {
      type: body.type,
      amountCents: body.amount,
      minutes: body.minutes ?? null,
      note: body.note ?? null,
      documentId: body.document_id ?? null,
      source: 'carrier',
      createdByUserId: caller.user.id,
    });
    if (!row) throw new Error('the accessorial line was not saved');
    return toAccessorial(row);
  });
}

/**
 * PRODUCT.md 19: detention computes itself when a stop's departure is recorded (by the dock,
 * the driver link, a geofence or by hand): the stops module calls this in its transaction with
 * the stop's times. Once per stop (a unique key), whoever records the departure again.
 */
export async function recordDetention(
  ctx: AppContext,
  tx: DbOrTx,
  stop: {
    id: number;
    loadId: number;
    appointment: string | null;
    timeZone: string;
    arrivedAt: Date | null;
    departedAt: Date | null;
    arrivalSource: string | null;
    departureSource: string | null;
  },
): Promise<Accessorial | null> {
  const [load] = await tx.select().from(loads).where(eq(loads.id, stop.loadId));
  if (!load?.assignedAccountId) return null;
  const terms = await termsForLoad(tx, load);
  const result = computeDetention({
    appointment: stop.appointment,
    timeZone: stop.timeZone,
    arrived_at: stop.arrivedAt,
    departed_at: stop.departedAt,
    terms: terms.detention,
  });
  if (!result.billable) return null;
  const hours = Math.floor(result.minutes / 60);
  const rest = result.minutes % 60;
  const row = await insertLine(ctx, tx, load, {
    stopId: stop.id,
    type: 'detention',
    amountCents: result.amount,
    minutes: result.minutes,
    note: `${hours} h ${rest} min after ${terms.detention.free_minutes} min free at ${formatCents(terms.detention.cents_per_hour)}/h${result.capped ? ' (capped)' : ''}`,
    source: 'auto',
    arrivedAt: stop.arrivedAt,
    departedAt: stop.departedAt,
    arrivalSource: stop.arrivalSource,
    departureSource: stop.departureSource,
  });
  return row ? toAccessorial(row) : null;
}

const alreadyDecided = (status: string) =>
  AppError.of(409, 'InvalidTransition', `This line is already ${status}`);

/**
 * Approves a pending line under its row lock: the shipper's answer and the automatic approval
 * meet here, so only the first approves (and tells the carrier); the other gets a 409 or, for
 * the job, nothing to do.
 */
async function approveLocked(
  ctx: AppContext,
  tx: DbOrTx,
  id: number,
  byUserId: number | null,
  scope: { accountId: number } | null,
): Promise<Row | null> {
  const [row] = await tx
    .select()
    .from(accessorials)
    .where(
      scope
        ? and(eq(accessorials.id, id), eq(accessorials.shipperAccountId, scope.accountId))
        : eq(accessorials.id, id),
    )
    .for('update');
  if (!row) return null;
  if (row.status !== 'pending') {
    if (scope) throw alreadyDecided(row.status);
    return null;
  }
  if (!scope && row.autoApproveAt.getTime() > Date.now()) return null;
  const [approved] = await tx
    .update(accessorials)
    .set({
      status: 'approved',
      decidedAt: sql`now()`,
      decidedByUserId: byUserId,
      updatedAt: sql`now()`,
    })
    .where(eq(accessorials.id, id))
    .returning();
  if (!approved) return null;
  const [load] = await tx.select().from(loads).where(eq(loads.id, approved.loadId));
  if (load) {
    await tellOfLine(ctx, tx, approved.carrierAccountId, load, approved, 'approved');
    await reviseInvoice(ctx, tx, load.id, byUserId);
  }
  return approved;
}

/** POST /api/accessorials/{id}/approve: the shipper approves a pending line. */
export async function approveAccessorial(
  ctx: AppContext,
  caller: Caller,
  id: number,
): Promise<Accessorial> {
  return ctx.db.transaction(async (tx) => {
    const row = await visibleLine(tx, caller, id);
    if (
      row.shipperAccountId !== caller.account.id ||
      !effectivePermissions(caller.user).shipment_edit
    )
      throw forbidden('Only the shipper approves accessorials');
    const approved = await approveLocked(ctx, tx, id, caller.user.id, {
      accountId: caller.account.id,
    });
    if (!approved) throw alreadyDecided('decided');
    return toAccessorial(approved);
  });
}

/** The automatic approval (the job): approves the line if it is still pending and due. */
export async function autoApprove(ctx: AppContext, id: number): Promise<boolean> {
  return ctx.db.transaction(async (tx) => Boolean(await approveLocked(ctx, tx, id, null, null)));
}

async function visibleLine(db: DbOrTx, caller: Caller, id: number): Promise<Row> {
  return firstOrNotFound(
    await db
      .select()
      .from(accessorials)
      .where(
        and(
          eq(accessorials.id, id),
          or(
            eq(accessorials.shipperAccountId, caller.account.id),
            eq(accessorials.carrierAccountId, caller.account.id),
          ),
        ),
      ),
    'Accessorial not found',
  );
}

/** POST /api/accessorials/{id}/dispute: the shipper disputes a pending line with a reason. */
export async function disputeAccessorial(
  ctx: AppContext,
  caller: Caller,
  id: number,
  reason: string,
): Promise<Accessorial> {
  const disputed = await ctx.db.transaction(async (tx) => {
    const row = await visibleLine(tx, caller, id);
    if (
      row.shipperAccountId !== caller.account.id ||
      !effectivePermissions(caller.user).shipment_edit
    )
      throw forbidden('Only the shipper disputes accessorials');
    const [locked] = await tx
      .select()
      .from(accessorials)
      .where(eq(accessorials.id, id))
      .for('update');
    if (locked?.status !== 'pending') throw alreadyDecided(locked?.status ?? 'gone');
    const [updated] = await tx
      .update(accessorials)
      .set({
        status: 'disputed',
        disputeReason: reason,
        decidedAt: sql`now()`,
        decidedByUserId: caller.user.id,
        updatedAt: sql`now()`,
      })
      .where(eq(accessorials.id, id))
      .returning();
    if (!updated) throw new Error('the dispute was not saved');
    const [load] = await tx.select().from(loads).where(eq(loads.id, updated.loadId));
    if (load) await tellOfLine(ctx, tx, updated.carrierAccountId, load, updated, 'disputed');
    return updated;
  });
  // The dispute is a card in the load's chat, where both parties talk it over.
  await postLoadComment(
    ctx,
    caller,
    disputed.loadId,
    `Disputed ${ACCESSORIAL_LABELS[disputed.type as 'other'].toLowerCase()} (${formatCents(disputed.amountCents)}): ${reason}`,
  ).catch(() => undefined);
  return toAccessorial(disputed);
}

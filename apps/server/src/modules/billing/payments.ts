import { createHash, randomInt } from 'node:crypto';
import { maskAccount } from '@spotlane/shared/domain/aba';
import { REMIT_HOLD_REASON } from '@spotlane/shared/domain/invoice-math';
import { writeNacha } from '@spotlane/shared/domain/nacha';
import type { PaymentDetailsRequest } from '@spotlane/shared/schemas/billing';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, invoices, loads, paymentDetails, users } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { AppError, forbidden, validation } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail.ts';
import { putOnHold, releaseRemitHolds } from './invoices.ts';

/** PRODUCT.md 19: a change within this long of a scheduled payment holds it. */
const REMIT_GUARD_HOURS = 72;
const CODE_VALID_HOURS = 72;

const hash = (code: string) => createHash('sha256').update(code).digest('hex');

function carrierOnly(caller: Caller) {
  if (caller.account.type !== 'carrier') throw forbidden('Payment details are a carrier’s');
}

function masked(row: typeof paymentDetails.$inferSelect) {
  return {
    routing_number: row.routingNumber,
    account_number: maskAccount(row.accountNumber),
    account_name: row.accountName,
    pending_confirmation: row.pendingCodeHash !== null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function getPaymentDetails(ctx: AppContext, caller: Caller) {
  carrierOnly(caller);
  const [row] = await ctx.db
    .select()
    .from(paymentDetails)
    .where(eq(paymentDetails.accountId, caller.account.id));
  return row ? masked(row) : null;
}

/**
 * PUT /api/payment_details. A carrier's first details are not a change. A change of existing
 * details puts every payment scheduled within 72 hours on hold and mails the owner a code; the
 * payments go on once the owner confirms it (POST /api/payment_details/confirm).
 */
export async function putPaymentDetails(
  ctx: AppContext,
  caller: Caller,
  body: PaymentDetailsRequest,
) {
  carrierOnly(caller);
  return ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(paymentDetails)
      .where(eq(paymentDetails.accountId, caller.account.id))
      .for('update');
    const same =
      existing &&
      existing.routingNumber === body.routing_number &&
      existing.accountNumber === body.account_number;
    let pending: { codeHash: string; until: Date } | null = null;
    if (existing && !same) {
      const soon = new Date(Date.now() + REMIT_GUARD_HOURS * 3_600_000).toISOString().slice(0, 10);
      const scheduled = await tx
        .select()
        .from(invoices)
        .where(
          and(
            eq(invoices.carrierAccountId, caller.account.id),
            eq(invoices.status, 'scheduled'),
            lte(invoices.payOn, soon),
          ),
        )
        .for('update');
      if (scheduled.length > 0) {
        for (const row of scheduled) await putOnHold(tx, row, REMIT_HOLD_REASON, caller.user.id);
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        pending = {
          codeHash: hash(code),
          until: new Date(Date.now() + CODE_VALID_HOURS * 3_600_000),
        };
        const [owner] = await tx
          .select({ email: users.email })
          .from(users)
          .where(and(eq(users.accountId, caller.account.id), eq(users.isOwner, true)));
        if (owner)
          await enqueueMail(tx, {
            to: owner.email,
            subject: 'Confirm the new bank details of your Spotlane account',
            text: `Your company's bank details were changed. ${scheduled.length} scheduled payment(s) are on hold until you confirm the change with this code: ${code}\n\nIf you did not make this change, do not confirm it and contact the shipper.`,
          });
      }
    }
    const values = {
      routingNumber: body.routing_number,
      accountNumber: body.account_number,
      accountName: body.account_name,
      pendingCodeHash: pending?.codeHash ?? existing?.pendingCodeHash ?? null,
      pendingUntil: pending?.until ?? existing?.pendingUntil ?? null,
    };
    const [row] = await tx
      .insert(paymentDetails)
      .values({ accountId: caller.account.id, ...values })
      .onConflictDoUpdate({
        target: paymentDetails.accountId,
        set: { ...values, updatedAt: sql`now()` },
      })
      .returning();
    if (!row) throw new Error('payment details not saved');
    return masked(row);
  });
}

/** POST /api/payment_details/confirm {code}: the owner confirms a change; held payments go on. */
export async function confirmPaymentDetails(ctx: AppContext, caller: Caller, code: string) {
  carrierOnly(caller);
  if (!caller.user.isOwner) throw forbidden('Only the owner confirms a change of bank details');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(paymentDetails)
      .where(eq(paymentDetails.accountId, caller.account.id))
      .for('update');
    if (!row?.pendingCodeHash)
      throw AppError.of(409, 'InvalidTransition', 'No change waits for confirmation');
    if (row.pendingUntil && row.pendingUntil.getTime() < Date.now())
      throw validation('code', 'This code has expired: change the details again for a new one');
    if (row.pendingCodeHash !== hash(code)) throw validation('code', 'This code is not right');
    const [updated] = await tx
      .update(paymentDetails)
      .set({ pendingCodeHash: null, pendingUntil: null, updatedAt: sql`now()` })
      .where(eq(paymentDetails.accountId, caller.account.id))
      .returning();
    await releaseRemitHolds(tx, caller.account.id, caller.user.id);
    if (!updated) throw new Error('payment details vanished');
    return masked(updated);
  });
}

/** The day's scheduled payments of a shipper, with each carrier's bank details. */
async function scheduledOn(db: DbOrTx, shipperAccountId: number, date: string) {
  const rows = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.shipperAccountId, shipperAccountId),
        eq(invoices.status, 'scheduled'),
        eq(invoices.payOn, date),
      ),
    )
    .orderBy(asc(invoices.id));
  const carrierIds = [...new Set(rows.map((row) => row.carrierAccountId))];
  const [details, names, loadRows] = carrierIds.length
    ? await Promise.all([
        db.select().from(paymentDetails).where(inArray(paymentDetails.accountId, carrierIds)),
        db
          .select({ id: accounts.id, name: accounts.companyName })
          .from(accounts)
          .where(inArray(accounts.id, carrierIds)),
        db
          .select({ id: loads.id, identifier: loads.identifier })
          .from(loads)
          .where(
            inArray(
              loads.id,
              rows.map((row) => row.loadId),
            ),
          ),
      ])
    : [[], [], []];
  return rows.map((row) => ({
    invoice: row,
    // Quick pay pays the net; otherwise the total.
    amount: row.quickPayNetCents ?? row.totalCents,
    details: details.find((entry) => entry.accountId === row.carrierAccountId) ?? null,
    carrier: names.find((entry) => entry.id === row.carrierAccountId)?.name ?? '',
    load: loadRows.find((entry) => entry.id === row.loadId)?.identifier ?? '',
  }));
}

/**
 * GET /api/payments/export: the day's scheduled payments as NACHA (CCD credits) or CSV. A day
 * with nothing scheduled is an empty, valid file (decision 074). Payments whose carrier has no
 * bank details are left out of the NACHA file and listed in the CSV without them.
 */
export async function exportPayments(
  ctx: AppContext,
  caller: Caller,
  query: { date: string; format: 'nacha' | 'csv' },
): Promise<{ body: string; contentType: string; fileName: string }> {
  const payments = await scheduledOn(ctx.db, caller.account.id, query.date);
  if (query.format === 'csv') {
    const header =
      'invoice,load,carrier,amount_cents,routing_number,account_number,account_name,pay_on';
    const cell = (value: string | number) => {
      const text = String(value);
      return /[",\n\r]/.test(text) || /^[=+\-@]/.test(text)
        ? `"${text.replace(/"/g, '""')}"`
        : text;
    };
    const lines = payments.map((payment) =>
      [
        payment.invoice.number,
        payment.load,
        payment.carrier,
        payment.amount,
        payment.details?.routingNumber ?? '',
        payment.details?.accountNumber ?? '',
        payment.details?.accountName ?? '',
        query.date,
      ]
        .map(cell)
        .join(','),
    );
    return {
      body: `${[header, ...lines].join('\n')}\n`,
      contentType: 'text/csv; charset=utf-8',
      fileName: `payments-${query.date}.csv`,
    };
  }
  const body = writeNacha({
    // No bank connection (PRODUCT.md 19): the origin is the shipper's company id; its bank sets
    // the originating routing number it uses when it takes the file.
    origin_routing: ORIGIN_ROUTING,
    origin_bank_name: 'ORIGINATING BANK',
    company_id: `1${String(caller.account.id).padStart(9, '0')}`,
    company_name: caller.account.companyName,
    effective_on: query.date,
    created_at: new Date(),
    description: 'FREIGHT',
    entries: payments.flatMap((payment) =>
      payment.details
        ? [
            {
              routing_number: payment.details.routingNumber,
              account_number: payment.details.accountNumber,
              amount: payment.amount,
              id: payment.invoice.number,
              name: payment.carrier,
            },
          ]
        : [],
    ),
  });
  return { body, contentType: 'text/plain; charset=utf-8', fileName: `payments-${query.date}.ach` };
}

/** A valid placeholder ODFI (the Federal Reserve's test routing number format). */
const ORIGIN_ROUTING = '011000015';

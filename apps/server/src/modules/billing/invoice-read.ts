import {
  businessDaysLater,
  localDateOf,
  quickPay as quickPayOf,
} from '@spotlane/shared/domain/invoice-math';
import type { Invoice, InvoiceStatus } from '@spotlane/shared/schemas/billing';
import { and, asc, count, desc, eq, gte, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  accounts,
  deliveryLocations,
  invoiceEvents,
  invoices,
  loads,
  users,
} from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { firstOrNotFound } from '../../platform/errors.ts';
import { QUICK_PAY_BUSINESS_DAYS } from './invoice-issue.ts';
import { shipperClock, termsForLoad } from './terms.ts';

type Row = typeof invoices.$inferSelect;

/** The zone shipperClock falls back to for a load without a first pickup location. */
const DEFAULT_TIME_ZONE = 'America/Chicago';

async function answer(db: DbOrTx, rows: Row[], caller: Caller): Promise<Invoice[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const accountIds = [
    ...new Set(rows.flatMap((row) => [row.shipperAccountId, row.carrierAccountId])),
  ];
  const [names, loadRows, events] = await Promise.all([
    db
      .select({ id: accounts.id, name: accounts.companyName })
      .from(accounts)
      .where(inArray(accounts.id, accountIds)),
    db
      .select({
        id: loads.id,
        name: loads.name,
        identifier: loads.identifier,
        accountId: loads.accountId,
        originLocationId: loads.originLocationId,
        laneId: loads.laneId,
        timeZone: deliveryLocations.timezone,
      })
      .from(loads)
      .leftJoin(deliveryLocations, eq(deliveryLocations.id, loads.originLocationId))
      .where(
        inArray(
          loads.id,
          rows.map((row) => row.loadId),
        ),
      ),
    db
      .select({
        invoiceId: invoiceEvents.invoiceId,
        status: invoiceEvents.status,
        at: invoiceEvents.at,
        note: invoiceEvents.note,
        first: users.firstName,
        last: users.lastName,
      })
      .from(invoiceEvents)
      .leftJoin(users, eq(users.id, invoiceEvents.byUserId))
      .where(inArray(invoiceEvents.invoiceId, ids))
      .orderBy(asc(invoiceEvents.id)),
  ]);
  const nameOf = (id: number) => names.find((entry) => entry.id === id)?.name ?? '';
  const out: Invoice[] = [];
  for (const row of rows) {
    const load = loadRows.find((entry) => entry.id === row.loadId);
    let offer: Invoice['quick_pay_offer'] = null;
    if (
      caller.account.id === row.carrierAccountId &&
      row.status === 'open' &&
      row.quickPayFeeCents === null &&
      load
    ) {
      const terms = await termsForLoad(db, load);
      const clock = await shipperClock(db, load);
      const quick = quickPayOf(row.totalCents, terms.quick_pay_fee_percent);
      offer = {
        ...quick,
        percent: terms.quick_pay_fee_percent,
        pay_by: localDateOf(
          businessDaysLater(new Date(), QUICK_PAY_BUSINESS_DAYS, clock.schedule, clock.timeZone),
          clock.timeZone,
        ),
      };
    }
    out.push({
      id: row.id,
      number: row.number,
      load_id: row.loadId,
      load_identifier: load?.identifier ?? null,
      load_name: load?.name ?? '',
      carrier: { id: row.carrierAccountId, company_name: nameOf(row.carrierAccountId) },
      shipper: { id: row.shipperAccountId, company_name: nameOf(row.shipperAccountId) },
      lines: row.lines.map((line) => ({
        type: line.type,
        description: line.description,
        amount: line.amount,
      })),
      total: row.totalCents,
      revision: row.revision,
      issued_at: row.issuedAt.toISOString(),
      due_on: row.dueOn,
      time_zone: load?.timeZone ?? DEFAULT_TIME_ZONE,
      status: row.status as InvoiceStatus,
      pay_on: row.payOn,
      paid_at: row.paidAt?.toISOString() ?? null,
      reference: row.reference,
      hold_reason: row.holdReason,
      quick_pay:
        row.quickPayFeeCents !== null && row.quickPayNetCents !== null && row.quickPayBy
          ? { fee: row.quickPayFeeCents, net: row.quickPayNetCents, pay_by: row.quickPayBy }
          : null,
      quick_pay_offer: offer,
      timeline: events
        .filter((entry) => entry.invoiceId === row.id)
        .map((entry) => ({
          status: entry.status,
          at: entry.at.toISOString(),
          by: entry.first ? `${entry.first} ${entry.last}` : null,
          note: entry.note,
        })),
    });
  }
  return out;
}

const ownScope = (caller: Caller) =>
  caller.account.type === 'shipper'
    ? eq(invoices.shipperAccountId, caller.account.id)
    : eq(invoices.carrierAccountId, caller.account.id);

export interface InvoiceFilters {
  status?: InvoiceStatus;
  page: number;
  page_size: number;
  from?: string;
  to?: string;
  pay_on?: string;
}

function filtersOf(caller: Caller, query: InvoiceFilters): SQL | undefined {
  const where: SQL[] = [ownScope(caller)];
  if (query.status) where.push(eq(invoices.status, query.status));
  if (query.from) where.push(gte(invoices.issuedAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) where.push(lte(invoices.issuedAt, new Date(`${query.to}T23:59:59.999Z`)));
  if (query.pay_on) where.push(eq(invoices.payOn, query.pay_on));
  return and(...where);
}

/** GET /api/invoices: each side's invoices, newest first, paged. */
export async function listInvoices(ctx: AppContext, caller: Caller, query: InvoiceFilters) {
  const where = filtersOf(caller, query);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    ctx.db.select({ n: count() }).from(invoices).where(where),
  ]);
  return { results: await answer(ctx.db, rows, caller), count: total?.n ?? 0 };
}

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\n\r]/.test(text) || /^[=+\-@]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The filtered list as CSV (every page), amounts in cents as everywhere. */
export async function invoicesCsv(ctx: AppContext, caller: Caller, query: InvoiceFilters) {
  const rows = await ctx.db
    .select()
    .from(invoices)
    .where(filtersOf(caller, query))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(10000);
  const answered = await answer(ctx.db, rows, caller);
  const header =
    'number,load,shipper,carrier,issued_at,due_on,status,total_cents,pay_on,paid_at,reference';
  const lines = answered.map((row) =>
    [
      row.number,
      row.load_identifier ?? row.load_name,
      row.shipper.company_name,
      row.carrier.company_name,
      row.issued_at,
      row.due_on,
      row.status,
      row.total,
      row.pay_on,
      row.paid_at,
      row.reference,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[header, ...lines].join('\n')}\n`;
}

export async function ownInvoice(
  db: DbOrTx,
  caller: Caller,
  id: number,
  lock = false,
): Promise<Row> {
  const query = db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.id, id),
        or(
          eq(invoices.shipperAccountId, caller.account.id),
          eq(invoices.carrierAccountId, caller.account.id),
        ),
      ),
    );
  return firstOrNotFound(lock ? await query.for('update') : await query, 'Invoice not found');
}

export async function getInvoice(ctx: AppContext, caller: Caller, id: number): Promise<Invoice> {
  const row = await ownInvoice(ctx.db, caller, id);
  const [one] = await answer(ctx.db, [row], caller);
  if (!one) throw new Error('invoice answer missing');
  return one;
}

export async function invoiceForPdf(ctx: AppContext, caller: Caller, id: number) {
  return getInvoice(ctx, caller, id);
}

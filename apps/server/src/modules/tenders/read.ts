import type {
  CarrierTenderList,
  TenderList,
  TenderResponse,
  TenderStatus,
} from '@spotlane/shared/schemas/tenders';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, loads, shipperCarriers, tenders } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { firstOrNotFound, forbidden, notFound } from '../../platform/errors.ts';
import { carrierCardsOf } from '../loads/index.ts';

type TenderRow = typeof tenders.$inferSelect;

/** PRODUCT.md 8: the tenders of a load (its shipper) and of a carrier, as each side reads them. */

type TenderJoinRow = TenderRow & { companyName: string };

const tenderColumns = {
  id: tenders.id,
  loadId: tenders.loadId,
  laneId: tenders.laneId,
  carrierAccountId: tenders.carrierAccountId,
  shipperCarrierId: tenders.shipperCarrierId,
  rateCents: tenders.rateCents,
  position: tenders.position,
  status: tenders.status,
  offeredAt: tenders.offeredAt,
  expiresAt: tenders.expiresAt,
  decidedAt: tenders.decidedAt,
  createdAt: tenders.createdAt,
  companyName: sql<string>`coalesce(nullif(${shipperCarriers.companyName}, ''), ${accounts.companyName})`,
};

function toTender(row: TenderJoinRow): TenderResponse {
  return {
    id: row.id,
    load_id: row.loadId,
    carrier: { id: row.shipperCarrierId, company_name: row.companyName },
    rate: row.rateCents,
    position: row.position,
    status: row.status as TenderStatus,
    offered_at: row.offeredAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

function selectTenders(db: DbOrTx) {
  return db
    .select(tenderColumns)
    .from(tenders)
    .innerJoin(accounts, eq(accounts.id, tenders.carrierAccountId))
    .leftJoin(shipperCarriers, eq(shipperCarriers.id, tenders.shipperCarrierId));
}

export async function readTender(db: DbOrTx, id: number): Promise<TenderResponse> {
  return toTender(firstOrNotFound(await selectTenders(db).where(eq(tenders.id, id))));
}

/** GET /api/loads/{id}/tenders: the waterfall of one of the shipper's loads, in offer order. */
export async function loadTenders(db: DbOrTx, caller: Caller, loadId: number): Promise<TenderList> {
  const [load] = await db
    .select({ id: loads.id })
    .from(loads)
    .where(and(eq(loads.id, loadId), eq(loads.accountId, caller.account.id)));
  if (!load) throw notFound('Shipment not found');
  const rows = await selectTenders(db)
    .where(eq(tenders.loadId, loadId))
    .orderBy(asc(tenders.position));
  return { results: rows.map(toTender), count: rows.length };
}

/** GET /api/tenders: the signed-in carrier's open offers (on open loads), each with its load card. */
export async function carrierTenders(
  db: DbOrTx,
  caller: Caller,
  now: Date = new Date(),
): Promise<CarrierTenderList> {
  requireCarrier(caller);
  const rows = await selectTenders(db)
    .innerJoin(loads, eq(loads.id, tenders.loadId))
    .where(
      and(
        eq(tenders.carrierAccountId, caller.account.id),
        eq(tenders.status, 'offered'),
        sql`${tenders.expiresAt} > ${now.toISOString()}`,
        sql`${loads.status} in ('unscheduled', 'unassigned')`,
      ),
    )
    .orderBy(asc(tenders.expiresAt), asc(tenders.id))
    .limit(100);
  const cards = await carrierCardsOf(
    db,
    caller,
    rows.map((row) => row.loadId),
  );
  const results = rows.flatMap((row) => {
    const card = cards.get(row.loadId);
    return card ? [{ ...toTender(row), load: card }] : [];
  });
  return { results, count: results.length };
}

export function requireCarrier(caller: Caller) {
  if (caller.account.type !== 'carrier') throw forbidden('This is available to carriers only');
}

import { paths } from '@spotlane/shared/domain/paths';
import type * as schemas from '@spotlane/shared/schemas/carriers';
import type { ListParams } from '@spotlane/shared/schemas/companies';
import type { ComplianceBrief } from '@spotlane/shared/schemas/compliance';
import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { type AppContext, linkTo } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accounts, carrierListMembers, carrierLists, shipperCarriers } from '../../db/schema.ts';
import { carrierInvitationMail } from '../../mail-templates/account.tsx';
import { type Caller, findUserByEmail } from '../../platform/auth.ts';
import { conflict, notFound, validation } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/hardening.ts';
import { enqueueMail } from '../../platform/mail.ts';
import { likePattern, listPage } from '../../platform/pagination.ts';
import { complianceBriefs } from '../compliance/index.ts';

type CarrierRow = typeof shipperCarriers.$inferSelect;
type AccountRow = typeof accounts.$inferSelect;

function toCarrierResponse(row: CarrierRow, account: AccountRow | null): schemas.CarrierResponse {
  return {
    id: row.id,
    email: row.email,
    company_name: account?.companyName ?? row.companyName,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone || account?.phone || '',
    status: row.carrierAccountId ? 'linked' : 'invited',
    notes: row.notes,
    preferred: row.preferred,
    carrier_account_id: row.carrierAccountId,
    details: {
      cargo: account?.cargoInsuranceLimit ?? null,
      mc_number: account?.mcNumber ?? null,
      dot_number: account?.dotNumber ?? null,
      equipment_types: account?.equipmentTypes ?? [],
    },
    created_at: row.createdAt.toISOString(),
  };
}

const withAccount = (db: DbOrTx) =>
  db
    .select({ carrier: shipperCarriers, account: accounts })
    .from(shipperCarriers)
    .leftJoin(accounts, eq(accounts.id, shipperCarriers.carrierAccountId));

export async function listCarriers(db: Db, caller: Caller, query: ListParams) {
  const scope = eq(shipperCarriers.shipperAccountId, caller.account.id);
  const pattern = query.search ? likePattern(query.search) : null;
  const where = pattern
    ? and(
        scope,
        or(
          ilike(shipperCarriers.email, pattern),
          ilike(shipperCarriers.companyName, pattern),
          ilike(shipperCarriers.firstName, pattern),
          ilike(shipperCarriers.lastName, pattern),
          ilike(accounts.companyName, pattern),
        ),
      )
    : scope;
  const { rows, count: total } = await listPage(
    query,
    {
      name: sql`coalesce(${accounts.companyName}, ${shipperCarriers.companyName})`,
      createdAt: shipperCarriers.createdAt,
      id: shipperCarriers.id,
    },
    withAccount(db).where(where).$dynamic(),
    db
      .select({ n: count() })
      .from(shipperCarriers)
      .leftJoin(accounts, eq(accounts.id, shipperCarriers.carrierAccountId))
      .where(where),
  );
  const briefs = await complianceBriefs(
    db,
    caller.account.id,
    rows.map((row) => row.carrier.carrierAccountId),
  );
  return {
    results: rows.map((row) => withCompliance(toCarrierResponse(row.carrier, row.account), briefs)),
    count: total,
  };
}

export async function carrierCount(db: Db, caller: Caller): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(shipperCarriers)
    .where(eq(shipperCarriers.shipperAccountId, caller.account.id));
  return row?.n ?? 0;
}

export async function getCarrier(
  db: DbOrTx,
  caller: Caller,
  id: number,
): Promise<schemas.CarrierResponse> {
  const [row] = await withAccount(db)
    .where(and(eq(shipperCarriers.id, id), eq(shipperCarriers.shipperAccountId, caller.account.id)))
    .limit(1);
  if (!row) throw notFound('Carrier not found');
  const briefs = await complianceBriefs(db, caller.account.id, [row.carrier.carrierAccountId]);
  return withCompliance(toCarrierResponse(row.carrier, row.account), briefs);
}

/** PRODUCT.md 15: what the shipper's policy finds on the carrier, beside it. */
function withCompliance(
  carrier: schemas.CarrierResponse,
  briefs: Map<number, ComplianceBrief>,
): schemas.CarrierResponse {
  const id = carrier.carrier_account_id;
  return { ...carrier, compliance: id === null ? null : (briefs.get(id) ?? null) };
}

/**
 * Adds a carrier to the shipper's network by e-mail: an existing carrier account is linked at
 * once; an unknown address is invited to register (the link fills the e-mail in).
 */
export async function addCarrier(
  ctx: AppContext,
  caller: Caller,
  input: schemas.AddCarrierRequest,
) {
  const email = input.email.trim();
  const existing = await findUserByEmail(ctx.db, email);
  if (existing && existing.account.type !== 'carrier') {
    throw validation('email', 'This e-mail belongs to a shipper account, not a carrier');
  }
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(shipperCarriers)
        .values({
          shipperAccountId: caller.account.id,
          carrierAccountId: existing?.account.id ?? null,
          email: existing?.user.email ?? email,
          companyName: input.company_name || existing?.account.companyName || '',
          firstName: input.first_name || existing?.user.firstName || '',
          lastName: input.last_name || existing?.user.lastName || '',
          phone: input.phone || existing?.user.phone || '',
          invitedBy: caller.user.id,
        })
        .returning({ id: shipperCarriers.id });
      if (!row) throw new Error('carrier insert returned nothing');
      if (!existing) {
        const mail = await carrierInvitationMail({
          firstName: input.first_name || undefined,
          inviter: caller.user,
          companyName: caller.account.companyName,
          link: linkTo(ctx, paths.registerCarrier, { email }),
        });
        await enqueueMail(tx, { to: email, ...mail });
      }
      return row.id;
    });
    if (!existing) ctx.mailWritten();
    return getCarrier(ctx.db, caller, id);
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('EmailTaken', 'This carrier is already in your network', 'email');
    throw error;
  }
}

/** Called when a carrier registers: every shipper that invited the address now has it linked. */
export async function linkInvitations(
  tx: DbOrTx,
  email: string,
  carrierAccountId: number,
): Promise<void> {
  await tx
    .update(shipperCarriers)
    .set({ carrierAccountId, updatedAt: sql`now()` })
    .where(
      and(
        sql`lower(${shipperCarriers.email}) = lower(${email})`,
        isNull(shipperCarriers.carrierAccountId),
      ),
    );
}

export async function updateCarrier(
  db: Db,
  caller: Caller,
  id: number,
  input: {
    notes?: string | null;
    preferred?: boolean;
    company_name?: string;
    first_name?: string;
    last_name?: string;
    phone?: string;
  },
) {
  const current = await getCarrier(db, caller, id);
  await db
    .update(shipperCarriers)
    .set({
      ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
      ...(input.preferred !== undefined ? { preferred: input.preferred } : {}),
      ...(input.company_name !== undefined && current.status === 'invited'
        ? { companyName: input.company_name }
        : {}),
      ...(input.first_name !== undefined ? { firstName: input.first_name } : {}),
      ...(input.last_name !== undefined ? { lastName: input.last_name } : {}),
      ...(input.phone !== undefined ? { phone: input.phone } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(shipperCarriers.id, id));
  return getCarrier(db, caller, id);
}

export async function removeCarrier(db: Db, caller: Caller, id: number): Promise<void> {
  await getCarrier(db, caller, id);
  await db.delete(shipperCarriers).where(eq(shipperCarriers.id, id));
}

// Carrier lists

async function checkMembers(tx: DbOrTx, caller: Caller, ids: number[]) {
  const owned = await tx
    .select({ id: shipperCarriers.id })
    .from(shipperCarriers)
    .where(
      and(
        eq(shipperCarriers.shipperAccountId, caller.account.id),
        inArray(shipperCarriers.id, ids),
      ),
    );
  if (owned.length !== ids.length)
    throw validation('carrier_ids', 'Choose carriers from your network');
}

async function listsWithMembers(
  db: DbOrTx,
  caller: Caller,
  listIds: number[],
): Promise<schemas.CarrierListResponse[]> {
  if (listIds.length === 0) return [];
  const lists = await db
    .select()
    .from(carrierLists)
    .where(and(eq(carrierLists.accountId, caller.account.id), inArray(carrierLists.id, listIds)));
  const members = await db
    .select({ listId: carrierListMembers.listId, carrier: shipperCarriers, account: accounts })
    .from(carrierListMembers)
    .innerJoin(shipperCarriers, eq(shipperCarriers.id, carrierListMembers.shipperCarrierId))
    .leftJoin(accounts, eq(accounts.id, shipperCarriers.carrierAccountId))
    .where(inArray(carrierListMembers.listId, listIds))
    .orderBy(asc(shipperCarriers.id));
  const byId = new Map(lists.map((list) => [list.id, list]));
  return listIds.flatMap((id) => {
    const list = byId.get(id);
    if (!list) return [];
    const carriers = members
      .filter((member) => member.listId === id)
      .map((member) => toCarrierResponse(member.carrier, member.account));
    return [
      {
        id: list.id,
        name: list.name,
        carrier_ids: carriers.map((carrier) => carrier.id),
        carriers,
        created_at: list.createdAt.toISOString(),
      },
    ];
  });
}

export async function listCarrierLists(db: Db, caller: Caller, query: ListParams) {
  const scope = eq(carrierLists.accountId, caller.account.id);
  const where = query.search
    ? and(scope, ilike(carrierLists.name, likePattern(query.search)))
    : scope;
  const { rows, count: total } = await listPage(
    query,
    { name: sql`${carrierLists.name}`, createdAt: carrierLists.createdAt, id: carrierLists.id },
    db.select({ id: carrierLists.id }).from(carrierLists).where(where).$dynamic(),
    db.select({ n: count() }).from(carrierLists).where(where),
  );
  const ids = rows.map((row) => row.id);
  return { results: await listsWithMembers(db, caller, ids), count: total };
}

export async function getCarrierList(
  db: DbOrTx,
  caller: Caller,
  id: number,
): Promise<schemas.CarrierListResponse> {
  const [list] = await listsWithMembers(db, caller, [id]);
  if (!list) throw notFound('Carrier list not found');
  return list;
}

export async function saveCarrierList(
  db: Db,
  caller: Caller,
  input: schemas.CarrierListRequest,
  id?: number,
) {
  const listId = await db.transaction(async (tx) => {
    await checkMembers(tx, caller, input.carrier_ids);
    let targetId = id;
    if (targetId === undefined) {
      const [created] = await tx
        .insert(carrierLists)
        .values({ accountId: caller.account.id, name: input.name })
        .returning({ id: carrierLists.id });
      targetId = created?.id as number;
    } else {
      const [updated] = await tx
        .update(carrierLists)
        .set({ name: input.name, updatedAt: sql`now()` })
        .where(and(eq(carrierLists.id, targetId), eq(carrierLists.accountId, caller.account.id)))
        .returning({ id: carrierLists.id });
      if (!updated) throw notFound('Carrier list not found');
      await tx.delete(carrierListMembers).where(eq(carrierListMembers.listId, targetId));
    }
    await tx.insert(carrierListMembers).values(
      input.carrier_ids.map((shipperCarrierId) => ({
        listId: targetId as number,
        shipperCarrierId,
      })),
    );
    return targetId;
  });
  return getCarrierList(db, caller, listId);
}

export async function deleteCarrierList(db: Db, caller: Caller, id: number): Promise<void> {
  const deleted = await db
    .delete(carrierLists)
    .where(and(eq(carrierLists.id, id), eq(carrierLists.accountId, caller.account.id)))
    .returning({ id: carrierLists.id });
  if (deleted.length === 0) throw notFound('Carrier list not found');
}

/**
 * Refuses (400 on `field`) a carrier list that is not the caller's: a load's audience and a
 * lane's fallback may name only the shipper's own lists.
 */
export async function requireOwnCarrierList(
  tx: DbOrTx,
  caller: Caller,
  listId: number,
  field: string,
): Promise<void> {
  const [list] = await tx
    .select({ id: carrierLists.id })
    .from(carrierLists)
    .where(and(eq(carrierLists.id, listId), eq(carrierLists.accountId, caller.account.id)));
  if (!list) throw validation(field, 'Choose one of your carrier lists');
}

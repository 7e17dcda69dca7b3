import type {
  CompanyData,
  CompanyResponse,
  ListParams,
  LocationData,
  ScheduleData,
  UpdateCompanyData,
} from '@spotlane/shared/schemas/companies';
import { and, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { companies, deliveryLocations } from '../../db/schema.ts';
import { liveOwnedRow } from '../../db/scopes.ts';
import type { Caller } from '../../platform/auth.ts';
import { conflict, notFound, validation } from '../../platform/errors.ts';
import { likePattern, listPage } from '../../platform/pagination.ts';
import { detachFromCompany } from '../contacts/index.ts';
import { carrierMaySee, inAudience, locationsInActiveLoads } from '../loads/index.ts';
import {
  findLocation,
  locationsOfCompanies,
  locationValues,
  replaceSchedule,
  toLocationResponse,
} from './locations.ts';

type CompanyRow = typeof companies.$inferSelect;

function toCompanyResponse(
  row: CompanyRow,
  locations: CompanyResponse['locations'],
): CompanyResponse {
  return {
    id: row.id,
    name: row.name,
    company_type: row.companyType as CompanyResponse['company_type'],
    email: row.email,
    phone: row.phone,
    notes: row.notes,
    locations,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function companyValues(input: CompanyData) {
  return {
    name: input.name,
    companyType: input.company_type ?? 'both',
    email: input.email ?? null,
    phone: input.phone ?? null,
    notes: input.notes ?? null,
  };
}

export async function listCompanies(db: Db, caller: Caller, query: ListParams) {
  const scope = and(eq(companies.accountId, caller.account.id), isNull(companies.archivedAt));
  const where = query.search
    ? and(
        scope,
        or(
          ilike(companies.name, likePattern(query.search)),
          // Zip codes match as a prefix; wildcards in the search are escaped there too.
          sql`exists (select 1 from delivery_locations l where l.company_id = ${companies.id} and (l.city ilike ${likePattern(query.search)} or l.zipcode like ${likePattern(query.search).slice(1)}))`,
        ),
      )
    : scope;
  const { rows, count: total } = await listPage(
    query,
    { name: sql`${companies.name}`, createdAt: companies.createdAt, id: companies.id },
    db.select().from(companies).where(where).$dynamic(),
    db.select({ n: count() }).from(companies).where(where),
  );
  const locations = await locationsOfCompanies(
    db,
    rows.map((row) => row.id),
  );
  return {
    results: rows.map((row) => toCompanyResponse(row, locations.get(row.id) ?? [])),
    count: total,
  };
}

async function insertLocation(
  tx: DbOrTx,
  accountId: number,
  companyId: number,
  input: LocationData,
  position: number,
) {
  const [location] = await tx
    .insert(deliveryLocations)
    .values({ ...locationValues(input), companyId, accountId, position })
    .returning();
  if (!location) throw new Error('location insert returned nothing');
  if (input.schedule) await replaceSchedule(tx, location.id, input.schedule);
  return location;
}

export async function createCompany(
  db: Db,
  caller: Caller,
  input: CompanyData,
): Promise<CompanyResponse> {
  const id = await db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ ...companyValues(input), accountId: caller.account.id })
      .returning();
    if (!company) throw new Error('company insert returned nothing');
    for (const [position, location] of input.locations.entries()) {
      await insertLocation(tx, caller.account.id, company.id, location, position);
    }
    return company.id;
  });
  return getCompany(db, caller, id);
}

async function findCompany(db: DbOrTx, caller: Caller, id: number, lock = false) {
  const query = db
    .select()
    .from(companies)
    .where(liveOwnedRow(companies, id, caller.account.id))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Company not found');
  return row;
}

export async function getCompany(db: DbOrTx, caller: Caller, id: number): Promise<CompanyResponse> {
  const row = await findCompany(db, caller, id);
  const locations = await locationsOfCompanies(db, [row.id]);
  return toCompanyResponse(row, locations.get(row.id) ?? []);
}

export async function updateCompany(
  db: Db,
  caller: Caller,
  id: number,
  input: UpdateCompanyData,
): Promise<CompanyResponse> {
  await db.transaction(async (tx) => {
    await findCompany(tx, caller, id, true);
    await tx
      .update(companies)
      .set({ ...companyValues(input), updatedAt: sql`now()` })
      .where(eq(companies.id, id));
    const existing = await tx
      .select({ id: deliveryLocations.id })
      .from(deliveryLocations)
      .where(and(eq(deliveryLocations.companyId, id), isNull(deliveryLocations.archivedAt)));
    const existingIds = new Set(existing.map((row) => row.id));
    const keptIds: number[] = [];
    for (const [position, location] of input.locations.entries()) {
      if (location.id !== undefined) {
        if (!existingIds.has(location.id)) {
          throw validation(
            `locations.${position}.id`,
            'This location does not belong to the company',
          );
        }
        keptIds.push(location.id);
        await tx
          .update(deliveryLocations)
          .set({ ...locationValues(location), position, updatedAt: sql`now()` })
          .where(eq(deliveryLocations.id, location.id));
        if (location.schedule) await replaceSchedule(tx, location.id, location.schedule);
      } else {
        const created = await insertLocation(tx, caller.account.id, id, location, position);
        keptIds.push(created.id);
      }
    }
    const removed = [...existingIds].filter((locationId) => !keptIds.includes(locationId));
    await archiveLocations(tx, removed);
  });
  return getCompany(db, caller, id);
}

/**
 * Removes locations from view. Loads that used them keep their addresses; a location that an
 * active load still uses is refused with 409.
 */
async function archiveLocations(
  tx: DbOrTx,
  ids: number[],
  inUseMessage = 'This location is used by an active shipment and cannot be removed',
) {
  if (ids.length === 0) return;
  if ((await locationsInActiveLoads(tx, ids)).length > 0) {
    throw conflict('InUse', inUseMessage);
  }
  await tx
    .update(deliveryLocations)
    .set({ archivedAt: sql`now()` })
    .where(inArray(deliveryLocations.id, ids));
}

export async function deleteCompany(db: Db, caller: Caller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await findCompany(tx, caller, id, true);
    const locations = await tx
      .select({ id: deliveryLocations.id })
      .from(deliveryLocations)
      .where(and(eq(deliveryLocations.companyId, id), isNull(deliveryLocations.archivedAt)));
    await archiveLocations(
      tx,
      locations.map((location) => location.id),
      'This company cannot be deleted while an active shipment uses one of its locations',
    );
    await tx.update(companies).set({ archivedAt: sql`now()` }).where(eq(companies.id, id));
    // Its contacts keep the company's name but no longer link to it (PRODUCT.md 13).
    await detachFromCompany(tx, id);
  });
}

export async function companyCount(db: Db, caller: Caller): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companies)
    .where(and(eq(companies.accountId, caller.account.id), isNull(companies.archivedAt)));
  return row?.n ?? 0;
}

export async function createLocation(
  db: Db,
  caller: Caller,
  input: LocationData & { company_id: number },
) {
  const id = await db.transaction(async (tx) => {
    await findCompany(tx, caller, input.company_id, true);
    const n = await liveLocationCount(tx, input.company_id);
    return (await insertLocation(tx, caller.account.id, input.company_id, input, n)).id;
  });
  return getLocation(db, caller, id);
}

/** How many delivery locations of the company are not archived. */
async function liveLocationCount(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(deliveryLocations)
    .where(and(eq(deliveryLocations.companyId, companyId), isNull(deliveryLocations.archivedAt)));
  return row?.n ?? 0;
}

/** The caller's live location, or 404. */
async function ownLocation(db: DbOrTx, caller: Caller, id: number) {
  const found = await findLocation(db, caller.account.id, id);
  if (!found) throw notFound('Location not found');
  return found;
}

export async function getLocation(db: DbOrTx, caller: Caller, id: number) {
  const found = await ownLocation(db, caller, id);
  const locations = await locationsOfCompanies(db, [found.location.companyId]);
  const location = locations.get(found.location.companyId)?.find((entry) => entry.id === id);
  return location ?? toLocationResponse(found.location, found.companyName, []);
}

/**
 * A carrier may read the hours of a stop of a load it may see (SPEC 2.10: the hours viewer on
 * the carrier's detail and bid form), with the same privacy as the load: no street address,
 * no contact, no company or location name unless it holds the load.
 */
export async function getLocationForCarrier(db: DbOrTx, caller: Caller, id: number) {
  const c = caller.account.id;
  const result = (await db.execute(sql`select l.assigned_account_id from loads l
    where ${id} in (l.origin_location_id, l.destination_location_id, l.extra_origin_location_id, l.extra_destination_location_id)
      and (${carrierMaySee(c)} or ${inAudience(c)})
    order by (l.assigned_account_id = ${c}) desc nulls last limit 1`)) as unknown as {
    rows: Array<{ assigned_account_id: number | null }>;
  };
  const load = result.rows[0];
  if (!load) throw notFound('Location not found');
  const [row] = await db
    .select({ location: deliveryLocations, companyName: companies.name })
    .from(deliveryLocations)
    .innerJoin(companies, eq(companies.id, deliveryLocations.companyId))
    .where(eq(deliveryLocations.id, id));
  if (!row) throw notFound('Location not found');
  const locations = await locationsOfCompanies(db, [row.location.companyId]);
  const full =
    locations.get(row.location.companyId)?.find((entry) => entry.id === id) ??
    toLocationResponse(row.location, row.companyName, []);
  if (load.assigned_account_id === c) return full;
  return {
    ...full,
    company_id: 0,
    company_name: '',
    name: '',
    contact_name: null,
    contact_phone: null,
    address: { ...full.address, address1: '', address2: null },
  };
}

export async function updateLocation(db: Db, caller: Caller, id: number, input: LocationData) {
  await db.transaction(async (tx) => {
    await ownLocation(tx, caller, id);
    await tx
      .update(deliveryLocations)
      .set({ ...locationValues(input), updatedAt: sql`now()` })
      .where(eq(deliveryLocations.id, id));
    if (input.schedule) await replaceSchedule(tx, id, input.schedule);
  });
  return getLocation(db, caller, id);
}

export async function deleteLocation(db: Db, caller: Caller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await ownLocation(tx, caller, id);
    await findCompany(tx, caller, found.location.companyId, true);
    const n = await liveLocationCount(tx, found.location.companyId);
    if (n <= 1) throw validation('id', 'A company needs at least one delivery location');
    await archiveLocations(tx, [id]);
  });
}

/** SPEC 7 bulk_create: replaces the location's hours in one transaction; answers the saved entries. */
export async function saveSchedule(
  db: Db,
  caller: Caller,
  locationId: number,
  schedule: ScheduleData,
  shipmentProcess?: 'appointment' | 'fcfs',
) {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: deliveryLocations.id })
      .from(deliveryLocations)
      .where(liveOwnedRow(deliveryLocations, locationId, caller.account.id))
      .for('update');
    if (!locked) throw notFound('Location not found');
    if (shipmentProcess) {
      await tx
        .update(deliveryLocations)
        .set({ shipmentProcess, updatedAt: sql`now()` })
        .where(eq(deliveryLocations.id, locationId));
    }
    const saved = await replaceSchedule(tx, locationId, schedule);
    return (await getLocation(tx, caller, locationId)).schedule.filter((entry) =>
      saved.some((row) => row.id === entry.id),
    );
  });
}

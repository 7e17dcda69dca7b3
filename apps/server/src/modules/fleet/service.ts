import { formatUsDate } from '@spotlane/shared/domain/us-dates';
import {
  type DriverData,
  type DriverDetail,
  type DriverList,
  type DriverListParams,
  type DriverResponse,
  type EquipmentData,
  type EquipmentDetail,
  type EquipmentList,
  type EquipmentListParams,
  type EquipmentResponse,
  type FleetLoad,
  type FleetOverview,
  LICENSE_WARNING_DAYS,
} from '@spotlane/shared/schemas/fleet';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { columnsOf } from '../../db/columns-of.ts';
import { drivers, equipment, loads } from '../../db/schema.ts';
import { liveOwnedRow } from '../../db/scopes.ts';
import type { Caller } from '../../platform/auth.ts';
import { conflict, notFound, validation } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/hardening.ts';
import { likePattern } from '../../platform/pagination.ts';

type DriverRow = typeof drivers.$inferSelect;
type EquipmentRow = typeof equipment.$inferSelect;

/** The two kinds of fleet record, described once so every rule below serves both. */
const KINDS = {
  driver: {
    table: drivers,
    loadColumn: loads.fleetDriverId,
    loadColumnName: 'fleet_driver_id',
    noun: 'Driver',
  },
  equipment: {
    table: equipment,
    loadColumn: loads.fleetEquipmentId,
    loadColumnName: 'fleet_equipment_id',
    noun: 'Unit',
  },
} as const;
type Kind = keyof typeof KINDS;
/** What the API sends for each kind. */
type KindData = { driver: DriverData; equipment: EquipmentData };

const ACTIVE_STATUSES = sql`('assigned', 'scheduled', 'in_transit')`;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function stamps(row: { id: number; archivedAt: Date | null; createdAt: Date; updatedAt: Date }) {
  return {
    id: row.id,
    archived_at: iso(row.archivedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toDriver(row: DriverRow): DriverResponse {
  return {
    ...stamps(row),
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    email: row.email,
    license_number: row.licenseNumber,
    license_state: row.licenseState,
    license_expiry: row.licenseExpiry,
    status: row.status as DriverResponse['status'],
    notes: row.notes,
  };
}

function toEquipment(row: EquipmentRow): EquipmentResponse {
  return {
    ...stamps(row),
    unit_number: row.unitNumber,
    equipment_type: row.equipmentType as EquipmentResponse['equipment_type'],
    plate: row.plate,
    plate_state: row.plateState,
    vin: row.vin,
    year: row.year,
    make: row.make,
    capacity_lbs: row.capacityLbs,
    length_ft: row.lengthFt,
    status: row.status as EquipmentResponse['status'],
    notes: row.notes,
  };
}

const unitTaken = (unitNumber: string) =>
  validation('unit_number', `You already have a unit numbered ${unitNumber}`);

/** The loads a driver or unit was put on, newest dates first (its page splits them). */
async function loadsOf(db: DbOrTx, caller: Caller, kind: Kind, id: number): Promise<FleetLoad[]> {
  const rows = await db
    .select({
      id: loads.id,
      identifier: loads.identifier,
      name: loads.name,
      status: loads.status,
      date_to_leave: loads.dateToLeave,
      expected_delivery_date: loads.expectedDeliveryDate,
    })
    .from(loads)
    .where(and(eq(loads.accountId, caller.account.id), eq(KINDS[kind].loadColumn, id)))
    .orderBy(desc(loads.dateToLeave), desc(loads.id))
    .limit(200);
  return rows;
}

async function findOwn(db: DbOrTx, caller: Caller, kind: Kind, id: number) {
  const table = KINDS[kind].table;
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, id), eq(table.accountId, caller.account.id)));
  if (!row) throw notFound(`${KINDS[kind].noun} not found`);
  return row;
}

export async function getDriver(db: Db, caller: Caller, id: number): Promise<DriverDetail> {
  const row = (await findOwn(db, caller, 'driver', id)) as DriverRow;
  return { ...toDriver(row), loads: await loadsOf(db, caller, 'driver', id) };
}

export async function getEquipment(db: Db, caller: Caller, id: number): Promise<EquipmentDetail> {
  const row = (await findOwn(db, caller, 'equipment', id)) as EquipmentRow;
  return { ...toEquipment(row), loads: await loadsOf(db, caller, 'equipment', id) };
}

/** Adds a record to the caller's fleet; its id. */
async function insertOwn<K extends Kind>(db: Db, caller: Caller, kind: K, data: KindData[K]) {
  const table = KINDS[kind].table;
  const [row] = await db
    .insert(table)
    .values({ ...columnsOf(data), accountId: caller.account.id })
    .returning({ id: table.id });
  return row?.id as number;
}

export async function createDriver(
  db: Db,
  caller: Caller,
  data: DriverData,
): Promise<DriverDetail> {
  return getDriver(db, caller, await insertOwn(db, caller, 'driver', data));
}

export async function createEquipment(
  db: Db,
  caller: Caller,
  data: EquipmentData,
): Promise<EquipmentDetail> {
  try {
    return getEquipment(db, caller, await insertOwn(db, caller, 'equipment', data));
  } catch (error) {
    if (isUniqueViolation(error)) throw unitTaken(data.unit_number);
    throw error;
  }
}

/** The live (not archived) record of the caller, locked: edits and archiving wait for assignments. */
async function lockLive(tx: DbOrTx, caller: Caller, kind: Kind, id: number) {
  const table = KINDS[kind].table;
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(liveOwnedRow(table, id, caller.account.id))
    .for('update');
  if (!row) throw notFound(`${KINDS[kind].noun} not found`);
}

/** Changes a live record of the caller, under its lock (see lockLive). */
async function updateLive<K extends Kind>(
  db: Db,
  caller: Caller,
  kind: K,
  id: number,
  data: KindData[K],
) {
  const table = KINDS[kind].table;
  await db.transaction(async (tx) => {
    await lockLive(tx, caller, kind, id);
    await tx
      .update(table)
      .set({ ...columnsOf(data), updatedAt: sql`now()` })
      .where(eq(table.id, id));
  });
}

export async function updateDriver(
  db: Db,
  caller: Caller,
  id: number,
  data: DriverData,
): Promise<DriverDetail> {
  await updateLive(db, caller, 'driver', id, data);
  return getDriver(db, caller, id);
}

export async function updateEquipment(
  db: Db,
  caller: Caller,
  id: number,
  data: EquipmentData,
): Promise<EquipmentDetail> {
  try {
    await updateLive(db, caller, 'equipment', id, data);
  } catch (error) {
    if (isUniqueViolation(error)) throw unitTaken(data.unit_number);
    throw error;
  }
  return getEquipment(db, caller, id);
}

/**
 * PRODUCT.md 7: deleting archives. Not while the record is on an active load (409 InUse); the
 * row lock makes an assignment running at the same moment wait, then see it archived.
 */
export async function archive(db: Db, caller: Caller, kind: Kind, id: number): Promise<void> {
  const { table, loadColumn, noun } = KINDS[kind];
  await db.transaction(async (tx) => {
    await lockLive(tx, caller, kind, id);
    const [active] = await tx
      .select({ identifier: loads.identifier })
      .from(loads)
      .where(and(eq(loadColumn, id), sql`${loads.status} in ${ACTIVE_STATUSES}`))
      .limit(1);
    if (active) {
      throw conflict(
        'InUse',
        `${noun === 'Unit' ? 'This unit' : 'This driver'} is on an active load (${active.identifier}): release or deliver it first`,
      );
    }
    await tx.update(table).set({ archivedAt: sql`now()` }).where(eq(table.id, id));
  });
}

/** A load of the caller, for the availability the pickers show. */
async function ownLoad(db: DbOrTx, caller: Caller, id: number) {
  const [row] = await db
    .select({
      id: loads.id,
      dateToLeave: loads.dateToLeave,
      expectedDeliveryDate: loads.expectedDeliveryDate,
    })
    .from(loads)
    .where(and(eq(loads.id, id), eq(loads.accountId, caller.account.id)));
  if (!row) throw notFound('Shipment not found');
  return row;
}

/** SQL: the identifier of another active load of this record whose dates overlap the load's. */
function overlapping(
  kind: Kind,
  recordId: SQL,
  load: { id: number; dateToLeave: string; expectedDeliveryDate: string },
) {
  return sql<string | null>`(select coalesce(o.identifier, o.name) from loads o
    where o.${sql.raw(KINDS[kind].loadColumnName)} = ${recordId} and o.id <> ${load.id}
      and o.status in ${ACTIVE_STATUSES}
      and daterange(o.date_to_leave, o.expected_delivery_date, '[]')
        && daterange(${load.dateToLeave}::date, ${load.expectedDeliveryDate}::date, '[]')
    order by o.date_to_leave limit 1)`;
}

/** Why a driver cannot take a load (PRODUCT.md 7's FleetUnavailable reasons), or null. */
export function driverProblem(
  row: DriverRow,
  load: { expectedDeliveryDate: string },
): string | null {
  const name = `${row.firstName} ${row.lastName}`;
  if (row.archivedAt) return `${name} has been archived`;
  if (row.status !== 'active') return `${name} is inactive`;
  // SPEC 9: dates read MM-DD-YYYY; a licence already past reads "expired", not "expires".
  if (row.licenseExpiry < new Date().toISOString().slice(0, 10))
    return `${name}'s licence expired on ${formatUsDate(row.licenseExpiry)}`;
  if (row.licenseExpiry < load.expectedDeliveryDate) {
    return `${name}'s licence expires on ${formatUsDate(row.licenseExpiry)}, before the delivery date`;
  }
  return null;
}

export function equipmentProblem(row: EquipmentRow): string | null {
  if (row.archivedAt) return `Unit ${row.unitNumber} has been archived`;
  if (row.status !== 'active') return `Unit ${row.unitNumber} is out of service`;
  return null;
}

const busyReason = (what: string, on: string) => `${what} is on ${on} on these dates`;

function orderOf(kind: Kind, ordering: string): SQL[] {
  const table = KINDS[kind].table;
  if (ordering === 'new') return [desc(table.createdAt), desc(table.id)];
  if (ordering === 'old') return [asc(table.createdAt), asc(table.id)];
  if (ordering === 'license_expiry') return [asc(drivers.licenseExpiry), asc(drivers.id)];
  if (ordering === 'year') return [sql`${equipment.year} desc nulls last`, asc(equipment.id)];
  return kind === 'driver'
    ? [sql`lower(${drivers.lastName})`, sql`lower(${drivers.firstName})`, asc(drivers.id)]
    : [sql`lower(${equipment.unitNumber})`, asc(equipment.id)];
}

async function listOf(
  db: Db,
  caller: Caller,
  kind: Kind,
  query: DriverListParams | EquipmentListParams,
) {
  const table = KINDS[kind].table;
  const filters: SQL[] = [eq(table.accountId, caller.account.id), isNull(table.archivedAt)];
  if (query.status) filters.push(eq(table.status, query.status));
  if (query.search) {
    const words =
      kind === 'driver'
        ? sql`concat_ws(' ', ${drivers.firstName}, ${drivers.lastName}, ${drivers.phone}, ${drivers.email}, ${drivers.licenseNumber})`
        : sql`concat_ws(' ', ${equipment.unitNumber}, ${equipment.plate}, ${equipment.vin}, ${equipment.make}, ${equipment.equipmentType})`;
    filters.push(sql`${words} ilike ${likePattern(query.search)}`);
  }
  const where = and(...filters);
  const load = query.for_load ? await ownLoad(db, caller, query.for_load) : null;
  const [rows, total] = await Promise.all([
    db
      .select({
        row: table,
        busyOn: load ? overlapping(kind, sql`${table.id}`, load) : sql<null>`null`,
      })
      .from(table)
      .where(where)
      .orderBy(...orderOf(kind, query.ordering))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows, count: total[0]?.n ?? 0, load };
}

function availability(problem: string | null, busy: string | null) {
  const reason = problem ?? busy;
  return { free: reason === null, reason };
}

/** How a fleet list shows a record: its API shape, why it cannot take the load, its name. */
interface ListView<Row, Response> {
  toResponse: (row: Row) => Response;
  problem: (row: Row, load: { expectedDeliveryDate: string }) => string | null;
  name: (row: Row) => string;
}

/** A page of drivers or units; with `for_load`, each says whether it can take that load. */
async function listWithAvailability<Row, Response>(
  db: Db,
  caller: Caller,
  kind: Kind,
  query: DriverListParams | EquipmentListParams,
  view: ListView<Row, Response>,
) {
  const { rows, count: total, load } = await listOf(db, caller, kind, query);
  return {
    count: total,
    results: rows.map(({ row, busyOn }) => {
      const record = row as Row;
      return {
        ...view.toResponse(record),
        availability: load
          ? availability(
              view.problem(record, load),
              busyOn ? busyReason(view.name(record), busyOn) : null,
            )
          : null,
      };
    }),
  };
}

export function listDrivers(db: Db, caller: Caller, query: DriverListParams): Promise<DriverList> {
  return listWithAvailability(db, caller, 'driver', query, {
    toResponse: toDriver,
    problem: driverProblem,
    name: (driver: DriverRow) => `${driver.firstName} ${driver.lastName}`,
  });
}

export function listEquipment(
  db: Db,
  caller: Caller,
  query: EquipmentListParams,
): Promise<EquipmentList> {
  return listWithAvailability(db, caller, 'equipment', query, {
    toResponse: toEquipment,
    problem: equipmentProblem,
    name: (unit: EquipmentRow) => `Unit ${unit.unitNumber}`,
  });
}

/** /fleet: counts and the warnings that matter (PRODUCT.md 7). */
export async function fleetOverview(db: Db, caller: Caller): Promise<FleetOverview> {
  const own = (table: typeof drivers | typeof equipment) =>
    and(eq(table.accountId, caller.account.id), isNull(table.archivedAt));
  const [driverCounts, unitCounts, licences, outOfService] = await Promise.all([
    db
      .select({
        count: count(),
        active: sql<number>`count(*) filter (where ${drivers.status} = 'active')::int`,
      })
      .from(drivers)
      .where(own(drivers)),
    db
      .select({
        count: count(),
        active: sql<number>`count(*) filter (where ${equipment.status} = 'active')::int`,
      })
      .from(equipment)
      .where(own(equipment)),
    db
      .select({
        id: drivers.id,
        name: sql<string>`${drivers.firstName} || ' ' || ${drivers.lastName}`,
        date: drivers.licenseExpiry,
        expired: sql<boolean>`${drivers.licenseExpiry} < current_date`,
      })
      .from(drivers)
      .where(
        and(
          own(drivers),
          sql`${drivers.licenseExpiry} <= current_date + ${LICENSE_WARNING_DAYS}::int`,
        ),
      )
      .orderBy(asc(drivers.licenseExpiry), asc(drivers.id))
      .limit(100),
    db
      .select({ id: equipment.id, name: equipment.unitNumber })
      .from(equipment)
      .where(and(own(equipment), eq(equipment.status, 'out_of_service')))
      .orderBy(sql`lower(${equipment.unitNumber})`)
      .limit(100),
  ]);
  const units = unitCounts[0] ?? { count: 0, active: 0 };
  return {
    drivers: { count: driverCounts[0]?.count ?? 0, active: driverCounts[0]?.active ?? 0 },
    equipment: {
      count: units.count,
      active: units.active,
      out_of_service: units.count - units.active,
    },
    warnings: [
      ...licences.map((row) => ({
        kind: row.expired ? ('license_expired' as const) : ('license_expiring' as const),
        id: row.id,
        name: row.name,
        date: row.date,
      })),
      ...outOfService.map((row) => ({
        kind: 'out_of_service' as const,
        id: row.id,
        name: row.name,
        date: null,
      })),
    ],
  };
}

import { formatUsDate } from '@spotlane/shared/domain/us-dates';
import type {
  DriverData,
  DriverDetail,
  DriverResponse,
  EquipmentData,
  EquipmentDetail,
  EquipmentResponse,
  FleetLoad,
} from '@spotlane/shared/schemas/fleet';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { columnsOf } from '../../db/columns-of.ts';
import { drivers, equipment, loads } from '../../db/schema.ts';
import { liveOwnedRow } from '../../db/scopes.ts';
import type { Caller } from '../../platform/auth.ts';
import { conflict, notFound, validation } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/hardening.ts';

export type DriverRow = typeof drivers.$inferSelect;
export type EquipmentRow = typeof equipment.$inferSelect;

/** The two kinds of fleet record, described once so every rule below serves both. */
export const KINDS = {
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
export type Kind = keyof typeof KINDS;
/** What the API sends for each kind. */
export type KindData = { driver: DriverData; equipment: EquipmentData };

export const ACTIVE_STATUSES = sql`('assigned', 'scheduled', 'in_transit')`;

export const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function stamps(row: {
  id: number;
  archivedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}) {
  return {
    id: row.id,
    archived_at: iso(row.archivedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toDriver(row: DriverRow): DriverResponse {
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

export function toEquipment(row: EquipmentRow): EquipmentResponse {
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

export const unitTaken = (unitNumber: string) =>
  validation('unit_number', `You already have a unit numbered ${unitNumber}`);

/** The loads a driver or unit was put on, newest dates first (its page splits them). */
export async function loadsOf(
  db: DbOrTx,
  caller: Caller,
  kind: Kind,
  id: number,
): Promise<FleetLoad[]> {
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

export async function findOwn(db: DbOrTx, caller: Caller, kind: Kind, id: number) {
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
export async function ownLoad(db: DbOrTx, caller: Caller, id: number) {
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
export function overlapping(
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

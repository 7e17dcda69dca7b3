import {
  type DriverList,
  type DriverListParams,
  type EquipmentList,
  type EquipmentListParams,
  type FleetOverview,
  LICENSE_WARNING_DAYS,
} from '@spotlane/shared/schemas/fleet';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { drivers, equipment } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { likePattern } from '../../platform/pagination.ts';
import {
  type DriverRow,
  driverProblem,
  type EquipmentRow,
  equipmentProblem,
  KINDS,
  type Kind,
  overlapping,
  ownLoad,
  toDriver,
  toEquipment,
} from './service.ts';

/** The fleet's lists (with each driver's and unit's availability for a load) and its overview. */

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

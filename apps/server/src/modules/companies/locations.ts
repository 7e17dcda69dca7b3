import { normalizeTime } from '@spotlane/shared/domain/hours';
import { defaultTimeZone } from '@spotlane/shared/domain/us-states';
import type * as schemas from '@spotlane/shared/schemas/companies';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, deliveryLocations, locationSchedules } from '../../db/schema.ts';
import { liveOwnedRow } from '../../db/scopes.ts';

type LocationRow = typeof deliveryLocations.$inferSelect;
type ScheduleRow = typeof locationSchedules.$inferSelect;

/** Column values of a location from its API shape (time zone defaults from the state). */
export function locationValues(input: schemas.LocationData) {
  return {
    name: input.name,
    address1: input.address.address1,
    address2: input.address.address2 ?? null,
    city: input.address.city,
    state: input.address.state,
    zipcode: input.address.zipcode,
    contactName: input.contact_name ?? null,
    contactPhone: input.contact_phone ?? null,
    timezone: input.timezone ?? defaultTimeZone(input.address.state),
    shipmentProcess: input.shipment_process ?? 'appointment',
  };
}

export function scheduleRows(locationId: number, schedule: schemas.ScheduleData) {
  // Only the first interval of a day is used (SPEC 3.8); a day without one is closed.
  return schedule.flatMap((entry) => {
    const first = entry.intervals[0];
    if (!first) return [];
    return [
      {
        locationId,
        weekday: entry.weekday,
        isHoliday: entry.is_holiday ?? false,
        startTime: normalizeTime(first.start_time) ?? first.start_time,
        endTime: normalizeTime(first.end_time) ?? first.end_time,
      },
    ];
  });
}

export async function replaceSchedule(
  tx: DbOrTx,
  locationId: number,
  schedule: schemas.ScheduleData,
) {
  await tx.delete(locationSchedules).where(eq(locationSchedules.locationId, locationId));
  const rows = scheduleRows(locationId, schedule);
  if (rows.length === 0) return [];
  return tx.insert(locationSchedules).values(rows).returning();
}

export function toScheduleEntry(row: ScheduleRow) {
  return {
    id: row.id,
    schedule_type: 'weekday' as const,
    weekday: row.weekday,
    is_holiday: row.isHoliday,
    intervals: [{ start_time: row.startTime.slice(0, 5), end_time: row.endTime.slice(0, 5) }],
  };
}

export function toLocationResponse(
  row: LocationRow,
  companyName: string,
  schedule: ScheduleRow[],
): schemas.LocationResponse {
  return {
    id: row.id,
    company_id: row.companyId,
    company_name: companyName,
    name: row.name,
    address: {
      address1: row.address1,
      address2: row.address2,
      city: row.city,
      state: row.state,
      zipcode: row.zipcode,
    },
    contact_name: row.contactName,
    contact_phone: row.contactPhone,
    timezone: row.timezone,
    shipment_process: row.shipmentProcess as schemas.LocationResponse['shipment_process'],
    schedule: schedule
      .filter((entry) => entry.locationId === row.id)
      .sort((a, b) => a.weekday - b.weekday)
      .map(toScheduleEntry),
  };
}

/** Locations with their schedules for many companies in two queries (no query per row). */
export async function locationsOfCompanies(db: DbOrTx, companyIds: number[]) {
  if (companyIds.length === 0) return new Map<number, schemas.LocationResponse[]>();
  const rows = await db
    .select({ location: deliveryLocations, companyName: companies.name })
    .from(deliveryLocations)
    .innerJoin(companies, eq(companies.id, deliveryLocations.companyId))
    .where(
      and(inArray(deliveryLocations.companyId, companyIds), isNull(deliveryLocations.archivedAt)),
    )
    .orderBy(asc(deliveryLocations.position), asc(deliveryLocations.id));
  const schedules = rows.length
    ? await db
        .select()
        .from(locationSchedules)
        .where(
          inArray(
            locationSchedules.locationId,
            rows.map((row) => row.location.id),
          ),
        )
    : [];
  const byCompany = new Map<number, schemas.LocationResponse[]>();
  for (const row of rows) {
    const list = byCompany.get(row.location.companyId) ?? [];
    list.push(toLocationResponse(row.location, row.companyName, schedules));
    byCompany.set(row.location.companyId, list);
  }
  return byCompany;
}

export async function findLocation(db: DbOrTx, accountId: number, locationId: number) {
  const [row] = await db
    .select({ location: deliveryLocations, companyName: companies.name })
    .from(deliveryLocations)
    .innerJoin(companies, eq(companies.id, deliveryLocations.companyId))
    .where(liveOwnedRow(deliveryLocations, locationId, accountId))
    .limit(1);
  return row ?? null;
}

import { addDays, type LoadingType, openHours } from '@spotlane/shared/domain/dock-slots';
import { wallClockOf, zoneOffset } from '@spotlane/shared/domain/zoned-time';
import type { AppointmentStop } from '@spotlane/shared/schemas/docks';
import {
  SSC_PROBLEM,
  type SscAppointmentIdentifier,
  type SscDetailsResponse,
  type SscFailure,
  type SscFetchAvailableRequest,
  type SscFetchAvailableResponse,
  type SscModificationResponse,
  type SscModifyRequest,
  type SscSynchronousResponse,
} from '@spotlane/shared/schemas/ssc';
import { and, asc, eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { deliveryLocations, loadStops, loads } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { bookAppointment, cancelAppointment } from './booking.ts';
import { scheduleOf } from './setup.ts';
import { slotInput, slotsOn } from './slots.ts';
import { appointmentStopOf } from './stops.ts';

/**
 * The SSC appointment API v1.1, synchronous mode (PRODUCT.md 17, decision 072), over the same
 * services as /api: a load is found by its primary reference number (our identifier) among the
 * caller's loads (the shipper's own, or those its carrier holds), a stop by its 0-based
 * sequence number (our position) or its location id; an appointment id is the stop's id. The
 * standard's failures are 200 answers with status FAILURE and problem details.
 */

type Location = typeof deliveryLocations.$inferSelect;
interface Found {
  stopId: number;
  loadId: number;
  location: Location;
}

const MAX_DAYS = 14;

const failure = (
  title: string,
  detail: string,
  extra: Record<string, unknown> = {},
): SscFailure => ({
  status: 'FAILURE',
  problemDetails: [{ title, detail, ...extra }],
});

class SscFailed extends Error {
  constructor(readonly answer: SscFailure) {
    super(answer.problemDetails?.[0]?.detail ?? 'FAILURE');
  }
}

const notFound = (detail: string, identifiers?: Record<string, unknown>) =>
  new SscFailed(failure(SSC_PROBLEM.entityNotFound, detail, identifiers ? { identifiers } : {}));

/** Finds the stop the identifiers name among the caller's loads, or fails as the standard says. */
async function findStop(
  ctx: AppContext,
  caller: Caller,
  identifiers: SscAppointmentIdentifier,
): Promise<Found> {
  const mine = or(
    eq(loads.accountId, caller.account.id),
    eq(loads.assignedAccountId, caller.account.id),
  );
  const rows =
    'appointmentId' in identifiers
      ? /^\d{1,9}$/.test(identifiers.appointmentId)
        ? await ctx.db
            .select({ stop: loadStops, load: loads, location: deliveryLocations })
            .from(loadStops)
            .innerJoin(loads, eq(loads.id, loadStops.loadId))
            .innerJoin(deliveryLocations, eq(deliveryLocations.id, loadStops.locationId))
            .where(and(eq(loadStops.id, Number(identifiers.appointmentId)), mine))
        : []
      : identifiers.primaryReferenceNumber
        ? await ctx.db
            .select({ stop: loadStops, load: loads, location: deliveryLocations })
            .from(loadStops)
            .innerJoin(loads, eq(loads.id, loadStops.loadId))
            .innerJoin(deliveryLocations, eq(deliveryLocations.id, loadStops.locationId))
            .where(and(eq(loads.identifier, identifiers.primaryReferenceNumber), mine))
            .orderBy(asc(loads.id), asc(loadStops.position))
        : null;
  if (rows === null)
    throw new SscFailed(
      failure(SSC_PROBLEM.invalidArgument, 'Name the load by its primaryReferenceNumber', {
        arguments: [{ key: 'identifiers.primaryReferenceNumber', detail: 'required' }],
      }),
    );
  if ('appointmentId' in identifiers) {
    const [row] = rows;
    if (!row) throw notFound(`No appointment ${identifiers.appointmentId}`);
    return { stopId: row.stop.id, loadId: row.load.id, location: row.location };
  }
  if (new Set(rows.map((row) => row.load.id)).size > 1)
    throw notFound('More than one load has this primary reference number', identifiers);
  const matching = rows.filter(
    (row) =>
      (identifiers.stopSequenceNumber === undefined ||
        row.stop.position === identifiers.stopSequenceNumber) &&
      (identifiers.locationId === undefined || String(row.location.id) === identifiers.locationId),
  );
  if (rows.length === 0) throw notFound('No load has this primary reference number', identifiers);
  const [row] = matching;
  if (!row || (matching.length > 1 && identifiers.stopSequenceNumber === undefined)) {
    throw notFound(
      matching.length > 1
        ? 'More than one stop matches: add the stopSequenceNumber'
        : 'No stop of this load matches the identifiers',
      identifiers,
    );
  }
  return { stopId: row.stop.id, loadId: row.load.id, location: row.location };
}

const toLoadingType = (value: string | undefined): LoadingType =>
  value === 'DROP' ? 'drop' : 'live';
const fromLoadingType = (value: LoadingType): 'LIVE' | 'DROP' =>
  value === 'drop' ? 'DROP' : 'LIVE';

/** An instant written with the location's UTC offset, as the standard's examples are. */
export function withOffset(instant: number, timeZone: string): string {
  const offset = Math.round(zoneOffset(instant, timeZone) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${wallClockOf(instant, timeZone, true)}.000${sign}${hours}:${minutes}`;
}

/** Minutes as an ISO 8601 duration: 90 -> PT1H30M. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

/** PT1H30M -> 90; null for what is not whole hours and minutes. */
export function durationMinutes(value: string): number | null {
  const match = /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(value);
  if (!match || (!match[1] && !match[2])) return null;
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

const locationObject = (location: Location) => ({
  locationId: String(location.id),
  locationAddress: {
    streetAddress: [location.name, location.address1, location.address2].filter(Boolean).join(', '),
    region: location.state,
    locality: location.city,
    country: 'USA',
    postalCode: location.zipcode,
  },
});

/** Runs an SSC operation: its failures, and ours translated, are the standard's FAILURE answer. */
async function answer<T>(work: () => Promise<T>): Promise<T | SscFailure> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SscFailed) return error.answer;
    if (error instanceof AppError) {
      const item = error.errors[0];
      const detail = `${item?.message ?? 'Refused'}${item?.next_free ? ` (next free: ${item.next_free})` : ''}`;
      if (error.statusCode === 404) return failure(SSC_PROBLEM.entityNotFound, detail);
      if (error.statusCode === 400 && item?.field && !item.reasons)
        return failure(SSC_PROBLEM.invalidArgument, detail, {
          arguments: [{ key: item.field, detail: item.message }],
        });
      if (error.statusCode === 400 || error.statusCode === 409)
        return failure(SSC_PROBLEM.appointment, detail);
      if (error.statusCode === 403) return failure('Forbidden', detail);
    }
    throw error;
  }
}

function datesOf(request: SscFetchAvailableRequest, fallback: string): string[] {
  const range = request.dateRestrictions;
  if (!range) return [fallback];
  if ('exactDate' in range) return [range.exactDate];
  const dates: string[] = [];
  for (let date = range.startDate; date <= range.endDate && dates.length < MAX_DAYS; ) {
    dates.push(date);
    date = addDays(date, 1);
  }
  return dates;
}

export function fetchAvailable(
  ctx: AppContext,
  caller: Caller,
  request: SscFetchAvailableRequest,
): Promise<SscFetchAvailableResponse> {
  return answer(async () => {
    const identifiers = request.identifiers;
    if ('requestIdentifier' in identifiers)
      throw new SscFailed(
        failure(
          SSC_PROBLEM.capabilityNotSupported,
          'Every answer here is synchronous: nothing to poll',
        ),
      );
    const found = await findStop(ctx, caller, identifiers);
    const [row] = await ctx.db
      .select({ stop: loadStops, load: loads })
      .from(loadStops)
      .innerJoin(loads, eq(loads.id, loadStops.loadId))
      .where(eq(loadStops.id, found.stopId));
    if (!row) throw notFound('No such stop');
    const dates = datesOf(request, row.stop.date);
    const { location } = found;
    if (location.shipmentProcess === 'fcfs') {
      const schedule = await scheduleOf(ctx.db, location.id);
      const windows = dates.flatMap((date) => {
        const hours = openHours(date, location.timezone, schedule);
        return hours ? [hours] : [];
      });
      return {
        status: 'SUCCESS' as const,
        appointments: windows.map((hours) => ({
          appointmentType: 'FCFS' as const,
          arrivalWindow: {
            startDateTime: withOffset(hours.open, location.timezone),
            duration: isoDuration(Math.round((hours.close - hours.open) / 60_000)),
          },
        })),
        ...locationObject(location),
      };
    }
    const appointments = [];
    for (const loadingType of ['live', 'drop'] as const) {
      const input = await slotInput(
        ctx.db,
        location,
        row.stop.type,
        row.load.equipmentType,
        loadingType,
        Date.now(),
      );
      for (const date of dates)
        for (const slot of await slotsOn(ctx.db, input, date, found.stopId))
          if (slot.docks_free > 0)
            appointments.push({
              id: `${new Date(slot.start).toISOString()}/${fromLoadingType(loadingType)}`,
              appointmentType: 'AUTOMATIC' as const,
              arrivalWindow: {
                startDateTime: withOffset(slot.start, location.timezone),
                duration: isoDuration(input.rules.minutes[loadingType]),
              },
              loadingType: fromLoadingType(loadingType),
            });
    }
    return { status: 'SUCCESS' as const, appointments, ...locationObject(location) };
  });
}

/** An available appointment id (`<start>/<LIVE|DROP>`) or a requested window, as our booking. */
function bookingOf(preferred: SscModifyRequest['preferredAppointment']) {
  if ('id' in preferred) {
    const [start, type] = preferred.id.split('/');
    if (!start || Number.isNaN(Date.parse(start)))
      throw new SscFailed(
        failure(SSC_PROBLEM.invalidArgument, 'Not an available appointment id of this system', {
          arguments: [{ key: 'preferredAppointment.id', value: preferred.id }],
        }),
      );
    return { start, loading_type: toLoadingType(preferred.loadingType ?? type) };
  }
  return {
    start: new Date(preferred.arrivalWindow.startDateTime).toISOString(),
    loading_type: toLoadingType(preferred.loadingType),
  };
}

function appointmentOf(stop: AppointmentStop, location: Location) {
  const booking = stop.booking;
  if (!booking) return {};
  const minutes = Math.round((Date.parse(booking.end) - Date.parse(booking.start)) / 60_000);
  return {
    appointment: {
      id: String(stop.id),
      arrivalWindow: {
        startDateTime: withOffset(Date.parse(booking.start), location.timezone),
        duration: isoDuration(minutes),
      },
      dockDoor: { id: String(booking.dock_id), name: booking.dock_name },
      loadingType: fromLoadingType(booking.loading_type),
    },
    appointmentConfirmationNumber: `SL-${stop.load_id}-${stop.id}-${Date.parse(booking.start) / 60_000}`,
  };
}

export function modify(
  ctx: AppContext,
  caller: Caller,
  request: SscModifyRequest,
  mode: 'book' | 'reschedule',
): Promise<SscModificationResponse> {
  return answer(async () => {
    const found = await findStop(ctx, caller, request.identifiers);
    const stop = await bookAppointment(
      ctx,
      caller,
      found.stopId,
      bookingOf(request.preferredAppointment),
      mode,
    );
    const booked = appointmentOf(stop, found.location);
    if (!booked.appointment) throw new Error('the booked stop has no booking');
    return {
      status: 'SUCCESS' as const,
      appointment: booked.appointment,
      appointmentStatus: 'CONFIRMED' as const,
      appointmentConfirmationNumber: booked.appointmentConfirmationNumber,
      ...locationObject(found.location),
    };
  });
}

export function cancel(
  ctx: AppContext,
  caller: Caller,
  request: { identifiers: SscAppointmentIdentifier },
): Promise<SscSynchronousResponse> {
  return answer(async () => {
    const found = await findStop(ctx, caller, request.identifiers);
    await cancelAppointment(ctx, caller, found.stopId);
    return { status: 'SUCCESS' as const };
  });
}

export function details(
  ctx: AppContext,
  caller: Caller,
  request: { identifiers: SscAppointmentIdentifier },
): Promise<SscDetailsResponse> {
  return answer(async () => {
    const found = await findStop(ctx, caller, request.identifiers);
    const stop = await appointmentStopOf(ctx.db, found.loadId, found.stopId);
    const booked = appointmentOf(stop, found.location);
    return {
      status: 'SUCCESS' as const,
      ...booked,
      appointmentStatus: booked.appointment ? ('CONFIRMED' as const) : ('NOT_SCHEDULED' as const),
      ...locationObject(found.location),
    };
  });
}

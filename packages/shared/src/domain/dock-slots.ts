/**
 * PRODUCT.md 17, dock appointments: the free slots of an appointment location on one of its
 * days, computed from its shipping hours (SPEC 3.8), its docks, the minutes per loading type,
 * its closed dates, the lead time and the horizon, in the location's time zone (decision 071).
 *
 * Slots start at the opening instant and every SLOT_STEP_MINUTES of real time after it, and
 * end `minutes` later, no later than the closing instant: on a DST change day the open hours
 * are as long as the clock says they are (23 or 25 hours of real time, never a duplicated or
 * a missing slot). A slot is free on a dock no booked appointment of that dock overlaps.
 */
import { type ScheduleEntry, scheduleToWeek, type Weekday } from './hours.ts';
import { zonedDate, zonedInstant } from './zoned-time.ts';

/** The stop's appointment is the location's wall clock, `yyyy-mm-ddTHH:MM`. */
export { wallClockOf } from './zoned-time.ts';

export const LOADING_TYPES = ['live', 'drop', 'preload'] as const;
export type LoadingType = (typeof LOADING_TYPES)[number];

/** Slots begin every half hour of real time from the opening. */
export const SLOT_STEP_MINUTES = 30;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface SlotRules {
  minutes: Record<LoadingType, number>;
  lead_hours: number;
  horizon_days: number;
  change_cutoff_hours: number;
  closed_dates: string[];
}

/** PRODUCT.md 17's defaults: 60/30/30 minutes, 24 hours' lead, 14 days ahead, 12 hours' cutoff. */
export const DEFAULT_SLOT_RULES: SlotRules = {
  minutes: { live: 60, drop: 30, preload: 30 },
  lead_hours: 24,
  horizon_days: 14,
  change_cutoff_hours: 12,
  closed_dates: [],
};

/** A booked appointment on a dock, as instants (ms). */
export interface Booking {
  dock_id: number;
  start: number;
  end: number;
}

export interface DayInput {
  /** The location's local date, yyyy-mm-dd. */
  date: string;
  timeZone: string;
  schedule: readonly ScheduleEntry[];
  rules: SlotRules;
  loadingType: LoadingType;
  /** The ids of the active docks that can serve the load. */
  docks: readonly number[];
  bookings: readonly Booking[];
  now: number;
}

export interface Slot {
  start: number;
  end: number;
  docks_free: number;
  /** The docks free for the whole slot, in the order given. */
  free_dock_ids: number[];
}

/** Why a start time cannot be booked (the 400 reasons of PRODUCT.md 17). */
export type BookingRefusal = 'closed_date' | 'outside_hours' | 'inside_lead_time' | 'past_horizon';

export const REFUSAL_MESSAGES: Record<BookingRefusal, string> = {
  closed_date: 'The location is closed on that date',
  outside_hours: "The time is not a slot inside the location's shipping hours",
  inside_lead_time: 'The time is inside the lead time for booking',
  past_horizon: 'The time is past the booking horizon',
};

const parseDate = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

const minutesOfTime = (value: string) => {
  const [hours, minutes] = value.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** SPEC 3.8 weekday (1 Sunday ... 7 Saturday) of a calendar date. */
export function weekdayOf(date: string): Weekday {
  const { year, month, day } = parseDate(date);
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 1) as Weekday;
}

/** The opening and closing instants of a date, or null when the location is closed that day. */
export function openHours(
  date: string,
  timeZone: string,
  schedule: readonly ScheduleEntry[],
): { open: number; close: number } | null {
  const hours = scheduleToWeek(schedule)[weekdayOf(date)];
  if (!/^\d\d:\d\d$/.test(hours.open) || !/^\d\d:\d\d$/.test(hours.close)) return null;
  const parts = parseDate(date);
  const open = zonedInstant(parts, minutesOfTime(hours.open), timeZone);
  const close = zonedInstant(parts, minutesOfTime(hours.close), timeZone);
  return close > open ? { open, close } : null;
}

/** The earliest and latest instants a booking may start at, from `now`. */
export function bookingWindow(rules: SlotRules, now: number): { earliest: number; latest: number } {
  return { earliest: now + rules.lead_hours * HOUR, latest: now + rules.horizon_days * DAY };
}

const freeDocks = (
  docks: readonly number[],
  bookings: readonly Booking[],
  start: number,
  end: number,
) =>
  docks.filter(
    (dock) => !bookings.some((b) => b.dock_id === dock && b.start < end && start < b.end),
  );

/**
 * Every slot of the date inside the hours, the lead time and the horizon (none on a closed
 * date), with the docks free for it. A full slot is listed with `docks_free: 0`.
 */
export function daySlots(input: DayInput): Slot[] {
  if (input.rules.closed_dates.includes(input.date)) return [];
  const hours = openHours(input.date, input.timeZone, input.schedule);
  if (!hours) return [];
  const duration = input.rules.minutes[input.loadingType] * MINUTE;
  const { earliest, latest } = bookingWindow(input.rules, input.now);
  const slots: Slot[] = [];
  for (
    let start = hours.open;
    start + duration <= hours.close;
    start += SLOT_STEP_MINUTES * MINUTE
  ) {
    if (start < earliest || start > latest) continue;
    const end = start + duration;
    const free = freeDocks(input.docks, input.bookings, start, end);
    slots.push({ start, end, docks_free: free.length, free_dock_ids: free });
  }
  return slots;
}

/** Why `start` cannot be booked on its local date, or null when it is one of the day's slots. */
export function refusalOf(
  start: number,
  input: Omit<DayInput, 'date' | 'bookings'>,
): BookingRefusal | null {
  const local = zonedDate(start, input.timeZone);
  const date = `${local.year}-${String(local.month).padStart(2, '0')}-${String(local.day).padStart(2, '0')}`;
  if (input.rules.closed_dates.includes(date)) return 'closed_date';
  const hours = openHours(date, input.timeZone, input.schedule);
  const duration = input.rules.minutes[input.loadingType] * MINUTE;
  const onGrid =
    hours !== null &&
    start >= hours.open &&
    start + duration <= hours.close &&
    (start - hours.open) % (SLOT_STEP_MINUTES * MINUTE) === 0;
  if (!onGrid) return 'outside_hours';
  const { earliest, latest } = bookingWindow(input.rules, input.now);
  if (start < earliest) return 'inside_lead_time';
  if (start > latest) return 'past_horizon';
  return null;
}

/** The local date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const { year, month, day } = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY).toISOString().slice(0, 10);
}

/**
 * PRODUCT.md 17's `next_free`: the first slot after `after` with a free dock, looking through
 * the days up to the horizon; null when there is none. `bookingsOn` gives a date's bookings.
 */
export function nextFreeSlot(
  after: number,
  input: Omit<DayInput, 'date' | 'bookings'>,
  bookings: readonly Booking[],
): Slot | null {
  const local = zonedDate(after, input.timeZone);
  let date = `${local.year}-${String(local.month).padStart(2, '0')}-${String(local.day).padStart(2, '0')}`;
  const lastDay = input.now + (input.rules.horizon_days + 1) * DAY;
  for (let index = 0; index <= input.rules.horizon_days + 1; index++) {
    const found = daySlots({ ...input, date, bookings }).find(
      (slot) => slot.start > after && slot.docks_free > 0,
    );
    if (found) return found;
    date = addDays(date, 1);
    const parts = parseDate(date);
    if (zonedInstant(parts, 0, input.timeZone) > lastDay) break;
  }
  return null;
}

/** Whether a change of an appointment starting at `start` is still before the cutoff. */
export function beforeCutoff(start: number, rules: SlotRules, now: number): boolean {
  return start - now >= rules.change_cutoff_hours * HOUR;
}

/** An instant as people read it at the location: `Wed 12-02-2026 8:00 am CST`. */
export function formatAtLocation(instant: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('weekday')} ${get('month')}-${get('day')}-${get('year')} ${get('hour')}:${get('minute')} ${get('dayPeriod').toLowerCase()} ${get('timeZoneName')}`;
}

/** Just the clock and zone: `8:00 am CST`. */
export function formatClockAtLocation(instant: number, timeZone: string): string {
  return formatAtLocation(instant, timeZone).split(' ').slice(2).join(' ');
}

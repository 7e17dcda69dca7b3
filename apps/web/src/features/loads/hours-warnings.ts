import {
  CLOSED,
  formatTime,
  hasHours,
  minutesOf,
  type ScheduleEntry,
  scheduleToWeek,
  WEEKDAY_NAMES,
  type Weekday,
} from '@spotlane/shared/domain/hours';

/**
 * An appointment outside the hours of its location only warns: the shipper may know better
 * (a dock that opens early for them), so the form still saves after the warning.
 */

export interface AppointmentCheck {
  /** 'Pickup appointment', 'Second delivery appointment'... */
  label: string;
  /** Wall-clock 'yyyy-mm-ddTHH:MM', or empty. */
  appointment: string | null | undefined;
  kind: 'Shipping' | 'Delivery';
  location: { name: string; schedule: readonly ScheduleEntry[] | null | undefined } | null;
}

/** SPEC 3.8: 1 Sunday ... 7 Saturday, from a calendar date (no time zone involved). */
export function weekdayOf(date: string): Weekday | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return null;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(day.getTime())) return null;
  return (day.getUTCDay() + 1) as Weekday;
}

/** The warning for one appointment, or null when it is inside the hours (or no hours are set). */
export function appointmentWarning(check: AppointmentCheck): string | null {
  const { appointment, location } = check;
  if (!appointment || !location || !hasHours(location.schedule)) return null;
  const weekday = weekdayOf(appointment);
  const time = appointment.slice(11, 16);
  const at = minutesOf(time);
  if (weekday === null || Number.isNaN(at)) return null;
  const week = scheduleToWeek(location.schedule);
  const day = week[weekday];
  const dayName = WEEKDAY_NAMES[weekday];
  const hours = check.kind.toLowerCase();
  if (!day.open || !day.close || day.open === CLOSED || day.close === CLOSED) {
    return `${check.label}: ${location.name} is closed on ${dayName}s (${hours} hours).`;
  }
  const open = minutesOf(day.open);
  const close = minutesOf(day.close);
  if (at >= open && at < close) return null;
  return `${check.label}: ${formatTime(time)} is outside the ${hours} hours of ${location.name} on ${dayName} (${formatTime(day.open)} - ${formatTime(day.close)}).`;
}

export function appointmentWarnings(checks: readonly AppointmentCheck[]): string[] {
  return checks.map(appointmentWarning).filter((warning): warning is string => warning !== null);
}

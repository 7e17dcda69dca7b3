/**
 * Shipping and delivery hours (SPEC 2.13, 3.8, 4, 5, 9): one place for the rules that the
 * editor, the viewer and the server's validation share.
 */

/** SPEC 3.8 / 9: 1 Sunday ... 7 Saturday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  1: 'Sunday',
  2: 'Monday',
  3: 'Tuesday',
  4: 'Wednesday',
  5: 'Thursday',
  6: 'Friday',
  7: 'Saturday',
};
/** The order a person reads a week in: Monday first, Sunday last. */
export const DISPLAY_ORDER: Weekday[] = [2, 3, 4, 5, 6, 7, 1];
export const WORK_WEEK: Weekday[] = [2, 3, 4, 5, 6];
export const WEEKEND: Weekday[] = [7, 1];

export const CLOSED = 'Closed';
export type TimeChoice = string; // 'HH:MM' (24-hour) or CLOSED or '' (not chosen)

export interface Interval {
  start_time: string;
  end_time: string;
}
export interface ScheduleEntry {
  schedule_type: 'weekday';
  weekday: number;
  is_holiday: boolean;
  intervals: Interval[];
}
export type ShipmentProcess = 'appointment' | 'fcfs';
export const SHIPMENT_PROCESS_LABELS: Record<ShipmentProcess, string> = {
  appointment: 'Appointment',
  fcfs: 'FCFS',
};

export interface DayHours {
  open: TimeChoice;
  close: TimeChoice;
}
export type WeekHours = Record<Weekday, DayHours>;

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

export function isValidTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/** '06:00:00' -> '06:00'; answers null for anything that is not a 24-hour time. */
export function normalizeTime(value: string): string | null {
  const match = TIME_PATTERN.exec(value);
  return match ? `${match[1]}:${match[2]}` : null;
}

export function minutesOf(value: string): number {
  const normalized = normalizeTime(value);
  if (!normalized) return Number.NaN;
  const [hours, minutes] = normalized.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** '13:30' -> '1:30 pm' (SPEC 9: 12-hour display). */
export function formatTime(value: string): string {
  const normalized = normalizeTime(value);
  if (!normalized) return value;
  const [hours, minutes] = normalized.split(':').map(Number) as [number, number];
  const suffix = hours < 12 ? 'am' : 'pm';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** SPEC 9: every 30 minutes from 12:00 am to 11:30 pm, plus 'Closed'. */
export function timeChoices(): Array<{ value: string; label: string }> {
  const choices: Array<{ value: string; label: string }> = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
    const value = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    choices.push({ value, label: formatTime(value) });
  }
  choices.push({ value: CLOSED, label: CLOSED });
  return choices;
}

export function emptyWeek(): WeekHours {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, { open: CLOSED, close: CLOSED }]),
  ) as WeekHours;
}

/** SPEC 9: Monday-Friday 6:00 am-6:00 pm, Saturday 8:30 am-1:00 pm, Sunday closed. */
export function defaultWeek(): WeekHours {
  const week = emptyWeek();
  for (const day of WORK_WEEK) week[day] = { open: '06:00', close: '18:00' };
  week[7] = { open: '08:30', close: '13:00' };
  return week;
}

/** SPEC 4: one interval for Monday-Sunday. */
export function sameForAllDays(week: WeekHours, hours: DayHours): WeekHours {
  const next = { ...week };
  for (const day of WEEKDAYS) next[day] = { ...hours };
  return next;
}

/** SPEC 4: one interval for Monday-Friday; Saturday and Sunday are tracked as closed. */
export function sameForWeekdays(week: WeekHours, hours: DayHours): WeekHours {
  const next = { ...week };
  for (const day of WORK_WEEK) next[day] = { ...hours };
  for (const day of WEEKEND) next[day] = { open: CLOSED, close: CLOSED };
  return next;
}

/** Setting either time of a day to Closed closes the whole day. */
export function setDayTime(
  week: WeekHours,
  day: Weekday,
  which: keyof DayHours,
  value: TimeChoice,
): WeekHours {
  const next = { ...week };
  next[day] = value === CLOSED ? { open: CLOSED, close: CLOSED } : { ...week[day], [which]: value };
  if (value !== CLOSED && next[day][which === 'open' ? 'close' : 'open'] === CLOSED) {
    next[day] = { ...next[day], [which === 'open' ? 'close' : 'open']: '' };
  }
  return next;
}

function isOpenDay(hours: DayHours): boolean {
  return Boolean(hours.open && hours.close && hours.open !== CLOSED && hours.close !== CLOSED);
}

/**
 * SPEC 5: a day is saved only when both times are set and neither is Closed; a closed day is
 * left out of the saved schedule.
 */
export function weekToSchedule(week: WeekHours): ScheduleEntry[] {
  return WEEKDAYS.filter((day) => isOpenDay(week[day])).map((day) => ({
    schedule_type: 'weekday',
    weekday: day,
    is_holiday: false,
    intervals: [{ start_time: week[day].open, end_time: week[day].close }],
  }));
}

/** SPEC 3.8: only the first interval of a day is used. */
export function scheduleToWeek(schedule: readonly ScheduleEntry[] | null | undefined): WeekHours {
  const week = emptyWeek();
  for (const entry of schedule ?? []) {
    const first = entry.intervals[0];
    if (!first || !WEEKDAYS.includes(entry.weekday as Weekday)) continue;
    const open = normalizeTime(first.start_time);
    const close = normalizeTime(first.end_time);
    if (open && close) week[entry.weekday as Weekday] = { open, close };
  }
  return week;
}

/** SPEC 4: every day closed counts as no hours set ('Set' rather than 'Check'). */
export function hasHours(schedule: readonly ScheduleEntry[] | null | undefined): boolean {
  return WEEKDAYS.some((day) => isOpenDay(scheduleToWeek(schedule)[day]));
}

export function hoursControlLabel(
  schedule: readonly ScheduleEntry[] | null | undefined,
): 'Check' | 'Set' {
  return hasHours(schedule) ? 'Check' : 'Set';
}

/** The rows of the viewer modal, Monday first; null when every day is closed ('TBA'). */
export function viewerRows(
  schedule: readonly ScheduleEntry[] | null | undefined,
): Array<{ day: string; hours: string }> | null {
  if (!hasHours(schedule)) return null;
  const week = scheduleToWeek(schedule);
  return DISPLAY_ORDER.map((day) => ({
    day: WEEKDAY_NAMES[day],
    hours: isOpenDay(week[day])
      ? `${formatTime(week[day].open)} - ${formatTime(week[day].close)}`
      : CLOSED,
  }));
}

/** Fields of a week that are half filled (one time set, the other not). */
export function incompleteDays(week: WeekHours): Weekday[] {
  return WEEKDAYS.filter((day) => {
    const { open, close } = week[day];
    const closed = open === CLOSED || close === CLOSED;
    return !closed && Boolean(open) !== Boolean(close);
  });
}

/** Problems of a schedule sent to bulk_create, as [field path, message] pairs. */
export function scheduleProblems(
  schedule: readonly ScheduleEntry[],
): Array<{ field: string; message: string }> {
  const problems: Array<{ field: string; message: string }> = [];
  const seen = new Set<number>();
  schedule.forEach((entry, index) => {
    const base = `schedule.${index}`;
    if (!Number.isInteger(entry.weekday) || entry.weekday < 1 || entry.weekday > 7) {
      problems.push({
        field: `${base}.weekday`,
        message: 'Weekday must be a number from 1 (Sunday) to 7 (Saturday)',
      });
    } else if (seen.has(entry.weekday)) {
      problems.push({
        field: `${base}.weekday`,
        message: `${WEEKDAY_NAMES[entry.weekday as Weekday]} appears twice`,
      });
    } else {
      seen.add(entry.weekday);
    }
    entry.intervals.forEach((interval, intervalIndex) => {
      const at = `${base}.intervals.${intervalIndex}`;
      const startOk = isValidTime(interval.start_time);
      const endOk = isValidTime(interval.end_time);
      if (!startOk)
        problems.push({
          field: `${at}.start_time`,
          message: 'Opening time must be HH:MM or HH:MM:SS',
        });
      if (!endOk)
        problems.push({
          field: `${at}.end_time`,
          message: 'Closing time must be HH:MM or HH:MM:SS',
        });
      if (startOk && endOk && minutesOf(interval.start_time) >= minutesOf(interval.end_time)) {
        problems.push({
          field: `${at}.end_time`,
          message: 'Closing time must be after opening time',
        });
      }
    });
  });
  return problems;
}

/**
 * An appointment as the form holds it: the location's wall-clock time 'yyyy-mm-ddTHH:MM'
 * (PRODUCT 4), or '' when TBA. Every operation here works on the text itself: no Date, no
 * dayjs, so the browser's time zone (and its daylight-saving gaps) can never move a time.
 * The picker shows exactly these parts, so what it shows is what the form saves.
 */

/** The time a day gets when it is picked before any time (shown at once in the picker). */
export const DEFAULT_APPOINTMENT_TIME = '09:00';

const APPOINTMENT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

export interface AppointmentParts {
  /** yyyy-mm-dd or ''. */
  date: string;
  /** HH:MM (24 hours) or ''. */
  time: string;
}

export function appointmentParts(value: string | null | undefined): AppointmentParts {
  const match = APPOINTMENT.exec(value ?? '');
  if (!match) return { date: '', time: '' };
  return { date: match[1] as string, time: `${match[2]}:${match[3]}` };
}

/** A day was picked (or cleared): the time already chosen stays; a first day gets the default. */
export function withAppointmentDate(value: string, date: string): string {
  if (!date) return '';
  const { time } = appointmentParts(value);
  return `${date}T${time || DEFAULT_APPOINTMENT_TIME}`;
}

/**
 * A time was picked: the day already chosen stays; without one the fallback day (the ship or
 * delivery date) is used, and without that nothing can be saved yet, so nothing changes.
 */
export function withAppointmentTime(value: string, time: string, fallbackDate = ''): string {
  const date = appointmentParts(value).date || fallbackDate;
  if (!date || !/^\d{2}:\d{2}$/.test(time)) return value;
  return `${date}T${time}`;
}

/** '21:00' as '9:00 PM' (SPEC 9: times in 12-hour format). */
export function timeLabel(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** SPEC 9: a 30-minute interval; a saved time off that grid is offered too, so it shows. */
export function timeOptions(current = ''): Array<{ value: string; label: string }> {
  const times: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
    times.push(`${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
  }
  if (/^\d{2}:\d{2}$/.test(current) && !times.includes(current)) {
    times.push(current);
    times.sort();
  }
  return times.map((value) => ({ value, label: timeLabel(value) }));
}

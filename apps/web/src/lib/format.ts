import { formatUsDate } from '@spotlane/shared/domain/us-dates';

/** SPEC 9: dates display as MM-DD-YYYY (a calendar date is never shifted by time zones). */
export const formatDate = formatUsDate;

/**
 * An appointment (wall-clock 'yyyy-mm-ddTHH:MM') as MM-DD-YYYY h:mm am; 'TBA' when missing.
 * Read from the text itself: the browser's time zone never moves it (PRODUCT 4).
 */
export function formatAppointment(value: string | null | undefined): string {
  if (!value) return 'TBA';
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  const [, y, m, d, hh, mm] = match as unknown as [string, string, string, string, string, string];
  const hours = Number(hh);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${m}-${d}-${y} ${hour}:${mm} ${hours < 12 ? 'am' : 'pm'}`;
}

/**
 * SPEC 9: a moment (an ISO timestamp) as MM-DD-YYYY h:mm am with its zone's abbreviation
 * ("11-30-2026 3:00 pm CST"), in `timeZone` (a stop's zone) or else the browser's.
 */
export function formatDateTime(
  value: string | Date | null | undefined,
  timeZone?: string | null,
): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = dateTimeFormat(timeZone ?? undefined).formatToParts(date);
  } catch {
    parts = dateTimeFormat(undefined).formatToParts(date); // an unknown zone name: the browser's
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return `${part('month')}-${part('day')}-${part('year')} ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()} ${part('timeZoneName')}`;
}

// Building a formatter costs about ten times what formatting does, and every list row, chat
// line and each tick of a countdown formats a moment: one formatter per zone, made once.
const dateTimeFormats = new Map<string | undefined, Intl.DateTimeFormat>();

function dateTimeFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    });
    dateTimeFormats.set(timeZone, format);
  }
  return format;
}

/** A bid deadline typed in the browser (local yyyy-mm-ddTHH:MM), with the browser's zone. */
export function formatDeadline(local: string): string {
  return formatDateTime(new Date(local));
}

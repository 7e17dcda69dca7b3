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

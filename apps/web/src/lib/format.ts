import dayjs from 'dayjs';

/** SPEC 9: dates display as MM-DD-YYYY (a calendar date is never shifted by time zones). */
export function formatDate(date: string | null | undefined): string {
  if (!date) return '';
  const [y, m, d] = date.slice(0, 10).split('-');
  return y && m && d ? `${m}-${d}-${y}` : date;
}

/** An appointment (wall-clock 'yyyy-mm-ddTHH:MM') as MM-DD-YYYY h:mm am; 'TBA' when missing. */
export function formatAppointment(value: string | null | undefined): string {
  if (!value) return 'TBA';
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format('MM-DD-YYYY h:mm a') : value;
}

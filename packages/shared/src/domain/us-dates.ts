/** SPEC 9: a calendar date (yyyy-mm-dd, never shifted by time zones) shown as MM-DD-YYYY. */
export function formatUsDate(date: string | null | undefined): string {
  if (!date) return '';
  const [y, m, d] = date.slice(0, 10).split('-');
  return y && m && d ? `${m}-${d}-${y}` : date;
}

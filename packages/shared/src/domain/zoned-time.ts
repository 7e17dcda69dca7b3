/**
 * Wall clocks in a location's time zone (the tender clock, detention, invoice due dates, the
 * tracking window): one conversion, with the zone's own DST, for every rule that reads a time
 * the way the dock reads it.
 */

const HOUR = 3_600_000;

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The calendar date and clock time an instant reads in `timeZone`. */
export function zonedParts(instant: number, timeZone: string): ZonedParts {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** An instant as the wall clock `yyyy-mm-ddTHH:MM` in `timeZone` (`:SS` added when asked). */
export function wallClockOf(instant: number, timeZone: string, withSeconds = false): string {
  const p = zonedParts(instant, timeZone);
  const wall = `${p.year}-${twoDigits(p.month)}-${twoDigits(p.day)}T${twoDigits(p.hour)}:${twoDigits(p.minute)}`;
  return withSeconds ? `${wall}:${twoDigits(p.second)}` : wall;
}

/** The offset (ms) of `timeZone` from UTC at `instant`. */
export function zoneOffset(instant: number, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (ms) of a wall-clock time in `timeZone`. Of the zone's offsets around that day,
 * the one that reads back as this wall clock wins (the earlier when a fall-back hour repeats);
 * a wall clock skipped by spring-forward moves forward by the hour skipped.
 */
export function zonedInstant(
  date: { year: number; month: number; day: number },
  minuteOfDay: number,
  timeZone: string,
): number {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day) + minuteOfDay * 60_000;
  const before = zoneOffset(asUtc - 14 * HOUR, timeZone);
  const after = zoneOffset(asUtc + 14 * HOUR, timeZone);
  const valid = [asUtc - before, asUtc - after].filter(
    (candidate) => candidate + zoneOffset(candidate, timeZone) === asUtc,
  );
  return valid.length > 0 ? Math.min(...valid) : asUtc - before;
}

/** A wall clock written `yyyy-mm-ddTHH:MM` in `timeZone` as an instant (ms); null if malformed. */
export function wallClockInstant(wall: string, timeZone: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return zonedInstant({ year, month, day }, hour * 60 + minute, timeZone);
}

/** The local calendar date of an instant in `timeZone`. */
export function zonedDate(instant: number, timeZone: string) {
  const { year, month, day } = zonedParts(instant, timeZone);
  return { year, month, day };
}

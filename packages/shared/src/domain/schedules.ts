/**
 * PRODUCT.md 16 precisions: which ship dates a recurring shipment makes loads for. Pure, so
 * the runner, the schedule's answer (`next_run_on`) and the tests read one rule (decision 070).
 */

/** 1 Sunday .. 7 Saturday (SPEC 3.8's numbering) of a yyyy-mm-dd date. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 1;
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Today's date in a time zone (the template's first pickup's), as yyyy-mm-dd. */
export function todayIn(timeZone: string | null | undefined, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: timeZone || 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

export interface ScheduleRule {
  weekdays: readonly number[];
  loads_per_day: number;
  lead_days: number;
  starts_on: string;
  ends_on: string | null;
  paused: boolean;
}

/**
 * The ship dates the runner makes loads for today: from the later of `starts_on` and today up
 * to today + `lead_days`, on a chosen weekday, not after `ends_on`; none while paused. Never
 * a ship date in the past.
 */
export function shipDatesDue(rule: ScheduleRule, today: string): string[] {
  if (rule.paused) return [];
  const dates: string[] = [];
  const last = addDays(today, rule.lead_days);
  let date = rule.starts_on > today ? rule.starts_on : today;
  while (date <= last && (rule.ends_on === null || date <= rule.ends_on)) {
    if (rule.weekdays.includes(weekdayOf(date))) dates.push(date);
    date = addDays(date, 1);
  }
  return dates;
}

/**
 * The day the runner next makes a new load: `lead_days` before the first chosen ship date
 * beyond today's horizon (and not before tomorrow); null when paused or the schedule has ended.
 */
export function nextRunOn(rule: ScheduleRule, today: string): string | null {
  if (rule.paused || rule.weekdays.length === 0) return null;
  const horizon = addDays(today, rule.lead_days);
  let date = addDays(horizon, 1);
  if (rule.starts_on > date) date = rule.starts_on;
  for (let step = 0; step < 8; step++, date = addDays(date, 1)) {
    if (rule.ends_on !== null && date > rule.ends_on) return null;
    if (rule.weekdays.includes(weekdayOf(date))) {
      const run = addDays(date, -rule.lead_days);
      return run > today ? run : addDays(today, 1);
    }
  }
  return null;
}

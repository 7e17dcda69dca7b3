/** The load templates module's rows and the weekly rule a schedule's row holds. */
import type { loadSchedules, loadTemplates } from '../../db/schema.ts';

export type TemplateRow = typeof loadTemplates.$inferSelect;
export type ScheduleRow = typeof loadSchedules.$inferSelect;
export type Paged = { page: number; page_size: number };

export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The schedule's rule as the shared schedule arithmetic reads it. */
export const ruleOf = (schedule: ScheduleRow) => ({
  weekdays: schedule.weekdays,
  loads_per_day: schedule.loadsPerDay,
  lead_days: schedule.leadDays,
  starts_on: schedule.startsOn,
  ends_on: schedule.endsOn,
  paused: schedule.paused,
});

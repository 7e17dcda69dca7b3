import { isCancelled } from '@spotlane/shared/domain/load-status';
import dayjs from 'dayjs';
import { formatDate } from '../../lib/format.ts';

export type CalendarView = 'month' | 'week';
export type CalendarFilter = 'open' | 'in-progress' | 'completed' | 'canceled';

export const CALENDAR_FILTERS: { value: CalendarFilter; label: string; color: string }[] = [
  { value: 'open', label: 'Open', color: 'orange' },
  { value: 'in-progress', label: 'In Progress', color: 'blue' },
  { value: 'completed', label: 'Completed', color: 'teal' },
  { value: 'canceled', label: 'Canceled', color: 'gray' },
];
const ALL_FILTERS = CALENDAR_FILTERS.map((filter) => filter.value);

/** calendarViewPreference holds 'month' or 'week' (month when missing or unknown). */
export function toCalendarView(value: unknown): CalendarView {
  return value === 'week' ? 'week' : 'month';
}

/** calendarFilterPreference holds the shown categories, comma separated (all when missing). */
export function parseCalendarFilters(value: unknown): CalendarFilter[] {
  if (typeof value !== 'string') return [...ALL_FILTERS];
  const chosen = value
    .split(',')
    .filter((item): item is CalendarFilter => (ALL_FILTERS as string[]).includes(item));
  return value === '' ? [] : chosen.length ? chosen : [...ALL_FILTERS];
}

export function serializeCalendarFilters(filters: readonly CalendarFilter[]): string {
  return ALL_FILTERS.filter((filter) => filters.includes(filter)).join(',');
}

export function calendarCategory(status: string): CalendarFilter {
  if (isCancelled(status)) return 'canceled';
  if (status === 'delivered') return 'completed';
  if (status === 'assigned' || status === 'scheduled' || status === 'in_transit')
    return 'in-progress';
  return 'open';
}

const FORMAT = 'YYYY-MM-DD';

/** The calendar dates shown (weeks start on Sunday), as 'yyyy-mm-dd', in rows of 7 or 5. */
export function calendarWeeks(
  view: CalendarView,
  anchor: string,
  weekdaysOnly: boolean,
): string[][] {
  const day = dayjs(anchor);
  const start = view === 'month' ? day.startOf('month').startOf('week') : day.startOf('week');
  const end = view === 'month' ? day.endOf('month').endOf('week') : day.endOf('week');
  const weeks: string[][] = [];
  let cursor = start;
  while (!cursor.isAfter(end, 'day')) {
    const week: string[] = [];
    for (let i = 0; i < 7; i++) {
      const weekday = cursor.day();
      if (!weekdaysOnly || (weekday !== 0 && weekday !== 6)) week.push(cursor.format(FORMAT));
      cursor = cursor.add(1, 'day');
    }
    weeks.push(week);
  }
  return weeks;
}

/** The from/to query of GET /api/loads/calendar for the shown weeks. */
export function calendarRange(view: CalendarView, anchor: string): { from: string; to: string } {
  const weeks = calendarWeeks(view, anchor, false);
  return { from: weeks[0]?.[0] ?? anchor, to: weeks[weeks.length - 1]?.[6] ?? anchor };
}

export function shiftAnchor(view: CalendarView, anchor: string, step: -1 | 1): string {
  return dayjs(anchor).add(step, view).format(FORMAT);
}

export function calendarTitle(view: CalendarView, anchor: string): string {
  if (view === 'month') return dayjs(anchor).format('MMMM YYYY');
  const start = dayjs(anchor).startOf('week');
  const end = start.add(6, 'day');
  return `${formatDate(start.format(FORMAT))} – ${formatDate(end.format(FORMAT))}`;
}

export interface CalendarEvent<T> {
  date: string;
  kind: 'ship' | 'delivery';
  load: T;
}

/** Each load shows on its ship date and on its expected delivery date. */
export function calendarEvents<
  T extends { id: number; status: string; date_to_leave: string; expected_delivery_date: string },
>(loads: readonly T[], filters: readonly CalendarFilter[]): Map<string, CalendarEvent<T>[]> {
  const byDate = new Map<string, CalendarEvent<T>[]>();
  const add = (event: CalendarEvent<T>) => {
    const list = byDate.get(event.date) ?? [];
    list.push(event);
    byDate.set(event.date, list);
  };
  for (const load of loads) {
    if (!filters.includes(calendarCategory(load.status))) continue;
    add({ date: load.date_to_leave.slice(0, 10), kind: 'ship', load });
    add({ date: load.expected_delivery_date.slice(0, 10), kind: 'delivery', load });
  }
  return byDate;
}

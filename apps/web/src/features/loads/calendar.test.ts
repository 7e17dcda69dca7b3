import { describe, expect, it } from 'vitest';
import * as calendar from './calendar.ts';

describe('calendarWeeks', () => {
  it('covers the whole month in Sunday-first weeks', () => {
    const weeks = calendar.calendarWeeks('month', '2026-11-21', false);
    expect(weeks[0]?.[0]).toBe('2026-11-01');
    expect(weeks.at(-1)?.at(-1)).toBe('2026-12-05');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });
  it('drops weekends when weekdays only', () => {
    const weeks = calendar.calendarWeeks('week', '2026-11-21', true);
    expect(weeks).toEqual([['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']]);
  });
  it('gives the query range of the view', () => {
    expect(calendar.calendarRange('week', '2026-11-21')).toEqual({
      from: '2026-11-15',
      to: '2026-11-21',
    });
    expect(calendar.calendarRange('month', '2026-02-10')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
  });
});

describe('navigation and titles', () => {
  it('moves by a month or a week', () => {
    expect(calendar.shiftAnchor('month', '2026-01-31', 1)).toBe('2026-02-28');
    expect(calendar.shiftAnchor('week', '2026-11-21', -1)).toBe('2026-11-14');
  });
  it('titles the view', () => {
    expect(calendar.calendarTitle('month', '2026-11-21')).toBe('November 2026');
    expect(calendar.calendarTitle('week', '2026-11-21')).toBe('11-15-2026 – 11-21-2026');
  });
});

describe('preferences', () => {
  it('reads the view and the filters safely', () => {
    expect(calendar.toCalendarView('week')).toBe('week');
    expect(calendar.toCalendarView('agenda')).toBe('month');
    expect(calendar.parseCalendarFilters(null)).toEqual([
      'open',
      'in-progress',
      'completed',
      'canceled',
    ]);
    expect(calendar.parseCalendarFilters('completed,open')).toEqual(['completed', 'open']);
    expect(calendar.parseCalendarFilters('')).toEqual([]);
    expect(calendar.serializeCalendarFilters(['completed', 'open'])).toBe('open,completed');
  });
});

describe('calendarEvents', () => {
  const load = (id: number, status: string) => ({
    id,
    status,
    date_to_leave: '2026-11-20',
    expected_delivery_date: '2026-11-23',
  });
  it('places each load on its ship and delivery dates, filtered by category', () => {
    const events = calendar.calendarEvents(
      [load(1, 'unscheduled'), load(2, 'cancelled_by_shipper'), load(3, 'in_transit')],
      ['open', 'in-progress'],
    );
    expect(events.get('2026-11-20')?.map((event) => [event.load.id, event.kind])).toEqual([
      [1, 'ship'],
      [3, 'ship'],
    ]);
    expect(events.get('2026-11-23')?.map((event) => event.kind)).toEqual(['delivery', 'delivery']);
  });
  it('sorts statuses into categories', () => {
    expect(calendar.calendarCategory('unassigned')).toBe('open');
    expect(calendar.calendarCategory('scheduled')).toBe('in-progress');
    expect(calendar.calendarCategory('delivered')).toBe('completed');
    expect(calendar.calendarCategory('cancelled')).toBe('canceled');
  });
});

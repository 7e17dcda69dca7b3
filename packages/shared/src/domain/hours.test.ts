import { describe, expect, it } from 'vitest';
import {
  CLOSED,
  defaultWeek,
  emptyWeek,
  formatTime,
  hasHours,
  hoursControlLabel,
  incompleteDays,
  normalizeTime,
  type ScheduleEntry,
  sameForAllDays,
  sameForWeekdays,
  scheduleProblems,
  scheduleToWeek,
  setDayTime,
  timeChoices,
  viewerRows,
  weekToSchedule,
} from './hours.ts';
import { missingFieldsMessage } from './missing-fields.ts';

const entry = (weekday: number, start: string, end: string): ScheduleEntry => ({
  schedule_type: 'weekday',
  weekday,
  is_holiday: false,
  intervals: [{ start_time: start, end_time: end }],
});

describe('time choices', () => {
  it('offers every 30 minutes from 12:00 am to 11:30 pm, then Closed', () => {
    const choices = timeChoices();
    expect(choices).toHaveLength(49);
    expect(choices[0]).toEqual({ value: '00:00', label: '12:00 am' });
    expect(choices[1]).toEqual({ value: '00:30', label: '12:30 am' });
    expect(choices[24]).toEqual({ value: '12:00', label: '12:00 pm' });
    expect(choices[47]).toEqual({ value: '23:30', label: '11:30 pm' });
    expect(choices[48]).toEqual({ value: 'Closed', label: 'Closed' });
  });
  it('formats and normalizes 24-hour times', () => {
    expect(formatTime('06:00')).toBe('6:00 am');
    expect(formatTime('18:00:00')).toBe('6:00 pm');
    expect(normalizeTime('08:30:00')).toBe('08:30');
    expect(normalizeTime('24:00')).toBeNull();
    expect(normalizeTime('8:30')).toBeNull();
  });
});

describe('templates', () => {
  it('default: Monday-Friday 6:00 am-6:00 pm, Saturday 8:30 am-1:00 pm, Sunday closed', () => {
    const schedule = weekToSchedule(defaultWeek());
    expect(schedule).toEqual([
      entry(2, '06:00', '18:00'),
      entry(3, '06:00', '18:00'),
      entry(4, '06:00', '18:00'),
      entry(5, '06:00', '18:00'),
      entry(6, '06:00', '18:00'),
      entry(7, '08:30', '13:00'),
    ]);
  });
  it('same hours for all days applies Monday-Sunday', () => {
    const schedule = weekToSchedule(sameForAllDays(emptyWeek(), { open: '07:00', close: '15:30' }));
    expect(schedule.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(schedule.every((day) => day.intervals[0]?.start_time === '07:00')).toBe(true);
  });
  it('same hours for weekdays applies Monday-Friday and tracks the weekend as closed', () => {
    const week = sameForWeekdays(defaultWeek(), { open: '09:00', close: '17:00' });
    expect(week[7]).toEqual({ open: CLOSED, close: CLOSED });
    expect(week[1]).toEqual({ open: CLOSED, close: CLOSED });
    expect(weekToSchedule(week).map((day) => day.weekday)).toEqual([2, 3, 4, 5, 6]);
  });
});

describe('saving and reading', () => {
  it('saves a day only when both times are set and neither is Closed', () => {
    let week = emptyWeek();
    week = setDayTime(week, 2, 'open', '08:00'); // close still missing
    expect(weekToSchedule(week)).toEqual([]);
    expect(incompleteDays(week)).toEqual([2]);
    week = setDayTime(week, 2, 'close', '16:00');
    expect(weekToSchedule(week)).toEqual([entry(2, '08:00', '16:00')]);
    expect(incompleteDays(week)).toEqual([]);
  });
  it('setting a day to Closed removes it from the saved schedule', () => {
    let week = defaultWeek();
    week = setDayTime(week, 3, 'close', CLOSED);
    expect(week[3]).toEqual({ open: CLOSED, close: CLOSED });
    expect(weekToSchedule(week).map((day) => day.weekday)).toEqual([2, 4, 5, 6, 7]);
  });
  it('uses only the first interval of a day, numbering 1 Sunday to 7 Saturday', () => {
    const week = scheduleToWeek([
      {
        ...entry(1, '10:00:00', '12:00:00'),
        intervals: [
          { start_time: '10:00:00', end_time: '12:00:00' },
          { start_time: '13:00', end_time: '15:00' },
        ],
      },
    ]);
    expect(week[1]).toEqual({ open: '10:00', close: '12:00' });
  });
  it("counts a location whose every day is closed as having no hours: 'Set', not 'Check'", () => {
    expect(hasHours([])).toBe(false);
    expect(hasHours([{ ...entry(2, '08:00', '10:00'), intervals: [] }])).toBe(false);
    expect(hoursControlLabel(null)).toBe('Set');
    expect(hoursControlLabel([entry(2, '08:00', '10:00')])).toBe('Check');
  });
  it('shows TBA (null rows) when every day is closed, else seven rows Monday first', () => {
    expect(viewerRows([])).toBeNull();
    const rows = viewerRows(weekToSchedule(defaultWeek()));
    expect(rows).toHaveLength(7);
    expect(rows?.[0]).toEqual({ day: 'Monday', hours: '6:00 am - 6:00 pm' });
    expect(rows?.[5]).toEqual({ day: 'Saturday', hours: '8:30 am - 1:00 pm' });
    expect(rows?.[6]).toEqual({ day: 'Sunday', hours: 'Closed' });
  });
});

describe('schedule validation', () => {
  it('accepts HH:MM and HH:MM:SS with opening before closing', () => {
    expect(
      scheduleProblems([entry(2, '06:00', '18:00:00'), entry(3, '00:00:00', '23:30')]),
    ).toEqual([]);
  });
  it('names the field of each problem', () => {
    expect(scheduleProblems([entry(0, '06:00', '18:00')])).toEqual([
      {
        field: 'schedule.0.weekday',
        message: 'Weekday must be a number from 1 (Sunday) to 7 (Saturday)',
      },
    ]);
    expect(scheduleProblems([entry(2, '6am', '25:00')])).toEqual([
      {
        field: 'schedule.0.intervals.0.start_time',
        message: 'Opening time must be HH:MM or HH:MM:SS',
      },
      {
        field: 'schedule.0.intervals.0.end_time',
        message: 'Closing time must be HH:MM or HH:MM:SS',
      },
    ]);
    expect(scheduleProblems([entry(2, '18:00', '06:00')])).toEqual([
      {
        field: 'schedule.0.intervals.0.end_time',
        message: 'Closing time must be after opening time',
      },
    ]);
    expect(scheduleProblems([entry(2, '08:00', '09:00'), entry(2, '10:00', '11:00')])).toEqual([
      { field: 'schedule.1.weekday', message: 'Monday appears twice' },
    ]);
  });
});

describe('missingFieldsMessage', () => {
  it('names one or two missing fields, otherwise asks for all asterisked fields', () => {
    expect(missingFieldsMessage([])).toBeNull();
    expect(missingFieldsMessage(['Name'])).toBe('The missing fields are: Name');
    expect(missingFieldsMessage(['Name', 'City'])).toBe('The missing fields are: Name and City');
    expect(missingFieldsMessage(['Name', 'City', 'State'])).toBe(
      'Complete all fields with asterisks',
    );
  });
});

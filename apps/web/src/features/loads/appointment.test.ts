import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { formatAppointment } from '../../lib/format.ts';
import {
  appointmentParts,
  DEFAULT_APPOINTMENT_TIME,
  timeLabel,
  timeOptions,
  withAppointmentDate,
  withAppointmentTime,
} from './appointment.ts';

const APPOINTMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');

// Days around the US daylight-saving switches (2027-03-14, 2027-11-07) and ordinary ones.
const day = fc
  .tuple(
    fc.constantFrom(2026, 2027),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 28 }),
  )
  .map(([y, m, d]) => `${y}-${pad(m)}-${pad(d)}`);
const dayOrSwitch = fc.oneof(day, fc.constantFrom('2027-03-14', '2027-11-07', '2026-03-08'));
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30))
  .map(([h, m]) => `${pad(h)}:${pad(m)}`);

/** What a person does with the picker: pick a day, pick a time (12-hour label), clear. */
type Step = { kind: 'day'; date: string } | { kind: 'time'; time: string } | { kind: 'clear' };
const step: fc.Arbitrary<Step> = fc.oneof(
  dayOrSwitch.map((date) => ({ kind: 'day' as const, date })),
  time.map((value) => ({ kind: 'time' as const, time: value })),
  fc.constant({ kind: 'clear' as const }),
);

/** What the two inputs show for a form value: the day as MM/DD/YYYY and the time's label. */
function shown(value: string): string {
  const { date, time: clock } = appointmentParts(value);
  if (!date) return 'TBA';
  const [y, m, d] = date.split('-');
  const label = timeOptions(clock).find((option) => option.value === clock)?.label;
  return `${m}/${d}/${y} ${label}`;
}

const ZONES = ['UTC', 'America/New_York', 'America/Los_Angeles', 'Pacific/Honolulu', 'Asia/Tokyo'];
const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe('appointment picker model', () => {
  it('shows what it saves after any sequence of picks, in any browser time zone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.option(dayOrSwitch, { nil: undefined }),
        fc.array(step, { maxLength: 12 }),
        (zone, fallback, steps) => {
          process.env.TZ = zone;
          let value = '';
          let lastTime = '';
          for (const action of steps) {
            if (action.kind === 'day') value = withAppointmentDate(value, action.date);
            else if (action.kind === 'time')
              value = withAppointmentTime(value, action.time, fallback);
            else value = withAppointmentDate(value, '');
            if (action.kind === 'time' && value) lastTime = action.time;
            if (action.kind === 'clear') lastTime = '';

            // Always a wall-clock value or TBA, never anything else.
            expect(value === '' || APPOINTMENT.test(value)).toBe(true);
            // The picker shows exactly what the detail page shows after saving.
            const display = formatAppointment(value || null);
            if (!value) expect(shown(value)).toBe('TBA');
            else {
              const { date, time: clock } = appointmentParts(value);
              const [y, m, d] = date.split('-');
              expect(shown(value)).toBe(`${m}/${d}/${y} ${timeLabel(clock)}`);
              expect(display).toBe(`${m}-${d}-${y} ${timeLabel(clock).toLowerCase()}`);
            }
            // A time once chosen is never replaced by picking a day.
            if (value && lastTime) expect(appointmentParts(value).time).toBe(lastTime);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a day picked without touching the time saves and shows 9:00 AM', () => {
    const value = withAppointmentDate('', '2027-03-14');
    expect(value).toBe(`2027-03-14T${DEFAULT_APPOINTMENT_TIME}`);
    expect(shown(value)).toBe('03/14/2027 9:00 AM');
  });

  it('a date changed after the time keeps the time (9 PM stays 21:00)', () => {
    const evening = withAppointmentTime(withAppointmentDate('', '2027-02-01'), '21:00');
    expect(evening).toBe('2027-02-01T21:00');
    expect(withAppointmentDate(evening, '2027-02-03')).toBe('2027-02-03T21:00');
    expect(shown(withAppointmentDate(evening, '2027-02-03'))).toBe('02/03/2027 9:00 PM');
  });

  it('a time picked before any day takes the fallback day, or waits for one', () => {
    expect(withAppointmentTime('', '14:30', '2027-05-02')).toBe('2027-05-02T14:30');
    expect(withAppointmentTime('', '14:30')).toBe('');
  });

  it('the 12-hour labels cover midnight and noon', () => {
    expect(timeLabel('00:00')).toBe('12:00 AM');
    expect(timeLabel('00:30')).toBe('12:30 AM');
    expect(timeLabel('12:00')).toBe('12:00 PM');
    expect(timeLabel('21:00')).toBe('9:00 PM');
    expect(timeOptions()).toHaveLength(48);
    expect(timeOptions('14:15').map((option) => option.value)).toContain('14:15');
  });

  it('the daylight-saving gap does not move a time (2:30 AM on 03-14-2027 in New York)', () => {
    process.env.TZ = 'America/New_York';
    const value = withAppointmentTime(withAppointmentDate('', '2027-03-14'), '02:30');
    expect(value).toBe('2027-03-14T02:30');
    expect(formatAppointment(value)).toBe('03-14-2027 2:30 am');
  });
});

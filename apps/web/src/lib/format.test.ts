import { describe, expect, it } from 'vitest';
import { formatAppointment, formatDateTime, formatDeadline } from './format.ts';

describe('formatDateTime (SPEC 9)', () => {
  const moment = '2026-11-30T21:05:00Z';

  it('reads a moment in the stop zone it is given, with the zone named', () => {
    expect(formatDateTime(moment, 'America/Chicago')).toBe('11-30-2026 3:05 pm CST');
    expect(formatDateTime(moment, 'America/New_York')).toBe('11-30-2026 4:05 pm EST');
    // The same zone again reads the same (its formatter is kept, not rebuilt).
    expect(formatDateTime('2026-07-01T14:00:00Z', 'America/Chicago')).toBe(
      '07-01-2026 9:00 am CDT',
    );
  });

  it("falls back to the browser's zone for an unknown zone name, every time", () => {
    const browser = formatDateTime(moment);
    expect(formatDateTime(moment, 'Mars/Olympus')).toBe(browser);
    expect(formatDateTime(moment, 'Mars/Olympus')).toBe(browser);
    expect(formatDateTime(moment, null)).toBe(browser);
  });

  it('prints nothing for nothing and leaves an unreadable value as it came', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('soon')).toBe('soon');
  });

  it('reads a deadline typed in the browser and an appointment as written', () => {
    expect(formatDeadline('2026-11-30T15:05')).toBe(formatDateTime(new Date(2026, 10, 30, 15, 5)));
    expect(formatDeadline('2026-11-30T15:05')).toMatch(/^11-30-2026 3:05 pm \S+$/);
    expect(formatAppointment('2026-11-30T00:30')).toBe('11-30-2026 12:30 am');
    expect(formatAppointment(null)).toBe('TBA');
  });
});

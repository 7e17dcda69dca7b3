import { Group, Input, Select } from '@mantine/core';
import { DateInput } from '@mantine/dates';
// The date pickers' styles (Mantine documents one sheet per package), with the code that renders them.
import '@mantine/dates/styles.layer.css';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import {
  appointmentParts,
  timeOptions,
  withAppointmentDate,
  withAppointmentTime,
} from '../appointment.ts';

/** Today in the browser, as a calendar date (the first day the pickers offer). */
export function localToday(): string {
  return dayjs().format('YYYY-MM-DD');
}

/** The later of two calendar dates ('' counts as none). */
export function laterDate(a: string, b: string): string {
  return a > b ? a : b;
}

/** The calendar's header controls, named (Mantine leaves them without a label). */
const CALENDAR_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

/**
 * Days before `minDate` are not offered in the calendar, but a typed one is kept (and the form
 * says why it is refused): DateInput's own minDate silently erased it.
 */
const daysFrom = (minDate: string | undefined) =>
  minDate ? (day: string) => ({ disabled: day.slice(0, 10) < minDate }) : undefined;

/** SPEC 9: dates as MM/dd/yyyy, sent as the calendar date typed (no time-zone shift). */
export function CalendarDateInput({
  label,
  value,
  onChange,
  error,
  required,
  minDate,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  minDate?: string;
}) {
  return (
    <DateInput
      label={label}
      placeholder="MM/DD/YYYY"
      valueFormat="MM/DD/YYYY"
      ariaLabels={CALENDAR_LABELS}
      withAsterisk={required}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
      value={value || null}
      onChange={(next) => onChange(next ? String(next).slice(0, 10) : '')}
      getDayProps={daysFrom(minDate)}
      leftSection={<IconCalendar size={16} />}
      error={error}
    />
  );
}

/**
 * An appointment: the location's wall-clock time (PRODUCT 4), a day and a time (30-minute
 * steps, 12-hour labels). Both inputs are drawn from the form value itself, so what they show
 * is what is saved: a day picked alone gets 9:00 AM and shows it; changing the day keeps the
 * time; a time picked before any day takes the ship (or delivery) date. Clearing the day
 * makes the appointment TBA again.
 */
export function AppointmentInput({
  label,
  value,
  onChange,
  error,
  warning,
  defaultDate,
  minDate,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  warning?: string | null;
  defaultDate?: string;
  minDate?: string;
}) {
  const { date, time } = appointmentParts(value);
  const canPickTime = Boolean(date || defaultDate);
  // The month the calendar shows: the appointment's, else the ship (delivery) date's, until
  // the person pages to another; a new day or ship date brings it back.
  const [month, setMonth] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when either date changes
  useEffect(() => setMonth(null), [date, defaultDate]);
  const shownMonth = month ?? (date || defaultDate || minDate || undefined);
  return (
    <Input.Wrapper
      error={error}
      description={warning ?? undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      styles={warning ? { description: { color: 'var(--mantine-color-orange-8)' } } : undefined}
    >
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <DateInput
          label={label}
          placeholder="TBA"
          valueFormat="MM/DD/YYYY"
          ariaLabels={CALENDAR_LABELS}
          clearable
          clearButtonProps={{ 'aria-label': `Clear ${label}` }}
          value={date || null}
          onChange={(next) =>
            onChange(withAppointmentDate(value, next ? String(next).slice(0, 10) : ''))
          }
          date={shownMonth}
          onDateChange={(next) => setMonth(String(next).slice(0, 10))}
          getDayProps={daysFrom(minDate)}
          leftSection={<IconCalendar size={16} />}
          error={Boolean(error)}
          style={{ flex: 1 }}
        />
        <Select
          label="Time"
          aria-label={`${label} time`}
          placeholder={canPickTime ? 'Time' : 'Pick a day'}
          data={timeOptions(time)}
          value={time || null}
          onChange={(next) => next && onChange(withAppointmentTime(value, next, defaultDate))}
          disabled={!canPickTime}
          searchable
          leftSection={<IconClock size={16} />}
          error={Boolean(error)}
          w={150}
          comboboxProps={{ width: 150 }}
          maxDropdownHeight={240}
        />
      </Group>
    </Input.Wrapper>
  );
}

import { DateInput, DateTimePicker } from '@mantine/dates';
import { IconCalendar, IconClock } from '@tabler/icons-react';

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
      withAsterisk={required}
      clearable
      value={value || null}
      onChange={(next) => onChange(next ? String(next).slice(0, 10) : '')}
      minDate={minDate || undefined}
      leftSection={<IconCalendar size={16} />}
      error={error}
    />
  );
}

const toPicker = (value: string) => (value ? `${value.replace('T', ' ')}:00` : null);
const fromPicker = (value: string | null) => (value ? value.slice(0, 16).replace(' ', 'T') : '');

/** An appointment: wall-clock time at the location, 30-minute steps. */
export function AppointmentInput({
  label,
  value,
  onChange,
  error,
  warning,
  defaultDate,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  warning?: string | null;
  defaultDate?: string;
}) {
  return (
    <DateTimePicker
      label={label}
      placeholder="TBA"
      valueFormat="MM/DD/YYYY hh:mm A"
      clearable
      value={toPicker(value)}
      onChange={(next) => onChange(fromPicker(next))}
      defaultDate={defaultDate || undefined}
      defaultTimeValue="09:00"
      timePickerProps={{
        format: '12h',
        minutesStep: 30,
        withDropdown: true,
        hoursInputLabel: `${label} hours`,
        minutesInputLabel: `${label} minutes`,
        amPmInputLabel: `${label} AM/PM`,
      }}
      submitButtonProps={{ 'aria-label': `Set ${label.toLowerCase()}` }}
      leftSection={<IconClock size={16} />}
      error={error}
      description={warning ?? undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      styles={warning ? { description: { color: 'var(--mantine-color-orange-8)' } } : undefined}
    />
  );
}

import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Text } from '@mantine/core';
import {
  CLOSED,
  type DayHours,
  DISPLAY_ORDER,
  defaultWeek,
  hasHours,
  incompleteDays,
  type ScheduleEntry,
  type ShipmentProcess,
  sameForAllDays,
  sameForWeekdays,
  scheduleToWeek,
  setDayTime,
  timeChoices,
  WEEKDAY_NAMES,
  type WeekHours,
  weekToSchedule,
} from '@spotlane/shared/domain/hours';
import { missingFieldsMessage } from '@spotlane/shared/domain/missing-fields';
import { useEffect, useState } from 'react';

const CHOICES = timeChoices();

interface Props {
  opened: boolean;
  onClose: () => void;
  schedule: readonly ScheduleEntry[] | null | undefined;
  shipmentProcess: ShipmentProcess | null | undefined;
  saving?: boolean;
  onSave: (schedule: ScheduleEntry[], shipmentProcess: ShipmentProcess) => void | Promise<void>;
}

type SameMode = 'none' | 'all' | 'weekdays';

/**
 * SPEC 2.13: 'Shipping Hours' with 'Same shipping hours for all days' / 'for weekdays',
 * per-day opening and closing choices (30-minute steps and Closed), FCFS or By Appointment.
 * A location with no hours starts from the default template (SPEC 9).
 */
export function HoursEditorModal({
  opened,
  onClose,
  schedule,
  shipmentProcess,
  saving,
  onSave,
}: Props) {
  const [week, setWeek] = useState<WeekHours>(() => initialWeek(schedule));
  const [same, setSame] = useState<SameMode>('none');
  const [shared, setShared] = useState<DayHours>({ open: '', close: '' });
  const [process, setProcess] = useState<ShipmentProcess>(shipmentProcess ?? 'appointment');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    setWeek(initialWeek(schedule));
    setSame('none');
    setShared({ open: '', close: '' });
    setProcess(shipmentProcess ?? 'appointment');
    setProblem(null);
  }, [opened, schedule, shipmentProcess]);

  const chooseSame = (mode: SameMode, checked: boolean) => {
    // The two options are alternatives: ticking one unticks the other.
    // The shared row starts from the hours already there (Monday's, as prefilled 6 am-6 pm
    // for a new location), so ticking it changes nothing until a time is picked.
    setSame(checked ? mode : 'none');
    setShared(checked ? sharedStart(week) : { open: '', close: '' });
  };

  const effectiveWeek = (): WeekHours => {
    if (same === 'none' || !shared.open || !shared.close) return week;
    if (shared.open === CLOSED || shared.close === CLOSED) return week;
    return same === 'all' ? sameForAllDays(week, shared) : sameForWeekdays(week, shared);
  };

  const save = () => {
    if (same !== 'none') {
      const missing = [!shared.open && 'Opening time', !shared.close && 'Closing time'].filter(
        (label): label is string => Boolean(label),
      );
      const message = missingFieldsMessage(missing);
      if (message) {
        setProblem(message);
        return;
      }
    } else {
      const missing = incompleteDays(week).map((day) => WEEKDAY_NAMES[day]);
      const message = missingFieldsMessage(missing);
      if (message) {
        setProblem(message);
        return;
      }
    }
    setProblem(null);
    void onSave(weekToSchedule(effectiveWeek()), process);
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Shipping Hours" centered size="lg">
      <Stack gap="sm">
        <Group>
          <Checkbox
            label="Same shipping hours for all days"
            checked={same === 'all'}
            onChange={(event) => chooseSame('all', event.currentTarget.checked)}
          />
          <Checkbox
            label="Same shipping hours for weekdays"
            checked={same === 'weekdays'}
            onChange={(event) => chooseSame('weekdays', event.currentTarget.checked)}
          />
        </Group>
        {same !== 'none' ? (
          <DayRow
            label={same === 'all' ? 'Monday - Sunday' : 'Monday - Friday'}
            hours={shared}
            allowClosed={false}
            onChange={(which, value) => setShared({ ...shared, [which]: value ?? '' })}
          />
        ) : (
          DISPLAY_ORDER.map((day) => (
            <DayRow
              key={day}
              label={WEEKDAY_NAMES[day]}
              hours={week[day]}
              allowClosed
              onChange={(which, value) => setWeek(setDayTime(week, day, which, value ?? ''))}
            />
          ))
        )}
        <Group>
          <Checkbox
            label="FCFS"
            checked={process === 'fcfs'}
            onChange={(event) => setProcess(event.currentTarget.checked ? 'fcfs' : 'appointment')}
          />
          <Checkbox
            label="By Appointment"
            checked={process === 'appointment'}
            onChange={(event) => setProcess(event.currentTarget.checked ? 'appointment' : 'fcfs')}
          />
        </Group>
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={save} loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Monday's hours (weekday 2) when it is open, else the SPEC 9 weekday template. */
function sharedStart(week: WeekHours): DayHours {
  const monday = week[2];
  if (monday.open && monday.close && monday.open !== CLOSED && monday.close !== CLOSED)
    return { ...monday };
  return { ...defaultWeek()[2] };
}

function initialWeek(schedule: readonly ScheduleEntry[] | null | undefined): WeekHours {
  return hasHours(schedule) ? scheduleToWeek(schedule) : defaultWeek();
}

/** A day's two pickers, opening then closing. */
const TIME_SELECTS: { which: keyof DayHours; name: string; placeholder: string }[] = [
  { which: 'open', name: 'opening', placeholder: 'Opening' },
  { which: 'close', name: 'closing', placeholder: 'Closing' },
];

function DayRow({
  label,
  hours,
  allowClosed,
  onChange,
}: {
  label: string;
  hours: DayHours;
  allowClosed: boolean;
  onChange: (which: keyof DayHours, value: string | null) => void;
}) {
  const data = allowClosed ? CHOICES : CHOICES.filter((choice) => choice.value !== CLOSED);
  return (
    <Group grow align="flex-end" wrap="nowrap">
      <Text fw={600} size="sm" style={{ flex: '0 0 140px' }}>
        {label}
      </Text>
      {TIME_SELECTS.map(({ which, name, placeholder }) => (
        <Select
          key={which}
          aria-label={`${label} ${name}`}
          placeholder={placeholder}
          data={data}
          value={hours[which] || null}
          onChange={(value) => onChange(which, value)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      ))}
    </Group>
  );
}

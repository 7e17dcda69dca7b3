import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { MAX_STOPS, MIN_STOPS } from '@spotlane/shared/domain/stops';
import type { CompanyResponse } from '@spotlane/shared/schemas/companies';
import {
  IconArrowDown,
  IconArrowUp,
  IconGripVertical,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { type DragEvent, type KeyboardEvent, useState } from 'react';
import { emptyFormStop, type FormStop } from '../shipment-form-values.ts';
import { AppointmentInput, CalendarDateInput } from './date-fields.tsx';
import { LocationPicker } from './location-picker.tsx';

/** The field errors of the editor's stops, by index and field (`stops.N.field`). */
export type StopErrors = Array<Partial<Record<keyof FormStop, { message?: string }>> | undefined>;

interface Props {
  stops: readonly FormStop[];
  onChange: (stops: FormStop[]) => void;
  companies: readonly CompanyResponse[];
  errors?: StopErrors;
  /** The first selectable day (past days are not offered for a new load). */
  minDate?: string;
  onAddCompany: (side: 'origin' | 'destination') => void;
}

/** Moves the stop at `from` to `to`, the others keeping their order. */
export function moveStop<T>(stops: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= stops.length || from === to) return [...stops];
  const next = [...stops];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/**
 * PRODUCT.md 16: the stop editor, 2 to 20 stops in order. A stop is added, removed, and
 * reordered by dragging its handle or from the keyboard (the handle's arrow keys, or the move
 * buttons); each stop has its place (with the location's hours), its day, window, appointment,
 * reference and notes. The stops stack in one column on a phone.
 */
export function StopEditor({ stops, onChange, companies, errors, minDate, onAddCompany }: Props) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const change = (index: number, patch: Partial<FormStop>) =>
    onChange(stops.map((stop, at) => (at === index ? { ...stop, ...patch } : stop)));
  const move = (from: number, to: number) => {
    if (to < 0 || to >= stops.length) return;
    onChange(moveStop(stops, from, to));
    setAnnounce(`Stop ${from + 1} moved to position ${to + 1}`);
  };
  const remove = (index: number) => onChange(stops.filter((_, at) => at !== index));
  const add = () => {
    const last = stops.at(-1);
    onChange([...stops, emptyFormStop('delivery', last?.date ?? '')]);
  };
  const onHandleKey = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(index, index - 1);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, index + 1);
    }
  };
  const onDrop = (index: number) => (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (dragging !== null) move(dragging, index);
    setDragging(null);
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        The first stop is a pickup and the last a delivery; each stop's day is on or after the one
        before it. Drag a stop by its handle, or focus the handle and use the arrow keys.
      </Text>
      <div
        aria-live="polite"
        className="visually-hidden"
        style={{ position: 'absolute', left: -9999 }}
      >
        {announce}
      </div>
      {stops.map((stop, index) => {
        const error = errors?.[index];
        const side = stop.type === 'pickup' ? 'origin' : 'destination';
        return (
          <Paper
            // Stops have no stable key before they are saved; their place in the order is it.
            // biome-ignore lint/suspicious/noArrayIndexKey: the order is the stop's identity here
            key={index}
            withBorder
            p="sm"
            radius="md"
            data-testid={`stop-${index + 1}`}
            onDragOver={(event) => event.preventDefault()}
            onDrop={onDrop(index)}
            style={{ opacity: dragging === index ? 0.5 : 1 }}
          >
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap">
                  <Tooltip label="Drag, or use the arrow keys">
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      draggable
                      aria-label={`Reorder stop ${index + 1}`}
                      onDragStart={() => setDragging(index)}
                      onDragEnd={() => setDragging(null)}
                      onKeyDown={onHandleKey(index)}
                      style={{ cursor: 'grab' }}
                    >
                      <IconGripVertical size={18} />
                    </ActionIcon>
                  </Tooltip>
                  <Badge variant="light" color={stop.type === 'pickup' ? 'blue' : 'teal'}>
                    {`Stop ${index + 1}`}
                  </Badge>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move stop ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move stop ${index + 1} down`}
                    disabled={index === stops.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove stop ${index + 1}`}
                    disabled={stops.length <= MIN_STOPS}
                    onClick={() => remove(index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
              <SegmentedControl
                aria-label={`Stop ${index + 1} type`}
                value={stop.type}
                onChange={(value) =>
                  change(index, {
                    type: value as FormStop['type'],
                    company_id: null,
                    location_id: null,
                  })
                }
                data={[
                  { value: 'pickup', label: 'Pickup' },
                  { value: 'delivery', label: 'Delivery' },
                ]}
              />
              <LocationPicker
                label={`Stop ${index + 1} location`}
                kind={stop.type === 'pickup' ? 'Shipping' : 'Delivery'}
                side={side}
                companies={companies}
                required
                companyId={stop.company_id ?? null}
                locationId={stop.location_id ?? null}
                onCompanyChange={(companyId, locationId) =>
                  change(index, { company_id: companyId, location_id: locationId })
                }
                onLocationChange={(locationId) => change(index, { location_id: locationId })}
                onAddCompany={() => onAddCompany(side)}
                error={error?.location_id?.message}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <CalendarDateInput
                  label={`Stop ${index + 1} date`}
                  required
                  value={stop.date}
                  onChange={(date) => change(index, { date })}
                  minDate={minDate}
                  error={error?.date?.message}
                />
                <AppointmentInput
                  label={`Stop ${index + 1} appointment`}
                  value={stop.appointment}
                  onChange={(appointment) => change(index, { appointment })}
                  defaultDate={stop.date || undefined}
                  minDate={minDate}
                  error={error?.appointment?.message}
                />
                <TextInput
                  type="time"
                  label="Window opens"
                  value={stop.window_start}
                  onChange={(event) => change(index, { window_start: event.currentTarget.value })}
                  error={error?.window_start?.message}
                />
                <TextInput
                  type="time"
                  label="Window closes"
                  value={stop.window_end}
                  onChange={(event) => change(index, { window_end: event.currentTarget.value })}
                  error={error?.window_end?.message}
                />
                <TextInput
                  label="Reference"
                  placeholder="PO or pickup number"
                  value={stop.reference}
                  maxLength={100}
                  onChange={(event) => change(index, { reference: event.currentTarget.value })}
                />
                <TextInput
                  label="Notes"
                  value={stop.notes}
                  maxLength={1000}
                  onChange={(event) => change(index, { notes: event.currentTarget.value })}
                />
              </SimpleGrid>
            </Stack>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={add}
          disabled={stops.length >= MAX_STOPS}
        >
          Add a stop
        </Button>
        <Text size="xs" c="dimmed">{`${stops.length} of ${MAX_STOPS} stops`}</Text>
      </Group>
    </Stack>
  );
}

import {
  Alert,
  Button,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { formatClockAtLocation } from '@spotlane/shared/domain/dock-slots';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useBookStop, useSlots } from '../api/docks.ts';

type LoadingType = 'live' | 'drop' | 'preload';
const LOADING_LABELS: Array<{ value: LoadingType; label: string }> = [
  { value: 'live', label: 'Live' },
  { value: 'drop', label: 'Drop' },
  { value: 'preload', label: 'Preload' },
];

/**
 * PRODUCT.md 17: the free slots of a stop's location on a day, in the location's time zone,
 * one tap to book. A slot taken meanwhile (409 SlotTaken) refreshes the list and offers the
 * next free one.
 */
export function SlotPicker({
  loadId,
  stopId,
  locationId,
  initialDate,
  onBooked,
}: {
  loadId: number;
  stopId: number;
  locationId: number;
  initialDate: string;
  onBooked: () => void;
}) {
  const [date, setDate] = useState(initialDate);
  const [loadingType, setLoadingType] = useState<LoadingType>('live');
  const slots = useSlots(locationId, { date, load_id: loadId, loading_type: loadingType });
  const book = useBookStop(loadId);
  const [taken, setTaken] = useState<string | null>(null);
  const zone = slots.data?.timezone ?? 'UTC';

  const choose = (start: string) => {
    setTaken(null);
    book.mutate(
      { stopId, body: { start, loading_type: loadingType } },
      {
        onSuccess: onBooked,
        onError: (error) => {
          if (isApiError(error) && error.code === 'SlotTaken') {
            setTaken(start);
            void slots.refetch();
          }
        },
      },
    );
  };
  const free = (slots.data?.results ?? []).filter((slot) => slot.docks_free > 0);
  const nextFree = taken ? free.find((slot) => slot.start > taken) : undefined;

  return (
    <Stack gap="sm" data-testid="slot-picker">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label="Day"
          value={date}
          onChange={(event) => setDate(event.currentTarget.value)}
          w={170}
        />
        <SegmentedControl
          aria-label="Loading type"
          value={loadingType}
          onChange={(value) => setLoadingType(value as LoadingType)}
          data={LOADING_LABELS}
        />
      </Group>
      {taken ? (
        <Alert color="orange" title="That slot was just taken">
          {nextFree ? (
            <Group gap="sm">
              <Text size="sm">
                The next free slot is {formatClockAtLocation(Date.parse(nextFree.start), zone)}.
              </Text>
              <Button size="compact-sm" onClick={() => choose(nextFree.start)}>
                Book it
              </Button>
            </Group>
          ) : (
            'Choose another time or day.'
          )}
        </Alert>
      ) : null}
      {book.error && !taken ? (
        <Alert color="red" title="Not booked">
          {errorMessage(book.error)}
        </Alert>
      ) : null}
      {slots.isPending ? (
        <Loader size="sm" aria-label="Loading slots" />
      ) : slots.isError ? (
        <Alert color="red">{errorMessage(slots.error)}</Alert>
      ) : free.length === 0 ? (
        <Text size="sm" c="dimmed">
          No free slot that day: the location is closed, full, or the day is outside its booking
          window. Try another day.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
          {free.map((slot) => (
            <Button
              key={slot.start}
              variant="light"
              size="compact-sm"
              px={4}
              loading={book.isPending && book.variables?.body.start === slot.start}
              onClick={() => choose(slot.start)}
              aria-label={`Book ${formatClockAtLocation(Date.parse(slot.start), zone)}`}
            >
              {formatClockAtLocation(Date.parse(slot.start), zone).replace(/ [A-Z]+$/, '')}
            </Button>
          ))}
        </SimpleGrid>
      )}
      {free.length > 0 ? (
        <Text size="xs" c="dimmed">
          Times at the dock ({zone.replace(/_/g, ' ')},{' '}
          {formatClockAtLocation(Date.parse(free[0]?.start ?? ''), zone)
            .split(' ')
            .at(-1)}
          ).
        </Text>
      ) : null}
    </Stack>
  );
}

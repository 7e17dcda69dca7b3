import { Button, Group, NumberInput, Paper, Select, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { stateOfZip } from '@spotlane/shared/domain/zip-states';
import { equipmentTypeLabels, equipmentTypes } from '@spotlane/shared/schemas/auth';
import { IconBookmark, IconFilterOff } from '@tabler/icons-react';
import { useSaveLanePreference } from '../api/capacity.ts';

/** PRODUCT.md 20: the load-board filters, as the URL keeps them (strings, empty when unset). */
export interface BoardFilterValues {
  origin_zip: string;
  origin_radius_mi: string;
  destination_zip: string;
  destination_radius_mi: string;
  equipment_type: string;
  pickup_from: string;
  pickup_to: string;
}

export const FILTER_KEYS = [
  'origin_zip',
  'origin_radius_mi',
  'destination_zip',
  'destination_radius_mi',
  'equipment_type',
  'pickup_from',
  'pickup_to',
] as const satisfies readonly (keyof BoardFilterValues)[];

/** The filters the URL holds (a missing one is empty). */
export function filtersFrom(params: URLSearchParams): BoardFilterValues {
  return Object.fromEntries(
    FILTER_KEYS.map((key) => [key, params.get(key) ?? '']),
  ) as unknown as BoardFilterValues;
}

/** The filters the API takes: a ZIP only when whole, a radius only with its ZIP. */
export function filterQuery(values: BoardFilterValues): Record<string, string | undefined> {
  const zip = (value: string) => (/^\d{5}$/.test(value) ? value : undefined);
  const origin = zip(values.origin_zip);
  const destination = zip(values.destination_zip);
  return {
    origin_zip: origin,
    origin_radius_mi: origin && values.origin_radius_mi ? values.origin_radius_mi : undefined,
    destination_zip: destination,
    destination_radius_mi:
      destination && values.destination_radius_mi ? values.destination_radius_mi : undefined,
    equipment_type: values.equipment_type || undefined,
    pickup_from: values.pickup_from || undefined,
    pickup_to: values.pickup_to || undefined,
  };
}

const equipmentOptions = equipmentTypes.map((value) => ({
  value,
  label: equipmentTypeLabels[value],
}));

/**
 * The filter bar of /spot-quotes: origin and destination ZIP with a radius (100 miles unless
 * changed), equipment and pickup dates; "Save as lane" keeps the origin and destination states
 * as a lane preference, so that loads on it come to Recommended.
 */
export function BoardFilters({
  values,
  onChange,
}: {
  values: BoardFilterValues;
  onChange: (next: BoardFilterValues) => void;
}) {
  const save = useSaveLanePreference();
  const set = (key: keyof BoardFilterValues) => (value: string | number | null) =>
    onChange({ ...values, [key]: value === null ? '' : String(value) });
  const originState = /^\d{5}$/.test(values.origin_zip) ? stateOfZip(values.origin_zip) : null;
  const destinationState = /^\d{5}$/.test(values.destination_zip)
    ? stateOfZip(values.destination_zip)
    : null;
  const any = FILTER_KEYS.some((key) => values[key]);
  const savePreference = () => {
    if (!originState || !destinationState) return;
    save.mutate(
      {
        origin: { states: [originState] },
        destination: { states: [destinationState] },
        equipment_type: (values.equipment_type || null) as never,
      },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: `Saved ${originState} to ${destinationState} as a preferred lane: its loads come to Recommended.`,
          }),
      },
    );
  };
  return (
    <Paper withBorder radius="md" p="sm" data-testid="board-filters">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Origin ZIP"
          placeholder="60601"
          inputMode="numeric"
          maxLength={5}
          w={110}
          value={values.origin_zip}
          onChange={(event) => set('origin_zip')(event.currentTarget.value.trim())}
        />
        <NumberInput
          label="Within (mi)"
          placeholder="100"
          min={1}
          max={1000}
          w={100}
          value={values.origin_radius_mi}
          onChange={set('origin_radius_mi')}
        />
        <TextInput
          label="Destination ZIP"
          placeholder="75201"
          inputMode="numeric"
          maxLength={5}
          w={130}
          value={values.destination_zip}
          onChange={(event) => set('destination_zip')(event.currentTarget.value.trim())}
        />
        <NumberInput
          label="Within (mi)"
          placeholder="100"
          min={1}
          max={1000}
          w={100}
          value={values.destination_radius_mi}
          onChange={set('destination_radius_mi')}
        />
        <Select
          label="Equipment"
          placeholder="Any"
          clearable
          data={equipmentOptions}
          w={150}
          value={values.equipment_type || null}
          onChange={set('equipment_type')}
        />
        <TextInput
          label="Pickup from"
          type="date"
          w={150}
          value={values.pickup_from}
          onChange={(event) => set('pickup_from')(event.currentTarget.value)}
        />
        <TextInput
          label="Pickup to"
          type="date"
          w={150}
          value={values.pickup_to}
          onChange={(event) => set('pickup_to')(event.currentTarget.value)}
        />
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconBookmark size={16} />}
            disabled={!originState || !destinationState}
            loading={save.isPending}
            onClick={savePreference}
            title="Needs an origin and a destination ZIP"
          >
            Save as lane
          </Button>
          {any ? (
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconFilterOff size={16} />}
              onClick={() =>
                onChange(
                  Object.fromEntries(
                    FILTER_KEYS.map((key) => [key, '']),
                  ) as unknown as BoardFilterValues,
                )
              }
            >
              Clear
            </Button>
          ) : null}
        </Group>
      </Group>
      {save.isError ? (
        <Text c="red" size="sm" mt="xs">
          Could not save the lane: {save.error.message}
        </Text>
      ) : null}
    </Paper>
  );
}

import { Badge, Button, Group, NumberInput, Paper, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  type BoardFilterValues,
  FILTER_KEYS,
  NO_BOARD_FILTERS,
} from '@spotlane/shared/domain/board-filters';
import { stateOfZip } from '@spotlane/shared/domain/zip-states';
import { equipmentTypeLabels, equipmentTypes } from '@spotlane/shared/schemas/auth';
import { IconBookmark, IconFilter, IconFilterOff } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { usePhone } from '../../../ui/use-phone.ts';
import { useSaveLanePreference } from '../api/capacity.ts';

const equipmentOptions = equipmentTypes.map((value) => ({
  value,
  label: equipmentTypeLabels[value],
}));

/** The list's 400 answer as messages by filter (PRODUCT.md 6: bad input is told at its field). */
export function filterErrors(error: unknown): Partial<Record<keyof BoardFilterValues, string>> {
  if (!isApiError(error) || error.status !== 400) return {};
  const errors: Partial<Record<keyof BoardFilterValues, string>> = {};
  for (const item of error.fieldErrors()) {
    const key = FILTER_KEYS.find((name) => item.field === name);
    if (key && !errors[key]) errors[key] = item.message;
  }
  return errors;
}

/** How many filters are set: a ZIP with its radius is one. */
export function activeFilterCount(values: BoardFilterValues): number {
  return FILTER_KEYS.filter((key) => !key.endsWith('_radius_mi') && values[key]).length;
}

/**
 * The filter bar of /spot-quotes: origin and destination ZIP with a radius (100 miles unless
 * changed), equipment and pickup dates; "Save as lane" keeps the origin and destination states
 * as a lane preference, so that loads on it come to Recommended. On a phone the fields fold
 * behind a Filters button that counts the filters set, so the loads come first on the screen;
 * a filter the list refused opens them at its message.
 */
export function BoardFilters(props: {
  values: BoardFilterValues;
  onChange: (next: BoardFilterValues) => void;
  /** The messages of the list's last answer, by filter. */
  errors?: Partial<Record<keyof BoardFilterValues, string>>;
}) {
  const { values, onChange, errors = {} } = props;
  const phone = usePhone();
  const [opened, setOpened] = useState(false);
  const fieldsId = useId();
  if (!phone) return <FilterFields {...props} />;
  const refused = Object.values(errors).some(Boolean);
  const shown = opened || refused;
  const count = activeFilterCount(values);
  return (
    <div>
      <Group gap="xs" mb={shown ? 'sm' : 0}>
        <Button
          variant="default"
          leftSection={<IconFilter size={16} />}
          rightSection={
            count > 0 ? (
              <Badge size="sm" circle aria-hidden>
                {count}
              </Badge>
            ) : null
          }
          aria-expanded={shown}
          aria-controls={shown ? fieldsId : undefined}
          aria-label={count > 0 ? `Filters, ${count} set` : 'Filters'}
          onClick={() => setOpened(!shown)}
        >
          Filters
        </Button>
        {count > 0 && !shown ? <ClearFilters onChange={onChange} /> : null}
      </Group>
      {shown ? (
        <div id={fieldsId}>
          <FilterFields {...props} />
        </div>
      ) : null}
    </div>
  );
}

/** Every filter back to none. */
function ClearFilters({ onChange }: { onChange: (next: BoardFilterValues) => void }) {
  return (
    <Button
      variant="subtle"
      color="gray"
      leftSection={<IconFilterOff size={16} />}
      onClick={() => onChange(NO_BOARD_FILTERS)}
    >
      Clear
    </Button>
  );
}

/** The filters' fields, "Save as lane" and "Clear". */
function FilterFields({
  values,
  onChange,
  errors = {},
}: {
  values: BoardFilterValues;
  onChange: (next: BoardFilterValues) => void;
  /** The messages of the list's last answer, by filter. */
  errors?: Partial<Record<keyof BoardFilterValues, string>>;
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
        <ZipWithin
          label="Origin ZIP"
          placeholder="60601"
          zip={values.origin_zip}
          radius={values.origin_radius_mi}
          zipError={errors.origin_zip}
          radiusError={errors.origin_radius_mi}
          onZip={set('origin_zip')}
          onRadius={set('origin_radius_mi')}
        />
        <ZipWithin
          label="Destination ZIP"
          placeholder="75201"
          zip={values.destination_zip}
          radius={values.destination_radius_mi}
          zipError={errors.destination_zip}
          radiusError={errors.destination_radius_mi}
          onZip={set('destination_zip')}
          onRadius={set('destination_radius_mi')}
        />
        <Select
          label="Equipment"
          placeholder="Any"
          clearable
          data={equipmentOptions}
          w={150}
          value={values.equipment_type || null}
          error={errors.equipment_type}
          onChange={set('equipment_type')}
        />
        <TextInput
          label="Pickup from"
          type="date"
          w={150}
          value={values.pickup_from}
          error={errors.pickup_from}
          onChange={(event) => set('pickup_from')(event.currentTarget.value)}
        />
        <TextInput
          label="Pickup to"
          type="date"
          w={150}
          value={values.pickup_to}
          error={errors.pickup_to}
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
          {any ? <ClearFilters onChange={onChange} /> : null}
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

/** A ZIP and the miles around it (the origin's or the destination's). */
function ZipWithin(props: {
  label: string;
  placeholder: string;
  zip: string;
  radius: string;
  zipError?: string | undefined;
  radiusError?: string | undefined;
  onZip: (value: string) => void;
  onRadius: (value: string | number | null) => void;
}) {
  return (
    <>
      <ZipField
        label={props.label}
        placeholder={props.placeholder}
        zip={props.zip}
        error={props.zipError}
        onZip={props.onZip}
      />
      <RadiusField radius={props.radius} error={props.radiusError} onRadius={props.onRadius} />
    </>
  );
}

/**
 * A filter field's text while it is typed in, apart from the value the list was asked with. A
 * value set from outside (Clear, Back, a shared link) replaces it, the way React resets state
 * when a prop changes; `onReset` may run twice (StrictMode). Keying the field on the value would
 * remount it, and lose the focus, each time the list takes a value.
 */
function useDraft<T>(outside: T, onReset?: () => void): [T, (value: T) => void] {
  const [draft, setDraft] = useState(outside);
  const [seen, setSeen] = useState(outside);
  if (!Object.is(seen, outside)) {
    setSeen(outside);
    setDraft(outside);
    onReset?.();
  }
  return [draft, setDraft];
}

/** How long the miles must rest before the list is asked with them. */
const RADIUS_SETTLE_MS = 600;

/**
 * A filter's miles. They reach the list once they have rested or when the field is left, so
 * "250" typed (or stepped with the arrows) asks for one list, not one at 2, 25 and 250 miles.
 */
function RadiusField(props: {
  radius: string;
  error?: string | undefined;
  onRadius: (value: string | number | null) => void;
}) {
  const apply = useDebouncedCallback(props.onRadius, {
    delay: RADIUS_SETTLE_MS,
    // Miles typed just before the filters fold away on a phone still reach the list.
    flushOnUnmount: true,
  });
  // Miles set from outside replace what is in the box, and what was still resting there is
  // dropped.
  const [draft, setDraft] = useDraft<string | number>(props.radius, apply.cancel);
  return (
    <NumberInput
      label="Within (mi)"
      placeholder="100"
      min={1}
      max={1000}
      w={100}
      value={draft}
      // The list's message is about the miles it was asked with, not the ones being typed.
      error={String(draft) === props.radius ? props.error : undefined}
      onChange={(value) => {
        setDraft(value);
        apply(value);
      }}
      onBlur={() => apply.flush()}
    />
  );
}

/**
 * A filter's ZIP. It reaches the list once it is whole (five digits) or cleared, or when the
 * field is left: a ZIP typed digit by digit asks for no list on the way, and "6060" is not
 * refused while the carrier is still typing.
 */
function ZipField(props: {
  label: string;
  placeholder: string;
  zip: string;
  error?: string | undefined;
  onZip: (value: string) => void;
}) {
  const [draft, setDraft] = useDraft(props.zip);
  return (
    <TextInput
      label={props.label}
      placeholder={props.placeholder}
      inputMode="numeric"
      maxLength={5}
      w={130}
      value={draft}
      // The list's message is about the ZIP it was asked with, not the one being typed.
      error={draft === props.zip ? props.error : undefined}
      onChange={(event) => {
        const value = event.currentTarget.value.trim();
        setDraft(value);
        if (value === '' || /^\d{5}$/.test(value)) props.onZip(value);
      }}
      onBlur={() => {
        if (draft !== props.zip) props.onZip(draft);
      }}
    />
  );
}

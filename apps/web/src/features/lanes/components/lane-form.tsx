import {
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { dollarsToCents, normalizeDollars } from '@spotlane/shared/domain/money';
import { US_STATES } from '@spotlane/shared/domain/us-states';
import { equipmentTypeLabels, equipmentTypes } from '@spotlane/shared/schemas/auth';
import {
  fallbackLabels,
  fallbackTypes,
  type LaneDetail,
  type LanePlaceOut,
  type LaneRequest,
  laneRequest,
} from '@spotlane/shared/schemas/lanes';
import { type ReactNode, useState } from 'react';
import { serverErrors } from '../../../lib/form-errors.ts';
import { FormError } from '../../../ui/schema-form.tsx';
import { useCarrierChoices, useCarrierListChoices } from '../../network/api/choices.ts';
import { useRegions } from '../api/regions.ts';
import { type GuideCarrier, GuideEditor } from './guide-editor.tsx';

const STATE_OPTIONS = US_STATES.map(([code, name]) => ({
  value: code,
  label: `${code} — ${name}`,
}));
const EQUIPMENT_OPTIONS = equipmentTypes.map((value) => ({
  value,
  label: equipmentTypeLabels[value],
}));

interface PlaceValues {
  kind: 'city' | 'region';
  city: string;
  state: string | null;
  zipcode: string;
  regionId: string | null;
}

function placeValues(place: LanePlaceOut | undefined): PlaceValues {
  if (place && 'region_id' in place)
    return {
      kind: 'region',
      city: '',
      state: null,
      zipcode: '',
      regionId: String(place.region_id),
    };
  return {
    kind: 'city',
    city: place?.city ?? '',
    state: place?.state ?? null,
    zipcode: place?.zipcode ?? '',
    regionId: null,
  };
}

function placeRequest(values: PlaceValues): LaneRequest['origin'] {
  if (values.kind === 'region') return { region_id: Number(values.regionId) || 0 };
  return { city: values.city, state: values.state ?? '', zipcode: values.zipcode || null };
}

const centsText = (cents: number | null | undefined) =>
  cents == null ? '' : cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
const cents = (text: string) => (text.trim() ? (dollarsToCents(text) ?? Number.NaN) : null);

type Errors = Record<string, string>;

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function PlaceFields({
  label,
  prefix,
  value,
  onChange,
  errors,
  regions,
}: {
  label: string;
  prefix: 'origin' | 'destination';
  value: PlaceValues;
  onChange: (next: PlaceValues) => void;
  errors: Errors;
  regions: Array<{ value: string; label: string }>;
}) {
  const error = (field: string) => errors[`${prefix}.${field}`];
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>{label}</Text>
        <SegmentedControl
          size="xs"
          aria-label={`${label}: city or region`}
          value={value.kind}
          onChange={(kind) => onChange({ ...value, kind: kind as PlaceValues['kind'] })}
          data={[
            { value: 'city', label: 'City' },
            { value: 'region', label: 'Region' },
          ]}
        />
      </Group>
      {value.kind === 'city' ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={`${label} city`}
            value={value.city}
            onChange={(event) => onChange({ ...value, city: event.currentTarget.value })}
            error={error('city') ?? errors[prefix]}
          />
          <Select
            label={`${label} state`}
            searchable
            data={STATE_OPTIONS}
            value={value.state}
            onChange={(state) => onChange({ ...value, state })}
            error={error('state')}
          />
          <TextInput
            label={`${label} zip (optional)`}
            value={value.zipcode}
            onChange={(event) => onChange({ ...value, zipcode: event.currentTarget.value })}
            error={error('zipcode')}
          />
        </SimpleGrid>
      ) : (
        <Select
          label={`${label} region`}
          placeholder={regions.length ? 'Choose a region' : 'Add a region first'}
          data={regions}
          value={value.regionId}
          onChange={(regionId) => onChange({ ...value, regionId })}
          error={error('region_id') ?? errors[prefix]}
        />
      )}
    </Stack>
  );
}

/**
 * PRODUCT.md 8 and 13: the one-screen lane (/create/new/addLane, /edit-lane/{id}): its places,
 * equipment, routing guide (drag to reorder), window, fallback, target rate and contract.
 */
export function LaneForm({
  lane,
  onSave,
  onCancel,
}: {
  lane: LaneDetail | null;
  onSave: (body: LaneRequest) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const regions = useRegions();
  const carriers = useCarrierChoices();
  const lists = useCarrierListChoices();
  const [name, setName] = useState(lane?.name ?? '');
  const [origin, setOrigin] = useState(placeValues(lane?.origin));
  const [destination, setDestination] = useState(placeValues(lane?.destination));
  const [equipment, setEquipment] = useState<string | null>(lane?.equipment_type ?? null);
  const [guide, setGuide] = useState<GuideCarrier[]>(lane?.carriers ?? []);
  const [window, setWindow] = useState<number | string>(lane?.acceptance_window_minutes ?? 120);
  const [fallback, setFallback] = useState<string>(lane?.fallback_audience.type ?? 'none');
  const [fallbackList, setFallbackList] = useState<string | null>(
    lane?.fallback_audience.carrier_list_id ? String(lane.fallback_audience.carrier_list_id) : null,
  );
  const [target, setTarget] = useState(centsText(lane?.target_rate));
  const [withContract, setWithContract] = useState(Boolean(lane?.contract));
  const [contractRate, setContractRate] = useState(centsText(lane?.contract?.rate));
  const [validFrom, setValidFrom] = useState(lane?.contract?.valid_from ?? '');
  const [validTo, setValidTo] = useState(lane?.contract?.valid_to ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const regionOptions = (regions.data?.results ?? []).map((region) => ({
    value: String(region.id),
    label: region.name,
  }));
  const carrierChoices = (carriers.data?.results ?? []).map((carrier) => ({
    id: carrier.id,
    company_name: carrier.company_name || carrier.email,
  }));

  const request = (): LaneRequest => ({
    name,
    origin: placeRequest(origin),
    destination: placeRequest(destination),
    equipment_type: (equipment ?? '') as LaneRequest['equipment_type'],
    carrier_ids: guide.map((carrier) => carrier.id),
    acceptance_window_minutes: typeof window === 'number' ? window : Number(window),
    fallback_audience: {
      type: fallback as LaneRequest['fallback_audience'] extends infer F
        ? F extends { type: infer T }
          ? T
          : never
        : never,
      carrier_list_id: fallback === 'list' && fallbackList ? Number(fallbackList) : null,
    },
    target_rate: cents(target),
    contract: withContract
      ? {
          rate: cents(contractRate) ?? (undefined as unknown as number),
          valid_from: validFrom,
          valid_to: validTo,
        }
      : null,
  });

  const submit = async () => {
    setFormError(null);
    const body = request();
    const parsed = laneRequest.safeParse(body);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.');
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(body);
    } catch (error) {
      const { fields, message } = serverErrors(error, () => true);
      setErrors(fields);
      setFormError(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="lg">
      <FormError message={formError} />
      <Block title="Lane">
        <Stack gap="md">
          <TextInput
            label="Lane name"
            withAsterisk
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
          />
          <PlaceFields
            label="Origin"
            prefix="origin"
            value={origin}
            onChange={setOrigin}
            errors={errors}
            regions={regionOptions}
          />
          <PlaceFields
            label="Destination"
            prefix="destination"
            value={destination}
            onChange={setDestination}
            errors={errors}
            regions={regionOptions}
          />
          <Select
            label="Equipment type"
            withAsterisk
            data={EQUIPMENT_OPTIONS}
            value={equipment}
            onChange={setEquipment}
            error={errors.equipment_type}
          />
        </Stack>
      </Block>
      <Block title="Routing guide">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            The load is offered to the first carrier, then the next when one declines or lets the
            window pass.
          </Text>
          <GuideEditor
            value={guide}
            onChange={setGuide}
            choices={carrierChoices}
            error={errors.carrier_ids}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label="Acceptance window (minutes)"
              description="Counted in the origin's shipping hours when it has them"
              min={5}
              max={10080}
              value={window}
              onChange={setWindow}
              error={errors.acceptance_window_minutes}
            />
            <Select
              label="When the guide is exhausted"
              data={fallbackTypes.map((value) => ({ value, label: fallbackLabels[value] }))}
              value={fallback}
              onChange={(value) => setFallback(value ?? 'none')}
              error={errors['fallback_audience.type']}
            />
          </SimpleGrid>
          {fallback === 'list' ? (
            <Select
              label="Carrier list"
              data={(lists.data?.results ?? []).map((list) => ({
                value: String(list.id),
                label: list.name,
              }))}
              value={fallbackList}
              onChange={setFallbackList}
              error={errors['fallback_audience.carrier_list_id']}
            />
          ) : null}
        </Stack>
      </Block>
      <Block title="Rates">
        <Stack gap="md">
          <TextInput
            label="Target rate ($)"
            inputMode="decimal"
            placeholder="2100"
            value={target}
            onChange={(event) => setTarget(event.currentTarget.value)}
            onBlur={() => setTarget(normalizeDollars)}
            error={errors.target_rate}
          />
          <Switch
            label="Contract rate"
            checked={withContract}
            onChange={(event) => setWithContract(event.currentTarget.checked)}
          />
          {withContract ? (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label="Contract rate ($)"
                inputMode="decimal"
                value={contractRate}
                onChange={(event) => setContractRate(event.currentTarget.value)}
                onBlur={() => setContractRate(normalizeDollars)}
                error={errors['contract.rate']}
              />
              <TextInput
                label="Valid from"
                type="date"
                value={validFrom}
                onChange={(event) => setValidFrom(event.currentTarget.value)}
                error={errors['contract.valid_from']}
              />
              <TextInput
                label="Valid to"
                type="date"
                value={validTo}
                onChange={(event) => setValidTo(event.currentTarget.value)}
                error={errors['contract.valid_to']}
              />
            </SimpleGrid>
          ) : null}
        </Stack>
      </Block>
      <Group justify="flex-end">
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button onClick={submit} loading={saving}>
          Save lane
        </Button>
      </Group>
    </Stack>
  );
}

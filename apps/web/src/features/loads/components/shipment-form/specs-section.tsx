import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { equipmentTypeLabels, equipmentTypes } from '@spotlane/shared/schemas/auth';
import { IconCurrencyDollar, IconListDetails, IconTruckLoading } from '@tabler/icons-react';
import { type ReactNode, useCallback, useMemo } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { ShipmentFormValues } from '../../shipment-form-values.ts';
import { LaneMatch } from '../lane-match.tsx';
import { SpecsEditor } from '../specs-editor.tsx';
import { findLocation, useSetField, useShipmentFormScope, useShipmentValues } from './scope.tsx';
import { Section } from './section.tsx';

/** What a page shows as a suggested target for the stops' lane (the benchmark). */
export type BenchmarkSlot = (lane: {
  originZip: string | null;
  destinationZip: string | null;
  equipmentType: string | null;
}) => ReactNode;

function EquipmentSelect({ description }: { description?: string }) {
  const { control, formState } = useFormContext<ShipmentFormValues>();
  return (
    <Controller
      control={control}
      name="equipment_type"
      render={({ field }) => (
        <Select
          label="Equipment type"
          description={description}
          placeholder="Any"
          clearable
          data={equipmentTypes.map((type) => ({ value: type, label: equipmentTypeLabels[type] }))}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          error={formState.errors.equipment_type?.message}
        />
      )}
    />
  );
}

export function TargetRateInput() {
  const { register, formState } = useFormContext<ShipmentFormValues>();
  const values = useShipmentValues();
  return (
    <TextInput
      label="Target rate"
      description={
        values.award_rule === 'lowest_under_target'
          ? 'Only bids at or under it are awarded automatically'
          : 'What you aim to pay (optional)'
      }
      placeholder="1800.00"
      inputMode="decimal"
      leftSection={<IconCurrencyDollar size={16} />}
      {...register('target_rate')}
      error={formState.errors.target_rate?.message}
    />
  );
}

/** The lane the stops match, offering "Tender via routing guide" on a new shipment. */
function StopsLaneMatch() {
  const { offerTender } = useShipmentFormScope();
  const { getValues } = useFormContext<ShipmentFormValues>();
  const values = useShipmentValues();
  const setField = useSetField();
  const choose = useCallback(
    (laneId: string | null) => {
      setField('lane_id', laneId);
      if (laneId !== null) setField('audience_type', 'lane');
      else if (getValues('audience_type') === 'lane') setField('audience_type', 'all');
    },
    [setField, getValues],
  );
  const tender = useMemo(
    () => ({
      laneId: values.audience_type === 'lane' ? (values.lane_id ?? null) : null,
      onChange: choose,
    }),
    [values.audience_type, values.lane_id, choose],
  );
  return (
    <LaneMatch
      origin={values.origin_location_id}
      destination={values.destination_location_id}
      equipmentType={values.equipment_type}
      tender={offerTender ? tender : undefined}
    />
  );
}

/** The quick form's equipment and target rate, with the lane the stops match. */
export function EquipmentAndRateSection() {
  return (
    <Section icon={<IconTruckLoading size={20} />} title="Equipment and rate">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <EquipmentSelect />
          <TargetRateInput />
        </SimpleGrid>
        <StopsLaneMatch />
      </Stack>
    </Section>
  );
}

/**
 * The freight: specs, details, value, equipment, weight and miles, the lane the stops match
 * and the page's `benchmark` for it.
 */
export function SpecsSection({ benchmark }: { benchmark?: BenchmarkSlot }) {
  const { mode, companies } = useShipmentFormScope();
  const { control, register, formState } = useFormContext<ShipmentFormValues>();
  const { errors } = formState;
  const values = useShipmentValues();
  const noLocation = mode === 'quote-no-location';
  const zipOf = (id: string | null | undefined) =>
    findLocation(companies, id)?.address.zipcode ?? null;
  return (
    <Section icon={<IconListDetails size={20} />} title="Specs and details">
      <Stack gap="md">
        <Controller
          control={control}
          name="specs"
          render={({ field }) => (
            <SpecsEditor
              value={field.value}
              onChange={field.onChange}
              error={(errors.specs as { message?: string } | undefined)?.message}
            />
          )}
        />
        <Textarea
          label="Details"
          placeholder="Anything the carrier should know: dock rules, contacts, handling…"
          autosize
          minRows={3}
          {...register('description')}
          error={errors.description?.message}
        />
        <TextInput
          label="Load value"
          description="The value of the freight, for the carriers' cargo insurance check"
          placeholder="25000.00"
          inputMode="decimal"
          leftSection={<IconCurrencyDollar size={16} />}
          {...register('load_value')}
          error={errors.load_value?.message}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <EquipmentSelect description="Matches your lanes and picks the benchmark" />
          <TextInput
            label="Weight (lb)"
            description="Shown to carriers (lanes and benchmarks go by equipment)"
            placeholder="42000"
            inputMode="numeric"
            {...register('weight_lbs')}
            error={errors.weight_lbs?.message}
          />
          <TextInput
            label="Miles"
            description="Leave empty to estimate from the ZIP codes (est.)"
            placeholder="est."
            inputMode="numeric"
            {...register('miles')}
            error={errors.miles?.message}
          />
        </SimpleGrid>
        {noLocation ? null : <StopsLaneMatch />}
        {benchmark?.({
          originZip: noLocation
            ? (values.quote_origin?.zipcode ?? null)
            : zipOf(values.origin_location_id),
          destinationZip: noLocation
            ? (values.quote_destination?.zipcode ?? null)
            : zipOf(values.destination_location_id),
          equipmentType: values.equipment_type ?? null,
        })}
      </Stack>
    </Section>
  );
}

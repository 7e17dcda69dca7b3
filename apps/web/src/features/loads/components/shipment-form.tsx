import {
  ActionIcon,
  Button,
  Group,
  List,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
// The date pickers' styles (Mantine documents one sheet per package), with the code that renders them.
import '@mantine/dates/styles.layer.css';
import { AWARD_RULE_LABELS, AWARD_RULES } from '@spotlane/shared/domain/bidding';
import { paths } from '@spotlane/shared/domain/paths';
import { US_STATES } from '@spotlane/shared/domain/us-states';
import { equipmentTypeLabels, equipmentTypes } from '@spotlane/shared/schemas/auth';
import type { CompanyResponse } from '@spotlane/shared/schemas/companies';
import {
  IconAlertTriangle,
  IconCalendarPlus,
  IconCurrencyDollar,
  IconFlag,
  IconGavel,
  IconListDetails,
  IconMapPin,
  IconTrash,
  IconTruckLoading,
  IconUsers,
} from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useCallback, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { groupTwo } from '../../../lib/device-storage.ts';
import { FormError, useSchemaForm } from '../../../ui/schema-form.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';
import { useFormCompanies } from '../api/list-form-companies.ts';
import { type AppointmentCheck, appointmentWarning } from '../hours-warnings.ts';
import {
  type FormMode,
  formFieldOf,
  formProblems,
  type LocationSlot,
  missingMessage,
  type ShipmentFormValues,
  shipmentForm,
} from '../shipment-form-values.ts';
import { AudiencePicker } from './audience-picker.tsx';
import { AppointmentInput, CalendarDateInput, laterDate, localToday } from './date-fields.tsx';
import { LaneMatch } from './lane-match.tsx';
import { LocationPicker } from './location-picker.tsx';
import { ShipmentReview } from './shipment-review.tsx';
import { SpecsEditor } from './specs-editor.tsx';

/**
 * The pickup and delivery sections, alike: the stop, its appointment (defaulting to the
 * stop's date) and an optional second stop with its own appointment.
 */
const STOPS = [
  {
    kind: 'pickup',
    title: 'Pickup',
    icon: <IconTruckLoading size={20} />,
    slot: 'origin',
    label: 'Origin',
    date: 'date_to_leave',
  },
  {
    kind: 'delivery',
    title: 'Delivery',
    icon: <IconMapPin size={20} />,
    slot: 'destination',
    label: 'Destination',
    date: 'expected_delivery_date',
  },
] as const;

function Section({
  icon,
  title,
  children,
  aside,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={title}>
      <Group justify="space-between" mb="md">
        <Group gap="sm">
          <ThemeIcon variant="light" radius="md" size="lg">
            {icon}
          </ThemeIcon>
          <Title order={2} size="h4">
            {title}
          </Title>
        </Group>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}

const STATE_OPTIONS = US_STATES.map(([code, name]) => ({
  value: code,
  label: `${code} · ${name}`,
}));

export interface ShipmentFormProps {
  mode: FormMode;
  /** /copy-shipment: ship dates instead of the dates and appointments. */
  copy?: boolean;
  defaultValues: ShipmentFormValues;
  submitLabel: string;
  /**
   * Saves; a thrown ApiError's field errors show on their inputs. `draft` asks for a draft
   * that no carrier sees (PRODUCT.md 4).
   */
  onSubmit: (
    values: ShipmentFormValues,
    changed: boolean,
    options?: { draft: boolean },
  ) => Promise<void>;
  /**
   * A new load that goes out to carriers: saving first shows the review step (Publish, Back,
   * Save as draft), and the form offers "Save as draft" too.
   */
  review?: boolean;
  onCancel: () => void;
  /** Shown above the first section (a no-location request asking for real locations...). */
  notice?: ReactNode;
  /** Called whenever the copy dates change (kept in shipmentCopies). */
  onCopyDatesChange?: (dates: ShipmentFormValues['copy_dates']) => void;
  /**
   * The one-screen form of /create/new/addLoad and /loadModalFormDetails (PRODUCT.md 13): the
   * stops, dates, equipment, target rate and audience, and a link to the full form that takes
   * what was typed along.
   */
  quick?: boolean;
  /** A new shipment: a matching lane offers "Tender via routing guide" (PRODUCT.md 8). */
  offerTender?: boolean;
  /**
   * PRODUCT.md 10: what the page shows for the stops' lane as a suggested target (the
   * benchmark, from the analytics feature), given the stops' ZIP codes and the equipment.
   */
  benchmark?: (lane: {
    originZip: string | null;
    destinationZip: string | null;
    equipmentType: string | null;
  }) => ReactNode;
}

const SLOT_FIELDS: Record<
  LocationSlot,
  { company: keyof ShipmentFormValues; location: keyof ShipmentFormValues }
> = {
  origin: { company: 'origin_company_id', location: 'origin_location_id' },
  extra_origin: { company: 'extra_origin_company_id', location: 'extra_origin_location_id' },
  destination: { company: 'destination_company_id', location: 'destination_location_id' },
  extra_destination: {
    company: 'extra_destination_company_id',
    location: 'extra_destination_location_id',
  },
};

function findLocation(companies: readonly CompanyResponse[], id: string | null) {
  if (!id) return null;
  for (const company of companies) {
    const location = company.locations.find((item) => String(item.id) === id);
    if (location) return location;
  }
  return null;
}

/** The shipment / quote-request form of /add-new-shipment, /edit-load, /add-new-quote... */
export function ShipmentForm(props: ShipmentFormProps) {
  const companies = useFormCompanies();
  if (companies.isPending) return <LoadingState label="Loading your companies…" />;
  if (companies.isError)
    return <ErrorState error={companies.error} onRetry={() => companies.refetch()} />;
  return <ShipmentFormBody {...props} companies={companies.data.results} />;
}

function ShipmentFormBody({
  mode,
  copy = false,
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
  notice,
  onCopyDatesChange,
  quick = false,
  offerTender = false,
  review = false,
  companies,
  benchmark,
}: ShipmentFormProps & { companies: CompanyResponse[] }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [topMessage, setTopMessage] = useState<string | null>(null);
  // The missing-fields message follows the form once a save was tried; server messages stay.
  const [showMissing, setShowMissing] = useState(false);
  const [warnings, setWarnings] = useState<string[] | null>(null);
  const [pending, setPending] = useState<ShipmentFormValues | null>(null);
  const [saving, setSaving] = useState(false);
  // The values under review (PRODUCT.md 4), until the shipper publishes, drafts or goes back.
  const [reviewing, setReviewing] = useState<ShipmentFormValues | null>(null);
  // Past days are not offered (the server refuses a past ship date too).
  const today = localToday();

  // A new load's ship date must not be past; an edited one may keep the date it had.
  const keptShipDate = review ? undefined : defaultValues.date_to_leave;
  const schema = useMemo(
    () => shipmentForm(mode, copy, { today, keptShipDate }),
    [mode, copy, today, keptShipDate],
  );
  const form = useSchemaForm(schema, { defaultValues, mode: 'onSubmit' });
  const { control, register, setValue, getValues, setError, formState } = form;
  const { errors } = formState;
  const values = useWatch({ control }) as ShipmentFormValues;
  const noLocation = mode === 'quote-no-location';
  const problems = showMissing ? formProblems(values, mode, copy, { today, keptShipDate }) : [];
  const alertText =
    topMessage ??
    (problems.length
      ? (missingMessage(values, problems) ?? 'Please correct the marked fields.')
      : null);

  const location = (slot: LocationSlot) =>
    findLocation(companies, values[SLOT_FIELDS[slot].location] as string | null);

  const checks: Record<string, AppointmentCheck> = {
    appointment_pickup: {
      label: 'Pickup appointment',
      appointment: values.appointment_pickup,
      kind: 'Shipping',
      location: location('origin'),
    },
    extra_appointment_pickup: {
      label: 'Second pickup appointment',
      appointment: values.with_extra_origin ? values.extra_appointment_pickup : '',
      kind: 'Shipping',
      location: location('extra_origin'),
    },
    appointment_delivery: {
      label: 'Delivery appointment',
      appointment: values.appointment_delivery,
      kind: 'Delivery',
      location: location('destination'),
    },
    extra_appointment_delivery: {
      label: 'Second delivery appointment',
      appointment: values.with_extra_destination ? values.extra_appointment_delivery : '',
      kind: 'Delivery',
      location: location('extra_destination'),
    },
  };
  const warningOf = (field: string) =>
    copy || noLocation ? null : appointmentWarning(checks[field] as AppointmentCheck);

  const openFullForm = () => {
    const full = paths.newShipment();
    groupTwo.setTempShipmentData({ values: getValues(), returnTo: full });
    navigate(full);
  };

  const addCompany = (slot: LocationSlot) => {
    groupTwo.setTempShipmentData({ values: getValues(), returnTo: pathname, slot });
    const side = slot.endsWith('origin') ? 'origin' : 'destination';
    navigate(paths.newCompanyFromShipment(side));
  };

  const save = async (valid: ShipmentFormValues, draft = false) => {
    setSaving(true);
    setTopMessage(null);
    try {
      const withoutDates = (item: ShipmentFormValues) =>
        JSON.stringify({ ...item, copy_dates: [] });
      await onSubmit(valid, withoutDates(valid) !== withoutDates(defaultValues), { draft });
    } catch (error) {
      setReviewing(null);
      if (error instanceof ApiError) {
        const rest: string[] = [];
        for (const item of error.errors) {
          if (item.field) {
            setError(formFieldOf(item.field) as keyof ShipmentFormValues, {
              type: 'server',
              message: item.message,
            });
          } else rest.push(item.message);
        }
        setTopMessage(rest.length ? rest.join(' ') : 'Please correct the marked fields.');
      } else setTopMessage(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const submit = form.handleSubmit(
    async (valid) => {
      const found = Object.keys(checks)
        .map(warningOf)
        .filter((warning): warning is string => Boolean(warning));
      if (found.length) {
        setPending(valid);
        setWarnings(found);
        return;
      }
      await proceed(valid);
    },
    () => {
      setTopMessage(null);
      setShowMissing(true);
    },
  );

  /** After the hours warnings: the review step for a new load, else the save. */
  const proceed = async (valid: ShipmentFormValues) => {
    if (review) setReviewing(valid);
    else await save(valid);
  };

  const saveDraft = form.handleSubmit(
    (valid) => save(valid, true),
    () => {
      setTopMessage(null);
      setShowMissing(true);
    },
  );

  /**
   * Enter in a field never sends the form (a typed date or appointment confirmed with Enter
   * published the load at once): only the submit button does. Text areas keep their new lines
   * and the pickers their own use of Enter (they handle it before it reaches the form).
   */
  const keepEnterInField = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
  };

  const slotPicker = (slot: LocationSlot, label: string, required: boolean) => {
    const fields = SLOT_FIELDS[slot];
    const side = slot.endsWith('origin') ? 'origin' : 'destination';
    return (
      <LocationPicker
        label={label}
        kind={side === 'origin' ? 'Shipping' : 'Delivery'}
        side={side}
        companies={companies}
        required={required}
        companyId={values[fields.company] as string | null}
        locationId={values[fields.location] as string | null}
        onCompanyChange={(companyId, locationId) => {
          setValue(fields.company, companyId as never, {
            shouldDirty: true,
            shouldValidate: formState.isSubmitted,
          });
          setValue(fields.location, locationId as never, {
            shouldDirty: true,
            shouldValidate: formState.isSubmitted,
          });
        }}
        onLocationChange={(locationId) =>
          setValue(fields.location, locationId as never, {
            shouldDirty: true,
            shouldValidate: formState.isSubmitted,
          })
        }
        onAddCompany={() => addCompany(slot)}
        error={(errors[fields.location] as { message?: string } | undefined)?.message}
      />
    );
  };

  const appointment = (
    field:
      | 'appointment_pickup'
      | 'extra_appointment_pickup'
      | 'appointment_delivery'
      | 'extra_appointment_delivery',
    label: string,
    defaultDate?: string,
  ) => (
    <Controller
      control={control}
      name={field}
      render={({ field: input, fieldState }) => (
        <AppointmentInput
          label={label}
          value={input.value}
          onChange={input.onChange}
          error={fieldState.error?.message}
          warning={warningOf(field)}
          defaultDate={defaultDate}
          minDate={today}
        />
      )}
    />
  );

  const shipDate = (
    name: 'date_to_leave' | 'expected_delivery_date',
    label: string,
    minDate: string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CalendarDateInput
          label={label}
          required
          value={field.value}
          onChange={field.onChange}
          minDate={minDate}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  const placeFields = (prefix: 'quote_origin' | 'quote_destination', label: string) => (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <TextInput
        label={`${label} city`}
        withAsterisk
        {...register(`${prefix}.city`)}
        error={errors[prefix]?.city?.message}
      />
      <Controller
        control={control}
        name={`${prefix}.state`}
        render={({ field }) => (
          <Select
            label={`${label} state`}
            withAsterisk
            searchable
            data={STATE_OPTIONS}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            error={errors[prefix]?.state?.message}
          />
        )}
      />
      <TextInput
        label={`${label} zip code`}
        withAsterisk
        inputMode="numeric"
        {...register(`${prefix}.zipcode`)}
        error={errors[prefix]?.zipcode?.message}
      />
    </SimpleGrid>
  );

  const copyDates = values.copy_dates ?? [];
  const setCopyDates = (next: ShipmentFormValues['copy_dates']) => {
    setValue('copy_dates', next, { shouldValidate: formState.isSubmitted });
    onCopyDatesChange?.(next);
  };

  const shipmentSection = (
    <Section icon={<IconFlag size={20} />} title={mode === 'shipment' ? 'Shipment' : 'Request'}>
      <Stack gap="sm">
        <TextInput
          label="Name"
          placeholder="What moves, e.g. Weekly produce run"
          withAsterisk
          {...register('name')}
          error={errors.name?.message}
        />
        {copy ? null : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {shipDate('date_to_leave', 'Ship date', today)}
            {shipDate(
              'expected_delivery_date',
              'Expected delivery date',
              laterDate(values.date_to_leave, today),
            )}
          </SimpleGrid>
        )}
      </Stack>
    </Section>
  );

  const equipmentSelect = (
    <Controller
      control={control}
      name="equipment_type"
      render={({ field }) => (
        <Select
          label="Equipment type"
          description={quick ? undefined : 'Matches your lanes and picks the benchmark'}
          placeholder="Any"
          clearable
          data={equipmentTypes.map((type) => ({
            value: type,
            label: equipmentTypeLabels[type],
          }))}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          error={errors.equipment_type?.message}
        />
      )}
    />
  );

  const targetRateInput = (
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
      error={errors.target_rate?.message}
    />
  );

  const chooseTender = useCallback(
    (laneId: string | null) => {
      const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
      setValue('lane_id', laneId, options);
      if (laneId !== null) setValue('audience_type', 'lane', options);
      else if (getValues('audience_type') === 'lane') setValue('audience_type', 'all', options);
    },
    [setValue, getValues, formState.isSubmitted],
  );
  const tenderChoice = useMemo(
    () => ({
      laneId: values.audience_type === 'lane' ? (values.lane_id ?? null) : null,
      onChange: chooseTender,
    }),
    [values.audience_type, values.lane_id, chooseTender],
  );

  const audienceSection = (
    <Section icon={<IconUsers size={20} />} title="Who sees it">
      <AudiencePicker
        type={values.audience_type}
        listId={values.carrier_list_id}
        carrierIds={values.carrier_ids ?? []}
        onTypeChange={(type) =>
          setValue('audience_type', type, {
            shouldDirty: true,
            shouldValidate: formState.isSubmitted,
          })
        }
        onListChange={(id) =>
          setValue('carrier_list_id', id, {
            shouldDirty: true,
            shouldValidate: formState.isSubmitted,
          })
        }
        onCarriersChange={(ids) =>
          setValue('carrier_ids', ids, {
            shouldDirty: true,
            shouldValidate: formState.isSubmitted,
          })
        }
        listError={errors.carrier_list_id?.message}
        carriersError={errors.carrier_ids?.message}
      />
    </Section>
  );

  return (
    <form onSubmit={submit} onKeyDown={keepEnterInField} noValidate>
      <Stack gap="lg">
        <FormError message={alertText} />
        {notice}

        {shipmentSection}

        {quick ? (
          <>
            <Section icon={<IconMapPin size={20} />} title="Stops">
              <Stack gap="md">
                {slotPicker('origin', 'Origin', true)}
                {slotPicker('destination', 'Destination', true)}
              </Stack>
            </Section>
            <Section icon={<IconTruckLoading size={20} />} title="Equipment and rate">
              <Stack gap="md">
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {equipmentSelect}
                  {targetRateInput}
                </SimpleGrid>
                <LaneMatch
                  origin={values.origin_location_id}
                  destination={values.destination_location_id}
                  equipmentType={values.equipment_type}
                  tender={offerTender ? tenderChoice : undefined}
                />
              </Stack>
            </Section>
          </>
        ) : (
          <>
            {copy ? (
              <Section
                icon={<IconCalendarPlus size={20} />}
                title="Ship dates"
                aside={
                  <Text size="sm" c="dimmed">
                    One new shipment per ship date
                  </Text>
                }
              >
                <Stack gap="sm">
                  {copyDates.map((pair, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a pair is known by its place
                    <Group key={index} align="flex-start" gap="sm" wrap="nowrap">
                      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ flex: 1 }}>
                        <CalendarDateInput
                          label={`Ship date ${index + 1}`}
                          required
                          value={pair.date_to_leave}
                          minDate={today}
                          onChange={(date) =>
                            setCopyDates(
                              copyDates.map((item, at) =>
                                at === index ? { ...item, date_to_leave: date } : item,
                              ),
                            )
                          }
                          error={errors.copy_dates?.[index]?.date_to_leave?.message}
                        />
                        <CalendarDateInput
                          label={`Expected delivery date ${index + 1}`}
                          required
                          value={pair.expected_delivery_date}
                          minDate={laterDate(pair.date_to_leave, today)}
                          onChange={(date) =>
                            setCopyDates(
                              copyDates.map((item, at) =>
                                at === index ? { ...item, expected_delivery_date: date } : item,
                              ),
                            )
                          }
                          error={errors.copy_dates?.[index]?.expected_delivery_date?.message}
                        />
                      </SimpleGrid>
                      <ActionIcon
                        mt={26}
                        variant="subtle"
                        color="red"
                        size="lg"
                        disabled={copyDates.length === 1}
                        aria-label={`Remove ship date ${index + 1}`}
                        onClick={() => setCopyDates(copyDates.filter((_, at) => at !== index))}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Group>
                  ))}
                  <Group justify="space-between">
                    <Button
                      variant="light"
                      size="compact-sm"
                      leftSection={<IconCalendarPlus size={16} />}
                      disabled={copyDates.length >= 31}
                      onClick={() =>
                        setCopyDates([
                          ...copyDates,
                          { date_to_leave: '', expected_delivery_date: '' },
                        ])
                      }
                    >
                      Add another ship date
                    </Button>
                    {errors.copy_dates?.message || errors.copy_dates?.root?.message ? (
                      <Text c="red" size="sm">
                        {errors.copy_dates?.message ?? errors.copy_dates?.root?.message}
                      </Text>
                    ) : null}
                  </Group>
                </Stack>
              </Section>
            ) : null}

            {noLocation ? (
              <Section icon={<IconMapPin size={20} />} title="Origin and destination">
                <Stack gap="md">
                  {placeFields('quote_origin', 'Origin')}
                  {placeFields('quote_destination', 'Destination')}
                </Stack>
              </Section>
            ) : (
              STOPS.map((stop) => (
                <Section key={stop.kind} icon={stop.icon} title={stop.title}>
                  <Stack gap="md">
                    {slotPicker(stop.slot, stop.label, true)}
                    {copy
                      ? null
                      : appointment(
                          `appointment_${stop.kind}`,
                          `${stop.title} appointment`,
                          values[stop.date],
                        )}
                    <Controller
                      control={control}
                      name={`with_extra_${stop.slot}`}
                      render={({ field }) => (
                        <Switch
                          label={`Second ${stop.kind}`}
                          checked={field.value}
                          onChange={(event) => field.onChange(event.currentTarget.checked)}
                        />
                      )}
                    />
                    {values[`with_extra_${stop.slot}`] ? (
                      <Stack
                        gap="md"
                        pl="md"
                        style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}
                      >
                        {slotPicker(`extra_${stop.slot}`, `Second ${stop.kind}`, false)}
                        {copy
                          ? null
                          : appointment(
                              `extra_appointment_${stop.kind}`,
                              `Second ${stop.kind} appointment`,
                              values[stop.date],
                            )}
                      </Stack>
                    ) : null}
                  </Stack>
                </Section>
              ))
            )}

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
                  {equipmentSelect}
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
                {noLocation ? null : (
                  <LaneMatch
                    origin={values.origin_location_id}
                    destination={values.destination_location_id}
                    equipmentType={values.equipment_type}
                    tender={offerTender ? tenderChoice : undefined}
                  />
                )}
                {benchmark?.({
                  originZip: noLocation
                    ? (values.quote_origin?.zipcode ?? null)
                    : (findLocation(companies, values.origin_location_id ?? null)?.address
                        .zipcode ?? null),
                  destinationZip: noLocation
                    ? (values.quote_destination?.zipcode ?? null)
                    : (findLocation(companies, values.destination_location_id ?? null)?.address
                        .zipcode ?? null),
                  equipmentType: values.equipment_type ?? null,
                })}
              </Stack>
            </Section>

            {mode === 'shipment' && !copy ? (
              <Section icon={<IconGavel size={20} />} title="Bidding">
                <Stack gap="md">
                  <Controller
                    control={control}
                    name="bid_deadline"
                    render={({ field }) => (
                      <DateTimePicker
                        label="Bid deadline"
                        description="Bids and edits are refused after it (optional, your time)"
                        placeholder="MM/DD/YYYY h:mm"
                        valueFormat="MM/DD/YYYY h:mm A"
                        clearable
                        clearButtonProps={{ 'aria-label': 'Clear Bid deadline' }}
                        // The form keeps a local yyyy-mm-ddTHH:MM; the picker 'YYYY-MM-DD HH:mm:ss'.
                        value={field.value ? `${field.value.replace('T', ' ')}:00` : null}
                        onChange={(next) =>
                          field.onChange(next ? String(next).slice(0, 16).replace(' ', 'T') : '')
                        }
                        minDate={today}
                        error={errors.bid_deadline?.message}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name="award_rule"
                    render={({ field }) => (
                      <Select
                        label="Award rule"
                        data={AWARD_RULES.map((rule) => ({
                          value: rule,
                          label: AWARD_RULE_LABELS[rule],
                        }))}
                        value={field.value}
                        onChange={(value) => field.onChange(value ?? 'manual')}
                        allowDeselect={false}
                        error={errors.award_rule?.message}
                      />
                    )}
                  />
                  {targetRateInput}
                </Stack>
              </Section>
            ) : null}
          </>
        )}

        {audienceSection}

        <Group justify={quick ? 'space-between' : 'flex-end'} gap="sm">
          {quick ? (
            <Button variant="subtle" onClick={openFullForm} disabled={saving}>
              Open the full form
            </Button>
          ) : null}
          <Group gap="sm">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            {review ? (
              <Button variant="light" onClick={() => saveDraft()} disabled={saving}>
                Save as draft
              </Button>
            ) : null}
            <Button type="submit" loading={saving && !reviewing}>
              {submitLabel}
            </Button>
          </Group>
        </Group>
      </Stack>

      <Modal
        opened={warnings !== null}
        onClose={() => setWarnings(null)}
        title="Outside the location's hours"
        centered
      >
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon color="orange" variant="light" radius="xl" size="lg">
              <IconAlertTriangle size={20} />
            </ThemeIcon>
            <List size="sm" spacing={6}>
              {(warnings ?? []).map((warning) => (
                <List.Item key={warning}>{warning}</List.Item>
              ))}
            </List>
          </Group>
          <Text size="sm" c="dimmed">
            You can still save: the location may accept this appointment by arrangement.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setWarnings(null)}>
              Change appointment
            </Button>
            <Button
              color="orange"
              onClick={async () => {
                setWarnings(null);
                if (pending) await proceed(pending);
              }}
            >
              Save anyway
            </Button>
          </Group>
        </Stack>
      </Modal>

      <ShipmentReview
        opened={reviewing !== null}
        values={reviewing}
        mode={mode}
        companies={companies}
        saving={saving}
        onBack={() => setReviewing(null)}
        onPublish={() => reviewing && save(reviewing)}
        onDraft={() => reviewing && save(reviewing, true)}
      />
    </form>
  );
}

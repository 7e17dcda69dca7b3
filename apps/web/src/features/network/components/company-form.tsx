import {
  Button,
  Divider,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { missingFieldsMessage } from '@spotlane/shared/domain/missing-fields';
import { defaultTimeZone, US_STATES, US_TIME_ZONES } from '@spotlane/shared/domain/us-states';
import { type CompanyFormBody, companyForm } from '@spotlane/shared/forms/company-form';
import { companyTypeLabels, companyTypes } from '@spotlane/shared/schemas/companies';
import { IconMapPinPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, type FieldErrors, useFieldArray } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { FormError, useSchemaForm } from '../../../ui/schema-form.tsx';
import {
  type CompanyFormValues,
  emptyLocation,
  formPathOf,
  missingFields,
} from '../company-form-values.ts';
import { ContactPick } from './contact-pick.tsx';

const STATE_OPTIONS = US_STATES.map(([code, name]) => ({
  value: code,
  label: `${name} (${code})`,
}));
const ZONE_OPTIONS = US_TIME_ZONES.map((zone) => ({
  value: zone,
  label: zone
    .replace('America/', '')
    .replace('Pacific/', '')
    .replace(/_/g, ' ')
    .replace('/', ' / '),
}));
const TYPE_OPTIONS = companyTypes.map((value) => ({ value, label: companyTypeLabels[value] }));

/** The text fields of a delivery location, registered as they are typed. */
type LocationTextKey =
  | 'name'
  | 'address1'
  | 'address2'
  | 'city'
  | 'zipcode'
  | 'contact_name'
  | 'contact_phone';

function errorAt(errors: FieldErrors<CompanyFormValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

export function CompanyForm({
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  defaultValues: CompanyFormValues;
  submitLabel: string;
  /** Gets the request body (the shared schema decides every message, PRODUCT.md 3). */
  onSubmit: (body: CompanyFormBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useSchemaForm(companyForm, { defaultValues });
  const locations = useFieldArray({ control, name: 'locations', keyName: 'key' });

  const submit = handleSubmit(
    async (body) => {
      setFormError(null);
      try {
        await onSubmit(body);
      } catch (error) {
        setFormError(
          applyServerErrors(
            error,
            setError,
            (path) => errorAt({ ...dummyShape(getValues()) }, path) !== undefined,
            { fieldOf: formPathOf },
          ),
        );
      }
    },
    () => setFormError(missingFieldsMessage(missingFields(getValues()))),
  );

  /** A location's text field: its registration and its error, under one path. */
  const locationField = (index: number, key: LocationTextKey) => {
    const path = `locations.${index}.${key}` as const;
    return { error: errorAt(errors, path), ...register(path) };
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormError message={formError} />

        <Paper withBorder radius="lg" p="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              Company
            </Title>
            <TextInput
              label="Company name"
              withAsterisk
              error={errors.name?.message}
              {...register('name')}
            />
            <Controller
              control={control}
              name="company_type"
              render={({ field }) => (
                <Stack gap={4}>
                  <Text size="sm" fw={500}>
                    Company type
                  </Text>
                  <SegmentedControl
                    aria-label="Company type"
                    data={TYPE_OPTIONS}
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                    fullWidth
                  />
                </Stack>
              )}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Contact e-mail"
                type="email"
                error={errors.email?.message}
                {...register('email')}
              />
              <TextInput
                label="Contact phone"
                type="tel"
                error={errors.phone?.message}
                {...register('phone')}
              />
            </SimpleGrid>
            <Textarea
              label="Notes"
              autosize
              minRows={2}
              error={errors.notes?.message}
              {...register('notes')}
            />
          </Stack>
        </Paper>

        {locations.fields.map((location, index) => (
          <Paper withBorder radius="lg" p="lg" key={location.key}>
            <Stack gap="md">
              <Group justify="space-between">
                <Title order={2} size="h4">
                  {locations.fields.length > 1
                    ? `Delivery location ${index + 1}`
                    : 'Delivery location'}
                </Title>
                {locations.fields.length > 1 ? (
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => locations.remove(index)}
                  >
                    Remove location
                  </Button>
                ) : null}
              </Group>
              <TextInput label="Location name" withAsterisk {...locationField(index, 'name')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Address"
                  withAsterisk
                  autoComplete="address-line1"
                  {...locationField(index, 'address1')}
                />
                <TextInput
                  label="Address line 2"
                  autoComplete="address-line2"
                  {...locationField(index, 'address2')}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput label="City" withAsterisk {...locationField(index, 'city')} />
                <Controller
                  control={control}
                  name={`locations.${index}.state`}
                  render={({ field }) => (
                    <Select
                      label="State"
                      withAsterisk
                      searchable
                      placeholder="Choose a state"
                      data={STATE_OPTIONS}
                      value={field.value || null}
                      onChange={(value) => {
                        field.onChange(value ?? '');
                        // The time zone follows the state until the shipper picks another.
                        if (value) setValue(`locations.${index}.timezone`, defaultTimeZone(value));
                      }}
                      onBlur={field.onBlur}
                      error={errorAt(errors, `locations.${index}.state`)}
                    />
                  )}
                />
                <TextInput
                  label="Zip code"
                  withAsterisk
                  inputMode="numeric"
                  autoComplete="postal-code"
                  {...locationField(index, 'zipcode')}
                />
              </SimpleGrid>
              <ContactPick
                onPick={(contact) => {
                  const options = { shouldDirty: true, shouldValidate: true };
                  setValue(`locations.${index}.contact_name`, contact.name, options);
                  setValue(`locations.${index}.contact_phone`, contact.phone, options);
                }}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Contact name" {...locationField(index, 'contact_name')} />
                <TextInput
                  label="Contact phone"
                  type="tel"
                  {...locationField(index, 'contact_phone')}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Controller
                  control={control}
                  name={`locations.${index}.timezone`}
                  render={({ field }) => (
                    <Select
                      label="Time zone"
                      placeholder="Follows the state"
                      data={ZONE_OPTIONS}
                      value={field.value || null}
                      onChange={(value) => field.onChange(value ?? '')}
                      error={errorAt(errors, `locations.${index}.timezone`)}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`locations.${index}.shipment_process`}
                  render={({ field }) => (
                    <Select
                      label="Shipment process"
                      data={[
                        { value: 'appointment', label: 'Appointment' },
                        { value: 'fcfs', label: 'FCFS' },
                      ]}
                      allowDeselect={false}
                      value={field.value}
                      onChange={(value) => field.onChange(value ?? 'appointment')}
                      error={errorAt(errors, `locations.${index}.shipment_process`)}
                    />
                  )}
                />
              </SimpleGrid>
            </Stack>
          </Paper>
        ))}
        {errors.locations?.message ? (
          <Text c="red" size="sm">
            {errors.locations.message}
          </Text>
        ) : null}

        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconMapPinPlus size={18} />}
            onClick={() => locations.append(emptyLocation())}
          >
            Add another location
          </Button>
          <Group>
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {submitLabel}
            </Button>
          </Group>
        </Group>
        <Divider opacity={0} />
      </Stack>
    </form>
  );
}

/** A tree with a leaf at every input of the form, to know which server fields have an input. */
function dummyShape(values: CompanyFormValues): FieldErrors<CompanyFormValues> {
  const leaf = { type: 'x', message: '' };
  const top = ['name', 'company_type', 'email', 'phone', 'notes'];
  const shape: Record<string, unknown> = Object.fromEntries(top.map((key) => [key, leaf]));
  shape.locations = values.locations.map((location) =>
    Object.fromEntries(Object.keys({ ...location, id: 0 }).map((key) => [key, leaf])),
  );
  return shape as FieldErrors<CompanyFormValues>;
}

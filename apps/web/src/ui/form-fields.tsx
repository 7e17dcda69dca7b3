import { Divider, MultiSelect, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { equipmentTypeLabels, equipmentTypes } from '@spotlane/shared/schemas/auth';
import { Controller, type FieldErrors, type FieldValues, useFormContext } from 'react-hook-form';

/**
 * Field blocks that several forms share (registration, profile, teammates, carriers,
 * companies). Each reads its form from react-hook-form's FormProvider, so a form renders
 * `<FormProvider {...form}>` (SchemaForm does) and the block names its own fields.
 */

function message(errors: FieldErrors<FieldValues>, name: string): string | undefined {
  const error = errors[name];
  return typeof error?.message === 'string' ? error.message : undefined;
}

/** What binds an input to `name` of the surrounding form: its registration and its error. */
function useBoundField(name: string) {
  const {
    register,
    formState: { errors },
  } = useFormContext();
  return { error: message(errors, name), ...register(name) };
}

/** One text input bound to `name` of the surrounding form, with its error. */
export function FormTextInput({
  name,
  ...props
}: { name: string } & Omit<React.ComponentProps<typeof TextInput>, 'name' | 'error'>) {
  const bound = useBoundField(name);
  return <TextInput {...props} {...bound} />;
}

/** First and last name side by side. */
export function NameFields({
  required = false,
  disabled,
  autoComplete = false,
  breakpoint = 'xs',
  modalFocus = false,
}: {
  required?: boolean;
  disabled?: boolean;
  /** The first name takes the focus when the form opens in a modal. */
  modalFocus?: boolean;
  /** Offer the browser's own name (the user's own form), not for someone else's. */
  autoComplete?: boolean;
  breakpoint?: 'xs' | 'sm';
}) {
  return (
    <SimpleGrid cols={{ base: 1, [breakpoint]: 2 }} spacing="md">
      <FormTextInput
        name="first_name"
        label="First name"
        data-autofocus={modalFocus || undefined}
        withAsterisk={required}
        disabled={disabled}
        autoComplete={autoComplete ? 'given-name' : undefined}
      />
      <FormTextInput
        name="last_name"
        label="Last name"
        withAsterisk={required}
        disabled={disabled}
        autoComplete={autoComplete ? 'family-name' : undefined}
      />
    </SimpleGrid>
  );
}

type InputProps = Omit<React.ComponentProps<typeof TextInput>, 'name' | 'error'>;

export function EmailField({
  label = 'E-mail',
  required = false,
  ...props
}: { label?: string; required?: boolean } & Omit<InputProps, 'label' | 'type'>) {
  return (
    <FormTextInput name="email" label={label} type="email" withAsterisk={required} {...props} />
  );
}

/** A password input bound to `name` (password by default). */
export function PasswordField({
  name = 'password',
  ...props
}: { name?: string } & Omit<React.ComponentProps<typeof PasswordInput>, 'name' | 'error'>) {
  const bound = useBoundField(name);
  return <PasswordInput {...props} {...bound} />;
}

export function PhoneField({
  label = 'Phone',
  required = false,
  autoComplete = false,
}: {
  label?: string;
  required?: boolean;
  autoComplete?: boolean;
}) {
  return (
    <FormTextInput
      name="phone"
      label={label}
      type="tel"
      withAsterisk={required}
      autoComplete={autoComplete ? 'tel' : undefined}
    />
  );
}

const equipmentOptions = equipmentTypes.map((value) => ({
  value,
  label: equipmentTypeLabels[value],
}));

/** A carrier's MC and DOT numbers, cargo insurance limit and equipment (SPEC 2.2, 2.15). */
export function CarrierAuthorityFields({
  title,
  breakpoint = 'xs',
}: {
  title: string;
  breakpoint?: 'xs' | 'sm';
}) {
  const {
    control,
    formState: { errors },
  } = useFormContext();
  return (
    <>
      <Divider label={title} labelPosition="left" mt="xs" />
      <SimpleGrid cols={{ base: 1, [breakpoint]: 2 }} spacing="md">
        <FormTextInput
          name="mc_number"
          label="MC number"
          inputMode="numeric"
          description="An MC or a DOT number, digits only."
        />
        <FormTextInput
          name="dot_number"
          label="DOT number"
          inputMode="numeric"
          description="At least one of the two."
        />
      </SimpleGrid>
      <FormTextInput
        name="cargo_insurance_limit"
        label="Cargo insurance limit"
        placeholder="100k"
        description="For example 100k, $250,000 or 1m."
        withAsterisk
      />
      <Controller
        control={control}
        name="equipment_types"
        render={({ field }) => (
          <MultiSelect
            label="Equipment types"
            placeholder={field.value?.length ? undefined : 'Choose one or more'}
            data={equipmentOptions}
            withAsterisk
            clearable
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            error={message(errors, 'equipment_types')}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
    </>
  );
}

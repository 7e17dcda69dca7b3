import { NumberInput, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useController, useFormContext } from 'react-hook-form';

/**
 * Inputs bound by name to the surrounding form (SchemaForm's FormProvider), for the values a
 * plain `register` cannot carry: a choice, a number, segments. Each shows its field's error.
 */

/** The field `name` of the surrounding form, with the props every controlled input takes. */
function useBound(name: string) {
  const { field, fieldState } = useController({ name });
  return { field, bound: { name, onBlur: field.onBlur, error: fieldState.error?.message } };
}

/** A multi-line text input bound to `name` (notes). */
export function FormTextarea({
  name,
  ...props
}: { name: string } & Omit<ComponentProps<typeof Textarea>, 'name' | 'error'>) {
  const { register, getFieldState, formState } = useFormContext();
  return (
    <Textarea
      autosize
      minRows={2}
      {...props}
      error={getFieldState(name, formState).error?.message}
      {...register(name)}
    />
  );
}

type Bound<P> = { name: string } & Omit<P, 'name' | 'error' | 'value' | 'onChange' | 'onBlur'>;

/** A pick-one list bound to `name`: the empty choice is '' in the form. */
export function FormSelect({ name, ...props }: Bound<ComponentProps<typeof Select>>) {
  const { field, bound } = useBound(name);
  return (
    <Select
      {...props}
      {...bound}
      value={field.value || null}
      onChange={(value) => field.onChange(value ?? '')}
    />
  );
}

/** A whole number bound to `name`: empty is null in the form. */
export function FormNumberInput({ name, ...props }: Bound<ComponentProps<typeof NumberInput>>) {
  const { field, bound } = useBound(name);
  return (
    <NumberInput
      allowDecimal={false}
      {...props}
      {...bound}
      value={field.value ?? ''}
      onChange={(value) => field.onChange(value === '' ? null : Number(value))}
    />
  );
}

/** One of a few values as segments, under its label (a record's status). */
export function FormSegments({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: Array<{ value: string; label: string }>;
}) {
  const { field } = useBound(name);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl
        aria-label={label}
        data={options}
        value={field.value}
        onChange={field.onChange}
      />
    </Stack>
  );
}

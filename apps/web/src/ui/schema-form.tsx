import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import {
  type FieldValues,
  FormProvider,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../lib/form-errors.ts';
import { FormError } from './form-error.tsx';

// The sign-in page shows the same message without this module (the first-load budget).
export { FormError };

/** A zod object schema of packages/shared whose input is a form's values. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** The form's values as typed into it and as the schema hands them on (parsed). */
export type FormInput<S extends FormSchema> = z.input<S>;
export type FormOutput<S extends FormSchema> = z.output<S>;
export type SchemaFormApi<S extends FormSchema> = UseFormReturn<
  FormInput<S>,
  unknown,
  FormOutput<S>
>;

/**
 * react-hook-form driven by a shared zod schema: values typed from `z.input`, the submit
 * handler gets `z.output`, and the resolver needs no cast.
 */
export function useSchemaForm<S extends FormSchema>(
  schema: S,
  options: Omit<UseFormProps<FormInput<S>, unknown, FormOutput<S>>, 'resolver'> = {},
): SchemaFormApi<S> {
  return useForm<FormInput<S>, unknown, FormOutput<S>>({
    ...options,
    resolver: zodResolver(schema),
  });
}

/**
 * A `<form noValidate>` around `useSchemaForm`: submits the parsed values, puts the server's
 * field errors next to their inputs and says the rest above the fields. The kit's field
 * blocks (form-fields.tsx) find the form through its FormProvider.
 */
export function SchemaForm<S extends FormSchema>({
  form,
  onSubmit,
  serverFields,
  gap = 'md',
  children,
}: {
  form: SchemaFormApi<S>;
  /** Throws (an ApiError) when the server refuses. */
  onSubmit: (values: FormOutput<S>) => Promise<unknown> | unknown;
  /** The fields whose server errors belong next to their input. */
  serverFields: readonly string[];
  gap?: string;
  children: ReactNode;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, serverFields));
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap={gap}>
          <FormError message={formError} />
          {children}
        </Stack>
      </form>
    </FormProvider>
  );
}

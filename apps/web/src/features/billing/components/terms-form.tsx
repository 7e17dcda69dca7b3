import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type {
  AccessorialTermsBody,
  LaneAccessorialTermsBody,
} from '@spotlane/shared/schemas/billing';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { FormError } from '../../../ui/form-error.tsx';
import { useSaveLaneTerms, useSaveTerms } from '../api/terms.ts';
import { TERMS_FIELDS, type TermsValues, termsToValues, valuesToBody } from '../terms-values.ts';

const FIELD_NAMES = TERMS_FIELDS.map((field) => field.name);

/**
 * The ten accessorial terms as one form. `inherited` (a lane's) shows the shipper's value in
 * each blank field, which a blank keeps.
 */
function TermsFields({
  initial,
  inherited,
  onSave,
  disabled,
}: {
  initial: AccessorialTermsBody | LaneAccessorialTermsBody;
  inherited?: AccessorialTermsBody;
  onSave: (body: Record<string, unknown>) => Promise<unknown>;
  disabled?: boolean;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TermsValues>({ defaultValues: termsToValues(initial) });
  const shown = inherited ? termsToValues(inherited) : null;
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    const result = valuesToBody(values, Boolean(inherited));
    if ('errors' in result) {
      for (const error of result.errors)
        setError(error.name, { type: 'client', message: error.message });
      return;
    }
    try {
      await onSave(result.body);
      setSaved(true);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELD_NAMES));
    }
  });
  const errorOf = (name: string) =>
    name
      .split('.')
      .reduce<unknown>(
        (node, key) => (node as Record<string, unknown> | undefined)?.[key],
        errors,
      ) as { message?: string } | undefined;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={formError} />
        {saved ? (
          <Alert color="teal" variant="light" icon={<IconCheck size={18} />} role="status">
            Terms saved. New rate confirmations print them.
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {TERMS_FIELDS.map((field) => (
            <TextInput
              key={field.name}
              label={field.label}
              inputMode="decimal"
              placeholder={shown ? `${shown[field.name] || 'none'} (yours)` : undefined}
              error={errorOf(field.name)?.message}
              disabled={disabled}
              {...register(field.name)}
            />
          ))}
        </SimpleGrid>
        {disabled ? null : (
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              Save terms
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** Settings > Accessorial terms: the shipper's own, for every load without a lane's. */
export function ShipperTermsForm({
  terms,
  canEdit,
}: {
  terms: AccessorialTermsBody;
  canEdit: boolean;
}) {
  const save = useSaveTerms();
  return (
    <Paper withBorder radius="lg" p="lg">
      <TermsFields
        initial={terms}
        disabled={!canEdit}
        onSave={(body) => save.mutateAsync(body as AccessorialTermsBody)}
      />
    </Paper>
  );
}

/** A lane's terms: each field blank to keep the shipper's (shown in grey). */
export function LaneTermsForm({
  laneId,
  terms,
  inherited,
  canEdit,
}: {
  laneId: number;
  terms: LaneAccessorialTermsBody;
  inherited: AccessorialTermsBody;
  canEdit: boolean;
}) {
  const save = useSaveLaneTerms(laneId);
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} size="h4" mb={4}>
        Accessorial terms
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Loads on this lane use these terms; a blank field keeps your account’s.
      </Text>
      <TermsFields
        initial={terms}
        inherited={inherited}
        disabled={!canEdit}
        onSave={(body) => save.mutateAsync(body as LaneAccessorialTermsBody)}
      />
    </Paper>
  );
}

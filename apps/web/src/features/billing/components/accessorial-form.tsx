import {
  Button,
  FileInput,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { dollarsToCents } from '@spotlane/shared/domain/money';
import {
  ACCESSORIAL_LABELS,
  type AccessorialType,
  accessorialTypes,
} from '@spotlane/shared/schemas/billing';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { FormError } from '../../../ui/form-error.tsx';
import { useAttachReceipt, useCreateAccessorial, useLoadDocuments } from '../api/accessorials.ts';

interface Values {
  type: AccessorialType;
  amount: string;
  note: string;
  document_id: string | null;
}

/** What a carrier asks for by hand: detention computes itself, but may be asked for too. */
const REQUESTABLE = accessorialTypes.filter((type) => type !== 'tonu');

/**
 * PRODUCT.md 19: the carrier asks for an accessorial line. A lumper needs its receipt: pick a
 * document of the load or upload the receipt here.
 */
export function AccessorialForm({ loadId, onDone }: { loadId: number; onDone: () => void }) {
  const create = useCreateAccessorial(loadId);
  const attach = useAttachReceipt(loadId);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: { type: 'lumper', amount: '', note: '', document_id: null },
  });
  const type = watch('type');
  const documents = useLoadDocuments(loadId, type === 'lumper');
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const amount = dollarsToCents(values.amount);
    if (amount === null || amount <= 0) {
      setError('amount', { message: 'Enter an amount in dollars above zero, like 85.00' });
      return;
    }
    try {
      await create.mutateAsync({
        type: values.type,
        amount,
        note: values.note.trim() || null,
        document_id: values.document_id ? Number(values.document_id) : null,
      });
      onDone();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['type', 'amount', 'note', 'document_id']));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError message={formError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Select
                label="Type"
                data={REQUESTABLE.map((value) => ({ value, label: ACCESSORIAL_LABELS[value] }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'other')}
                allowDeselect={false}
                error={errors.type?.message}
              />
            )}
          />
          <TextInput
            label="Amount ($)"
            inputMode="decimal"
            placeholder="85.00"
            error={errors.amount?.message}
            {...register('amount')}
          />
        </SimpleGrid>
        <TextInput
          label="Note"
          placeholder="What it was for"
          error={errors.note?.message}
          {...register('note')}
        />
        {type === 'lumper' ? (
          <Stack gap="xs">
            <Controller
              control={control}
              name="document_id"
              render={({ field }) => (
                <Select
                  label="Receipt"
                  placeholder={
                    documents.isPending ? 'Loading the load’s documents…' : 'Choose the receipt'
                  }
                  data={(documents.data?.results ?? []).map((doc) => ({
                    value: String(doc.id),
                    label: doc.file_name,
                  }))}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.document_id?.message}
                  clearable
                />
              )}
            />
            <FileInput
              label="Or upload the receipt"
              placeholder="PDF or photo"
              accept="application/pdf,image/*"
              onChange={async (file) => {
                if (!file) return;
                setProgress(0);
                try {
                  const doc = await attach.mutateAsync({ file, onProgress: setProgress });
                  setValue('document_id', String(doc.id));
                } catch (error) {
                  setFormError(applyServerErrors(error, setError, []));
                } finally {
                  setProgress(null);
                }
              }}
            />
            {progress !== null ? (
              <Text size="xs" c="dimmed" role="status">
                Uploading… {progress}%
              </Text>
            ) : null}
          </Stack>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={progress !== null}>
            Ask for it
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

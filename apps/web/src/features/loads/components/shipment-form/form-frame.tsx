import { Button, Group, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useMemo, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { applyServerErrors } from '../../../../lib/form-errors.ts';
import { FormError, useSchemaForm } from '../../../../ui/schema-form.tsx';
import {
  type FormMode,
  formFieldOf,
  formProblems,
  type LocationSlot,
  missingMessage,
  type ShipmentFormValues,
  shipmentForm,
} from '../../shipment-form-values.ts';
import { localToday } from '../date-fields.tsx';
import { ShipmentReview } from '../shipment-review.tsx';
import {
  type AppointmentFieldName,
  appointmentWarningOf,
  type ShipmentFormScope,
  ShipmentFormScopeContext,
} from './scope.tsx';

export interface ShipmentFormFrameProps {
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
  /** A new shipment: a matching lane offers "Tender via routing guide" (PRODUCT.md 8). */
  offerTender?: boolean;
  /** Sends the shipper to add a company for a stop, with the values typed so far. */
  onAddCompany: (slot: LocationSlot, values: ShipmentFormValues) => void;
  /** A button at the start of the actions row, given the values typed so far. */
  secondaryAction?: (values: () => ShipmentFormValues, saving: boolean) => ReactNode;
  companies: ShipmentFormScope['companies'];
  /** The sections. */
  children: ReactNode;
}

const APPOINTMENTS: AppointmentFieldName[] = [
  'appointment_pickup',
  'extra_appointment_pickup',
  'appointment_delivery',
  'extra_appointment_delivery',
];

/**
 * What every shipment form shares around its sections: the react-hook-form state built from
 * the shared schema (the sections read it with `useFormContext`), the missing-fields message,
 * the hours warnings before a save, the review step of a new load, the server's errors on
 * their fields (applyServerErrors) and the actions row.
 */
export function ShipmentFormFrame({
  mode,
  copy = false,
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
  notice,
  offerTender = false,
  review = false,
  onAddCompany,
  secondaryAction,
  companies,
  children,
}: ShipmentFormFrameProps) {
  const [topMessage, setTopMessage] = useState<string | null>(null);
  // The missing-fields message follows the form once a save was tried; server messages stay.
  const [showMissing, setShowMissing] = useState(false);
  const [warnings, setWarnings] = useState<string[] | null>(null);
  const [pending, setPending] = useState<ShipmentFormValues | null>(null);
  const [saving, setSaving] = useState(false);
  // The values under review (PRODUCT.md 4), until the shipper publishes, drafts or goes back.
  const [reviewing, setReviewing] = useState<ShipmentFormValues | null>(null);
  const today = localToday();

  // A new load's ship date must not be past; an edited one may keep the date it had.
  const keptShipDate = review ? undefined : defaultValues.date_to_leave;
  const schema = useMemo(
    () => shipmentForm(mode, copy, { today, keptShipDate }),
    [mode, copy, today, keptShipDate],
  );
  const form = useSchemaForm(schema, { defaultValues, mode: 'onSubmit' });
  const values = useWatch({ control: form.control }) as ShipmentFormValues;
  const getValues = () => form.getValues() as ShipmentFormValues;
  const problems = showMissing ? formProblems(values, mode, copy, { today, keptShipDate }) : [];
  const alertText =
    topMessage ??
    (problems.length
      ? (missingMessage(values, problems) ?? 'Please correct the marked fields.')
      : null);

  const scope: ShipmentFormScope = {
    mode,
    copy,
    today,
    companies,
    addCompany: (slot) => onAddCompany(slot, getValues()),
    offerTender,
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
      // Every field the server names is one of the form's (formFieldOf maps the request's names).
      const rest = applyServerErrors(error, form.setError, () => true, { fieldOf: formFieldOf });
      setTopMessage(rest ?? 'Please correct the marked fields.');
    } finally {
      setSaving(false);
    }
  };

  /** After the hours warnings: the review step for a new load, else the save. */
  const proceed = async (valid: ShipmentFormValues) => {
    if (review) setReviewing(valid);
    else await save(valid);
  };

  const showMissingFields = () => {
    setTopMessage(null);
    setShowMissing(true);
  };

  const submit = form.handleSubmit(async (parsed) => {
    const valid = parsed as ShipmentFormValues;
    const found = APPOINTMENTS.map((field) => appointmentWarningOf(field, valid, scope)).filter(
      (warning): warning is string => Boolean(warning),
    );
    if (found.length) {
      setPending(valid);
      setWarnings(found);
      return;
    }
    await proceed(valid);
  }, showMissingFields);

  const saveDraft = form.handleSubmit(
    (valid) => save(valid as ShipmentFormValues, true),
    showMissingFields,
  );

  /**
   * Enter in a field never sends the form (a typed date or appointment confirmed with Enter
   * published the load at once): only the submit button does. Text areas keep their new lines
   * and the pickers their own use of Enter (they handle it before it reaches the form).
   */
  const keepEnterInField = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
  };

  const secondary = secondaryAction?.(getValues, saving);

  return (
    <ShipmentFormScopeContext value={scope}>
      <FormProvider {...form}>
        <form onSubmit={submit} onKeyDown={keepEnterInField} noValidate>
          <Stack gap="lg">
            <FormError message={alertText} />
            {notice}
            {children}
            <Group justify={secondary ? 'space-between' : 'flex-end'} gap="sm">
              {secondary}
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
            companies={[...companies]}
            saving={saving}
            onBack={() => setReviewing(null)}
            onPublish={() => reviewing && save(reviewing)}
            onDraft={() => reviewing && save(reviewing, true)}
          />
        </form>
      </FormProvider>
    </ShipmentFormScopeContext>
  );
}

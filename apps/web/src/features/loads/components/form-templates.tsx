import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import type { TemplateResponse } from '@spotlane/shared/schemas/load-templates';
import { IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useCompanyChoices } from '../../network/api/choices.ts';
import { useSaveTemplate, useTemplates } from '../api/load-templates.ts';
import type { ShipmentFormValues } from '../shipment-form-values.ts';
import { templateLoadOfValues, valuesOfTemplate } from '../template-form.ts';

/**
 * PRODUCT.md 16, "Save as template" from the shipment form: what is typed so far (its stops,
 * equipment, specs, rate and audience; not its dates) kept under a name.
 */
export function SaveFormAsTemplate({
  values,
  disabled,
}: {
  values: () => ShipmentFormValues;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSaveTemplate();
  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync({ body: { name, load: templateLoadOfValues(values()) } });
      setSaved(true);
    } catch (failure) {
      // A stop without its location is the usual reason: say which.
      const stopError = isApiError(failure)
        ? failure.errors.find((item) => item.field?.startsWith('load.stops'))
        : undefined;
      setError(
        stopError
          ? `Choose every stop's location first (${stopError.message})`
          : errorMessage(failure),
      );
    }
  };
  return (
    <>
      <Button
        variant="subtle"
        leftSection={<IconTemplate size={16} />}
        disabled={disabled}
        onClick={() => {
          setSaved(false);
          setError(null);
          setName(values().name);
          setOpen(true);
        }}
      >
        Save as template
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Save as template">
        {saved ? (
          <Stack>
            <Text>Saved. Make a load from it, or repeat it on a schedule.</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                Back to the form
              </Button>
              <Button component={Link} to={paths.loadTemplates}>
                Open templates
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack>
            <Text size="sm" c="dimmed">
              The stops, equipment, specs, rate and audience typed so far are kept; the dates are
              chosen for each new load.
            </Text>
            <TextInput
              label="Template name"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={error}
              data-autofocus
            />
            <Button onClick={submit} loading={save.isPending} disabled={!name.trim()}>
              Save template
            </Button>
          </Stack>
        )}
      </Modal>
    </>
  );
}

/**
 * PRODUCT.md 16: a new load's form starting from one of the shipper's templates, leaving on
 * `shipDate` (the form's, else none): `onPick` gets the form's values and whether the quick
 * form can hold its stops (two of them, plain).
 */
export function StartFromTemplate({
  shipDate,
  onPick,
}: {
  shipDate: string;
  onPick: (values: ShipmentFormValues, template: TemplateResponse) => void;
}) {
  const templates = useTemplates();
  const companies = useCompanyChoices();
  const list = templates.data?.results ?? [];
  if (templates.isError)
    return (
      <Text size="sm" c="red">
        Your templates could not be loaded: {errorMessage(templates.error)}
      </Text>
    );
  if (list.length === 0) return null;
  const companyOf = (locationId: number) => {
    for (const company of companies.data?.results ?? [])
      if (company.locations.some((location) => location.id === locationId)) return company.id;
    return null;
  };
  return (
    <Select
      label="Start from a template"
      placeholder="Choose a template"
      description="Fills the stops, equipment, rate and audience; the dates stay yours."
      data={list.map((template) => ({ value: String(template.id), label: template.name }))}
      value={null}
      disabled={companies.isPending}
      onChange={(id) => {
        const template = list.find((entry) => String(entry.id) === id);
        if (template) onPick(valuesOfTemplate(template, shipDate, companyOf), template);
      }}
      data-testid="start-from-template"
    />
  );
}

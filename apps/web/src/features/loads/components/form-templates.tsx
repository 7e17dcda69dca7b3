import { Button, Select, Text } from '@mantine/core';
import type { TemplateResponse } from '@spotlane/shared/schemas/load-templates';
import { IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCompanyChoices } from '../../network/api/choices.ts';
import { useTemplates } from '../api/load-templates.ts';
import type { ShipmentFormValues } from '../shipment-form-values.ts';
import { templateLoadOfValues, valuesOfTemplate } from '../template-form.ts';
import { SaveTemplateModal } from './save-template-modal.tsx';

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
  const [openedWith, setOpenedWith] = useState<string | null>(null);
  return (
    <>
      <Button
        variant="subtle"
        leftSection={<IconTemplate size={16} />}
        disabled={disabled}
        onClick={() => setOpenedWith(values().name)}
      >
        Save as template
      </Button>
      <SaveTemplateModal
        opened={openedWith !== null}
        onClose={() => setOpenedWith(null)}
        initialName={openedWith ?? ''}
        kept="The stops, equipment, specs, rate and audience typed so far are kept; the dates are chosen for each new load."
        templateLoad={() => templateLoadOfValues(values())}
        backLabel="Back to the form"
      />
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

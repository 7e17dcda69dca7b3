import { Select, Stack } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
// The date pickers' styles (Mantine documents one sheet per package), with the code that renders them.
import '@mantine/dates/styles.layer.css';
import { AWARD_RULE_LABELS, AWARD_RULES } from '@spotlane/shared/domain/bidding';
import { IconGavel } from '@tabler/icons-react';
import { Controller, useFormContext } from 'react-hook-form';
import type { ShipmentFormValues } from '../../shipment-form-values.ts';
import { useShipmentFormScope } from './scope.tsx';
import { Section } from './section.tsx';
import { TargetRateInput } from './specs-section.tsx';

/** A shipment's bid deadline, award rule and target rate (PRODUCT.md 4). */
export function BiddingSection() {
  const { today } = useShipmentFormScope();
  const { control, formState } = useFormContext<ShipmentFormValues>();
  const { errors } = formState;
  return (
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
              data={AWARD_RULES.map((rule) => ({ value: rule, label: AWARD_RULE_LABELS[rule] }))}
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'manual')}
              allowDeselect={false}
              error={errors.award_rule?.message}
            />
          )}
        />
        <TargetRateInput />
      </Stack>
    </Section>
  );
}

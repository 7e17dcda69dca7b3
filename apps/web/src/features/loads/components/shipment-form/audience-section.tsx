import { IconUsers } from '@tabler/icons-react';
import { useFormContext } from 'react-hook-form';
import type { ShipmentFormValues } from '../../shipment-form-values.ts';
import { AudiencePicker } from '../audience-picker.tsx';
import { useSetField, useShipmentValues } from './scope.tsx';
import { Section } from './section.tsx';

/** Who sees the load: every carrier, a list, chosen carriers or a lane's routing guide. */
export function AudienceSection() {
  const { formState } = useFormContext<ShipmentFormValues>();
  const values = useShipmentValues();
  const setField = useSetField();
  return (
    <Section icon={<IconUsers size={20} />} title="Who sees it">
      <AudiencePicker
        type={values.audience_type}
        listId={values.carrier_list_id}
        carrierIds={values.carrier_ids ?? []}
        onTypeChange={(type) => setField('audience_type', type)}
        onListChange={(id) => setField('carrier_list_id', id)}
        onCarriersChange={(ids) => setField('carrier_ids', ids)}
        listError={formState.errors.carrier_list_id?.message}
        carriersError={formState.errors.carrier_ids?.message}
      />
    </Section>
  );
}

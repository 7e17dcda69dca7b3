import { IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { ShipmentFormValues } from '../../shipment-form-values.ts';
import { AudiencePicker } from '../audience-picker.tsx';
import { useSetField, useShipmentValues } from './scope.tsx';
import { Section } from './section.tsx';

/** What the page shows of the trucks near the first pickup (PRODUCT.md 20, the capacity feature). */
export type NearbyTrucks = (stop: {
  originLocationId: number | null;
  date: string | null;
  equipmentType: string | null;
  /** Names a carrier of the network (its shipper_carriers id) on a load sent to chosen carriers. */
  addCarrier: (shipperCarrierId: number) => void;
}) => ReactNode;

/** Who sees the load: every carrier, a list, chosen carriers or a lane's routing guide. */
export function AudienceSection({ nearby }: { nearby?: NearbyTrucks }) {
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
      {nearby?.({
        originLocationId: values.origin_location_id ? Number(values.origin_location_id) : null,
        date: values.date_to_leave || null,
        equipmentType: values.equipment_type ?? null,
        // A load naming its carriers names the invited one too; `all` reaches it through the network.
        addCarrier: (id) => {
          const ids = values.carrier_ids ?? [];
          if (values.audience_type === 'carriers' && !ids.includes(String(id)))
            setField('carrier_ids', [...ids, String(id)]);
        },
      })}
    </Section>
  );
}

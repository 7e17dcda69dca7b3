import type { LoadDetail } from '@spotlane/shared/schemas/loads';
import { formatAppointment, formatDate } from '../../../lib/format.ts';
import { DetailField } from '../../../ui/detail-fields.tsx';

type Dated = Pick<
  LoadDetail,
  | 'date_to_leave'
  | 'expected_delivery_date'
  | 'appointment_pickup'
  | 'appointment_delivery'
  | 'extra_appointment_pickup'
  | 'extra_appointment_delivery'
>;

/** A load's dates and appointments under the labels of the detail pages, pickup and delivery side. */
export function loadSchedule(load: Dated) {
  return {
    pickup: [
      ['Ship Date', formatDate(load.date_to_leave)],
      ['Pickup Appointment', formatAppointment(load.appointment_pickup)],
      ['Second Pickup Appointment', formatAppointment(load.extra_appointment_pickup)],
    ],
    delivery: [
      ['Exp. Delivery', formatDate(load.expected_delivery_date)],
      ['Delivery Appointment', formatAppointment(load.appointment_delivery)],
      ['Second Delivery Appointment', formatAppointment(load.extra_appointment_delivery)],
    ],
  } satisfies Record<string, Array<[string, string]>>;
}

/** Label-and-value pairs in the compact type of the detail pages. */
export function CompactFields({ fields }: { fields: Array<[string, string]> }) {
  return fields.map(([label, value]) => (
    <DetailField compact key={label} label={label}>
      {value}
    </DetailField>
  ));
}

/** Pickup and delivery fields side by side: ship date beside expected delivery, and so on. */
export function interleave({ pickup, delivery }: ReturnType<typeof loadSchedule>) {
  return pickup.flatMap((field, index) => [field, delivery[index] as [string, string]]);
}

import { bidRequest } from '@spotlane/shared/schemas/bids';
import { scheduleRequest, templateRequest } from '@spotlane/shared/schemas/load-templates';
import { loadRequest } from '@spotlane/shared/schemas/loads';
import type { AppContext } from '../context.ts';
import { placeBid } from '../modules/bids/index.ts';
import { createSchedule, createTemplate, runSchedule } from '../modules/load-templates/index.ts';
import { createLoad } from '../modules/loads/index.ts';
import type { Caller } from '../platform/auth.ts';

const isoDate = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * PRODUCT.md 16 in the demo: a four-stop milk run out for bids (with one bid), a template of
 * the weekly Chicago run and its schedule on Monday, Wednesday and Friday, with the loads it
 * has made already.
 */
export async function seedStops(
  ctx: AppContext,
  shipper: Caller,
  carrier: Caller,
  docks: { chicago: number; dallas: number; atlanta: number; columbus: number },
): Promise<void> {
  const run = await createLoad(
    ctx,
    shipper,
    loadRequest.parse({
      name: 'Milk run: paper rolls',
      stops: [
        {
          type: 'pickup',
          location_id: docks.chicago,
          date: isoDate(6),
          window_start: '07:00',
          window_end: '11:00',
          reference: 'PO-4410',
        },
        {
          type: 'pickup',
          location_id: docks.columbus,
          date: isoDate(7),
          appointment: `${isoDate(7)}T09:00`,
        },
        { type: 'delivery', location_id: docks.atlanta, date: isoDate(8), reference: 'DEL-77' },
        {
          type: 'delivery',
          location_id: docks.dallas,
          date: isoDate(9),
          window_start: '06:00',
          window_end: '14:00',
        },
      ],
      specs: { Pallets: '24', Commodity: 'Paper rolls' },
      equipment_type: 'dry_van',
      weight_lbs: 38_000,
      target_rate: 420_000,
      load_value: 5_600_000,
      description: 'Four stops; each dock has its own window.',
      audience: { type: 'all' },
    }),
  );
  await placeBid(
    ctx,
    carrier,
    bidRequest.parse({
      load_id: run.id,
      amount: 445_000,
      pickup_date: run.date_to_leave,
      delivery_date: run.expected_delivery_date,
      notes: 'Team drivers, all four docks on time.',
    }),
  );
  const template = await createTemplate(
    ctx.db,
    shipper,
    templateRequest.parse({
      name: 'Weekly Chicago to Dallas via Columbus',
      load: {
        name: 'Weekly steel coils',
        stops: [
          {
            type: 'pickup',
            location_id: docks.chicago,
            window_start: '08:00',
            window_end: '12:00',
          },
          { type: 'pickup', location_id: docks.columbus, day_offset: 1 },
          { type: 'delivery', location_id: docks.dallas, day_offset: 3 },
        ],
        specs: { Pallets: '20' },
        equipment_type: 'flatbed',
        weight_lbs: 42_000,
        target_rate: 380_000,
        audience: { type: 'all' },
      },
    }),
  );
  const schedule = await createSchedule(
    ctx.db,
    shipper,
    scheduleRequest.parse({
      template_id: template.id,
      weekdays: [2, 4, 6],
      loads_per_day: 1,
      lead_days: 7,
      starts_on: isoDate(0),
    }),
  );
  // The runner would make them at its next pass; the demo shows them at once.
  await runSchedule(ctx, schedule.id);
}

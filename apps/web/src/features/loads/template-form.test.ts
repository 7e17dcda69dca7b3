import { type TemplateResponse, templateLoad } from '@spotlane/shared/schemas/load-templates';
import { describe, expect, it } from 'vitest';
import { emptyFormStop, emptyShipmentValues, toRequest } from './shipment-form-values.ts';
import { fitsSpecStops, templateLoadOfValues, valuesOfTemplate } from './template-form.ts';

const stop = (
  type: 'pickup' | 'delivery',
  location_id: number,
  day_offset: number,
  more: Partial<TemplateResponse['load']['stops'][number]> = {},
) => ({
  type,
  location_id,
  day_offset,
  window_start: null,
  window_end: null,
  reference: null,
  notes: null,
  ...more,
});

const template = (stops: TemplateResponse['load']['stops']): TemplateResponse => ({
  id: 5,
  name: 'Monday run',
  load: {
    name: 'Steel to Dallas',
    stops,
    specs: { Hazmat: 'No' },
    description: 'Keep dry',
    load_value: 1_250_050,
    audience: { type: 'list', carrier_list_id: 8, carrier_ids: null, lane_id: null },
    target_rate: 185_000,
    equipment_type: 'dry_van',
    weight_lbs: 40_000,
    miles: null,
  },
  schedule_count: 0,
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
});

const companyOf = (locationId: number) => locationId * 10;

describe('a template in the shipment form (PRODUCT.md 16)', () => {
  it('saves the SPEC stops of the form with their days after the ship date', () => {
    const values = {
      ...emptyShipmentValues(),
      name: 'Steel',
      origin_company_id: '10',
      origin_location_id: '1',
      with_extra_origin: true,
      extra_origin_company_id: '20',
      extra_origin_location_id: '2',
      destination_company_id: '30',
      destination_location_id: '3',
      date_to_leave: '2030-06-10',
      expected_delivery_date: '2030-06-12',
      appointment_pickup: '2030-06-10T08:00',
      equipment_type: 'reefer',
      target_rate: '1850',
      specs: [{ key: 'Temp', value: '34F' }],
    };
    const saved = templateLoadOfValues(values);
    expect(saved.stops).toEqual([
      { type: 'pickup', location_id: 1, day_offset: 0 },
      { type: 'pickup', location_id: 2, day_offset: 0 },
      { type: 'delivery', location_id: 3, day_offset: 2 },
    ]);
    expect(saved).toMatchObject({
      name: 'Steel',
      equipment_type: 'reefer',
      target_rate: 185_000,
      specs: { Temp: '34F' },
      audience: { type: 'all' },
    });
    // What the server takes: the shared schema parses it.
    expect(templateLoad.safeParse(saved).success).toBe(true);
  });

  it("saves the stop editor's stops with their windows, counted from the first stop's day", () => {
    const values = {
      ...emptyShipmentValues(),
      name: 'Milk run',
      stops: [
        { ...emptyFormStop('pickup', '2030-06-10'), location_id: '1', window_start: '06:00' },
        { ...emptyFormStop('delivery', '2030-06-11'), location_id: '2', reference: 'PO 9' },
        { ...emptyFormStop('pickup', '2030-06-11'), location_id: '3' },
        { ...emptyFormStop('delivery', '2030-06-13'), location_id: '4', notes: 'Dock 2' },
      ],
    };
    const saved = templateLoadOfValues(values);
    expect(saved.stops.map((entry) => [entry.type, entry.location_id, entry.day_offset])).toEqual([
      ['pickup', 1, 0],
      ['delivery', 2, 1],
      ['pickup', 3, 1],
      ['delivery', 4, 3],
    ]);
    expect(saved.stops[0]?.window_start).toBe('06:00');
    expect(saved.stops[1]?.reference).toBe('PO 9');
    expect(saved.stops[3]?.notes).toBe('Dock 2');
    expect(templateLoad.safeParse(saved).success).toBe(true);
  });

  it('opens a two-stop template in the SPEC fields, dated from the ship date', () => {
    const values = valuesOfTemplate(
      template([stop('pickup', 1, 0), stop('delivery', 3, 2)]),
      '2030-06-10',
      companyOf,
    );
    expect(values).toMatchObject({
      name: 'Steel to Dallas',
      origin_company_id: '10',
      origin_location_id: '1',
      with_extra_origin: false,
      destination_company_id: '30',
      destination_location_id: '3',
      date_to_leave: '2030-06-10',
      expected_delivery_date: '2030-06-12',
      equipment_type: 'dry_van',
      target_rate: '1850',
      load_value: '12500.50',
      audience_type: 'list',
      carrier_list_id: '8',
      specs: [{ key: 'Hazmat', value: 'No' }],
    });
    expect(values.stops).toBeUndefined();
    // Sent as the form sends it, it is the template's load again.
    expect(toRequest(values, 'shipment')).toMatchObject({
      origin_location_id: 1,
      destination_location_id: 3,
      date_to_leave: '2030-06-10',
      expected_delivery_date: '2030-06-12',
    });
  });

  it('opens a milk run in the stop editor, each stop on its day; no ship date leaves them empty', () => {
    const stops = [
      stop('pickup', 1, 0),
      stop('delivery', 2, 1),
      stop('pickup', 3, 1),
      stop('delivery', 4, 3, { notes: 'Dock 2' }),
    ];
    expect(fitsSpecStops(stops)).toBe(false);
    const values = valuesOfTemplate(template(stops), '2030-06-10', companyOf);
    expect(values.stops?.map((entry) => [entry.type, entry.company_id, entry.date])).toEqual([
      ['pickup', '10', '2030-06-10'],
      ['delivery', '20', '2030-06-11'],
      ['pickup', '30', '2030-06-11'],
      ['delivery', '40', '2030-06-13'],
    ]);
    expect(values.stops?.[3]?.notes).toBe('Dock 2');
    const undated = valuesOfTemplate(template(stops), '', () => null);
    expect(undated.stops?.every((entry) => entry.date === '' && entry.company_id === null)).toBe(
      true,
    );
    expect(undated.expected_delivery_date).toBe('');
  });

  it('keeps the SPEC fields for two pickups then two deliveries, not for a window or three pickups', () => {
    expect(
      fitsSpecStops([
        stop('pickup', 1, 0),
        stop('pickup', 2, 0),
        stop('delivery', 3, 1),
        stop('delivery', 4, 1),
      ]),
    ).toBe(true);
    expect(
      fitsSpecStops([stop('pickup', 1, 0, { window_start: '06:00' }), stop('delivery', 3, 1)]),
    ).toBe(false);
    expect(
      fitsSpecStops([
        stop('pickup', 1, 0),
        stop('pickup', 2, 0),
        stop('pickup', 5, 0),
        stop('delivery', 3, 1),
      ]),
    ).toBe(false);
  });
});

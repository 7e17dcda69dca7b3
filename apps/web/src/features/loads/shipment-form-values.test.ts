import type { LoadDetail } from '@spotlane/shared/schemas/loads';
import { describe, expect, it } from 'vitest';
import { makeLoad } from '../../testing/fixtures.ts';
import {
  emptyShipmentValues,
  formProblems,
  fromLoad,
  missingMessage,
  type ShipmentFormValues,
  toRequest,
} from './shipment-form-values.ts';

const location = (id: number, companyId: number) => ({
  id,
  name: `Dock ${id}`,
  company_id: companyId,
  company_name: `Company ${companyId}`,
  timezone: 'America/Chicago',
  shipment_process: 'appointment',
  address: { address1: '1 Main St', city: 'Dallas', state: 'TX', zipcode: '75001' },
});

/** A shipment the form reads: what it uses is set here, the rest is the fixture's. */
const detail: LoadDetail = makeLoad({
  id: 4,
  identifier: 'SH-000004',
  status: 'unscheduled',
  name: 'Weekly produce',
  is_quote: false,
  origin_location: location(11, 1),
  destination_location: location(21, 2),
  extra_origin_location: null,
  extra_destination_location: location(22, 2),
  date_to_leave: '2027-03-01',
  expected_delivery_date: '2027-03-03',
  appointment_pickup: '2027-03-01T08:30',
  extra_appointment_pickup: null,
  appointment_delivery: null,
  extra_appointment_delivery: '2027-03-03T14:00',
  specs: { Pallets: '12', 'Dock height': 'yes' },
  description: 'Fragile',
  load_value: 2_500_050,
  target_rate: null,
  audience: { type: 'list', carrier_list_id: 3, carrier_ids: [] },
});

const filled = (): ShipmentFormValues => ({
  ...emptyShipmentValues(),
  name: 'Produce',
  origin_company_id: '1',
  origin_location_id: '11',
  destination_company_id: '2',
  destination_location_id: '21',
  date_to_leave: '2027-03-01',
  expected_delivery_date: '2027-03-02',
});

describe('fromLoad and toRequest', () => {
  it('round-trips a shipment through the form', () => {
    const values = fromLoad(detail);
    expect(values.load_value).toBe('25000.50');
    expect(values.with_extra_destination).toBe(true);
    expect(values.specs).toEqual([
      { key: 'Pallets', value: '12' },
      { key: 'Dock height', value: 'yes' },
    ]);
    const request = toRequest(values, 'shipment');
    expect(request).toMatchObject({
      name: 'Weekly produce',
      is_quote: false,
      origin_location_id: 11,
      destination_location_id: 21,
      extra_origin_location_id: null,
      extra_destination_location_id: 22,
      date_to_leave: '2027-03-01',
      appointment_pickup: '2027-03-01T08:30',
      extra_appointment_delivery: '2027-03-03T14:00',
      specs: { Pallets: '12', 'Dock height': 'yes' },
      load_value: 2_500_050,
      audience: { type: 'list', carrier_list_id: 3 },
    });
  });

  it('copies without dates, and a no-location quote starts a shipment without locations', () => {
    const copy = fromLoad(detail, { withoutDates: true });
    expect(copy.date_to_leave).toBe('');
    expect(copy.appointment_pickup).toBe('');
    expect(copy.origin_location_id).toBe('11');
    const bare = fromLoad(detail, { withoutLocations: true });
    expect(bare.origin_location_id).toBeNull();
    expect(bare.with_extra_destination).toBe(false);
  });

  it('sends only the city, state and zip for a no-location request', () => {
    const values = {
      ...filled(),
      quote_origin: { city: 'Austin', state: 'tx', zipcode: '73301' },
      quote_destination: { city: 'Reno', state: 'NV', zipcode: '89501' },
      appointment_pickup: '2027-03-01T08:00',
    };
    const request = toRequest(values, 'quote-no-location');
    expect(request.is_quote).toBe(true);
    expect(request.origin_location_id).toBeNull();
    expect(request.appointment_pickup).toBeNull();
    expect(request.quote_origin).toEqual({ city: 'Austin', state: 'tx', zipcode: '73301' });
    expect(formProblems(values, 'quote-no-location')).toEqual([]);
  });

  it('drops empty spec keys and the second stops when switched off', () => {
    const values = {
      ...filled(),
      specs: [
        { key: ' Pallets ', value: ' 4 ' },
        { key: '', value: 'lost' },
      ],
      extra_origin_location_id: '12',
      with_extra_origin: false,
    };
    const request = toRequest(values, 'shipment');
    expect(request.specs).toEqual({ Pallets: '4' });
    expect(request.extra_origin_location_id).toBeNull();
  });
});

describe('formProblems and missingMessage', () => {
  it("keeps a past ship date and says it can't be in the past, unless an edit kept it", () => {
    const values = {
      ...filled(),
      date_to_leave: '2020-01-06',
      expected_delivery_date: '2020-01-08',
    };
    const today = { today: '2026-11-28' };
    expect(formProblems(values, 'shipment', false, today)).toContainEqual({
      field: 'date_to_leave',
      message: "Ship date can't be in the past",
    });
    const kept = { ...today, keptShipDate: '2020-01-06' };
    expect(formProblems(values, 'shipment', false, kept)).toEqual([]);
  });

  it('says a huge load value is too large in dollars, not in cents', () => {
    const values = { ...filled(), load_value: '99999999999999999999', target_rate: '1e9' };
    const problems = formProblems(values, 'shipment');
    expect(problems).toContainEqual({
      field: 'load_value',
      message: 'Load value can be at most $100,000,000',
    });
    expect(problems).toContainEqual({
      field: 'target_rate',
      message: 'Enter the target rate in dollars, like 1800 or 1800.50',
    });
  });

  it('accepts a complete shipment', () => {
    expect(formProblems(filled(), 'shipment')).toEqual([]);
  });

  it('names every missing field at once, with the SPEC 5 message', () => {
    const values = { ...filled(), name: '', origin_location_id: null };
    const problems = formProblems(values, 'shipment');
    expect(problems).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Name is required' },
        { field: 'origin_location_id', message: 'Origin is required' },
      ]),
    );
    expect(missingMessage(values, problems)).toBe('The missing fields are: Name and Origin');
    const empty = emptyShipmentValues();
    expect(missingMessage(empty, formProblems(empty, 'shipment'))).toBe(
      'Complete all fields with asterisks',
    );
  });

  it('checks dollars, date order and the audience choice', () => {
    const values = {
      ...filled(),
      load_value: '12.345',
      expected_delivery_date: '2027-02-27',
      audience_type: 'carriers' as const,
    };
    const fields = formProblems(values, 'shipment').map((problem) => problem.field);
    expect(fields).toEqual(
      expect.arrayContaining(['load_value', 'expected_delivery_date', 'carrier_ids']),
    );
  });

  it('asks for each copy date and its delivery date', () => {
    const values = {
      ...filled(),
      date_to_leave: '',
      expected_delivery_date: '',
      copy_dates: [
        { date_to_leave: '2027-04-01', expected_delivery_date: '2027-03-30' },
        { date_to_leave: '', expected_delivery_date: '' },
      ],
    };
    const problems = formProblems(values, 'shipment', true);
    expect(problems.map((problem) => problem.field)).toEqual([
      'copy_dates.0.expected_delivery_date',
      'copy_dates.1.date_to_leave',
      'copy_dates.1.expected_delivery_date',
    ]);
    expect(missingMessage(values, problems)).toBe('The missing fields are: Ship dates');
  });
});

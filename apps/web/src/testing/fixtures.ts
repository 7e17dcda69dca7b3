import { allPermissions } from '@spotlane/shared/domain/permissions';
import { type User, userSchema } from '@spotlane/shared/schemas/auth';
import { bidResponse } from '@spotlane/shared/schemas/bids';
import { companyResponse, locationResponse } from '@spotlane/shared/schemas/companies';
import { loadCard, loadDetail } from '@spotlane/shared/schemas/loads';
import { setItem } from '../lib/device-storage.ts';
import { toStoredUser } from '../lib/session.ts';

/**
 * Answers as the server sends them, each parsed by its shared zod schema: a fixture the
 * contract does not allow throws here instead of passing a test.
 */

/**
 * A fixture maker: fresh `defaults` (a function, so each call gets its own objects) with the
 * test's `overrides` on top, parsed by `schema`.
 */
function fixture<T>(schema: { parse: (data: unknown) => T }, defaults: () => object) {
  return (overrides: Partial<T> = {}): T => schema.parse({ ...defaults(), ...overrides });
}

export const makeUser = fixture(userSchema, () => ({
  id: 1,
  user_type: 'shipper',
  email: 'sam@shipper.test',
  first_name: 'Sam',
  last_name: 'Shipper',
  company_name: 'Acme Foods',
  logo: null,
  permissions: allPermissions(true),
  otp_enabled: false,
}));

/** Signs the user in on this (jsdom) device, as the app does after login. */
export function signIn(user: User): User {
  setItem('userData', toStoredUser(user));
  setItem('currentUser', { email: user.email, otp_required: false });
  return user;
}

export const makeLocation = fixture(locationResponse, () => ({
  id: 11,
  company_id: 5,
  company_name: 'Northside Warehouse',
  name: 'Northside Dock 1',
  address: {
    address1: '100 Main St',
    address2: null,
    city: 'Springfield',
    state: 'IL',
    zipcode: '62701',
  },
  contact_name: 'Dana Dock',
  contact_phone: '217-555-0100',
  timezone: 'America/Chicago',
  shipment_process: 'fcfs',
  schedule: [],
}));

export const makeCompany = fixture(companyResponse, () => ({
  id: 5,
  name: 'Northside Warehouse',
  company_type: 'both',
  email: 'dock@northside.test',
  phone: '217-555-0100',
  notes: null,
  locations: [makeLocation()],
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
}));

const place = (id: number, city: string, state: string, zipcode: string) => ({
  id,
  name: `${city} Dock`,
  company_id: id,
  company_name: `${city} Co`,
  timezone: 'America/Chicago',
  shipment_process: 'fcfs',
  address: { address1: `${id} Main St`, city, state, zipcode },
});

export const makeLoadCard = fixture(loadCard, () => ({
  id: 42,
  identifier: 'SL-42',
  status: 'posted',
  name: 'Frozen peas to Denver',
  is_quote: false,
  origin_location: place(11, 'Springfield', 'IL', '62701'),
  destination_location: place(12, 'Denver', 'CO', '80202'),
  extra_origin_location: null,
  extra_destination_location: null,
  quote_origin: null,
  quote_destination: null,
  date_to_leave: '2026-12-01',
  expected_delivery_date: '2026-12-03',
  created_by: { id: 1, company_name: 'Acme Foods' },
  loadSpecs: { Weight: '20000 lb' },
  assigned_to: null,
  chosen_quote: null,
  bid_count: 0,
  bid_deadline: null,
  award_rule: 'manual',
  starred: false,
  is_late: false,
  created_at: '2026-11-20T10:00:00.000Z',
}));

export const makeLoad = fixture(loadDetail, () => ({
  ...makeLoadCard(),
  appointment_pickup: null,
  extra_appointment_pickup: null,
  appointment_delivery: null,
  extra_appointment_delivery: null,
  specs: { Weight: '20000 lb' },
  description: null,
  load_value: null,
  target_rate: null,
  audience: { type: 'all', carrier_list_id: null, carrier_ids: [] },
  marked_late: false,
  // PRODUCT.md 16: a load answers its stops (none in the fixture unless a test gives them).
  stops: [],
  status_history: [],
}));

export const makeBid = fixture(bidResponse, () => ({
  id: 7,
  load_id: 42,
  amount: 125000,
  pickup_date: '2026-12-01',
  delivery_date: '2026-12-03',
  notes: null,
  is_accepted: false,
  is_rejected: false,
  is_chosen: false,
  status: 'pending',
  valid_until: null,
  counters: [],
  standing: null,
  created_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  carrier_user_id: 30,
  bid_comments: [],
  shipper_carrier: {
    first_name: 'Cara',
    last_name: 'Carrier',
    company_name: 'Fast Freight',
    details: { cargo: '100000' },
  },
}));

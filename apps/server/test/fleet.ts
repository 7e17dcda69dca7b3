/** Fixtures of the fleet tests: drivers and units made through the API. */
import { expect } from 'vitest';
import type { TestClient } from './harness.ts';
import { day } from './market.ts';

export const driverBody = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Dana',
  last_name: 'Driver',
  phone: '(312) 555-0100',
  email: 'dana@example.com',
  license_number: 'd1234567',
  license_state: 'il',
  license_expiry: day(365),
  ...overrides,
});

let unitCounter = 0;
export const unitBody = (overrides: Record<string, unknown> = {}) => ({
  unit_number: `T-${++unitCounter}`,
  equipment_type: 'dry_van',
  plate: 'abc123',
  plate_state: 'IL',
  vin: '1M8GDM9AXKP042788',
  year: 2021,
  make: 'Freightliner',
  capacity_lbs: 45_000,
  length_ft: 53,
  ...overrides,
});

export async function addDriver(client: TestClient, overrides: Record<string, unknown> = {}) {
  const response = await client.post('/api/drivers', driverBody(overrides));
  expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number; [key: string]: unknown };
}

export async function addUnit(client: TestClient, overrides: Record<string, unknown> = {}) {
  const response = await client.post('/api/equipment', unitBody(overrides));
  expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number; [key: string]: unknown };
}

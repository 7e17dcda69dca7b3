import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  expectErrorShape,
  signUp,
  type TestClient,
  type TestContext,
} from '../../../test/harness.ts';

let ctx: TestContext;
let owner: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = (await signUp(ctx)).client;
});
afterAll(async () => {
  await ctx?.close();
});

const body = (phone: string | null, contactPhone: string | null) => ({
  name: 'Phone Check Partner',
  company_type: 'both',
  phone,
  locations: [
    {
      name: 'Main Dock',
      address: { address1: '1 Main St', city: 'Chicago', state: 'IL', zipcode: '60601' },
      contact_phone: contactPhone,
      shipment_process: 'appointment',
    },
  ],
});

describe('company phones', () => {
  it('refuses "not a phone" as the company or a location contact phone', async () => {
    const refused = await owner.post('/api/companies', body('not a phone', 'call me'));
    expect(refused.statusCode).toBe(400);
    expectErrorShape(refused.body);
    expect(refused.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'phone', message: 'Enter a valid phone number' }),
        expect.objectContaining({
          field: 'locations.0.contact_phone',
          message: 'Enter a valid phone number',
        }),
      ]),
    );
    const none = await owner.get('/api/companies');
    expect(none.body.results).toHaveLength(0);
  });

  it('takes a real phone, or none', async () => {
    const made = await owner.post('/api/companies', body('(312) 555-0111', null));
    expect(made.statusCode, JSON.stringify(made.body)).toBe(201);
    expect(made.body.phone).toBe('(312) 555-0111');
    const empty = await owner.post('/api/companies', body('', '+1 312 555 0100'));
    expect(empty.statusCode, JSON.stringify(empty.body)).toBe(201);
    expect(empty.body.phone).toBeNull();
  });
});

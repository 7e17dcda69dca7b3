import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { xsrfHeaders } from './accounts.ts';

/** A calendar date `days` from today (UTC), as yyyy-mm-dd. */
export function day(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 'yyyy-mm-dd' as shown in the app (MM-DD-YYYY). */
export function shown(date: string): string {
  const [y, m, d] = date.split('-');
  return `${m}-${d}-${y}`;
}

/** POST /api/companies with one location; answers the location id. */
export async function addCompany(
  request: APIRequestContext,
  context: BrowserContext,
  name: string,
  city: string,
  state: string,
  zipcode: string,
): Promise<number> {
  const response = await request.post('/api/companies', {
    headers: await xsrfHeaders(context),
    data: {
      name,
      locations: [
        { name: `${name} dock`, address: { address1: '1 Main St', city, state, zipcode } },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).locations[0].id as number;
}

/** POST /api/loads; answers the created load. */
export async function addLoad(
  request: APIRequestContext,
  context: BrowserContext,
  body: Record<string, unknown>,
): Promise<{ id: number; identifier: string; name: string }> {
  const response = await request.post('/api/loads', {
    headers: await xsrfHeaders(context),
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** Two companies (Chicago to Dallas) ready for shipments. */
export async function seedLocations(request: APIRequestContext, context: BrowserContext) {
  const origin = await addCompany(request, context, 'Acme Plant', 'Chicago', 'IL', '60601');
  const destination = await addCompany(request, context, 'Beta Store', 'Dallas', 'TX', '75201');
  return { origin, destination };
}

/** A load named `name` from `places.origin` to `places.destination`, leaving and delivered on those days. */
export async function addLoadBetween(
  page: Page,
  places: { origin: number; destination: number },
  name: string,
  days: { leave: number; deliver: number },
  more: Record<string, unknown> = {},
) {
  return addLoad(page.request, page.context(), {
    name,
    origin_location_id: places.origin,
    destination_location_id: places.destination,
    date_to_leave: day(days.leave),
    expected_delivery_date: day(days.deliver),
    ...more,
  });
}

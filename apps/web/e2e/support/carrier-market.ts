import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { type Account, signUp, xsrfHeaders } from './accounts.ts';

/** A shipper's market seeded through the API for the carrier journeys, and their locators. */

type Json = Record<string, unknown>;

/** One API call with the context's session cookie and XSRF header; fails loudly. */
export async function call(context: BrowserContext, method: string, url: string, data?: unknown) {
  const response = await context.request.fetch(url, {
    method,
    data: data === undefined ? undefined : (data as Json),
    headers: method === 'GET' ? {} : await xsrfHeaders(context),
  });
  const text = await response.text();
  expect(response.ok(), `${method} ${url}: ${response.status()} ${text}`).toBeTruthy();
  return (text ? JSON.parse(text) : null) as Json;
}

const weekdays = [2, 3, 4, 5, 6].map((weekday) => ({
  schedule_type: 'weekday',
  weekday,
  is_holiday: false,
  intervals: [{ start_time: '06:00', end_time: '18:00' }],
}));

function location(name: string, address1: string, city: string, state: string, zipcode: string) {
  return {
    name,
    address: { address1, address2: null, city, state, zipcode },
    shipment_process: 'appointment',
    schedule: weekdays,
  };
}

export interface Shipper {
  context: BrowserContext;
  account: Account;
  origin: number;
  destination: number;
  quoteOrigin: number;
}

/** A shipper with two companies (three locations) and the given carriers linked. */
export async function seedShipper(browser: Browser, baseURL: string, carriers: Account[]) {
  const context = await browser.newContext({ baseURL });
  const account = await signUp(context, 'shipper');
  const first = await call(context, 'POST', '/api/companies', {
    name: 'Lone Star Foods',
    company_type: 'both',
    locations: [
      location('Austin DC', '100 Congress Ave', 'Austin', 'TX', '78701'),
      location('Denver Yard', '5 Blake St', 'Denver', 'CO', '80202'),
    ],
  });
  const second = await call(context, 'POST', '/api/companies', {
    name: 'Peach Market',
    company_type: 'both',
    locations: [location('Atlanta Store', '9 Peachtree St', 'Atlanta', 'GA', '30303')],
  });
  for (const carrier of carriers) {
    await call(context, 'POST', '/api/carriers', { email: carrier.email });
  }
  const firstLocations = first.locations as Array<{ id: number }>;
  const secondLocations = second.locations as Array<{ id: number }>;
  return {
    context,
    account,
    origin: firstLocations[0]?.id ?? 0,
    quoteOrigin: firstLocations[1]?.id ?? 0,
    destination: secondLocations[0]?.id ?? 0,
  } satisfies Shipper;
}

export async function createLoad(
  shipper: Shipper,
  name: string,
  options: { quote?: boolean } = {},
) {
  const load = await call(shipper.context, 'POST', '/api/loads', {
    name,
    is_quote: options.quote ?? false,
    origin_location_id: options.quote ? shipper.quoteOrigin : shipper.origin,
    destination_location_id: shipper.destination,
    date_to_leave: '2030-06-10',
    expected_delivery_date: '2030-06-12',
    specs: { 'Equipment type': 'Dry van', 'Weight (lb)': '42000' },
    description: 'Keep dry. Dock 4.',
    audience: { type: 'all' },
  });
  return load.id as number;
}

export function tileCount(page: Page, category: string) {
  return page.getByTestId(`tile-count-${category}`);
}

export function cardFor(page: Page, text: string) {
  return page.getByTestId('spot-quote-card').filter({ hasText: text });
}

export async function pickDate(page: Page, label: string, value: string) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(value);
  await input.blur();
}

/** A carrier signed in on `page`, linked by a freshly seeded shipper. */
export async function carrierWithShipper(
  page: Page,
  browser: Browser,
  baseURL: string | undefined,
) {
  const carrier = await signUp(page, 'carrier');
  const shipper = await seedShipper(browser, baseURL ?? '', [carrier]);
  return { carrier, shipper };
}

/**
 * An Omaha (NE 68102) origin and a Tulsa (OK 74103) destination company, made through the API
 * in the shipper's `context`, named `${label} Origin ${suffix}` and `${label} Destination ${suffix}`
 * with docks `${label} Origin Dock` and `${label} Destination Dock`.
 */
export async function seedOmahaToTulsa(context: BrowserContext, label: string, suffix: string) {
  const place = (city: string, state: string, zipcode: string) => ({
    address: { address1: `1 ${label} St`, city, state, zipcode },
    shipment_process: 'appointment',
  });
  await call(context, 'POST', '/api/companies', {
    name: `${label} Origin ${suffix}`,
    company_type: 'origin',
    locations: [{ name: `${label} Origin Dock`, ...place('Omaha', 'NE', '68102') }],
  });
  await call(context, 'POST', '/api/companies', {
    name: `${label} Destination ${suffix}`,
    company_type: 'destination',
    locations: [{ name: `${label} Destination Dock`, ...place('Tulsa', 'OK', '74103') }],
  });
}

const isoDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A dry-van load of the shipper's, bid on by the carrier signed in on `page` and awarded to it
 * through the API; answers the load's id.
 */
export async function awardedLoad(
  page: Page,
  shipper: Shipper,
  load: { name: string; leaveInDays: number; amount: number },
): Promise<number> {
  const leave = isoDay(load.leaveInDays);
  const deliver = isoDay(load.leaveInDays + 2);
  const created = await call(shipper.context, 'POST', '/api/loads', {
    name: load.name,
    origin_location_id: shipper.origin,
    destination_location_id: shipper.destination,
    date_to_leave: leave,
    expected_delivery_date: deliver,
    specs: { 'Equipment type': 'Dry van' },
    audience: { type: 'all' },
  });
  await page.request.get('/api/auth/me');
  const bid = await call(page.context(), 'POST', '/api/bids', {
    load_id: created.id,
    amount: load.amount,
    pickup_date: leave,
    delivery_date: deliver,
  });
  await call(shipper.context, 'POST', `/api/bids/${bid.id}/accept`);
  return created.id as number;
}

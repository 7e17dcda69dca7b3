import { mkdirSync } from 'node:fs';
import {
  type Browser,
  type BrowserContext,
  expect as baseExpect,
  type Locator,
  type Page,
} from '@playwright/test';
import { type Account, signUp, xsrfHeaders } from './accounts.ts';
import { linkCarrier } from './seed-network.ts';
import { addLoadBetween, day, seedLocations } from './ship-seed.ts';

/** The machine these run on can be slow to serve a page's first chunks: a longer wait, same checks. */
export const slowExpect = baseExpect.configure({ timeout: 20_000 });

/** The folder a journey's screenshots go to (E2E_SHOTS_DIR, or /tmp/shots-<name>), made. */
export function shotsDir(name: string): string {
  const dir = process.env.E2E_SHOTS_DIR ?? `/tmp/shots-${name}`;
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * A journey's opening: a new account signed in on `page`, and a suffix that keeps this run's
 * names apart. Its time limit is the config's, the same for every journey.
 */
export async function beginJourney(
  page: Page,
  type: Account['type'],
  prefix: string,
): Promise<string> {
  await signUp(page, type, prefix);
  return Date.now().toString(36);
}

/**
 * The shipper accepts or rejects `company`'s bid of `amount` from its row in View Bids: the
 * row's button (`from`: 'Accept', 'Accepted'...), the menu, the confirmation, Yes; the row
 * then says so.
 */
export async function decideBid(
  page: Page,
  row: Locator,
  from: string,
  verb: 'Accept' | 'Reject',
  bid: { company: string; amount: string },
) {
  await row.getByRole('button', { name: from }).click();
  await page.getByRole('menuitem', { name: verb }).click();
  const question = `Would you like to ${verb.toLowerCase()} ${bid.company} bid for ${bid.amount}?`;
  await baseExpect(page.getByText(question)).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await baseExpect(row.getByRole('button', { name: `${verb}ed` })).toBeVisible();
}

/**
 * A shipper signed in on `page` (through the API), a carrier in its network with its own
 * browser context (signed in too), and one load between two seeded companies.
 */
export async function shipperCarrierAndLoad(
  page: Page,
  browser: Browser,
  prefixes: { shipper: string; carrier: string },
  load: { name: string; leave: number; deliver: number; more?: Record<string, unknown> },
) {
  await signUp(page, 'shipper', prefixes.shipper);
  const carrierContext = await browser.newContext();
  const carrier = await signUp(carrierContext, 'carrier', prefixes.carrier);
  await page.request.get('/api/auth/me');
  await linkCarrier(page, carrier.email);
  const places = await seedLocations(page.request, page.context());
  const created = await addLoadBetween(page, places, load.name, load, load.more);
  await carrierContext.request.get('/api/auth/me');
  return { carrier, carrierContext, load: created };
}

/**
 * The carrier that holds a load marks it picked up or delivered on its tracking steps: the steps
 * before it in order, then the button, its confirmation, and the new status.
 */
export async function markLoad(page: Page, step: 'picked up' | 'delivered') {
  const tracking = page.getByTestId('tracking-panel');
  const before =
    step === 'picked up' ? ['Dispatched', 'Arrived at pickup'] : ['Arrived at delivery'];
  for (const name of before) {
    const button = tracking.getByRole('button', { name, exact: true });
    await baseExpect(button).toBeEnabled();
    await button.click();
    await baseExpect(button).toBeDisabled();
  }
  await tracking.getByRole('button', { name: `Mark ${step}` }).click();
  await page
    .getByRole('dialog', { name: `Mark ${step}?` })
    .getByRole('button', { name: `Yes, ${step}` })
    .click();
  const status = step === 'picked up' ? 'In Transit' : 'Delivered';
  await baseExpect(page.getByLabel(`Status: ${status}`)).toBeVisible();
}

/** The carrier (its signed-in context) bids $1,500 on the load through the API, for the days 4 to 6 ahead. */
export async function bidThroughApi(
  carrier: BrowserContext,
  loadId: number,
): Promise<{ id: number }> {
  const placed = await carrier.request.post('/api/bids', {
    headers: await xsrfHeaders(carrier),
    data: {
      load_id: loadId,
      amount: 150_000,
      pickup_date: day(4),
      delivery_date: day(6),
      notes: 'Team drivers',
    },
  });
  baseExpect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as { id: number };
}

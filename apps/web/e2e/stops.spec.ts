import { expect, type Page, test } from '@playwright/test';
import { signUp, xsrfHeaders } from './support/accounts.ts';
import { bidThroughApi, shotsDir, slowExpect } from './support/journey.ts';
import { linkCarrier } from './support/seed-network.ts';
import { addCompany, addLoad, day } from './support/ship-seed.ts';

/** PRODUCT.md 16: multi-stop loads, templates and recurring shipments, in a real browser. */
const SHOTS = shotsDir('stops');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

async function shot(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
}

/** Four docks of the signed-in shipper: Chicago, Gary, Tulsa, Dallas. */
async function fourDocks(page: Page) {
  const request = page.request;
  const context = page.context();
  return [
    await addCompany(request, context, 'Acme Plant', 'Chicago', 'IL', '60601'),
    await addCompany(request, context, 'Gamma Mill', 'Gary', 'IN', '46402'),
    await addCompany(request, context, 'Delta Shop', 'Tulsa', 'OK', '74103'),
    await addCompany(request, context, 'Beta Store', 'Dallas', 'TX', '75201'),
  ] as const;
}

async function fourStopLoad(page: Page, name: string) {
  const [chicago, gary, tulsa, dallas] = await fourDocks(page);
  return addLoad(page.request, page.context(), {
    name,
    stops: [
      {
        type: 'pickup',
        location_id: chicago,
        date: day(4),
        window_start: '07:00',
        window_end: '11:00',
        reference: 'PO-4410',
      },
      { type: 'pickup', location_id: gary, date: day(4), appointment: `${day(4)}T14:00` },
      { type: 'delivery', location_id: tulsa, date: day(5) },
      { type: 'delivery', location_id: dallas, date: day(6) },
    ],
    equipment_type: 'dry_van',
    specs: { Pallets: '24' },
  });
}

test('a four-stop load: created, bid, awarded, confirmed, and seen in order by its carrier', async ({
  page,
  browser,
}) => {
  await signUp(page, 'shipper', 'stops');
  const carrierContext = await browser.newContext();
  const carrier = await signUp(carrierContext, 'carrier', 'stops-carrier');
  await page.request.get('/api/auth/me');
  await linkCarrier(page, carrier.email);
  const load = await fourStopLoad(page, 'Milk run');

  // The shipper's list card says "+2 stops"; the detail lists the four in order.
  await page.goto('/all-shipments');
  await slowExpect(page.getByTestId('extra-stops').first()).toHaveText('+2 stops');
  await page.goto(`/shipment-detail/${load.id}/1`);
  const stops = page.getByTestId('stop-list');
  await slowExpect(stops).toBeVisible();
  await expect(stops.getByText(/^Stop \d · /)).toHaveText([
    'Stop 1 · Pickup',
    'Stop 2 · Pickup',
    'Stop 3 · Delivery',
    'Stop 4 · Delivery',
  ]);
  await expect(stops).toContainText('Ref PO-4410');
  await shot(page, 'shipment-detail-4-stops');

  // The carrier bids; the shipper awards; the rate confirmation is made.
  await carrierContext.request.get('/api/auth/me');
  const bid = await bidThroughApi(carrierContext, load.id);
  const accepted = await page.request.post(`/api/bids/${bid.id}/accept`, {
    headers: await xsrfHeaders(page.context()),
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const pdf = await page.request.get(`/api/loads/${load.id}/rate_confirmation`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');

  // The carrier holding it sees the four stops in order, with their docks.
  const carrierPage = await carrierContext.newPage();
  await carrierPage.goto(`/spot-quotes/assigned/${load.id}`);
  const seen = carrierPage.getByTestId('stop-list');
  await slowExpect(seen).toBeVisible();
  await expect(seen.getByText(/^Stop \d · /)).toHaveText([
    'Stop 1 · Pickup',
    'Stop 2 · Pickup',
    'Stop 3 · Delivery',
    'Stop 4 · Delivery',
  ]);
  await expect(seen).toContainText('Gamma Mill dock');
  await shot(carrierPage, 'carrier-4-stops');
  await carrierContext.close();

  // The stop editor of the form: more stops, reordered from the keyboard.
  await page.goto('/add-new-shipment');
  await page.getByRole('button', { name: 'More stops' }).click();
  await expect(page.getByTestId(/^stop-\d+$/)).toHaveCount(3);
  await page.getByRole('button', { name: 'Add a stop' }).click();
  await expect(page.getByTestId(/^stop-\d+$/)).toHaveCount(4);
  await page.getByRole('button', { name: 'Reorder stop 4' }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Stop 4 moved to position 3')).toBeAttached();
  await page.getByRole('button', { name: 'Remove stop 4' }).click();
  await expect(page.getByTestId(/^stop-\d+$/)).toHaveCount(3);
  await shot(page, 'stop-editor');
});

test('a template from a load, a load from the template, and a weekly schedule making its loads', async ({
  page,
}) => {
  await signUp(page, 'shipper', 'templates');
  const load = await fourStopLoad(page, 'Weekly paper');

  await page.goto(`/shipment-detail/${load.id}/1`);
  await page.getByRole('button', { name: 'Save as template' }).click();
  await page.getByLabel('Template name').fill('Weekly paper run');
  await page.getByRole('button', { name: 'Save template' }).click();
  await page.getByRole('link', { name: 'Open templates' }).click();
  const card = page.getByTestId('template-card');
  await slowExpect(card).toContainText('Weekly paper run');
  await expect(card).toContainText('4 stops: 2 pickups, 2 deliveries');
  await shot(page, 'templates');

  // Repeat it every Monday, Wednesday and Friday, a week ahead.
  await card.getByRole('link', { name: 'Repeat on a schedule' }).click();
  await slowExpect(
    page.getByRole('heading', { name: 'Recurring Shipments', exact: true }),
  ).toBeVisible();
  await page.getByLabel('Created this many days ahead').fill('7');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByRole('status')).toContainText('Weekly paper run');
  // The schedule's own page, by its link's address (the list re-renders as the runner works).
  const scheduleLink = page.getByRole('link', { name: 'Weekly paper run' });
  await page.goto((await scheduleLink.getAttribute('href')) as string);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Loads made \([1-9]/ })).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByText('Next run:')).toBeVisible();
  await shot(page, 'schedule');
  await page.goto('/load-schedules');
  await slowExpect(page.getByRole('link', { name: 'Weekly paper run' })).toBeVisible();
  await shot(page, 'schedules');
});

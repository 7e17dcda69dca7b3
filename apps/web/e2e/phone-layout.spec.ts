import { expect, type Locator, test } from '@playwright/test';
import { call, carrierWithShipper } from './support/carrier-market.ts';
import { beginJourney, shotsDir } from './support/journey.ts';
import { day } from './support/ship-seed.ts';

/** What a shipper sees on a 390 px phone: nothing off to the right, nothing under the help button. */
const SHOTS = shotsDir('phone-layout');
const PHONE = { width: 390, height: 844 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'an element on screen').toBeTruthy();
  return found as { x: number; y: number; width: number; height: number };
}

async function withinWidth(locator: Locator) {
  const { x, width } = await box(locator);
  expect(x).toBeGreaterThanOrEqual(0);
  expect(x + width).toBeLessThanOrEqual(PHONE.width);
}

test.use({ viewport: PHONE });

test('on a phone the drivers list, the calendar, the header and the page ends fit the screen', async ({
  page,
}) => {
  const suffix = await beginJourney(page, 'shipper', 'phone');
  await page.request.get('/api/auth/me');
  for (const [first, status] of [
    ['Dana', 'active'],
    ['Eli', 'inactive'],
  ] as const) {
    await call(page.context(), 'POST', '/api/drivers', {
      first_name: first,
      last_name: `Phone ${suffix}`,
      phone: '(312) 555-0100',
      license_number: 'D1234567',
      license_state: 'IL',
      license_expiry: day(400),
      status,
    });
  }

  // Drivers: each driver's licence expiry and status are on screen, not off to the right.
  await page.goto('/drivers');
  const dana = page.getByRole('article').filter({ hasText: `Dana Phone ${suffix}` });
  await expect(dana).toBeVisible({ timeout: 30_000 });
  await withinWidth(dana.getByText('Active', { exact: true }));
  await withinWidth(dana.getByText('Expiry'));
  const eli = page.getByRole('article').filter({ hasText: `Eli Phone ${suffix}` });
  await withinWidth(eli.getByText('Inactive', { exact: true }));
  await page.screenshot({ path: `${SHOTS}/drivers-390.png`, fullPage: true });

  // The header keeps one row: the bell sits level with the page title.
  const title = page.getByRole('heading', { name: 'Drivers', level: 1 });
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible({ timeout: 30_000 });
  const titleBox = await box(title);
  const bellBox = await box(bell);
  expect(
    Math.abs(titleBox.y + titleBox.height / 2 - (bellBox.y + bellBox.height / 2)),
  ).toBeLessThan(12);
  await withinWidth(bell);

  // The end of the page scrolls clear of the floating help button.
  const help = page.getByRole('button', { name: /^Help/ });
  await expect(help).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const helpBox = await box(help);
  const lastCard = await box(eli);
  expect(lastCard.y + lastCard.height).toBeLessThanOrEqual(helpBox.y);

  // The month calendar shows all seven days across the phone.
  await page.goto('/calendar');
  await page.getByRole('radio', { name: 'Month' }).check({ force: true });
  const grid = page.getByTestId('calendar-grid');
  await expect(grid).toBeVisible({ timeout: 30_000 });
  for (const weekday of ['Sun', 'Wed', 'Sat']) {
    await withinWidth(grid.getByText(weekday, { exact: true }));
  }
  const calendarTitle = page.getByRole('heading', { name: 'Calendar', level: 1 });
  const calendarBell = await box(bell);
  const calendarTitleBox = await box(calendarTitle);
  expect(
    Math.abs(
      calendarTitleBox.y + calendarTitleBox.height / 2 - (calendarBell.y + calendarBell.height / 2),
    ),
  ).toBeLessThan(12);
  await page.screenshot({ path: `${SHOTS}/calendar-390.png`, fullPage: true });
});

test("on a phone the bid form's Check buttons scroll clear of the help button", async ({
  page,
  browser,
  baseURL,
}) => {
  const { shipper } = await carrierWithShipper(page, browser, baseURL);
  const created = await call(shipper.context, 'POST', '/api/loads', {
    name: 'Phone bid load',
    origin_location_id: shipper.origin,
    destination_location_id: shipper.destination,
    date_to_leave: day(20),
    expected_delivery_date: day(22),
    specs: { 'Equipment type': 'Dry van' },
    audience: { type: 'all' },
  });
  await page.goto(`/spot-quotes/${created.id}/bid`);
  const checks = page.getByRole('button', { name: /^Check/ });
  await expect(checks.last()).toBeVisible({ timeout: 30_000 });
  const help = page.getByRole('button', { name: /^Help/ });
  await expect(help).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const helpBox = await box(help);
  const submit = page.locator('button[type="submit"]').last();
  for (const button of [checks.last(), submit]) {
    const { y, height } = await box(button);
    expect(y + height).toBeLessThanOrEqual(helpBox.y);
  }
  await page.screenshot({ path: `${SHOTS}/bid-form-end-390.png` });
});

import { expect, type Page, test } from '@playwright/test';
import { logOut, PASSWORD, signIn, signUp, xsrfHeaders } from './support/accounts.ts';
import { publishReviewed } from './support/forms.ts';
import { inviteTeammate } from './support/invitation.ts';
import { shipperCarrierAndLoad, shotsDir } from './support/journey.ts';
import { requireMailbox, setPasswordPathFrom, waitForMail } from './support/mailbox.ts';
import {
  createOriginAndDestination,
  linkCarrier,
  registerCarrier,
} from './support/seed-network.ts';
import { addLoadBetween, day, seedLocations } from './support/ship-seed.ts';

/** The shipper side and the shell. Screenshots for review go to SHOTS. */
const SHOTS = shotsDir('ux-shipper');
const PHONE = { width: 390, height: 844 };

// Long walks on a machine shared by several builds: time for each, and for slow first paints.
test.describe.configure({ timeout: 240_000 });
const SLOW = { timeout: 30_000 };

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png` });
}

/** A labelled input, whether or not its label carries the required asterisk. */
function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page
    .getByLabel(new RegExp(`^${escaped}( \\*)?$`))
    .and(page.locator('input, button, textarea'));
}

async function typeDate(page: Page, label: string, value: string) {
  const input = field(page, label);
  await input.fill(value);
  await input.press('Tab');
}

async function pickTime(page: Page, label: string, time: string) {
  await page.getByLabel(`${label} time`).click();
  await page.getByRole('option', { name: time, exact: true }).click();
}

async function pickDay(page: Page, label: string, day: string) {
  await field(page, label).click();
  await page.getByRole('button', { name: day, exact: true }).click();
}

test.describe('appointments in a browser on New York time', () => {
  // 14 March 2027 is the day New York clocks skip 2:00-3:00 am: a time parsed in the
  // browser's zone moves there. Appointments are the location's wall-clock time (PRODUCT 4).
  test.use({ timezoneId: 'America/New_York' });

  test('the appointment picker saves what it shows, through every interaction', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signUp(page, 'shipper', 'appt');
    await page.goto('/shipments');
    await createOriginAndDestination(page);
    const carrier = await registerCarrier(() => playwright.request.newContext({ baseURL }));
    await linkCarrier(page, carrier.account.email);

    await page.goto('/add-new-shipment');
    await expect(page.getByRole('heading', { name: 'New Shipment', level: 1 })).toBeVisible(SLOW);

    // Past days are not offered; a typed past ship date stays in its field, and the form
    // says why it cannot be saved.
    await typeDate(page, 'Ship date', '01/05/2026');
    await expect(field(page, 'Ship date')).toHaveValue('01/05/2026');

    await field(page, 'Name').fill('Daylight saving run');
    await typeDate(page, 'Ship date', '03/12/2027');
    await typeDate(page, 'Expected delivery date', '03/15/2027');
    await field(page, 'Origin company').click();
    await page.getByRole('option', { name: 'Prairie Farms' }).first().click();
    await field(page, 'Destination company').click();
    await page.getByRole('option', { name: 'Lakeside Market' }).first().click();

    // A day picked without touching the time: 9:00 AM, shown at once.
    const pickupTime = page.getByLabel('Pickup appointment time');
    await expect(pickupTime).toHaveValue('');
    await pickDay(page, 'Pickup appointment', '14 March 2027');
    await expect(field(page, 'Pickup appointment')).toHaveValue('03/14/2027');
    await expect(pickupTime).toHaveValue('9:00 AM');
    // Then 2:30 AM, the hour New York skips that night.
    await pickTime(page, 'Pickup appointment', '2:30 AM');
    await expect(pickupTime).toHaveValue('2:30 AM');

    // A time before any day takes the expected delivery date; a day changed after it keeps it.
    await pickTime(page, 'Delivery appointment', '9:00 PM');
    await expect(field(page, 'Delivery appointment')).toHaveValue('03/15/2027');
    await pickDay(page, 'Delivery appointment', '16 March 2027');
    await expect(field(page, 'Delivery appointment')).toHaveValue('03/16/2027');
    await expect(page.getByLabel('Delivery appointment time')).toHaveValue('9:00 PM');
    await shot(page, 'shipment-form-appointments');

    await publishReviewed(page);
    await expect(page).toHaveURL(/\/shipment-detail\/\d+\/1$/);
    const id = Number(/shipment-detail\/(\d+)/.exec(page.url())?.[1]);
    const saved = await (await page.request.get(`/api/loads/${id}`)).json();
    expect(saved.appointment_pickup).toBe('2027-03-14T02:30');
    expect(saved.appointment_delivery).toBe('2027-03-16T21:00');
    await expect(page.getByText('03-14-2027 2:30 am')).toBeVisible();
    await expect(page.getByText('03-16-2027 9:00 pm')).toBeVisible();

    // Reopening shows the saved times; changing only the day keeps the time.
    await page.goto(`/edit-load/${id}`);
    await expect(field(page, 'Pickup appointment')).toHaveValue('03/14/2027', SLOW);
    await expect(page.getByLabel('Pickup appointment time')).toHaveValue('2:30 AM');
    await expect(page.getByLabel('Delivery appointment time')).toHaveValue('9:00 PM');
    await pickDay(page, 'Pickup appointment', '13 March 2027');
    await expect(page.getByLabel('Pickup appointment time')).toHaveValue('2:30 AM');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(new RegExp(`/shipment-detail/${id}/1$`));
    const edited = await (await page.request.get(`/api/loads/${id}`)).json();
    expect(edited.appointment_pickup).toBe('2027-03-13T02:30');
    expect(edited.appointment_delivery).toBe('2027-03-16T21:00');
  });
});

test('the server refuses a ship date in the past, and the form says so', async ({ page }) => {
  await signUp(page, 'shipper', 'past');
  const { origin, destination } = await seedLocations(page.request, page.context());
  const refused = await page.request.post('/api/loads', {
    headers: await xsrfHeaders(page.context()),
    data: {
      name: 'Three weeks late',
      origin_location_id: origin,
      destination_location_id: destination,
      date_to_leave: day(-21),
      expected_delivery_date: day(-19),
    },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).errors).toEqual([
    { code: 'ValidationError', field: 'date_to_leave', message: "Ship date can't be in the past" },
  ]);

  // A copy to a past day is refused on its row.
  const load = await addLoadBetween(page, { origin, destination }, 'Copied run', {
    leave: 5,
    deliver: 7,
  });
  const copy = await page.request.post(`/api/loads/${load.id}/copy`, {
    headers: await xsrfHeaders(page.context()),
    data: { dates: [{ date_to_leave: day(-3), expected_delivery_date: day(-1) }] },
  });
  expect(copy.status()).toBe(400);
  expect((await copy.json()).errors[0]).toMatchObject({
    field: 'dates.0.date_to_leave',
    message: "Ship date can't be in the past",
  });

  // In the form the past days of every picker are disabled.
  await page.goto(`/copy-shipment/${load.id}`);
  await field(page, 'Ship date 1').click();
  // Yesterday's day is not offered (on the previous month's page when today is the 1st).
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
  if (yesterday.getDate() > new Date().getDate())
    await page.getByRole('button', { name: 'Previous month' }).click();
  const dayName = `${yesterday.getDate()} ${yesterday.toLocaleString('en-US', { month: 'long' })} ${yesterday.getFullYear()}`;
  await expect(page.getByRole('button', { name: dayName, exact: true })).toBeDisabled();
});

test('anonymous pages ask nothing about a session and log no error', async ({ page }) => {
  const errors: string[] = [];
  const asked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/me')) asked.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in to Spotlane' })).toBeVisible();
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
});

test('the header fits each page, with one List/Calendar pair', async ({ page }) => {
  await signUp(page, 'shipper', 'header');
  await page.goto('/shipments');
  await expect(page.getByRole('textbox', { name: 'Search shipments' })).toHaveAttribute(
    'placeholder',
    'Search Shipments...',
    SLOW,
  );
  await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Calendar', exact: true })).toHaveCount(1);
  await expect(page.getByRole('radio', { name: 'List' })).toHaveCount(0);
  await shot(page, 'shipments');

  for (const [path, placeholder] of [
    ['/companies', 'Search Companies...'],
    ['/carriers', 'Search Carriers...'],
    ['/quotes', 'Search Quotes...'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByPlaceholder(placeholder)).toBeVisible(SLOW);
    await expect(page.getByPlaceholder('Search Shipments...')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveCount(0);
    await shot(page, path.slice(1));
  }
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible(SLOW);
  await expect(page.getByRole('textbox', { name: /^Search/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveCount(0);

  // The company form refuses "not a phone" (shared rule).
  await page.goto('/add-new-company');
  await expect(page.getByRole('textbox', { name: 'Company name', exact: true })).toBeVisible(SLOW);
  await page.getByRole('textbox', { name: 'Company name', exact: true }).fill('Phone Check Co');
  await page.getByRole('textbox', { name: 'Contact phone' }).first().fill('not a phone');
  await page.getByRole('button', { name: 'Save company' }).click();
  await expect(page.getByText('Enter a valid phone number').first()).toBeVisible();
  await shot(page, 'company-form-phone');

  // The carrier-list hint and its error show once.
  await page.goto('/add-new-list');
  await expect(page.getByRole('textbox', { name: 'List name' })).toBeVisible(SLOW);
  await expect(page.getByText('A carrier list needs 2 or more carriers')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'List name' }).fill('Reefers');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByText('A carrier list needs 2 or more carriers')).toHaveCount(1);
});

test('at phone size: a drawer that closes, bids that stack, a compact tile strip', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(PHONE);
  const { carrierContext, load } = await shipperCarrierAndLoad(
    page,
    browser,
    { shipper: 'phone', carrier: 'phonebid' },
    { name: 'Phone-size peas', leave: 4, deliver: 6 },
  );
  const placed = await carrierContext.request.post('/api/bids', {
    headers: await xsrfHeaders(carrierContext),
    data: {
      load_id: load.id,
      amount: 230_000,
      pickup_date: day(4),
      delivery_date: day(6),
      notes: 'Can load early',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);

  // The count tiles: a strip, not 450 px before the first card.
  await page.goto('/shipments');
  const tiles = page.getByTestId('count-tiles');
  await expect(tiles).toBeVisible(SLOW);
  expect((await tiles.boundingBox())?.height ?? 999).toBeLessThan(130);
  await shot(page, 'shipments');

  // The drawer opens and closes with its own button.
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toBeVisible();
  await expect(close).toBeInViewport();
  await shot(page, 'drawer');
  await close.click();
  // The drawer slides out of the screen.
  await expect(close).not.toBeInViewport();

  // View Bids: the row stacks; Accept is on screen without scrolling sideways.
  await page.goto(`/shipment-detail/${load.id}/1`);
  await expect(page.getByRole('button', { name: 'View Bids' })).toBeVisible(SLOW);
  await page.getByRole('button', { name: 'View Bids' }).click();
  const dialog = page.getByRole('dialog', { name: 'View Bids' });
  const accept = dialog.getByRole('button', { name: 'Accept' });
  await expect(accept).toBeVisible();
  await expect(accept).toBeInViewport({ ratio: 1 });
  await expect(dialog).toContainText('$2,300');
  const overflow = await dialog
    .locator('table')
    .evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0));
  expect(overflow).toBeLessThanOrEqual(1);
  await shot(page, 'view-bids');
  await carrierContext.close();
});

test('a dispatcher without company_update sees companies read-only', async ({ page }) => {
  requireMailbox();
  await signUp(page, 'shipper', 'owner13');
  await seedLocations(page.request, page.context());
  const dispatcher = await inviteTeammate(
    page,
    { first_name: 'Dana', last_name: 'Dispatcher' },
    { company_update: false },
  );
  await page.goto('/shipments');
  await logOut(page);

  const mail = await waitForMail(dispatcher, /invited you/);
  await page.goto(setPasswordPathFrom(mail));
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password and continue' }).click();
  // The set-password page has a Sign in link too: wait for the confirmation page first.
  await expect(page).toHaveURL(/\/passwordConfirmed$/, SLOW);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, dispatcher);
  await expect(page).toHaveURL(/\/shipments$/);

  // Decision 024: the list opens by URL, read-only.
  await page.goto('/companies');
  await expect(page.getByText(/^Read only\./)).toBeVisible(SLOW);
  await expect(page.getByRole('heading', { name: 'Acme Plant' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Company' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Import CSV' })).toHaveCount(0);
  await shot(page, 'companies-read-only');

  // The pages that change companies refuse, with a way back.
  for (const path of ['/add-new-company', '/edit-company-csv']) {
    await page.goto(path);
    await expect(page.getByRole('alert')).toContainText(
      'needs the "Manage companies" permission',
      SLOW,
    );
    await expect(page.getByRole('textbox', { name: 'Company name', exact: true })).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Back to companies' }).click();
  await expect(page).toHaveURL(/\/companies$/);
});

test('screens changed for shippers, at desktop and phone size', async ({ page, browser }) => {
  const { carrierContext, load } = await shipperCarrierAndLoad(
    page,
    browser,
    { shipper: 'shots13', carrier: 'shots13c' },
    { name: 'Screens run', leave: 2, deliver: 4, more: { appointment_pickup: `${day(2)}T21:00` } },
  );
  const bid = await carrierContext.request.post('/api/bids', {
    headers: await xsrfHeaders(carrierContext),
    data: { load_id: load.id, amount: 230_000, pickup_date: day(2), delivery_date: day(4) },
  });
  expect(bid.status(), await bid.text()).toBe(201);

  for (const size of [{ width: 1440, height: 900 }, PHONE]) {
    await page.setViewportSize(size);
    await page.goto('/shipments');
    await expect(page.getByTestId('count-tiles')).toBeVisible(SLOW);
    await shot(page, 'screen-shipments');
    await page.goto('/calendar');
    await expect(page.getByTestId('calendar-grid')).toBeVisible(SLOW);
    await shot(page, 'screen-calendar');
    await page.goto('/companies');
    // On a phone the header's search opens from its icon (one header row with the bell).
    if (size === PHONE) await page.getByRole('button', { name: 'Open search' }).click(SLOW);
    await expect(page.getByPlaceholder('Search Companies...')).toBeVisible(SLOW);
    await shot(page, 'screen-companies');
    await page.goto(`/edit-load/${load.id}`);
    await expect(page.getByLabel('Pickup appointment time')).toHaveValue('9:00 PM', SLOW);
    await page.getByLabel('Pickup appointment time').scrollIntoViewIfNeeded();
    await shot(page, 'screen-edit-appointment');
    await page.goto(`/shipment-detail/${load.id}/1`);
    await expect(page.getByRole('button', { name: 'View Bids' })).toBeVisible(SLOW);
    await shot(page, 'screen-detail');
    await page.getByRole('button', { name: 'View Bids' }).click();
    await expect(page.getByRole('dialog', { name: 'View Bids' })).toContainText('$2,300');
    await shot(page, 'screen-view-bids');
    await page.keyboard.press('Escape');
    await page.goto('/companies');
    await page
      .getByRole('button', { name: /shipping hours/i })
      .first()
      .click();
    const confirm = page.getByRole('dialog', { name: 'Set Shipping hours' });
    const editor = page.getByRole('dialog', { name: 'Shipping Hours', exact: true });
    // One of the two opens (the confirm first for a company without hours), in a modal loaded on
    // first use: wait for it before asking which, or a slow load skips the confirm.
    await expect(confirm.or(editor)).toBeVisible(SLOW);
    if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Yes' }).click();
    await editor.getByLabel('Same shipping hours for weekdays').check();
    await expect(editor.getByLabel('Monday - Friday opening')).toHaveValue('6:00 am');
    await shot(page, 'screen-hours-weekdays');
    await page.keyboard.press('Escape');
  }
  await carrierContext.close();
});

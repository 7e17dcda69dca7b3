import { expect, type Page, test } from '@playwright/test';
import { mainMenu, signUp } from './support/accounts.ts';
import { shotsDir } from './support/journey.ts';
import {
  addCompany,
  addLoad,
  addLoadBetween,
  day,
  seedLocations,
  shown,
} from './support/ship-seed.ts';

const SHOTS = shotsDir('ship');

function card(page: Page, name: string) {
  return page.getByTestId('shipment-card').filter({ hasText: name });
}

test('a shipper finds, stars, sees in the calendar and cancels a shipment', async ({ page }) => {
  await signUp(page, 'shipper', 'lists');
  const { origin, destination } = await seedLocations(page.request, page.context());
  const suffix = Date.now().toString(36);
  const name = `Steel coils ${suffix}`;
  const shipDate = day(1);
  const extra = await addCompany(
    page.request,
    page.context(),
    'Gamma Depot',
    'Tulsa',
    'OK',
    '74103',
  );
  const load = await addLoad(page.request, page.context(), {
    name,
    origin_location_id: origin,
    destination_location_id: destination,
    extra_destination_location_id: extra,
    date_to_leave: shipDate,
    expected_delivery_date: day(3),
    specs: { 'Weight (lb)': '40000' },
    load_value: 2_500_000,
  });
  await addLoadBetween(page, { origin, destination }, `Paper rolls ${suffix}`, {
    leave: 5,
    deliver: 7,
  });

  // The dashboard: tiles with counts and the list.
  await page.goto('/shipments');
  await expect(page.getByRole('heading', { name: 'Shipments', level: 1 })).toBeVisible();
  await expect(page.getByTestId('tile-all')).toContainText('2');
  await expect(page.getByTestId('tile-canceled')).toContainText('0');
  await expect(card(page, name)).toBeVisible();
  await expect(card(page, name)).toContainText('Chicago, IL 60601');
  await expect(card(page, name)).toContainText('Beta Store');
  await expect(card(page, name)).toContainText(shown(shipDate));
  await expect(card(page, name)).toContainText(load.identifier);
  await expect(card(page, name).getByLabel('+1 destination')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/shipments.png`, fullPage: true });

  // Search (debounced) keeps only the match.
  await page.getByLabel('Search shipments').fill('Steel coils');
  await expect(page.getByTestId('shipment-card')).toHaveCount(1);
  await expect(card(page, name)).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByTestId('shipment-card')).toHaveCount(2);

  // Star it and find it among the favorites.
  await card(page, name).getByRole('button', { name: 'Star' }).click();
  await expect(card(page, name).getByRole('button', { name: 'Unstar' })).toBeVisible();
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { name: 'Favorites', level: 1 })).toBeVisible();
  await expect(page.getByTestId('shipment-card')).toHaveCount(1);
  await expect(card(page, name)).toBeVisible();

  // The calendar shows it on its ship date; a click opens it.
  await page.goto('/calendar');
  await expect(page.getByTestId('calendar-grid')).toBeVisible();
  const cell = page.locator(`[data-date="${shipDate}"]`);
  if ((await cell.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  const event = page
    .locator(`[data-date="${shipDate}"]`)
    .getByRole('link', { name: new RegExp(`^↑ SH-\\d+ · ${name}$`) });
  await expect(event).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/calendar.png`, fullPage: true });
  await page.getByText('Week', { exact: true }).click();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Week' })).toBeChecked();
  await page.getByText('Month', { exact: true }).click();
  await event.click();
  await expect(page).toHaveURL(new RegExp(`/shipment-detail/${load.id}/`));

  // The detail, then cancel with the SPEC 5 confirmation.
  await expect(page.getByRole('heading', { name: /^Shipment for / })).toBeVisible();
  await expect(page.getByText('Pickup Appointment', { exact: true })).toBeVisible();
  await expect(page.getByText('TBA').first()).toBeVisible();
  await expect(page.getByText('$25,000.00')).toBeVisible();
  await expect(page.getByText('Destination 02')).toBeVisible();
  await expect(page.getByText('Second Delivery Appointment')).toBeVisible();
  await expect(page.getByText('Gamma Depot', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Mark late' }).click();
  await expect(page.getByText('Late', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/shipment-detail.png`, fullPage: true });
  await page.getByRole('button', { name: 'Cancel load' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to cancel this load?')).toBeVisible();
  await expect(
    dialog.getByText('This action cannot be undone, and a new entry would need to be created.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, Cancel' }).click();
  await expect(page.getByLabel('Status: Canceled').first()).toBeVisible();

  await page.goto('/canceled');
  await expect(page.getByRole('heading', { name: 'Canceled', level: 1 })).toBeVisible();
  await expect(card(page, name)).toBeVisible();
  await expect(page.getByTestId('shipment-card')).toHaveCount(1);
});

test('sort and page size survive a reload', async ({ page }) => {
  await signUp(page, 'shipper', 'prefs');
  await page.goto('/all-shipments');
  await expect(page.getByRole('heading', { name: 'All Shipments', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Oldest First' });
  await page.getByRole('combobox', { name: 'Page size' }).selectOption('21');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('old');
  await expect(page.getByRole('combobox', { name: 'Sort' }).locator('option:checked')).toHaveText(
    'Oldest First',
  );
  await expect(page.getByRole('combobox', { name: 'Page size' })).toHaveValue('21');
  const stored = await page.evaluate(() => localStorage.getItem('filterPreferences'));
  expect(JSON.parse(stored ?? '{}')).toEqual({ cardsPerPage: 21, selectedSortValue: 'old' });

  // The home page preference: the Shipments menu item then opens the calendar.
  await page.goto('/shipments');
  await expect(page.getByText('No shipments yet.', { exact: false })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/shipments-empty.png`, fullPage: true });
  await expect(page.getByText('Your home page')).toBeVisible();
  // The header's Calendar button switches the view; the calendar is made the home page there.
  await page.getByRole('button', { name: 'Calendar', exact: true }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await page.getByRole('button', { name: 'Make this my home page' }).click();
  await expect(page.getByText('Your home page')).toBeVisible();
  await page.goto('/all-shipments');
  await mainMenu(page).getByRole('link', { name: 'Shipments' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
});

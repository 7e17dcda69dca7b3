import { expect, type Page, test } from '@playwright/test';
import { mainMenu, signUp } from './support/accounts.ts';
import { cardFor, carrierWithShipper, createLoad } from './support/carrier-market.ts';
import { choose, field } from './support/forms.ts';
import { addLoad, day, seedLocations } from './support/ship-seed.ts';

// A list's page, page size, sort, category and search live in the URL (lib/list-url.ts): a
// reload and Back show the same list.

const shipmentCards = (page: Page) => page.getByTestId('shipment-card');

test('the shipper list keeps its page, size, sort and search across reload and Back', async ({
  page,
}) => {
  await signUp(page, 'shipper', 'liststate');
  const { origin, destination } = await seedLocations(page.request, page.context());
  const suffix = Date.now().toString(36);
  for (let index = 1; index <= 7; index += 1) {
    await addLoad(page.request, page.context(), {
      // One name of its own, for the search below.
      name: index === 3 ? `Granite slab ${suffix}` : `Crate ${index} ${suffix}`,
      origin_location_id: origin,
      destination_location_id: destination,
      date_to_leave: day(index),
      expected_delivery_date: day(index + 2),
      audience: { type: 'all' },
    });
  }

  await page.goto('/shipments');
  await expect(shipmentCards(page)).toHaveCount(7);
  await page.getByLabel('Page size').selectOption('6');
  await page.getByLabel('Sort').selectOption('alphabetical');
  await expect(shipmentCards(page)).toHaveCount(6);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: '2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(shipmentCards(page)).toHaveCount(1);
  await expect(shipmentCards(page).first()).toContainText(`Granite slab ${suffix}`);

  // Reload: the same page of the same list.
  await page.reload();
  await expect(shipmentCards(page)).toHaveCount(1);
  await expect(shipmentCards(page).first()).toContainText(`Granite slab ${suffix}`);
  await expect(page.getByLabel('Page size')).toHaveValue('6');
  await expect(page.getByLabel('Sort')).toHaveValue('alphabetical');

  // Back returns to page 1 of the same list, Forward to page 2 again.
  await page.goBack();
  await expect(shipmentCards(page)).toHaveCount(6);
  await page.goForward();
  await expect(shipmentCards(page)).toHaveCount(1);

  // A search settles into the URL; a shipment's page and Back keep it.
  await page.getByLabel('Search shipments').fill('Granite');
  await expect(page).toHaveURL(/q=Granite/);
  await expect(page.getByText('1 shipment matching “Granite”')).toBeVisible();
  await expect(shipmentCards(page)).toHaveCount(1);
  await shipmentCards(page).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/shipment-detail\//);
  await page.goBack();
  await expect(page.getByLabel('Search shipments')).toHaveValue('Granite');
  await expect(page.getByText('1 shipment matching “Granite”')).toBeVisible();
  await expect(shipmentCards(page)).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Search shipments')).toHaveValue('Granite');
  await expect(page.getByText('1 shipment matching “Granite”')).toBeVisible();
  await expect(shipmentCards(page)).toHaveCount(1);
});

test('the carrier list keeps its category and search across reload and Back', async ({
  page,
  browser,
  baseURL,
}) => {
  const { shipper } = await carrierWithShipper(page, browser, baseURL);
  await createLoad(shipper, 'Austin frozen peas');

  await page.goto('/spot-quotes');
  await expect(
    page.getByRole('heading', { name: 'Spot Quotes Needed', exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Canceled/ }).click();
  await expect(page).toHaveURL(/category=canceled/);
  await expect(page.getByRole('heading', { name: 'Canceled', exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Canceled', exact: true })).toBeVisible();
  await page.goBack();
  await expect(
    page.getByRole('heading', { name: 'Spot Quotes Needed', exact: true }),
  ).toBeVisible();

  await page.getByLabel('Search shipments').fill('Austin');
  await expect(page.getByRole('heading', { name: 'Search Results', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/category=search&q=Austin|q=Austin&category=search/);
  await cardFor(page, 'Austin, TX 78701').getByRole('link').first().click();
  await expect(page).not.toHaveURL(/\/spot-quotes\?/);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Search Results', exact: true })).toBeVisible();
  await expect(page.getByLabel('Search shipments')).toHaveValue('Austin');
  await expect(cardFor(page, 'Austin, TX 78701')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Search Results', exact: true })).toBeVisible();
  await expect(cardFor(page, 'Austin, TX 78701')).toBeVisible();
});

test('/analytics keeps its filters and tab across reload and Back, and remembers the filters', async ({
  page,
}) => {
  await signUp(page, 'shipper', 'analyticsurl');
  const { origin, destination } = await seedLocations(page.request, page.context());
  await addLoad(page.request, page.context(), {
    name: 'Dry goods',
    origin_location_id: origin,
    destination_location_id: destination,
    date_to_leave: day(3),
    expected_delivery_date: day(5),
    equipment_type: 'dry_van',
    audience: { type: 'all' },
  });

  await page.goto('/analytics');
  await expect(page.locator('[data-figure="Loads"]')).toHaveText('1');
  await choose(page, 'Equipment', 'Reefer');
  await expect(page).toHaveURL(/equipment_type=reefer/);
  await expect(page.getByText('No loads match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/equipment_type/);
  await expect(page.locator('[data-figure="Loads"]')).toHaveText('1');

  // Back: the reefer filter again; reload keeps it.
  await page.goBack();
  await expect(page).toHaveURL(/equipment_type=reefer/);
  await expect(field(page, 'Equipment')).toHaveValue('Reefer');
  await expect(page.getByText('No loads match these filters')).toBeVisible();
  await page.reload();
  await expect(field(page, 'Equipment')).toHaveValue('Reefer');
  await expect(page.getByText('No loads match these filters')).toBeVisible();

  // A filter that matches, then the cost tab: both in the URL, both kept by a reload.
  await choose(page, 'Equipment', 'Dry van');
  await expect(page.locator('[data-figure="Loads"]')).toHaveText('1');
  await page.getByRole('tab', { name: 'Cost analytics' }).click();
  await expect(page).toHaveURL(/tab=cost/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Cost analytics' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(field(page, 'Equipment')).toHaveValue('Dry van');
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // The device remembers the last filters: the menu's plain /analytics opens with them.
  await page.goto('/shipments');
  await mainMenu(page).getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/analytics\?equipment_type=dry_van$/);
  await expect(field(page, 'Equipment')).toHaveValue('Dry van');
});

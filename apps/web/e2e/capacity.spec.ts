import { expect, type Page, test } from '@playwright/test';
import { signedInContext } from './support/accounts.ts';
import { cardFor, tileCount } from './support/carrier-market.ts';
import { choose, field } from './support/forms.ts';
import { shotsDir, slowExpect } from './support/journey.ts';
import { addLoadBetween, day, seedLocations, shown } from './support/ship-seed.ts';

const SHOTS = shotsDir('capacity');

async function shoot(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/**
 * PRODUCT.md 20: a carrier posts a truck empty in Chicago; the shipper sees it near its new
 * load's pickup and invites the carrier (into its network, confirmed); the carrier finds the
 * load at the top of Recommended, saying why, and bids on it.
 */
test('a carrier posts a truck, the shipper invites it from its load, the carrier bids from Recommended', async ({
  browser,
  baseURL,
}) => {
  const carrier = await signedInContext(browser, baseURL, 'carrier', 'capacity-carrier');
  const shipper = await signedInContext(browser, baseURL, 'shipper', 'capacity-shipper');
  const page = carrier.page;

  // My trucks: a bad post is refused at its fields, then the truck is posted.
  await page.goto('/my-trucks');
  await slowExpect(page.getByRole('heading', { name: 'My trucks' }).first()).toBeVisible();
  await expect(page.getByText('No trucks posted')).toBeVisible();
  await page.getByRole('button', { name: 'Post a truck' }).click();
  const form = page.getByRole('dialog', { name: 'Post a truck' });
  await field(page, 'Empty in (city)').fill('Chicago');
  await choose(page, 'State', 'IL');
  await field(page, 'ZIP code').fill('00000');
  await field(page, 'Available from').fill(day(2));
  await field(page, 'Available to').fill(day(1));
  await form.getByRole('button', { name: 'Post truck' }).click();
  await expect(form.getByText(/before|after/i).first()).toBeVisible();
  await field(page, 'Available to').fill(day(5));
  await form.getByRole('button', { name: 'Post truck' }).click();
  await expect(form.getByText(/zip/i).first()).toBeVisible();
  await field(page, 'ZIP code').fill('60603');
  await form.getByRole('button', { name: 'Post truck' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Chicago, IL').first()).toBeVisible();
  await shoot(page, 'my-trucks');

  // The shipper's new load picks up in Chicago on day 3, for all its carriers (not this one yet).
  const places = await seedLocations(shipper.page.request, shipper.context);
  const load = await addLoadBetween(
    shipper.page,
    places,
    'Capacity steel',
    { leave: 3, deliver: 5 },
    { audience: { type: 'all' }, equipment_type: 'dry_van', target_rate: 150_000 },
  );
  const shipperPage = shipper.page;
  await shipperPage.goto(`/shipment-detail/${load.id}/1`);
  const near = shipperPage.getByTestId('trucks-near');
  await slowExpect(near).toBeVisible();
  await expect(near).toContainText(`Trucks near the pickup on ${shown(day(3))}`);
  await expect(near).toContainText(carrier.account.company);
  await expect(near).toContainText('Dry van');
  await shoot(shipperPage, 'trucks-near');
  await near.getByRole('button', { name: 'Invite' }).click();
  const confirm = shipperPage.getByRole('dialog', { name: 'Add to your network?' });
  await expect(confirm).toContainText(`${carrier.account.company} is not in your network yet`);
  await confirm.getByRole('button', { name: 'Add and invite' }).click();
  await expect(near.getByRole('button', { name: 'Invited' })).toBeDisabled();

  // The carrier: the load is first in Recommended, saying why it fits.
  await page.goto('/my-trucks');
  await page.getByRole('link', { name: 'Recommended' }).click();
  await expect(page).toHaveURL(/category=recommended/);
  await slowExpect(tileCount(page, 'recommended')).toHaveText('1');
  await expect(page.getByRole('heading', { name: 'Recommended for your trucks' })).toBeVisible();
  const card = cardFor(page, 'Chicago, IL').first();
  await expect(page.getByTestId('spot-quote-card').first()).toContainText('Chicago, IL');
  await expect(card.getByTestId('match-why')).toContainText('mi from your truck empty in Chicago');
  await expect(card).not.toContainText('Capacity steel');
  await shoot(page, 'recommended');

  // The filters: kept in the URL, told at the field when a ZIP is unknown, savable as a lane.
  const filters = page.getByTestId('board-filters');
  await field(page, 'Origin ZIP').fill('00000');
  await expect(filters.getByText('00000 is not a US zip code we know')).toBeVisible();
  await field(page, 'Origin ZIP').fill('60601');
  await field(page, 'Destination ZIP').fill('75201');
  await expect(page).toHaveURL(/origin_zip=60601/);
  await expect(page).toHaveURL(/destination_zip=75201/);
  await expect(cardFor(page, 'Chicago, IL')).toHaveCount(1);
  await page.reload();
  await expect(field(page, 'Origin ZIP')).toHaveValue('60601');
  await expect(cardFor(page, 'Chicago, IL')).toHaveCount(1);
  await shoot(page, 'recommended-filtered');
  await filters.getByRole('button', { name: 'Save as lane' }).click();
  await expect(page.getByText('Saved IL to TX as a preferred lane')).toBeVisible();
  await filters.getByRole('button', { name: 'Clear' }).click();
  await expect(page).not.toHaveURL(/origin_zip/);

  // It bids from the card's details.
  await card.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/spot-quotes/${load.id}$`));
  await page.getByRole('button', { name: 'Bid', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/spot-quotes/${load.id}/bid$`));
  await page.getByLabel('All-in Rate').fill('1400');
  await field(page, 'Pickup date').fill(shown(day(3)).replaceAll('-', '/'));
  await field(page, 'Delivery date').fill(shown(day(5)).replaceAll('-', '/'));
  await page.getByRole('button', { name: 'Bid', exact: true }).click();
  await expect(page).toHaveURL(/\/spot-quotes$/);
  await expect(tileCount(page, 'bid-placed')).toHaveText('1');
  await expect(tileCount(page, 'recommended')).toHaveText('0');

  await carrier.context.close();
  await shipper.context.close();
});

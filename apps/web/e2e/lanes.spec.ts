import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail, xsrfHeaders } from './support/accounts.ts';
import { choose } from './support/forms.ts';
import { beginJourney, shotsDir } from './support/journey.ts';

const SHOTS = shotsDir('lanes');

async function addCarrier(page: Page, company: string) {
  const response = await page.request.post('/api/carriers', {
    headers: await xsrfHeaders(page.context()),
    data: { email: uniqueEmail('lane-carrier'), company_name: company },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('a shipper makes a region and a lane, reorders its guide and finds it on /lanes', async ({
  page,
}) => {
  const suffix = await beginJourney(page, 'shipper', 'lanes');
  await addCarrier(page, `Alpha Reefer ${suffix}`);
  await addCarrier(page, `Bravo Cold ${suffix}`);

  // /lanes: regions (collapsible) and lanes.
  await page.goto('/lanes');
  await expect(page.getByRole('heading', { name: 'Lanes', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New region' }).click();
  await expect(page).toHaveURL(/\/add-new-region$/);
  await page.getByLabel('Region name').fill(`Texas ${suffix}`);
  const members = page.getByRole('combobox', { name: 'States (2 letters)' });
  await members.fill('TX');
  await members.press('Enter');
  await members.fill('ok');
  await members.press('Enter');
  await page.getByRole('button', { name: 'Save region' }).click();
  await expect(page).toHaveURL(/\/view-region\/\d+$/);
  await expect(page.getByRole('heading', { name: `Texas ${suffix}` })).toBeVisible();
  await expect(page.getByText('No lane uses this region yet.')).toBeVisible();

  // The one-screen lane: Chicago to the region, reefer, both carriers.
  await page.goto('/create/new/addLane');
  await page.getByRole('button', { name: 'Save lane' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByLabel('Lane name').fill(`Chicago to Texas ${suffix}`);
  await page.getByLabel('Origin city').fill('Chicago');
  await choose(page, 'Origin state', 'IL — Illinois');
  await page.getByLabel('Origin zip (optional)').fill('60601');
  await page
    .getByRole('radiogroup', { name: 'Destination: city or region' })
    .getByText('Region')
    .click();
  await choose(page, 'Destination region', `Texas ${suffix}`);
  await choose(page, 'Equipment type', 'Reefer');
  await choose(page, 'Add a carrier to the guide', `Alpha Reefer ${suffix}`);
  await choose(page, 'Add a carrier to the guide', `Bravo Cold ${suffix}`);
  await page.screenshot({ path: `${SHOTS}/lane-form.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save lane' }).click();
  await expect(page).toHaveURL(/\/view-lane\/\d+$/);
  // A lane to a region has its benchmark (the region's states), with n, not a note to wait.
  const benchmark = page.getByRole('region', { name: 'Benchmark' });
  await expect(benchmark.getByText('Bids', { exact: true })).toBeVisible();
  await expect(benchmark).toContainText('(n = ');
  await expect(benchmark).not.toContainText('Shows once');
  const rows = page.getByTestId('guide-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`Alpha Reefer ${suffix}`);

  // Drag (by keyboard) Bravo above Alpha; the new order is saved.
  const handle = page.getByRole('button', { name: `Drag Bravo Cold ${suffix} to reorder` });
  // The keyboard drag is retried until Bravo is on top (once it is, another try changes
  // nothing). Each try starts from a known state: a drag left open by a key a busy machine
  // delivered early is cancelled, and the page is at its top, because dnd-kit's keyboard
  // sensor scrolls a scrolled page on ArrowUp instead of moving the row. Every third try
  // starts from a fresh page, should the sensor itself be left holding a drag that never began.
  await page.waitForLoadState('networkidle');
  let tries = 0;
  await expect(async () => {
    tries += 1;
    if (tries % 3 === 0) await page.reload();
    if ((await handle.getAttribute('aria-pressed')) === 'true') {
      await page.keyboard.press('Escape');
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true', { timeout: 5_000 });
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect(rows.nth(0)).toContainText(`Bravo Cold ${suffix}`, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(page.getByTestId('guide-row').nth(0)).toContainText(`Bravo Cold ${suffix}`);
  await page.screenshot({ path: `${SHOTS}/lane-page.png`, fullPage: true });
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('region', { name: 'Benchmark' })).toContainText('(n = ');
  await page.screenshot({ path: `${SHOTS}/lane-page-390.png`, fullPage: true });
  if (desktop) await page.setViewportSize(desktop);

  // The lanes list searches; the regions section stays collapsed on this device.
  await page.goto('/lanes');
  await page.getByLabel('Search lanes').fill('nowhere');
  await expect(page.getByText('No lane matches')).toBeVisible();
  await page.getByLabel('Search lanes').fill(suffix);
  await expect(page.getByRole('link', { name: `Chicago to Texas ${suffix}` })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/lanes.png`, fullPage: true });
  await page.getByRole('button', { name: 'Hide regions' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Show regions' })).toBeVisible();
});

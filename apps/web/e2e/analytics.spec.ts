import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { mainMenu, signUp } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { call } from './support/carrier-market.ts';
import { choose, field } from './support/forms.ts';
import { bidThroughApi, shotsDir } from './support/journey.ts';
import { addLoadBetween, seedLocations } from './support/ship-seed.ts';

const SHOTS = shotsDir('analytics');

test('a shipper opens /analytics, reads its figures, filters, sorts the report and downloads the CSV', async ({
  page,
  browser,
}) => {
  await signUp(page, 'shipper', 'analytics');

  // A new account: the empty state says what will appear and when.
  await page.goto('/shipments');
  await mainMenu(page).getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByText('Your analytics start with your first shipment')).toBeVisible();
  await expect(
    page.getByText(/a carrier’s scorecard after it has carried 5 of your loads/),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/analytics-empty.png`, fullPage: true });
  await expectNoViolations(page);

  // One awarded load of $1,500 over 600 miles, and one still open.
  const carrierContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const carrier = await signUp(carrierContext, 'carrier', 'analytics-carrier');
  await call(page.context(), 'POST', '/api/carriers', { email: carrier.email });
  const places = await seedLocations(page.request, page.context());
  const more = { equipment_type: 'dry_van', miles: 600, audience: { type: 'all' } };
  const awarded = await addLoadBetween(page, places, 'Steel coils', { leave: 5, deliver: 7 }, more);
  await addLoadBetween(page, places, 'Copper wire', { leave: 9, deliver: 11 }, more);
  await carrierContext.request.get('/api/auth/me');
  const bid = await bidThroughApi(carrierContext, awarded.id);
  await call(page.context(), 'POST', `/api/bids/${bid.id}/accept`);

  // Overview: the figures as numbers (and charts).
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.locator('[data-figure="Loads"]')).toHaveText('2');
  await expect(page.locator('[data-figure="Average cost per load"]')).toHaveText('$1,500.00');
  await expect(page.locator('[data-figure="Average rate per mile"]')).toHaveText('$2.50');
  await expect(page.locator('[data-figure="Bids per load"]')).toHaveText('0.5');
  await expect(page.getByRole('heading', { name: 'Spend by week' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/analytics-overview.png`, fullPage: true });
  await expectNoViolations(page);

  // Filters are kept on the device: a reefer filter matches nothing, and survives a reload.
  await choose(page, 'Equipment', 'Reefer');
  await expect(page.getByText('No loads match these filters')).toBeVisible();
  await page.reload();
  await expect(field(page, 'Equipment')).toHaveValue('Reefer');
  await expect(page.getByText('No loads match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.locator('[data-figure="Loads"]')).toHaveText('2');

  // Cost analytics: the summary, the report (sortable) and the CSV.
  await page.getByRole('tab', { name: 'Cost analytics' }).click();
  await expect(page).toHaveURL(/\?tab=cost$/);
  const report = page.getByRole('region', { name: 'Cost report' });
  await expect(report.getByRole('link', { name: awarded.identifier })).toBeVisible();
  await expect(report.getByRole('cell', { name: 'Chicago, IL → Dallas, TX' })).toBeVisible();
  await report.getByRole('button', { name: 'Awarded' }).click();
  await expect(report.getByRole('columnheader', { name: 'Awarded' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await page.screenshot({ path: `${SHOTS}/analytics-cost.png`, fullPage: true });
  await expectNoViolations(page);
  const downloading = page.waitForEvent('download');
  await report.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^cost-report-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path()) as string, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^Identifier,Ship date,Lane,Carrier,Awarded \(\$\)/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${awarded.identifier},`);
  expect(lines[1]).toContain(',1500.00,');

  // Carriers: no scorecard before 5 loads, and it says so.
  await page.getByRole('tab', { name: 'Carriers' }).click();
  await expect(page.getByText('No scorecard yet')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/analytics-carriers.png`, fullPage: true });
  await expectNoViolations(page);
  await carrierContext.close();
});

import { expect, type Page, test } from '@playwright/test';
import { awardedLoad, call, carrierWithShipper } from './support/carrier-market.ts';
import { shotsDir, slowExpect } from './support/journey.ts';

/** A small real PDF (file-type recognises it by its magic bytes). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const dir = shotsDir('reputation42');
/** The page at 1366 px, then at 390 px (a phone), both saved for review. */
async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${dir}/${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name} fits a phone`).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 900 });
}

/**
 * PRODUCT.md 21 end to end: a delivered load rated both ways from its page, the low rating
 * answered by the rated shipper, a claim filed with the POD, acknowledged and settled in part by
 * the carrier, the agreed amount deducted on the invoice, and the claim packet served.
 */
test('ratings both ways, a reply, and a claim settled in part on the invoice', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const { shipper } = await carrierWithShipper(page, browser, baseURL);
  const loadId = await awardedLoad(page, shipper, {
    name: 'Rated load',
    leaveInDays: 1,
    amount: 180_000,
  });

  // The carrier's POD, approved by the shipper (the invoice issues itself), then delivered.
  await page.goto(`/spot-quotes/assigned/${loadId}`);
  const documents = page.getByTestId('documents-panel');
  await documents
    .locator('input[type="file"]')
    .setInputFiles({ name: 'pod.pdf', mimeType: 'application/pdf', buffer: PDF });
  await slowExpect(documents.getByText('pod.pdf')).toBeVisible();
  const docs = (await call(shipper.context, 'GET', `/api/loads/${loadId}/documents`)) as {
    results: { id: number }[];
  };
  const podId = docs.results[0]?.id as number;
  await call(shipper.context, 'POST', `/api/documents/${podId}/review`, {
    approved: true,
    reason: null,
  });
  for (const status of ['in_transit', 'delivered'])
    await call(shipper.context, 'POST', `/api/loads/${loadId}/status`, { status });

  // The shipper rates the carrier from the load's page.
  const shipperPage = await shipper.context.newPage();
  await shipperPage.setViewportSize({ width: 1366, height: 900 });
  await shipperPage.goto(`/shipment-detail/${loadId}/1`);
  const shipperRate = shipperPage.getByTestId('rate-form');
  await slowExpect(shipperRate).toBeVisible();
  await shipperRate.getByRole('radio', { name: '5' }).press('Enter');
  await shipperRate.getByText('On time', { exact: true }).click();
  await shipperRate.getByLabel('Comment').fill('Early at both docks.');
  await shipperRate.getByRole('button', { name: 'Submit rating' }).click();
  await slowExpect(shipperPage.getByText('Your ratings')).toBeVisible();

  // The carrier rates the shipper low, and the first facility.
  await page.goto(`/spot-quotes/assigned/${loadId}`);
  const carrierRatings = page.getByTestId('load-ratings');
  await slowExpect(carrierRatings.getByTestId('rate-form').first()).toBeVisible();
  const shipperForm = carrierRatings.getByTestId('rate-form').filter({ hasText: 'Rate Shipper' });
  await shipperForm.getByRole('radio', { name: '2' }).press('Enter');
  await shipperForm.getByText('Slow to pay').click();
  await shipperForm.getByLabel('Comment').fill('Paid after 60 days.');
  await expect(shipperForm).toContainText('alone for 7 days');
  await shipperForm.getByRole('button', { name: 'Submit rating' }).click();
  await slowExpect(carrierRatings.getByText('Your ratings')).toBeVisible();
  const facilityForm = carrierRatings
    .getByTestId('rate-form')
    .filter({ hasText: 'Rate Facility' })
    .first();
  await facilityForm.getByRole('radio', { name: '4' }).press('Enter');
  await facilityForm.getByText('Friendly staff').click();
  await facilityForm.getByRole('button', { name: 'Submit rating' }).click();
  // The carrier's two ratings (the shipper, the facility) and the one it received: the rated
  // party always sees its rating (PRODUCT.md 21). Counting before the facility's card is there
  // would pass on the two cards the page already showed.
  await slowExpect(
    carrierRatings.getByTestId('rating-card').filter({ hasText: 'Friendly staff' }),
  ).toBeVisible();
  await expect(carrierRatings.getByTestId('rating-card')).toHaveCount(3);
  await expect(carrierRatings.getByText('Ratings you received')).toBeVisible();
  await expect(
    carrierRatings.getByTestId('rating-card').filter({ hasText: 'Early at both docks.' }),
  ).toBeVisible();
  await expect(page.getByTestId('load-scores')).toBeVisible();
  await shots(page, 'carrier-load-rated');

  // The shipper sees the low rating first on /ratings and replies once.
  await shipperPage.goto('/ratings');
  const low = shipperPage.getByTestId('rating-card').filter({ hasText: 'Slow to pay' });
  await slowExpect(low).toBeVisible();
  await expect(low).toContainText('Visible to others');
  await low.getByLabel('Reply (once)').fill('Our new terms pay in 30 days.');
  await low.getByRole('button', { name: 'Send reply' }).click();
  await slowExpect(low.getByText('Our new terms pay in 30 days.')).toBeVisible();
  await expect(low.getByRole('button', { name: 'Send reply' })).toHaveCount(0);
  await shots(shipperPage, 'shipper-ratings');

  // The shipper files a claim from the load's page with the POD.
  await shipperPage.goto(`/shipment-detail/${loadId}/1`);
  await slowExpect(shipperPage.getByRole('button', { name: 'File a claim' })).toBeVisible();
  await shipperPage.getByRole('button', { name: 'File a claim' }).click();
  const form = shipperPage.getByTestId('file-claim');
  await form.getByLabel('Amount claimed ($)').fill('500');
  await form.getByLabel('What happened').fill('Two pallets arrived crushed.');
  await form.getByLabel('Documents').click();
  await shipperPage.getByRole('option', { name: /POD: pod\.pdf/ }).click();
  await shipperPage.keyboard.press('Escape');
  await form.getByRole('button', { name: 'File claim' }).click();
  await slowExpect(shipperPage).toHaveURL(/\/view-claim\/\d+$/);
  const claimId = Number(shipperPage.url().split('/').pop());
  await slowExpect(shipperPage.getByText('Acknowledge within 30 days')).toBeVisible();
  await shots(shipperPage, 'shipper-claim-filed');

  // The carrier finds it on /claims, acknowledges it and settles $200.
  await page.goto('/claims');
  const card = page.getByTestId('claim-card').filter({ hasText: `Claim #${claimId}` });
  await slowExpect(card).toBeVisible();
  await shots(page, 'carrier-claims');
  await card.getByRole('link', { name: new RegExp(`Claim #${claimId}`) }).click();
  await page.getByRole('button', { name: 'Acknowledge claim' }).click();
  const decide = page.getByTestId('decide-claim');
  await slowExpect(decide).toBeVisible();
  await decide.getByText('Partial', { exact: true }).click();
  await decide.getByLabel('Amount agreed ($)').fill('200');
  await decide.getByLabel('Note (optional)').fill('One pallet was damaged at loading.');
  await decide.getByRole('button', { name: 'Record decision' }).click();
  await slowExpect(page.getByText('Deducted on the invoice')).toBeVisible();
  await expect(page.getByText('Partially paid')).toBeVisible();
  await shots(page, 'carrier-claim-settled');

  // The invoice carries the deduction; the packet is a PDF.
  const invoices = (await call(shipper.context, 'GET', '/api/invoices')) as {
    results: { load_id: number; total: number; lines: { type: string; amount: number }[] }[];
  };
  const invoice = invoices.results.find((entry) => entry.load_id === loadId);
  expect(invoice?.lines.at(-1)).toMatchObject({ type: 'claim_deduction', amount: -20_000 });
  expect(invoice?.total).toBe(180_000 - 20_000);
  const packet = await shipperPage.request.get(`/api/claims/${claimId}/packet.pdf`);
  expect(packet.status()).toBe(200);
  expect((await packet.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await shipperPage.close();
});

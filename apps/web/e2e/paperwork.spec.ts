import { expect, test } from '@playwright/test';
import { awardedLoad, carrierWithShipper } from './support/carrier-market.ts';
import { shot } from './support/forms.ts';
import { slowExpect } from './support/journey.ts';

/** A calendar date `days` from today, yyyy-mm-dd. */
const _day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A small real PDF (file-type recognises it by its magic bytes). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * The award makes a rate confirmation the carrier reads and acknowledges on
 * /confirmation-pdf; the carrier uploads a POD from a phone-sized screen and the shipper
 * approves it; the shipper's share link opens signed out and shows no rate.
 */
test('rate confirmation, POD approval and a public tracking link', async ({
  page,
  browser,
  baseURL,
}) => {
  const { carrier, shipper } = await carrierWithShipper(page, browser, baseURL);
  const loadId = await awardedLoad(page, shipper, {
    name: 'Paper trail load',
    leaveInDays: 20,
    amount: 173_500,
  });

  // The carrier reads the confirmation in its frame and acknowledges it.
  await page.goto(`/confirmation-pdf?load=${loadId}`);
  const frame = page.locator('iframe[title="Rate confirmation version 1"]');
  await slowExpect(frame).toBeVisible();
  const pdf = await page.request.get(`/api/loads/${loadId}/rate_confirmation?version=1`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    `/api/loads/${loadId}/rate_confirmation?version=1`,
  );
  await page.getByLabel('Your name').fill(`${carrier.firstName} ${carrier.lastName}`);
  await page.getByRole('button', { name: 'Acknowledge' }).click();
  await slowExpect(page.getByText(/^Acknowledged by /)).toBeVisible();
  await shot(page, 'i18-confirmation');

  // The shipper's load page is open while the carrier works: its panels follow live.
  const shipperPage = await shipper.context.newPage();
  await shipperPage.goto(`/shipment-detail/${loadId}/1`);
  const shipperDocs = shipperPage.getByTestId('documents-panel');
  await slowExpect(shipperDocs.getByText(/^No documents yet/)).toBeVisible();

  // On a phone: a milestone, then the POD through the upload flow.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/spot-quotes/assigned/${loadId}`);
  const tracking = page.getByTestId('tracking-panel');
  await slowExpect(tracking.getByRole('button', { name: 'Dispatched' })).toBeEnabled();
  await tracking.getByRole('button', { name: 'Dispatched' }).click();
  await expect(tracking.getByRole('button', { name: 'Dispatched' })).toBeDisabled();
  const documents = page.getByTestId('documents-panel');
  await documents
    .locator('input[type="file"]')
    .setInputFiles({ name: 'pod.pdf', mimeType: 'application/pdf', buffer: PDF });
  await slowExpect(documents.getByText('pod.pdf')).toBeVisible();
  await expect(documents.getByText('Awaiting review')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  // The documents table stacks into cards: nothing scrolls sideways inside the panel either.
  const overflow = await documents
    .getByRole('table', { name: 'Documents' })
    .evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0));
  expect(overflow).toBeLessThanOrEqual(0);
  // The end of the page scrolls clear of the floating help button: nothing of the panel under it.
  const help = page.getByRole('button', { name: /^Help/ });
  await slowExpect(help).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const helpTop = (await help.boundingBox())?.y ?? 0;
  const panel = await documents.boundingBox();
  expect((panel?.y ?? 0) + (panel?.height ?? 0)).toBeLessThanOrEqual(helpTop);
  await shot(page, 'i18-carrier-phone', true);
  await page.screenshot({ path: '/tmp/shots-phone-layout/documents-end-390.png' });

  // Without a reload the shipper sees the POD, approves it and makes a share link.
  await slowExpect(shipperDocs.getByText('pod.pdf')).toBeVisible();
  await shipperDocs.getByRole('button', { name: 'Approve' }).click();
  await slowExpect(shipperDocs.getByText('Approved')).toBeVisible();
  const share = shipperPage.getByTestId('share-link');
  await share.getByRole('button', { name: 'Create link' }).click();
  const linkInput = share.getByRole('textbox', { name: 'Tracking link' });
  await slowExpect(linkInput).toBeVisible();
  const url = await linkInput.inputValue();
  expect(url).toMatch(/\/track\/[A-Za-z0-9_-]{22}$/);
  await shot(shipperPage, 'i18-shipper-detail', true);

  // Signed out: the tracking page shows the status and milestones, never the rate.
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(new URL(url).pathname);
  const publicView = visitorPage.getByTestId('public-tracking');
  await slowExpect(publicView).toBeVisible();
  await expect(publicView.getByText('Dispatched')).toBeVisible();
  await expect(publicView).not.toContainText('1,735');
  await expect(publicView).not.toContainText(carrier.company);
  await shot(visitorPage, 'i18-public-track', true);
  await visitor.close();
  await shipperPage.close();
});

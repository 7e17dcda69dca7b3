import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { awardedLoad, call, carrierWithShipper } from './support/carrier-market.ts';
import { slowExpect } from './support/journey.ts';

/** A small real PDF (file-type recognises it by its magic bytes). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const SHOTS = '/tmp/shots-money40web';

/**
 * Every page this journey walks, at the desktop and the phone width. A page of this feature
 * never scrolls sideways on a phone; on the load pages (`within`) the accessorials panel fits.
 */
async function shots(page: Page, name: string, within?: string) {
  const size = page.viewportSize() ?? { width: 1366, height: 900 };
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    if (width === 390) {
      const overflow = within
        ? await page
            .getByRole('table', { name: within })
            .evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0))
        : await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
      expect(overflow, `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
    }
  }
  await page.setViewportSize(size);
}

/**
 * The truck's trail at the delivery dock through the driver link: inside the geofence three
 * hours, then gone. The departure computes detention (an hour past the two free ones).
 */
async function waitAtDelivery(carrier: BrowserContext, loadId: number) {
  const driver = await call(carrier, 'POST', `/api/loads/${loadId}/driver`, {
    name: 'Dana Driver',
    phone: '+1 555 010 4040',
  });
  const token = new URL((driver.link as { url: string }).url).pathname.split('/').at(-1);
  const view = await call(carrier, 'GET', `/api/drive/${token}`);
  const stops = (view.load as { stops: Array<{ type: string; lat: number; lon: number }> }).stops;
  const delivery = stops.filter((stop) => stop.type === 'delivery').at(-1);
  if (!delivery) throw new Error('no delivery stop');
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  await call(carrier, 'POST', `/api/drive/${token}/positions`, {
    positions: [
      { lat: delivery.lat, lon: delivery.lon, at: ago(240) },
      { lat: delivery.lat + 0.0005, lon: delivery.lon, at: ago(200) },
      { lat: delivery.lat + 1, lon: delivery.lon, at: ago(60) },
    ],
  });
}

test('a delivery with detention, the POD approved, quick pay, the payment run, “Paid”', async ({
  page,
  browser,
  baseURL,
}) => {
  const { carrier, shipper } = await carrierWithShipper(page, browser, baseURL);
  const loadId = await awardedLoad(page, shipper, {
    name: 'Detention load',
    leaveInDays: 0,
    amount: 250_000,
  });
  await waitAtDelivery(page.context(), loadId);

  // The carrier's bank account: a wrong check digit is refused at its field.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/settings/payment-details');
  await page.getByRole('textbox', { name: 'Name on the account' }).fill(carrier.company);
  await page.getByRole('textbox', { name: 'Routing number' }).fill('021000022');
  await page.getByRole('textbox', { name: 'Account number' }).fill('4400123456');
  await page.getByRole('button', { name: 'Save bank account' }).click();
  await expect(page.getByText('This routing number is not valid (check digit)')).toBeVisible();
  await page.getByRole('textbox', { name: 'Routing number' }).fill('021000021');
  await page.getByRole('button', { name: 'Save bank account' }).click();
  await slowExpect(page.getByText('Your bank account is saved.')).toBeVisible();
  // The account number comes back masked: its last four digits only.
  await expect(page.getByText('••••••3456')).toBeVisible();
  await expect(page.getByText('4400123456')).toHaveCount(0);
  await shots(page, 'payment-details');
  await expectNoViolations(page);

  // The carrier's load page: detention computed from the dock times, pending; the POD goes up.
  await page.goto(`/spot-quotes/assigned/${loadId}`);
  const lines = page.getByRole('table', { name: 'Accessorials' });
  await slowExpect(lines.getByText('Detention')).toBeVisible();
  await expect(lines.getByRole('cell', { name: '$75.00', exact: true })).toBeVisible();
  await expect(lines.getByText('1 h 0 min after 120 min free at $75.00/h')).toBeVisible();
  await page
    .getByTestId('documents-panel')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'pod.pdf', mimeType: 'application/pdf', buffer: PDF });
  await slowExpect(page.getByTestId('documents-panel').getByText('pod.pdf')).toBeVisible();
  await shots(page, 'load-accessorials-carrier', 'Accessorials');

  // The shipper approves the detention, then the POD: the invoice issues itself.
  const shipperPage = await shipper.context.newPage();
  await shipperPage.setViewportSize({ width: 1366, height: 900 });
  await shipperPage.goto(`/shipment-detail/${loadId}/1`);
  const shipperLines = shipperPage.getByRole('table', { name: 'Accessorials' });
  await slowExpect(shipperLines.getByRole('button', { name: 'Approve' })).toBeVisible();
  await shots(shipperPage, 'load-accessorials-shipper', 'Accessorials');
  await shipperLines.getByRole('button', { name: 'Approve' }).click();
  await slowExpect(shipperLines.getByText('approved')).toBeVisible();
  const docs = shipperPage.getByTestId('documents-panel');
  await docs.getByRole('button', { name: 'Approve' }).click();
  await slowExpect(docs.getByText('Approved')).toBeVisible();

  // The carrier's invoices: open, with the detention line; quick pay shows fee and net first.
  await page.goto('/invoices');
  const row = page.getByRole('row', { name: /Detention load/ });
  await slowExpect(row.getByText('Open')).toBeVisible();
  await expect(row.getByText('$2,575.00')).toBeVisible();
  await shots(page, 'invoices-carrier');
  await expectNoViolations(page);
  await row.getByRole('link').first().click();
  await slowExpect(page.getByRole('table', { name: 'Invoice lines' })).toContainText('Detention');
  const fee = page.getByRole('table', { name: 'Quick pay' });
  await expect(fee).toContainText('−$51.50');
  await expect(fee).toContainText('$2,523.50');
  await shots(page, 'invoice-carrier-open');
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Take quick pay' }).click();
  await page.getByRole('button', { name: 'Confirm: receive $2,523.50' }).click();
  await slowExpect(page.getByText('Quick pay taken')).toBeVisible();
  const invoiceUrl = new URL(page.url()).pathname;
  const invoiceId = Number(invoiceUrl.split('/').at(-1));
  const invoice = await call(page.context(), 'GET', `/api/invoices/${invoiceId}`);
  const payOn = invoice.pay_on as string;
  const pdf = await page.request.get(`/api/invoices/${invoiceId}.pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // The shipper's payment run on the quick-pay date: the NACHA file, then paid with a reference.
  await shipperPage.goto('/invoices?status=scheduled');
  await slowExpect(shipperPage.getByRole('row', { name: /Detention load/ })).toBeVisible();
  await shots(shipperPage, 'invoices-shipper');
  await shipperPage.goto(`/payment-run?date=${payOn}`);
  await slowExpect(shipperPage.getByText(/1 payment to send/)).toBeVisible();
  await expect(shipperPage.getByText('$2,523.50').first()).toBeVisible();
  const nacha = await shipperPage.request.get(`/api/payments/export?date=${payOn}&format=nacha`);
  const file = await nacha.text();
  const records = file.trimEnd().split('\n');
  expect(records[0]?.startsWith('101')).toBe(true);
  expect(records.every((record) => record.length === 94)).toBe(true);
  expect(records.some((record) => record.startsWith('622') && record.includes('0000252350'))).toBe(
    true,
  );
  await shots(shipperPage, 'payment-run');
  await expectNoViolations(shipperPage);
  await shipperPage.getByRole('button', { name: 'Mark paid' }).click();
  const dialog = shipperPage.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Payment reference' }).fill('ACH-777');
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await slowExpect(shipperPage.getByText(/0 payments to send/)).toBeVisible();
  await expect(shipperPage.getByText('Ref. ACH-777')).toBeVisible();
  await shipperPage.goto(invoiceUrl);
  await slowExpect(shipperPage.getByRole('heading', { level: 1, name: /^Invoice / })).toBeVisible();
  await shots(shipperPage, 'invoice-shipper-paid');

  // The carrier sees “Paid”, with the reference.
  await page.goto(invoiceUrl);
  await slowExpect(page.getByText(/paid, reference ACH-777/)).toBeVisible();
  await shots(page, 'invoice-carrier-paid');

  // The shipper's accessorial terms page.
  await shipperPage.goto('/settings/accessorial-terms');
  await slowExpect(
    shipperPage.getByRole('textbox', { name: 'Detention per hour ($)' }),
  ).toHaveValue('75.00');
  await shots(shipperPage, 'accessorial-terms');
  await expectNoViolations(shipperPage);
  await shipperPage.getByRole('textbox', { name: 'Free time (minutes)' }).fill('90');
  await shipperPage.getByRole('textbox', { name: 'Layover per day ($)' }).fill('12.345');
  await shipperPage.getByRole('button', { name: 'Save terms' }).click();
  await expect(shipperPage.getByText('Enter an amount in dollars, like 75.00')).toBeVisible();
  await shipperPage.getByRole('textbox', { name: 'Layover per day ($)' }).fill('250');
  await shipperPage.getByRole('button', { name: 'Save terms' }).click();
  await slowExpect(shipperPage.getByText('Terms saved.', { exact: false })).toBeVisible();
  const terms = await call(shipper.context, 'GET', '/api/accessorial_terms');
  expect(terms.detention).toMatchObject({ free_minutes: 90, cents_per_hour: 7500 });

  // A lane's own terms: a blank keeps the shipper's, a typed one overrides it.
  const lane = await call(shipper.context, 'POST', '/api/lanes', {
    name: 'Austin to Atlanta',
    origin: { city: 'Austin', state: 'TX' },
    destination: { city: 'Atlanta', state: 'GA' },
    equipment_type: 'dry_van',
    carrier_ids: [],
  });
  await shipperPage.goto(`/view-lane/${lane.id}`);
  const perHour = shipperPage.getByRole('textbox', { name: 'Detention per hour ($)' });
  await slowExpect(perHour).toHaveAttribute('placeholder', '75.00 (yours)');
  await perHour.fill('90');
  await shipperPage.getByRole('button', { name: 'Save terms' }).click();
  await slowExpect(shipperPage.getByText('Terms saved.', { exact: false })).toBeVisible();
  const laneTerms = await call(shipper.context, 'GET', `/api/lanes/${lane.id}/accessorial_terms`);
  expect(laneTerms.detention).toMatchObject({ cents_per_hour: 9000, free_minutes: null });
  await shots(shipperPage, 'lane-terms');
  await shipperPage.close();
});

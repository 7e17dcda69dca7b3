import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signUp, xsrfHeaders } from './support/accounts.ts';
import { bidThroughApi, shipperCarrierAndLoad, shotsDir } from './support/journey.ts';
import { requireMailbox, waitForMail } from './support/mailbox.ts';

/**
 * PRODUCT.md 15, carrier trust, in the browser: a shipper's rule on the registry's word, the
 * warning beside a failing carrier's bid, an override with a reason; a carrier proving its
 * identity with the code mailed to the registry's e-mail; a doctored rate confirmation reported
 * as not genuine. The server reads e2e/support/registry.csv (playwright.config.ts).
 */
const SHOTS = shotsDir('trust');

/** The carrier's account takes a DOT number of the registry; the check runs as a job. */
async function useDot(carrier: BrowserContext, dot: string, status: string) {
  const changed = await carrier.request.put('/api/account', {
    headers: await xsrfHeaders(carrier),
    data: { dot_number: dot, mc_number: '' },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  const { id } = (await changed.json()) as { id: number };
  await expect
    .poll(async () => {
      const answer = await carrier.request.get(`/api/carrier_compliance/${id}`);
      return ((await answer.json()) as { status: string }).status;
    })
    .toBe(status);
  return id;
}

async function setRule(page: Page, rule: string, action: 'Block' | 'Warn' | 'Off') {
  await page.goto('/settings/carrier-policy');
  await page.getByTestId(`rule-${rule}`).getByText(action, { exact: true }).click();
  await page.getByRole('button', { name: 'Save policy' }).click();
  await expect(page.getByRole('status')).toHaveText('Policy saved');
}

test('a shipper sets a rule, sees the warning beside a failing bid, and overrides with a reason', async ({
  page,
  browser,
}) => {
  const { carrier, carrierContext, load } = await shipperCarrierAndLoad(
    page,
    browser,
    { shipper: 'trust', carrier: 'lapsed' },
    { name: 'Frozen peas', leave: 4, deliver: 6 },
  );
  await useDot(carrierContext, '3400002', 'failing');

  // The default policy blocks expired insurance; the shipper makes it a warning.
  await setRule(page, 'insurance_expired', 'Warn');
  await page.screenshot({ path: `${SHOTS}/policy.png`, fullPage: true });
  const bid = await bidThroughApi(carrierContext, load.id);

  await page.goto(`/shipment-detail/${load.id}/1`);
  await page.getByRole('button', { name: 'View Bids' }).click();
  const row = page.getByTestId(`bid-row-${bid.id}`);
  await expect(row).toContainText(carrier.company);
  await expect(row).toContainText('Registry: failing');
  await expect(row).toContainText('1 warning');
  await page.screenshot({ path: `${SHOTS}/view-bids-warning.png` });

  // Blocked again: accepting asks for the reason of the override, kept in the history.
  await setRule(page, 'insurance_expired', 'Block');
  await page.goto(`/shipment-detail/${load.id}/1`);
  await page.getByRole('button', { name: 'View Bids' }).click();
  await expect(row).toContainText('Blocked by your policy');
  await row.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('menuitem', { name: 'Accept' }).click();
  const anyway = page.getByRole('button', { name: 'Accept anyway' });
  await expect(anyway).toBeDisabled();
  await page
    .getByLabel('Reason for overriding your policy')
    .fill('Renewal certificate received from the insurer today');
  await page.screenshot({ path: `${SHOTS}/override.png` });
  await anyway.click();
  await expect(row.getByRole('button', { name: 'Accepted' })).toBeVisible();
  const detail = await page.request.get(`/api/loads/${load.id}`);
  const history = ((await detail.json()) as { status_history: { status: string; note?: string }[] })
    .status_history;
  expect(history.find((entry) => entry.status === 'compliance_override')?.note).toBe(
    'Carrier policy overridden (insurance_expired): Renewal certificate received from the insurer today',
  );

  // The rate confirmation of the award: genuine as issued, not genuine once doctored.
  const pdf = await page.request.get(`/api/loads/${load.id}/rate_confirmation`);
  expect(pdf.status()).toBe(200);
  const genuine = Buffer.from(await pdf.body());
  const doctored = Buffer.from(genuine);
  const middle = Math.floor(doctored.length / 2);
  doctored[middle] = (doctored[middle] ?? 0) ^ 0x01;
  const anyone = await browser.newContext();
  const check = await anyone.newPage();
  await check.goto('/verify-rate-confirmation');
  const input = check.getByLabel('Rate confirmation PDF');
  await input.setInputFiles({
    name: 'rate-confirmation.pdf',
    mimeType: 'application/pdf',
    buffer: genuine,
  });
  await expect(check.getByText('Genuine and untouched')).toBeVisible();
  await expect(check.getByText(`of load #${load.id}`)).toBeVisible();
  await check.screenshot({ path: `${SHOTS}/verify-genuine.png`, fullPage: true });
  await input.setInputFiles({
    name: 'doctored.pdf',
    mimeType: 'application/pdf',
    buffer: doctored,
  });
  await expect(check.getByText('Not a genuine Spotlane rate confirmation')).toBeVisible();
  await check.screenshot({ path: `${SHOTS}/verify-doctored.png`, fullPage: true });
  await check.setViewportSize({ width: 390, height: 844 });
  await check.screenshot({ path: `${SHOTS}/verify-doctored-phone.png`, fullPage: true });
  await anyone.close();
});

test('a carrier verifies its identity with the code mailed to the registry e-mail', async ({
  browser,
}) => {
  requireMailbox();
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page, 'carrier', 'trusty');
  await page.request.get('/api/auth/me');
  await useDot(context, '3400001', 'verified');
  await page.goto('/settings/compliance');
  await expect(page.getByText('Registry status')).toBeVisible();
  await page.getByRole('button', { name: 'Mail me a code' }).click();
  await expect(page.getByText(/We sent a code to r\*+@e2e\.spotlane\.test/)).toBeVisible();
  const mail = await waitForMail('registry-3400001@e2e.spotlane.test', /identity code/);
  const code = /(\d{6})/.exec(mail.subject)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('Verification code').locator('input').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByLabel('Verified identity')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/badge.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/badge-phone.png`, fullPage: true });
  await context.close();
});

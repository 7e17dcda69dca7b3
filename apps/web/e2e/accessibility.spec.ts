import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { cardFor, createLoad, seedShipper } from './support/carrier-market.ts';

/**
 * Issue 11: axe-core finds no violation on the sign-in page, the shipper's /shipments and the
 * carrier's /spot-quotes (with a load on each list) and the sign-in form's error messages, whatever the machine's speed.
 */
test('the sign-in page has no accessibility violation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in to Spotlane' })).toBeVisible();
  await expectNoViolations(page);
  // The form's own messages are part of the page too.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('E-mail is required')).toBeVisible();
  await expectNoViolations(page);
});

test('/shipments and /spot-quotes have no accessibility violation', async ({
  browser,
  baseURL,
  page,
}) => {
  const carrier = await signUp(page, 'carrier');
  const shipper = await seedShipper(browser, baseURL ?? '', [carrier]);
  const name = `Axe check ${Date.now().toString(36)}`;
  await createLoad(shipper, name);

  const shipperPage = await shipper.context.newPage();
  await shipperPage.goto('/shipments');
  await expect(shipperPage.getByRole('heading', { name: 'Shipments', level: 1 })).toBeVisible();
  await expect(shipperPage.getByTestId('shipment-card').filter({ hasText: name })).toBeVisible();
  await expectNoViolations(shipperPage);
  await shipper.context.close();

  await page.goto('/spot-quotes');
  await expect(cardFor(page, shipper.account.company)).toBeVisible();
  await expectNoViolations(page);
});

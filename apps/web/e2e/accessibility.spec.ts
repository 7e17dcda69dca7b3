import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { call, cardFor, createLoad, seedShipper } from './support/carrier-market.ts';

/**
 * The accessibility target: axe-core finds no violation on the sign-in page, the shipper's /shipments and the
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

/**
 * Every status on the lists (open, quote request, assigned, in transit, delivered, cancelled):
 * each one's badge, icon and colours are checked, not only the demo's few.
 */
test('the lists and a load page with loads in every status have no accessibility violation', async ({
  browser,
  baseURL,
  page,
}) => {
  const carrier = await signUp(page, 'carrier');
  const shipper = await seedShipper(browser, baseURL ?? '', [carrier]);
  const suffix = Date.now().toString(36);
  const load = (status: string) => createLoad(shipper, `Every status ${status} ${suffix}`);
  const open = await load('open');
  await createLoad(shipper, `Every status quote ${suffix}`, { quote: true });
  const bidOn = (id: number) =>
    call(page.context(), 'POST', '/api/bids', {
      load_id: id,
      amount: 180_000,
      pickup_date: '2030-06-10',
      delivery_date: '2030-06-12',
      notes: '',
    });
  // The carrier bid on the cancelled load, so it shows in the carrier's Canceled list too.
  const cancelled = await load('cancelled');
  await bidOn(cancelled);
  await call(shipper.context, 'POST', `/api/loads/${cancelled}/status`, { status: 'cancelled' });
  const awarded: number[] = [];
  for (const status of ['assigned', 'in transit', 'delivered']) {
    const id = await load(status);
    const bid = await bidOn(id);
    await call(shipper.context, 'POST', `/api/bids/${bid.id}/accept`);
    awarded.push(id);
  }
  const [, inTransit, delivered] = awarded as [number, number, number];
  for (const id of [inTransit, delivered])
    await call(page.context(), 'POST', `/api/loads/${id}/status`, { status: 'in_transit' });
  await call(page.context(), 'POST', `/api/loads/${delivered}/status`, { status: 'delivered' });

  const shipperPage = await shipper.context.newPage();
  for (const path of ['/shipments', '/all-shipments', '/canceled', '/completed', '/quotes']) {
    await shipperPage.goto(path);
    await expect(shipperPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shipperPage.getByText(/Every status/).first()).toBeVisible();
    await expectNoViolations(shipperPage);
  }
  await shipperPage.goto(`/shipment-detail/${delivered}/1`);
  await expect(shipperPage.getByTestId('tracking-panel')).toBeVisible();
  await expectNoViolations(shipperPage);
  await shipper.context.close();

  await page.goto('/spot-quotes');
  await expect(cardFor(page, shipper.account.company).first()).toBeVisible();
  await expectNoViolations(page);
  for (const tile of [/^Assigned/, /^In Transit/, /^Delivered/, /^Canceled/]) {
    await page.getByRole('button', { name: tile }).click();
    await expect(cardFor(page, shipper.account.company).first()).toBeVisible();
    await expectNoViolations(page);
  }
  await page.goto(`/spot-quotes/${open}`);
  await expect(page.getByTestId('carrier-load-facts')).toBeVisible();
  await expectNoViolations(page);
});

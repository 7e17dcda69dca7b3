import { expect, type Page, test } from '@playwright/test';
import { awardedLoad, call, carrierWithShipper } from './support/carrier-market.ts';
import { shot } from './support/forms.ts';
import { slowExpect } from './support/journey.ts';

/** A calendar date `days` from today, yyyy-mm-dd. */
const _day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/**
 * PRODUCT.md 18 in two browser contexts: the driver's phone page (390 px, no sign-in) taps
 * Arrived offline and the tap goes out once back online; the shipper's load page follows the
 * stop and the truck live on its map and table; the public tracking page shows the map.
 */
test('the driver link offline then online, the shipper following live', async ({
  page,
  browser,
  baseURL,
}) => {
  const { shipper } = await carrierWithShipper(page, browser, baseURL);
  const loadId = await awardedLoad(page, shipper, {
    name: 'Tracked tortillas',
    leaveInDays: 0,
    amount: 210_000,
  });

  // The carrier names the driver on its load page and copies the link.
  await page.goto(`/spot-quotes/assigned/${loadId}`);
  const driverForm = page.getByRole('form', { name: 'Driver link' });
  await slowExpect(driverForm).toBeVisible();
  await driverForm.getByLabel("Driver's name").fill('Dana Driver');
  await driverForm.getByLabel('Phone').fill('+1 555 010 3030');
  await driverForm.getByRole('button', { name: 'Make the link' }).click();
  const linkText = await slowExpect(driverForm.getByText(/\/drive\//))
    .toBeVisible()
    .then(() => driverForm.getByText(/\/drive\//).textContent());
  const driveUrl = new URL((linkText ?? '').trim());
  const token = driveUrl.pathname.split('/').at(-1) as string;
  await shot(page, 'track39-carrier-load');

  // The driver's phone: no sign-in, 390 px wide.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const driver = await phone.newPage();
  await driver.goto(driveUrl.pathname);
  await slowExpect(driver.getByRole('heading', { name: /^Trip / })).toBeVisible();
  await expect(driver.getByRole('switch', { name: 'Share my location' })).not.toBeChecked();
  await expect(driver.getByText(/^Off: your location is not shared/)).toBeVisible();
  await expect(driver.getByRole('link', { name: 'Directions to Austin DC' })).toHaveAttribute(
    'href',
    /google\.com\/maps\/dir\/.*Austin/,
  );
  await shot(driver, 'track39-driver-390');

  // Offline: the tap waits on the phone, then goes out once.
  await phone.setOffline(true);
  const pickup = driver.getByRole('listitem', { name: /^1\. Pickup/ });
  await pickup.getByRole('button', { name: 'Arrived' }).click();
  await slowExpect(driver.getByText('You are offline')).toBeVisible();
  await expect(driver.getByText(/1 update waits on this phone/)).toBeVisible();
  await shot(driver, 'track39-driver-offline-390');
  await phone.setOffline(false);
  await slowExpect(pickup.getByText('Arrived', { exact: true }).first()).toBeVisible();
  await slowExpect(driver.getByText('You are offline')).toBeHidden();

  // The shipper's load page: the arrival, then the truck leaving, live.
  const shipperPage = await shipper.context.newPage();
  await shipperPage.setViewportSize({ width: 1366, height: 900 });
  await shipperPage.goto(`/shipment-detail/${loadId}/1`);
  const facts = shipperPage.getByRole('table').filter({ hasText: 'Pickup' }).last();
  await slowExpect(facts.getByRole('row', { name: /1\. Pickup/ })).toContainText('(driver)');
  const view = await (await phone.request.get(`/api/drive/${token}`)).json();
  const [origin] = view.load.stops as Array<{ lat: number; lon: number }>;
  const away = (km: number, minutes: number) => ({
    lat: (origin?.lat ?? 0) + km / 111.195,
    lon: origin?.lon ?? 0,
    at: ago(minutes),
  });
  const sent = await phone.request.post(`/api/drive/${token}/positions`, {
    data: { positions: [away(0.2, 12), away(3, 10), away(12, 5), away(25, 1)] },
  });
  expect(sent.status()).toBe(200);
  await slowExpect(facts.getByRole('row', { name: /1\. Pickup/ })).toContainText(
    /\(driver\).*\(driver\)/,
  );
  await slowExpect(shipperPage.getByText(/Truck last seen/)).toBeVisible();
  await slowExpect(shipperPage.getByText(/to stop 2 \(Atlanta, GA\)/)).toBeVisible();
  await shipperPage.getByRole('img', { name: /^Map of / }).scrollIntoViewIfNeeded();
  await shot(shipperPage, 'track39-shipper-map');
  await shipperPage.setViewportSize({ width: 390, height: 844 });
  await shipperPage.getByRole('img', { name: /^Map of / }).scrollIntoViewIfNeeded();
  await shot(shipperPage, 'track39-shipper-map-390');

  // A check call asked for: no quiet hours hold (the carrier's default is 22:00-06:00).
  await shipperPage.setViewportSize({ width: 1366, height: 900 });
  await shipperPage.getByRole('button', { name: 'Request check call' }).click();
  await slowExpect(
    shipperPage.getByRole('status').filter({ hasText: /Sent to the carrier|Held until/ }),
  ).toBeVisible();

  // The public tracking page shows the map too.
  const share = await call(shipper.context, 'POST', `/api/loads/${loadId}/share`);
  const visitor = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const publicPage = await visitor.newPage();
  await publicPage.goto(new URL(share.url as string).pathname);
  await slowExpect(publicPage.getByRole('img', { name: /^Map of this shipment/ })).toBeVisible();
  await shot(publicPage, 'track39-public-390');

  // A replaced link says so on the phone.
  await call(page.context(), 'POST', `/api/loads/${loadId}/driver`, { name: 'Sam Spare' });
  await driver.reload();
  await slowExpect(driver.getByText('This link no longer works')).toBeVisible();
  await shot(driver, 'track39-driver-replaced-390');
  await quietHours(page);
  await Promise.all([phone.close(), visitor.close()]);
});

async function quietHours(page: Page) {
  await page.goto('/settings/user-notifications');
  const form = page.getByRole('form', { name: 'Quiet hours' });
  await slowExpect(form).toBeVisible();
  await form.getByLabel('From').fill('21:00');
  await form.getByRole('button', { name: 'Save quiet hours' }).click();
  await slowExpect(form.getByText('Saved.')).toBeVisible();
  await form.scrollIntoViewIfNeeded();
  await shot(page, 'track39-quiet-hours');
}

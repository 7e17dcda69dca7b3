import { expect, test } from '@playwright/test';
import { newAccount, registerViaApi, signUp } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { call, seedOmahaToTulsa } from './support/carrier-market.ts';
import { choose, field, publishReviewed, typeDate } from './support/forms.ts';
import { shotsDir, slowExpect } from './support/journey.ts';

const SHOTS = shotsDir('tenders');

test('a shipper tenders a load via the routing guide, the carrier accepts it on /spot-quotes, the shipper sees it accepted', async ({
  page,
  browser,
  baseURL,
}) => {
  const suffix = Date.now().toString(36);
  await signUp(page, 'shipper', 'tender');
  await page.request.get('/api/auth/me');
  const shipperContext = page.context();
  await seedOmahaToTulsa(shipperContext, 'Guide', suffix);
  const carrierContext = await browser.newContext({ baseURL });
  const carrier = newAccount('carrier', 'tender-carrier');
  carrier.company = `Guide Haulers ${suffix}`;
  await registerViaApi(carrierContext.request, carrier);
  const linked = await call(shipperContext, 'POST', '/api/carriers', { email: carrier.email });
  await call(shipperContext, 'POST', '/api/lanes', {
    name: `Omaha to Tulsa ${suffix}`,
    origin: { city: 'Omaha', state: 'NE' },
    destination: { city: 'Tulsa', state: 'OK' },
    equipment_type: 'dry_van',
    carrier_ids: [linked.id],
    contract: { rate: 185_000, valid_from: '2020-01-01', valid_to: '2999-12-31' },
  });

  // The shipper publishes through the quick form; the matching lane offers the guide.
  await page.goto('/create/new/addLoad');
  await expect(page.getByRole('heading', { name: 'Add Load', level: 1 })).toBeVisible();
  const name = `Guide run ${suffix}`;
  await field(page, 'Name').fill(name);
  await typeDate(page, 'Ship date', '03/15/2027');
  await typeDate(page, 'Expected delivery date', '03/17/2027');
  await choose(page, 'Origin company', `Guide Origin ${suffix}`);
  await choose(page, 'Destination company', `Guide Destination ${suffix}`);
  await choose(page, 'Equipment type', 'Dry van');
  await expect(page.getByText(`Omaha to Tulsa ${suffix}`)).toBeVisible();
  const tender = page.getByRole('switch', { name: 'Tender via routing guide' });
  await tender.check({ force: true });
  await expect(tender).toBeChecked();
  await expect(page.getByTestId('audience-lane')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/tender-form.png`, fullPage: true });
  await publishReviewed(page);
  await expect(page).toHaveURL(/\/shipment-detail\/\d+\/1$/);
  const id = Number(/shipment-detail\/(\d+)/.exec(page.url())?.[1]);
  const saved = await (await page.request.get(`/api/loads/${id}`)).json();
  expect(saved.audience).toMatchObject({ type: 'lane' });

  // The guide's first (and only) carrier gets the offer within moments (the job runner).
  const tenders = page.getByRole('region', { name: 'Routing guide tenders' });
  // Each try reloads and gives the page 5 s to render: on a loaded machine a render alone can
  // take longer than a second, and a shorter wait would fail every try.
  await expect(async () => {
    await page.reload();
    await expect(tenders.getByTestId('tender-row')).toContainText('Offered', { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(tenders.getByTestId('tender-row')).toContainText(`Guide Haulers ${suffix}`);
  await expect(tenders.getByTestId('tender-row')).toContainText('$1,850.00');
  await page.screenshot({ path: `${SHOTS}/tender-offered-shipper.png`, fullPage: true });
  await expectNoViolations(page);

  // The carrier sees it at the top of /spot-quotes, with the rate and the deadline, and accepts.
  const carrierPage = await carrierContext.newPage();
  await carrierPage.goto('/spot-quotes');
  const offers = carrierPage.getByRole('region', { name: 'Offers for you' });
  const offer = offers.getByTestId('tender-offer');
  await expect(offer).toHaveCount(1);
  await expect(offer).toContainText('Omaha, NE → Tulsa, OK');
  await expect(offer.getByLabel('Offered rate')).toHaveText('$1,850.00');
  await expect(offer.getByText(/^Answer within /)).toBeVisible();
  // The carrier that does not hold the load is never told its name.
  await expect(offer).not.toContainText(name);
  await carrierPage.screenshot({ path: `${SHOTS}/tender-carrier-offer.png`, fullPage: true });
  await expectNoViolations(carrierPage);
  await offer.getByRole('button', { name: 'Accept' }).click();
  // Accepting is confirmed, as declining is.
  const confirm = carrierPage.getByRole('dialog', { name: 'Accept this offer?' });
  await expect(confirm).toContainText('$1,850.00');
  await confirm.getByRole('button', { name: 'Accept' }).click();
  await expect(offers).toHaveCount(0);
  await carrierPage.screenshot({ path: `${SHOTS}/tender-carrier-accepted.png`, fullPage: true });

  // The shipper sees it accepted (the live event refreshes the page) and the load assigned.
  await slowExpect(tenders.getByTestId('tender-row')).toContainText('Accepted');
  await expect(page.getByText(`Guide Haulers ${suffix}`).first()).toBeVisible();
  const assigned = await (await page.request.get(`/api/loads/${id}`)).json();
  expect(assigned.status).toBe('assigned');
  expect(assigned.assigned_to).toMatchObject({ company_name: `Guide Haulers ${suffix}` });
  await page.screenshot({ path: `${SHOTS}/tender-accepted-shipper.png`, fullPage: true });
});

import { expect, test } from '@playwright/test';
import { signIn, signUp } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { call, cardFor, seedOmahaToTulsa } from './support/carrier-market.ts';
import { choose, field, publishReviewed, typeDate } from './support/forms.ts';
import { shotsDir } from './support/journey.ts';

const SHOTS = shotsDir('quick-load');

test('a signed-out shipper opens the quick load form, signs in, comes back and publishes; a carrier sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  const suffix = Date.now().toString(36);
  // The shipper's network and carrier, seeded in contexts of their own: `page` stays signed out.
  const seed = await browser.newContext({ baseURL });
  const shipper = await signUp(seed, 'shipper', 'quick');
  await seed.request.get('/api/auth/me');
  await seedOmahaToTulsa(seed, 'Quick', suffix);
  const carrierContext = await browser.newContext({ baseURL });
  const carrier = await signUp(carrierContext, 'carrier', 'quick-carrier');
  await call(seed, 'POST', '/api/carriers', { email: carrier.email });

  // Without a session the quick form sends the visitor to sign in, then back (redirectTo).
  await page.goto('/create/new/addLoad');
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, shipper.email);
  await expect(page).toHaveURL(/\/create\/new\/addLoad$/);
  await expect(page.getByRole('heading', { name: 'Add Load', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Stops' })).toBeVisible();
  await expect(page.getByText('Pickup appointment')).toHaveCount(0);

  const name = `Quick run ${suffix}`;
  await field(page, 'Name').fill(name);
  await typeDate(page, 'Ship date', '03/15/2027');
  await typeDate(page, 'Expected delivery date', '03/17/2027');
  await choose(page, 'Origin company', `Quick Origin ${suffix}`);
  await expect(field(page, 'Origin location')).toHaveValue('Quick Origin Dock');
  await choose(page, 'Destination company', `Quick Destination ${suffix}`);
  await choose(page, 'Equipment type', 'Dry van');
  await field(page, 'Target rate').fill('1850');
  await page.screenshot({ path: `${SHOTS}/quick-load.png`, fullPage: true });
  await expectNoViolations(page);
  await publishReviewed(page);
  await expect(page).toHaveURL(/\/shipment-detail\/\d+\/1$/);
  const id = Number(/shipment-detail\/(\d+)/.exec(page.url())?.[1]);
  const saved = await (await page.request.get(`/api/loads/${id}`)).json();
  expect(saved).toMatchObject({
    name,
    date_to_leave: '2027-03-15',
    expected_delivery_date: '2027-03-17',
    equipment_type: 'dry_van',
    target_rate: 185_000,
    award_rule: 'manual',
  });
  expect(saved.identifier).toMatch(/^SH-/);

  // The carrier in the shipper's network sees it on /spot-quotes.
  const carrierPage = await carrierContext.newPage();
  await carrierPage.goto('/spot-quotes');
  await expect(cardFor(carrierPage, 'Omaha, NE')).toHaveCount(1);
  await carrierPage.screenshot({ path: `${SHOTS}/quick-load-carrier.png`, fullPage: true });
  await carrierContext.close();
  await seed.close();
});

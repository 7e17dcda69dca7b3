import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts.ts';
import { call } from './support/carrier-market.ts';
import { choose, field, publishReviewed, typeDate } from './support/forms.ts';
import { shotsDir, slowExpect } from './support/journey.ts';

const SHOTS = shotsDir('form-templates');

/**
 * PRODUCT.md 16: the quick form saves what it holds as a template; a new quick form starts from
 * it and publishes; a milk-run template opens the full form's stop editor with its stops.
 */
test('a shipper saves the quick form as a template, starts the next load from it, and a milk run opens the stop editor', async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  await signUp(page, 'shipper', 'form-templates');
  const place = (label: string, city: string, state: string, zipcode: string) => ({
    name: `${label} ${suffix}`,
    company_type: 'both',
    locations: [
      {
        name: `${label} Dock`,
        address: { address1: `1 ${label} St`, city, state, zipcode },
        shipment_process: 'appointment',
      },
    ],
  });
  const context = page.context();
  const omaha = await call(
    context,
    'POST',
    '/api/companies',
    place('Plains', 'Omaha', 'NE', '68102'),
  );
  const tulsa = await call(
    context,
    'POST',
    '/api/companies',
    place('Prairie', 'Tulsa', 'OK', '74103'),
  );
  const wichita = await call(
    context,
    'POST',
    '/api/companies',
    place('Wheat', 'Wichita', 'KS', '67202'),
  );
  const locationOf = (company: Record<string, unknown>) =>
    (company.locations as Array<{ id: number }>)[0]?.id as number;

  // The quick form, filled, saved as a template before it is published.
  await page.goto('/create/new/addLoad');
  await slowExpect(page.getByRole('heading', { name: 'Add Load', level: 1 })).toBeVisible();
  await field(page, 'Name').fill('Corn syrup');
  await choose(page, 'Origin company', `Plains ${suffix}`);
  await choose(page, 'Destination company', `Prairie ${suffix}`);
  await choose(page, 'Equipment type', 'Dry van');
  await field(page, 'Target rate').fill('1650');
  await page.getByRole('button', { name: 'Save as template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as template' });
  await expect(dialog.getByLabel('Template name')).toHaveValue('Corn syrup');
  await dialog.getByLabel('Template name').fill(`Omaha weekly ${suffix}`);
  await dialog.getByRole('button', { name: 'Save template' }).click();
  await expect(dialog.getByText('Saved. Make a load from it')).toBeVisible();
  await dialog.getByRole('button', { name: 'Back to the form' }).click();
  const templates = (await call(context, 'GET', '/api/load_templates')) as {
    results: Array<{ name: string; load: Record<string, unknown> }>;
  };
  expect(
    templates.results.find((entry) => entry.name === `Omaha weekly ${suffix}`)?.load,
  ).toMatchObject({
    name: 'Corn syrup',
    equipment_type: 'dry_van',
    target_rate: 165_000,
    stops: [
      { type: 'pickup', location_id: locationOf(omaha), day_offset: 0 },
      { type: 'delivery', location_id: locationOf(tulsa), day_offset: 0 },
    ],
  });

  // A fresh quick form starts from the template: the stops, equipment and rate are filled.
  await page.goto('/create/new/addLoad');
  await slowExpect(page.getByRole('heading', { name: 'Add Load', level: 1 })).toBeVisible();
  await choose(page, 'Start from a template', `Omaha weekly ${suffix}`);
  await expect(field(page, 'Name')).toHaveValue('Corn syrup');
  await expect(field(page, 'Origin location')).toHaveValue('Plains Dock');
  await expect(field(page, 'Target rate')).toHaveValue(/1,?650/);
  await page.screenshot({ path: `${SHOTS}/quick-from-template.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/quick-from-template-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await typeDate(page, 'Ship date', '04/12/2027');
  await typeDate(page, 'Expected delivery date', '04/13/2027');
  await publishReviewed(page);
  await expect(page).toHaveURL(/\/shipment-detail\/\d+\/1$/);
  const id = Number(/shipment-detail\/(\d+)/.exec(page.url())?.[1]);
  const saved = await (await page.request.get(`/api/loads/${id}`)).json();
  expect(saved).toMatchObject({
    name: 'Corn syrup',
    date_to_leave: '2027-04-12',
    expected_delivery_date: '2027-04-13',
    equipment_type: 'dry_van',
    target_rate: 165_000,
  });
  expect(saved.origin_location.id).toBe(locationOf(omaha));
  expect(saved.destination_location.id).toBe(locationOf(tulsa));

  // A milk run (pickup, delivery, pickup, delivery) does not fit the quick form: the full form
  // opens with its four stops in the stop editor.
  await call(context, 'POST', '/api/load_templates', {
    name: `Milk run ${suffix}`,
    load: {
      name: 'Milk run',
      stops: [
        { type: 'pickup', location_id: locationOf(omaha) },
        { type: 'delivery', location_id: locationOf(wichita), day_offset: 1 },
        { type: 'pickup', location_id: locationOf(wichita), day_offset: 1 },
        { type: 'delivery', location_id: locationOf(tulsa), day_offset: 2 },
      ],
      equipment_type: 'dry_van',
    },
  });
  await page.goto('/create/new/addLoad');
  await slowExpect(page.getByRole('heading', { name: 'Add Load', level: 1 })).toBeVisible();
  await choose(page, 'Start from a template', `Milk run ${suffix}`);
  await expect(page).toHaveURL(/\/add-new-shipment$/);
  await expect(field(page, 'Name')).toHaveValue('Milk run');
  await expect(page.getByText('Stop 4', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Stop 2 location company' })).toHaveValue(
    `Wheat ${suffix}`,
  );
  await expect(page.getByRole('combobox', { name: 'Stop 2 location location' })).toHaveValue(
    'Wheat Dock',
  );
  await expect(
    page.getByRole('radiogroup', { name: 'Stop 3 type' }).getByRole('radio', { name: 'Pickup' }),
  ).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/full-from-milk-run.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/full-from-milk-run-390.png`, fullPage: true });
});

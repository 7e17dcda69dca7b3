import { expect, type Page, test } from '@playwright/test';
import { signUp } from './support/accounts.ts';
import { field, shot, typeDate } from './support/forms.ts';
import {
  createCompany,
  createOriginAndDestination,
  linkCarrier,
  registerCarrier,
  setWeekdayHours,
} from './support/seed-network.ts';

async function chooseOption(page: Page, label: string, option: string | RegExp) {
  await field(page, label).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('a shipper publishes, edits and copies a shipment, warned about closed hours', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Publish, edit and copy fill the whole form three times (now with equipment, miles and the
  // bidding section): more than the default minute on a busy 2-core machine.
  await signUp(page, 'shipper', 'form');
  await page.goto('/shipments');
  const { origin } = await createOriginAndDestination(page);
  await setWeekdayHours(page, origin.locationId);
  const carrier = await registerCarrier(() => playwright.request.newContext({ baseURL }));
  await linkCarrier(page, carrier.account.email);

  // The add modal: Shipment opens the form.
  await page.reload();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Select what you want to add' });
  await modal.getByText('Shipment', { exact: true }).click();
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/add-new-shipment$/);
  await expect(page.getByRole('heading', { name: 'New Shipment', level: 1 })).toBeVisible();

  // Saving empty names the missing fields (SPEC 5).
  await page.getByRole('button', { name: 'Review and publish' }).click();
  await expect(page.getByRole('alert').first()).toHaveText('Complete all fields with asterisks');
  await expect(page.getByText('Name is required')).toBeVisible();

  await field(page, 'Name').fill('Weekly produce run');
  await typeDate(page, 'Ship date', '02/28/2027');
  await typeDate(page, 'Expected delivery date', '03/02/2027');
  await chooseOption(page, 'Origin company', 'Prairie Farms');
  await expect(field(page, 'Origin location')).toHaveValue('Prairie Farms Dock');
  await expect(page.getByRole('button', { name: 'Check shipping hours' })).toBeVisible();
  await chooseOption(page, 'Destination company', 'Lakeside Market');

  // Pickup on Sunday 28 February 2027: the origin is closed on Sundays.
  await field(page, 'Pickup appointment').click();
  await page.getByRole('button', { name: '28 February 2027', exact: true }).click();
  await expect(page.getByLabel('Pickup appointment time')).toHaveValue('9:00 AM');
  const warning = 'Pickup appointment: Prairie Farms Dock is closed on Sundays (shipping hours).';
  await expect(page.getByText(warning)).toBeVisible();

  await page.getByRole('button', { name: 'Pallets', exact: true }).click();
  await page.getByRole('textbox', { name: 'Pallets value' }).fill('12');
  await field(page, 'Load value').fill('25000');
  await shot(page, 'shipment-form', true);

  await page.getByRole('button', { name: 'Review and publish' }).click();
  const dialog = page.getByRole('dialog', { name: "Outside the location's hours" });
  await expect(dialog.getByText(warning)).toBeVisible();
  await shot(page, 'shipment-form-warning');
  await dialog.getByRole('button', { name: 'Save anyway' }).click();
  await page
    .getByRole('dialog', { name: 'Review before publishing' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  await expect(page).toHaveURL(/\/shipment-detail\/\d+\/1$/);
  const id = Number(/shipment-detail\/(\d+)/.exec(page.url())?.[1]);

  const saved = await (await page.request.get(`/api/loads/${id}`)).json();
  expect(saved).toMatchObject({
    name: 'Weekly produce run',
    date_to_leave: '2027-02-28',
    expected_delivery_date: '2027-03-02',
    specs: { Pallets: '12' },
    load_value: 2_500_000,
  });
  expect(saved.identifier).toMatch(/^SH-/);
  expect(saved.appointment_pickup).toMatch(/^2027-02-28T\d\d:\d\d$/);

  // Edit: the form opens filled, and PUT saves the change.
  await page.goto(`/edit-load/${id}`);
  await expect(page.getByRole('heading', { name: 'Edit Shipment', level: 1 })).toBeVisible();
  const name = field(page, 'Name');
  await expect(name).toHaveValue('Weekly produce run');
  await name.fill('Weekly produce run (chilled)');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page
    .getByRole('dialog', { name: "Outside the location's hours" })
    .getByRole('button', { name: 'Save anyway' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/shipment-detail/${id}/1$`));
  const edited = await (await page.request.get(`/api/loads/${id}`)).json();
  expect(edited.name).toBe('Weekly produce run (chilled)');

  // Copy to two ship dates: two new shipments with their own identifiers.
  await page.goto(`/copy-shipment/${id}`);
  await expect(page.getByRole('heading', { name: 'Copy Shipment', level: 1 })).toBeVisible();
  await typeDate(page, 'Ship date 1', '03/08/2027');
  await typeDate(page, 'Expected delivery date 1', '03/10/2027');
  await page.getByRole('button', { name: 'Add another ship date' }).click();
  await typeDate(page, 'Ship date 2', '03/15/2027');
  await typeDate(page, 'Expected delivery date 2', '03/17/2027');
  const stored = await page.evaluate(() => localStorage.getItem('shipmentCopies'));
  expect(JSON.parse(stored ?? '{}')).toEqual({ '2027-03-08': 2, '2027-03-15': 2 });
  await shot(page, 'copy-shipment', true);
  await page.getByRole('button', { name: 'Copy shipment' }).click();
  await expect(page.getByRole('heading', { name: '2 copies created' })).toBeVisible();
  const links = page.getByRole('list', { name: 'New shipments' }).getByRole('link');
  await expect(links).toHaveCount(2);
  const identifiers = await links.allTextContents();
  expect(new Set([...identifiers, saved.identifier]).size).toBe(3);
  for (const identifier of identifiers) expect(identifier).toMatch(/^SH-/);
  expect(await page.evaluate(() => localStorage.getItem('shipmentCopies'))).toBe('{}');

  // /add-new-shipment/{id} starts from that shipment.
  await page.goto(`/add-new-shipment/${id}`);
  await expect(page.getByRole('heading', { name: 'New Shipment', level: 1 })).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue('Weekly produce run (chilled)');
  await expect(field(page, 'Origin company')).toHaveValue('Prairie Farms');
  await expect(page.getByRole('textbox', { name: 'Pallets value' })).toHaveValue('12');
});

test('adding a company from the form keeps the half-filled form and selects the company', async ({
  page,
}) => {
  await signUp(page, 'shipper', 'form-return');
  await page.goto('/shipments');
  await createCompany(page, 'Harbor Foods', 'origin', {
    city: 'Houston',
    state: 'TX',
    zipcode: '77002',
  });
  await page.goto('/add-new-shipment');
  await field(page, 'Name').fill('Half done');
  await page.getByRole('button', { name: 'Add new company' }).nth(1).click();
  await expect(page).toHaveURL(/\/add-new-company-from-shipment\/destination$/);
  const temp = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('tempShipmentData'))) ?? '{}',
  );
  expect(temp.returnTo).toBe('/add-new-shipment');
  expect(temp.values.name).toBe('Half done');

  // The companies feature writes pendingCompany after saving; here it is simulated through the API.
  const created = await createCompany(page, 'Summit Grocers', 'destination', {
    city: 'Denver',
    state: 'CO',
    zipcode: '80202',
  });
  await page.evaluate((company) => {
    const data = JSON.parse(localStorage.getItem('tempShipmentData') ?? '{}');
    data.pendingCompany = {
      companyType: 'destination',
      company_id: company.companyId,
      location_id: company.locationId,
    };
    localStorage.setItem('tempShipmentData', JSON.stringify(data));
  }, created);
  await page.goto('/add-new-shipment');
  await expect(field(page, 'Name')).toHaveValue('Half done');
  await expect(field(page, 'Destination company')).toHaveValue('Summit Grocers');
  await expect(field(page, 'Destination location')).toHaveValue('Summit Grocers Dock');
  expect(await page.evaluate(() => localStorage.getItem('tempShipmentData'))).toBeNull();
});

test('Enter in a date field never publishes; the review step does; a draft stays the shipper’s', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUp(page, 'shipper', 'draft');
  await page.goto('/shipments');
  await createOriginAndDestination(page);
  const carrier = await registerCarrier(() => playwright.request.newContext({ baseURL }));
  await linkCarrier(page, carrier.account.email);
  const carrierSees = async () =>
    (
      (await (await carrier.request.get('/api/loads/custom_pagination_spotquotes')).json()) as {
        results: { shipments: Array<{ id: number }> };
      }
    ).results.shipments.map((load) => load.id);

  await page.goto('/add-new-shipment');
  await field(page, 'Name').fill('Reviewed steel coils');
  await chooseOption(page, 'Origin company', 'Prairie Farms');
  await chooseOption(page, 'Destination company', 'Lakeside Market');
  await typeDate(page, 'Ship date', '03/15/2027');
  await typeDate(page, 'Expected delivery date', '03/17/2027');
  // A pickup appointment typed and confirmed with Enter, and Enter in the other date fields.
  const appointment = field(page, 'Pickup appointment');
  await appointment.fill('03/15/2027');
  await appointment.press('Enter');
  await field(page, 'Ship date').press('Enter');
  await field(page, 'Name').press('Enter');
  await expect(page).toHaveURL(/\/add-new-shipment$/);
  await expect(page.getByRole('dialog', { name: 'Review before publishing' })).toHaveCount(0);
  expect(await carrierSees()).toEqual([]);

  // The review step says what goes out and to whom; Back returns to the form untouched.
  await page.getByRole('button', { name: 'Review and publish' }).click();
  const review = page.getByRole('dialog', { name: 'Review before publishing' });
  await expect(review.getByText('All my carriers')).toBeVisible();
  await expect(review.getByText('03-15-2027', { exact: true })).toBeVisible();
  await expect(review.getByText('What carriers see')).toBeVisible();
  await shot(page, 'shipment-review');
  await review.getByRole('button', { name: 'Back' }).click();
  await expect(review).toHaveCount(0);
  await expect(field(page, 'Name')).toHaveValue('Reviewed steel coils');

  // Saved as a draft: the shipper has it, no carrier sees it or hears of it.
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(/\/shipment-detail\/\d+\/1$/);
  const id = Number(/shipment-detail\/(\d+)/.exec(page.url())?.[1]);
  await expect(page.getByText(/No carrier sees this shipment/)).toBeVisible();
  await shot(page, 'shipment-draft');
  expect(await carrierSees()).toEqual([]);
  expect((await carrier.request.get(`/api/loads/${id}`)).status()).toBe(404);

  // Published from its page: now the carrier sees it.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(/No carrier sees this shipment/)).toHaveCount(0);
  await expect.poll(carrierSees).toEqual([id]);
});

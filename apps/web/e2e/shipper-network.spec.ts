import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  newAccount,
  registerViaApi,
  signUp,
  uniqueEmail,
  xsrfHeaders,
} from './support/accounts.ts';
import { shotsDir } from './support/journey.ts';
import { requireMailbox, waitForMail } from './support/mailbox.ts';
import { addLoadBetween, seedLocations } from './support/ship-seed.ts';

const SHOTS = shotsDir('net');

/** A Mantine select: a textbox, or a combobox when searchable. */
function select(scope: Page | Locator, label: string) {
  return scope
    .getByRole('textbox', { name: label, exact: true })
    .or(scope.getByRole('combobox', { name: label, exact: true }));
}

async function pick(page: Page, label: string, option: string, nth = 0) {
  await select(page, label).nth(nth).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Presses the form's `button`, and lands on the company page headed `name`. */
async function saveAndView(page: Page, button: string, name: string) {
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/view-company\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

async function fillLocation(
  page: Page,
  nth: number,
  location: { name: string; address: string; city: string; state: string; zip: string },
) {
  await page
    .getByRole('textbox', { name: 'Location name', exact: true })
    .nth(nth)
    .fill(location.name);
  await page.getByRole('textbox', { name: 'Address', exact: true }).nth(nth).fill(location.address);
  await page.getByRole('textbox', { name: 'City', exact: true }).nth(nth).fill(location.city);
  await pick(page, 'State', location.state, nth);
  await page.getByRole('textbox', { name: 'Zip code', exact: true }).nth(nth).fill(location.zip);
}

async function openAddModal(page: Page) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Select what you want to add' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a shipper builds a network: companies, hours, carriers, a list, then a shipment', async ({
  page,
  request,
}) => {
  requireMailbox();
  const carrier = newAccount('carrier', 'hauler');
  await registerViaApi(request, carrier);
  await signUp(page, 'shipper', 'network');

  await page.goto('/companies');
  await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
  await expect(page.getByText('No companies yet')).toBeVisible();
  // A shipper without any shipment sees the 'Start Here' hint on the add button.
  await expect(page.getByText('Start Here', { exact: true })).toBeVisible();

  // SPEC 5: nothing is ready for a shipment yet.
  let dialog = await openAddModal(page);
  await expect(dialog.getByRole('radio', { name: 'Shipment' })).toBeDisabled();
  await expect(
    dialog.getByText('Add another company or a carrier to get started.', { exact: true }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Please select an option.', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/add-modal.png` });
  await dialog.getByRole('radio', { name: 'Carrier' }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const carrierDialog = page.getByRole('dialog', { name: 'Add carriers' });
  await expect(carrierDialog.getByRole('radio', { name: 'New Carrier List' })).toBeDisabled();
  await expect(
    carrierDialog.getByText('Add a carrier to get started.', { exact: true }),
  ).toBeVisible();
  await carrierDialog.getByRole('button', { name: 'Continue' }).click();
  await expect(carrierDialog.getByText('Please select an option.', { exact: true })).toBeVisible();
  await carrierDialog.getByRole('button', { name: 'Cancel' }).click();

  // First company, through the add modal and the form.
  dialog = await openAddModal(page);
  await dialog.getByRole('radio', { name: 'Company' }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/add-new-company$/);
  await expect(page.getByRole('heading', { name: 'New Company', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save company' }).click();
  await expect(page.getByText('Complete all fields with asterisks', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Company name', exact: true }).fill('North Dock Foods');
  await fillLocation(page, 0, {
    name: 'Dallas DC',
    address: '1200 Commerce St',
    city: 'Dallas',
    state: 'Texas (TX)',
    zip: '7520',
  });
  await expect(select(page, 'Time zone')).toHaveValue('Chicago');
  await page.getByRole('button', { name: 'Save company' }).click();
  await expect(page.getByText('Enter a 5-digit zip code (or ZIP+4)')).toBeVisible();
  await page.getByRole('textbox', { name: 'Zip code', exact: true }).fill('75201');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('');
  await page.getByRole('button', { name: 'Save company' }).click();
  await expect(page.getByText('The missing fields are: Address', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1200 Commerce St');
  await page.screenshot({ path: `${SHOTS}/company-form.png`, fullPage: true });
  await saveAndView(page, 'Save company', 'North Dock Foods');
  await expect(page.getByText('America/Chicago')).toBeVisible();

  // Hours for a location that has none: confirmation, editor, viewer.
  await page.getByRole('button', { name: 'Set shipping hours' }).click();
  const confirm = page.getByRole('dialog', { name: 'Set Shipping hours' });
  await expect(
    confirm.getByText(
      'Shipping hours will be changed for all upcoming shipments when using this location',
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Not right now' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Set shipping hours' }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  const editor = page.getByRole('dialog', { name: 'Shipping Hours', exact: true });
  await expect(editor).toBeVisible();
  await editor.getByLabel('Same shipping hours for weekdays').check();
  await select(editor, 'Monday - Friday opening').click();
  await page.getByRole('option', { name: '7:00 am', exact: true }).click();
  await select(editor, 'Monday - Friday closing').click();
  await page.getByRole('option', { name: '4:30 pm', exact: true }).click();
  await editor.getByLabel('FCFS').check();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await page.getByRole('button', { name: 'Check shipping hours' }).click();
  const viewer = page.getByRole('dialog', { name: 'Shipping Hours', exact: true });
  await expect(viewer.getByRole('row', { name: /Monday/ })).toContainText('7:00 am - 4:30 pm');
  await expect(viewer.getByRole('row', { name: /Saturday/ })).toContainText('Closed');
  await expect(viewer.getByText('By FCFS', { exact: true })).toBeVisible();
  await viewer.getByRole('button', { name: 'Ok' }).click();
  await expect(viewer).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/view-company.png`, fullPage: true });

  // Second company with two locations.
  await page.goto('/add-new-company');
  await page.getByRole('textbox', { name: 'Company name', exact: true }).fill('Southern Produce');
  await fillLocation(page, 0, {
    name: 'Atlanta Yard',
    address: '55 Peachtree Ave',
    city: 'Atlanta',
    state: 'Georgia (GA)',
    zip: '30303',
  });
  await page.getByRole('button', { name: 'Add another location' }).click();
  await fillLocation(page, 1, {
    name: 'Denver Cross-dock',
    address: '9 Market St',
    city: 'Denver',
    state: 'Colorado (CO)',
    zip: '80202-1234',
  });
  await saveAndView(page, 'Save company', 'Denver Cross-dock');
  await expect(page.getByText('America/Denver')).toBeVisible();

  await page.goto('/companies');
  await expect(page.getByText('2 companies', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'North Dock Foods' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check shipping hours' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/companies.png`, fullPage: true });

  // Two companies but no carrier: still no shipment.
  dialog = await openAddModal(page);
  await expect(dialog.getByRole('radio', { name: 'Shipment' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Carriers: a registered one is linked, an unknown address is invited.
  await page.goto('/add-new-carrier');
  await expect(page.getByText(/an address we do not know yet gets an invitation/)).toBeVisible();
  await page.getByLabel('E-mail').fill(carrier.email);
  await page.getByRole('button', { name: 'Add carrier' }).click();
  await expect(page).toHaveURL(/\/view-carrier\/\d+$/);
  await expect(page.getByRole('heading', { name: carrier.company })).toBeVisible();
  await expect(page.getByText('Linked', { exact: true })).toBeVisible();
  await expect(page.getByText('123456')).toBeVisible();
  await expect(page.getByText('100k')).toBeVisible();
  await expect(page.getByText('Dry van')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/view-carrier.png`, fullPage: true });

  const invited = uniqueEmail('newhauler');
  await page.goto('/add-new-carrier');
  await page.getByLabel('E-mail').fill(invited);
  await page.getByLabel('Company name').fill('Future Freight');
  await page.getByRole('button', { name: 'Add carrier' }).click();
  await expect(page.getByText('Invited', { exact: true })).toBeVisible();
  const mail = await waitForMail(invited, /invites you to haul freight on Spotlane/);
  expect(mail.text).toContain('/register-carrier?email=');

  await page.goto('/add-new-carrier');
  await page.getByLabel('E-mail').fill(carrier.email.toUpperCase());
  await page.getByRole('button', { name: 'Add carrier' }).click();
  await expect(page.getByText('This carrier is already in your network')).toBeVisible();

  // Edit a carrier: notes and preferred.
  await page.goto('/carriers');
  await expect(page.getByRole('heading', { name: 'My Carriers', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Future Freight' }).click();
  await page.getByRole('button', { name: 'Edit carrier' }).click();
  await page.getByLabel('Notes').fill('Reefer capacity on weekends');
  await page.getByLabel('Preferred carrier').check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/view-carrier\/\d+$/);
  await expect(page.getByText('Reefer capacity on weekends')).toBeVisible();

  // A list needs 2 or more carriers, in the form and on the server.
  await page.goto('/add-new-list');
  await expect(page.getByText('A carrier list needs 2 or more carriers')).toBeVisible();
  await page.getByLabel('List name').fill('Texas lanes');
  await select(page, 'Carriers').click();
  await page.getByRole('option', { name: new RegExp(carrier.company) }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByText('A carrier list needs 2 or more carriers').last()).toBeVisible();
  await expect(page).toHaveURL(/\/add-new-list$/);
  const mine = await (await page.request.get('/api/carriers')).json();
  const refused = await page.request.post('/api/carrier_lists', {
    headers: await xsrfHeaders(page.context()),
    data: { name: 'Solo', carrier_ids: [mine.results[0].id] },
  });
  expect(refused.status()).toBe(400);
  await select(page, 'Carriers').click();
  await page.getByRole('option', { name: /Future Freight/ }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page).toHaveURL(/\/view-list\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Texas lanes' })).toBeVisible();
  const members = page.getByRole('table', { name: 'Carriers in this list' });
  await expect(members.getByRole('link', { name: carrier.company })).toBeVisible();
  await expect(members.getByRole('link', { name: 'Future Freight' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/view-list.png` });

  await page.goto('/carriers');
  await expect(page.getByText('Invited', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unmark as preferred' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/carriers.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Carrier Lists' }).click();
  await expect(page.getByRole('heading', { name: 'Texas lanes' })).toBeVisible();

  // Two companies and a carrier: Shipment is enabled and leads to the shipment form.
  dialog = await openAddModal(page);
  const shipment = dialog.getByRole('radio', { name: 'Shipment' });
  await expect(shipment).toBeEnabled();
  await expect(dialog.getByText('Add another company or a carrier to get started.')).toHaveCount(0);
  await shipment.click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/add-new-shipment$/);
});

test("the 'Start Here' hint shows only until the first shipment", async ({ page }) => {
  await signUp(page, 'shipper', 'hint');
  await page.goto('/companies');
  await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
  await expect(page.getByText('Start Here', { exact: true })).toBeVisible();

  const { origin, destination } = await seedLocations(page.request, page.context());
  await addLoadBetween(page, { origin, destination }, 'First load', {
    leave: 2,
    deliver: 4,
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Acme Plant' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeVisible();
  await expect(page.getByText('Start Here', { exact: true })).toHaveCount(0);

  // A company an active shipment uses cannot be deleted: the server's reason shows.
  await page.getByRole('link', { name: 'View Acme Plant' }).click();
  await page.getByRole('button', { name: 'Delete company' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this company?' });
  await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(
    confirm.getByText(
      'This company cannot be deleted while an active shipment uses one of its locations',
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/view-company\/\d+$/);
});

test('a company from the shipment form is handed back to it', async ({ page }) => {
  await signUp(page, 'shipper', 'handback');
  await page.goto('/shipments');
  await page.evaluate(() =>
    localStorage.setItem(
      'tempShipmentData',
      JSON.stringify({ name: 'Draft load', returnTo: '/add-new-shipment' }),
    ),
  );
  await page.goto('/add-new-company-from-shipment/origin');
  await page.getByRole('textbox', { name: 'Company name', exact: true }).fill('Pickup Partner');
  await fillLocation(page, 0, {
    name: 'Reno Dock',
    address: '1 Sierra Way',
    city: 'Reno',
    state: 'Nevada (NV)',
    zip: '89501',
  });
  await page.getByRole('button', { name: 'Save company' }).click();
  await expect(page).toHaveURL(/\/add-new-shipment$/);
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('tempShipmentData') ?? '{}'),
  );
  expect(stored.name).toBe('Draft load');
  expect(stored.pendingCompany.companyType).toBe('origin');
  expect(stored.pendingCompany.company_id).toEqual(expect.any(Number));
  expect(stored.pendingCompany.location_id).toEqual(expect.any(Number));
});

test('companies import from a CSV file with a preview of every row', async ({ page }) => {
  await signUp(page, 'shipper', 'importer');
  await page.goto('/edit-company-csv');
  await expect(page.getByRole('heading', { name: 'Import Companies', level: 1 })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('spotlane-companies-template.csv');
  const template = readFileSync((await download.path()) as string, 'utf8');
  const [header, example] = template.split(/\r?\n/);
  expect(header).toBe(
    'company_name,company_type,email,phone,notes,location_name,address1,address2,city,state,zipcode,contact_name,contact_phone,timezone,shipment_process',
  );
  expect(example).toContain('Acme Foods');

  const csv = [
    header,
    'Lakeside Grocers,destination,,,,Lakeside DC,10 Shore Rd,,Chicago,IL,60601,,,,fcfs',
    'Bad Zip Co,origin,,,,Main,1 Nowhere Ln,,Austin,TX,12,,,,',
    'Harbor Imports,both,ops@harbor.example,,,Port Dock,2 Pier St,,Seattle,WA,98101,,,,',
  ].join('\n');
  const file = { name: 'companies.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };

  await page.locator('input[type=file]').setInputFiles(file);
  await expect(
    page.getByText('Row 3, zipcode: Enter a 5-digit zip code (or ZIP+4)', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import 2 companies' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('companiesCsv'))).toContain('Bad Zip Co');
  await page.screenshot({ path: `${SHOTS}/import-preview.png`, fullPage: true });

  // The pending file survives a reload; Cancel forgets it and creates nothing.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Import 2 companies' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/companies$/);
  await expect(page.getByText('No companies yet')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('companiesCsv'))).toBeNull();

  await page.goto('/edit-company-csv');
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('button', { name: 'Import 2 companies' }).click();
  await expect(page).toHaveURL(/\/companies$/);
  await expect(page.getByText('2 companies', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lakeside Grocers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Harbor Imports' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bad Zip Co' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('companiesCsv'))).toBeNull();

  // The header search narrows the list.
  await page.getByRole('textbox', { name: 'Search companies' }).fill('lakeside');
  await expect(page.getByText('1 company', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Harbor Imports' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByText('2 companies', { exact: true })).toBeVisible();

  // Edit one, then delete it after confirming.
  await page.getByRole('link', { name: 'View Harbor Imports' }).click();
  await expect(page.getByRole('heading', { name: 'Harbor Imports' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit company' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Company', level: 1 })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Company name', exact: true })
    .fill('Harbor Imports West');
  await saveAndView(page, 'Save changes', 'Harbor Imports West');
  await expect(page.getByText('ops@harbor.example')).toBeVisible();
  await page.getByRole('button', { name: 'Delete company' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this company?' });
  await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page).toHaveURL(/\/companies$/);
  await expect(page.getByText('1 company', { exact: true })).toBeVisible();
});

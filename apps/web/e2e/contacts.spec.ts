import { expect, test } from '@playwright/test';
import { mainMenu } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { choose, field } from './support/forms.ts';
import { beginJourney, shotsDir } from './support/journey.ts';
import { createCompany } from './support/seed-network.ts';

const SHOTS = shotsDir('contacts');

test('a shipper makes a contact, finds it on /contacts and picks it as a location contact', async ({
  page,
}) => {
  const suffix = await beginJourney(page, 'shipper', 'contacts');
  await page.goto('/shipments');
  const company = await createCompany(page, `Harbor Foods ${suffix}`, 'both', {
    city: 'Savannah',
    state: 'GA',
    zipcode: '31401',
  });

  // The empty address book, from the menu.
  await mainMenu(page).getByRole('link', { name: 'Contacts' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  await expect(page.getByText(/No contacts/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/contacts-empty.png`, fullPage: true });
  await expectNoViolations(page);

  // /create/new/addContact: the shared schema's messages, then a contact linked to a company.
  await page.getByRole('link', { name: 'New Contact' }).first().click();
  await expect(page).toHaveURL(/\/create\/new\/addContact$/);
  await page.getByRole('button', { name: 'Save contact' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await field(page, 'First name').fill('Dana');
  await field(page, 'Last name').fill(`Dock ${suffix}`);
  await choose(page, 'Linked company', `Harbor Foods ${suffix}`);
  await expect(field(page, 'Company')).toHaveValue(`Harbor Foods ${suffix}`);
  await field(page, 'Role').fill('Dock manager');
  await field(page, 'E-mail').fill('dana@example.com');
  await field(page, 'Phone').fill('(912) 555-0142');
  await page.screenshot({ path: `${SHOTS}/contact-form.png`, fullPage: true });
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Save contact' }).click();
  await expect(page).toHaveURL(/\/view-contact\/\d+$/);
  await expect(page.getByText(`Dana Dock ${suffix}`)).toBeVisible();
  await expect(page.getByRole('link', { name: `Harbor Foods ${suffix}` })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/contact-view.png`, fullPage: true });
  // Checked with the "saved" notification showing: its close button is named too.
  await expectNoViolations(page);

  // The list searches.
  await page.goto('/contacts');
  await expect(page.getByRole('link', { name: `Dana Dock ${suffix}` })).toBeVisible();
  await page.getByLabel('Search contacts').fill('nobody here');
  await expect(page.getByText(/No contacts? match/i)).toBeVisible();
  await page.getByLabel('Search contacts').fill('dock manager');
  await expect(page.getByRole('link', { name: `Dana Dock ${suffix}` })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/contacts-list.png`, fullPage: true });
  await expectNoViolations(page);

  // The location form: Pick from contacts fills the location's contact name and phone.
  await page.goto(`/edit-company/${company.companyId}`);
  await choose(page, 'Pick from contacts', new RegExp(`Dana Dock ${suffix}`));
  // The company's own phone is labelled Contact phone too: the location's inputs by name.
  const location = (name: string) => page.locator(`input[name="locations.0.${name}"]`);
  await expect(location('contact_name')).toHaveValue(`Dana Dock ${suffix}`);
  await expect(location('contact_phone')).toHaveValue('(912) 555-0142');
  await page.screenshot({ path: `${SHOTS}/location-contact.png`, fullPage: true });
  await page.getByRole('button', { name: /Save/ }).last().click();
  await expect(page).toHaveURL(/\/view-company\/\d+$/);
  const saved = await (await page.request.get(`/api/companies/${company.companyId}`)).json();
  expect(saved.locations[0]).toMatchObject({
    contact_name: `Dana Dock ${suffix}`,
    contact_phone: '(912) 555-0142',
  });
});

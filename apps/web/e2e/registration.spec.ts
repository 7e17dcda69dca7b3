import { expect, type Page, test } from '@playwright/test';
import { type Account, mainMenu, newAccount, registerViaApi } from './support/accounts.ts';

/** The account fields both registration forms share, as a person types them. */
async function fillAccountFields(
  page: Page,
  account: Pick<Account, 'company' | 'firstName' | 'lastName' | 'email' | 'password'>,
  phone: string,
) {
  await page.getByLabel('Company name').fill(account.company);
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Phone').fill(phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
}

test.describe('registration', () => {
  test('a shipper registers and lands on /shipments', async ({ page }) => {
    const account = newAccount('shipper');
    await page.goto('/register');
    await page.getByRole('link', { name: 'Register as a shipper' }).click();
    await expect(page).toHaveURL(/\/register-shipper$/);

    await fillAccountFields(page, account, '+1 555 010 2030');
    await page.getByLabel(/I accept the Spotlane terms/).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/register-success$/);
    await expect(page.getByRole('heading', { name: 'Thanks for registering!' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/shipments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
    // The owner holds every permission, so the full shipper menu shows.
    await expect(mainMenu(page).getByRole('link', { name: 'Companies' })).toBeVisible();
  });

  test('a carrier registers and lands on /spot-quotes', async ({ page }) => {
    const account = newAccount('carrier');
    await page.goto('/register-carrier');

    await fillAccountFields(page, account, '+1 555 010 2040');
    await page.getByLabel('DOT number').fill('7654321');
    await page.getByLabel('Cargo insurance limit').fill('$250,000');
    await page.getByRole('combobox', { name: 'Equipment types' }).click();
    await page.getByRole('option', { name: 'Reefer' }).click();
    await page.getByRole('option', { name: 'Flatbed' }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel(/I accept the Spotlane terms/).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/register-success$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/spot-quotes$/);
    await expect(mainMenu(page).getByRole('link', { name: 'Shipments' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Companies' })).toHaveCount(0);
  });

  test('field errors come from the shared rules and the server', async ({ page, request }) => {
    await page.goto('/register-carrier');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Company name is required')).toBeVisible();
    await expect(page.getByText('Enter an MC number or a DOT number')).toBeVisible();
    await expect(page.getByText('Choose at least one equipment type')).toBeVisible();
    await expect(page.getByText('You must accept the terms')).toBeVisible();

    // 409 EmailTaken lands on the e-mail field.
    const taken = newAccount('shipper', 'taken');
    await registerViaApi(request, taken);
    await page.goto('/register-shipper');
    await fillAccountFields(
      page,
      {
        company: 'Second Co',
        firstName: 'Second',
        lastName: 'Try',
        email: taken.email,
        password: taken.password,
      },
      '+1 555 010 2050',
    );
    await page.getByLabel(/I accept the Spotlane terms/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('An account with this e-mail already exists')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/register-shipper$/);
  });
});

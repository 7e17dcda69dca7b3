import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { mainMenu, signUp, uniqueEmail } from './support/accounts.ts';
import { acceptInvitation } from './support/invitation.ts';
import { shotsDir } from './support/journey.ts';
import { requireMailbox } from './support/mailbox.ts';

const SHOTS = shotsDir('settings');

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a carrier owner edits the company profile and sees it after a reload', async ({ page }) => {
  const carrier = await signUp(page, 'carrier', 'profile');

  await page.goto('/settings/user-edit');
  await expect(page.getByRole('heading', { name: 'Edit Profile', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue(carrier.company);
  await expect(page.getByLabel('MC number')).toHaveValue('123456');

  // The shared schema's messages show inline.
  await page.getByLabel('DOT number').fill('12a');
  await page.getByLabel('Cargo insurance limit').fill('lots');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('DOT number must contain digits only')).toBeVisible();
  await expect(page.getByText('Enter an amount such as 100k, $250,000 or 1m')).toBeVisible();
  await shot(page, 'user-edit-errors');

  const company = `${carrier.company} Logistics`;
  await page.getByLabel('First name').fill('Carla');
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('DOT number').fill('7654321');
  await page.getByLabel('Cargo insurance limit').fill('$250,000');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  // The shell shows the stored user, refreshed after the save.
  await expect(page.getByText(`Carla ${carrier.lastName}`, { exact: true })).toBeVisible();
  await shot(page, 'user-edit-carrier');

  await page.reload();
  await expect(page.getByLabel('Company name')).toHaveValue(company);
  await expect(page.getByLabel('DOT number')).toHaveValue('7654321');
  await expect(page.getByLabel('Cargo insurance limit')).toHaveValue('$250,000');
  await expect(page.getByLabel('First name')).toHaveValue('Carla');
});

test('an owner invites a teammate and grants company_update in Permissions', async ({
  page,
  browser,
}) => {
  requireMailbox();
  const owner = await signUp(page, 'shipper', 'owner');

  await page.goto('/settings/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: new RegExp(owner.email) })).toBeVisible();
  await page.getByRole('button', { name: 'Invite teammate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite teammate' });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();

  const teammate = uniqueEmail('teammate');
  await dialog.getByLabel('First name').fill('Tina');
  await dialog.getByLabel('Last name').fill('Teammate');
  await dialog.getByLabel('E-mail').fill(teammate);
  await dialog.getByLabel('Add shipments').check();
  await shot(page, 'users-invite');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${teammate}`)).toBeVisible();
  const row = page.getByRole('row', { name: /Tina Teammate/ });
  await expect(row.getByText('Invited')).toBeVisible();
  await expect(row.getByText('Add shipments')).toBeVisible();
  await shot(page, 'users-list');

  // The teammate, in a browser of their own, follows the invitation.
  const other = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1440, height: 900 },
  });
  const mate = await other.newPage();
  await acceptInvitation(mate, teammate);
  await expect(mainMenu(mate).getByRole('link', { name: 'Favorites' })).toBeVisible();
  await expect(mainMenu(mate).getByRole('link', { name: 'Companies' })).toHaveCount(0);

  // The owner turns company_update on; the switch saves at once.
  await page.goto('/settings/permissions');
  await expect(page.getByRole('heading', { name: 'Permissions', level: 1 })).toBeVisible();
  // The owner's row is locked: always every permission, no switch to flip.
  const ownerName = `${owner.firstName} ${owner.lastName}`;
  await expect(
    page.getByRole('img', { name: `Manage companies for ${ownerName}: always on` }),
  ).toBeVisible();
  await expect(page.getByRole('switch', { name: `Manage companies for ${ownerName}` })).toHaveCount(
    0,
  );
  const grant = page.getByRole('switch', { name: 'Manage companies for Tina Teammate' });
  await expect(grant).not.toBeChecked();
  await grant.click({ force: true });
  await expect(grant).toBeChecked();
  await expect(grant).toBeEnabled();
  await shot(page, 'permissions');
  await page.reload();
  await expect(
    page.getByRole('switch', { name: 'Manage companies for Tina Teammate' }),
  ).toBeChecked();

  await mate.reload();
  await expect(mainMenu(mate).getByRole('link', { name: 'Companies' })).toBeVisible();

  // The teammate's account: company read only, names editable.
  await mate.goto('/settings/user-edit');
  await expect(mate.getByText('Read only')).toBeVisible();
  await expect(mate.getByLabel('Company name')).toHaveCount(0);
  await shot(mate, 'user-edit-teammate');

  // The owner renames the teammate from the team list.
  await page.goto('/settings/users');
  await page.getByRole('link', { name: 'Edit Tina Teammate' }).click();
  await expect(page.getByRole('heading', { name: 'User', level: 1 })).toBeVisible();
  await page.getByLabel('Last name').fill('Mate-Smith');
  await page.getByRole('button', { name: 'Save names' }).click();
  await expect(page).toHaveURL(/\/settings\/users$/);
  await expect(page.getByRole('row', { name: /Tina Mate-Smith/ })).toBeVisible();
  await expect(
    page.getByRole('row', { name: /Tina Mate-Smith/ }).getByText('Active'),
  ).toBeVisible();

  await page.goto('/settings/account');
  await expect(page.getByRole('heading', { name: owner.company })).toBeVisible();
  await expect(
    page.getByRole('switch', { name: 'Ask for a one-time code when I sign in' }),
  ).not.toBeChecked();
  await shot(page, 'account');
  await other.close();
});

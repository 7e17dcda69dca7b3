import { expect, test } from '@playwright/test';
import {
  logOut,
  mainMenu,
  newAccount,
  PASSWORD,
  registerViaApi,
  signIn,
  uniqueEmail,
  xsrfHeaders,
} from './support/accounts.ts';
import { requireMailbox, setPasswordPathFrom, waitForMail } from './support/mailbox.ts';

test('the shipper menu hides Companies without company_update', async ({ page }) => {
  requireMailbox();
  await registerViaApi(page.request, newAccount('shipper', 'owner'));
  const teammate = uniqueEmail('teammate');
  const invite = await page.request.post('/api/users', {
    headers: await xsrfHeaders(page.context()),
    data: {
      email: teammate,
      first_name: 'Tina',
      last_name: 'Teammate',
      permissions: { company_update: false },
    },
  });
  expect(invite.status(), await invite.text()).toBe(201);

  await page.goto('/shipments');
  await expect(mainMenu(page).getByRole('link', { name: 'Companies' })).toBeVisible();
  await logOut(page);

  const mail = await waitForMail(teammate, /invited you/);
  const link = setPasswordPathFrom(mail);
  expect(link).toContain('invite=1');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Welcome to Spotlane' })).toBeVisible();
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password and continue' }).click();
  await expect(page).toHaveURL(/\/passwordConfirmed$/);
  await page.getByRole('link', { name: 'Sign in' }).click();

  await signIn(page, teammate);
  await expect(page).toHaveURL(/\/shipments$/);
  await expect(mainMenu(page).getByRole('link', { name: 'Favorites' })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Companies' })).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
import { newAccount, registerViaApi, signIn } from './support/accounts.ts';
import { requireMailbox, setPasswordPathFrom, waitForMail } from './support/mailbox.ts';

const SAME_ANSWER =
  'If an account exists for that e-mail, we have sent a link to reset the password.';

test('a password is reset through the mailed link', async ({ page, request }) => {
  requireMailbox();
  const account = newAccount('carrier', 'reset');
  await registerViaApi(request, account);

  // No account enumeration: an unknown address gets the same answer.
  await page.goto('/forgotPassword');
  await page.getByLabel('E-mail').fill(`nobody-${account.email}`);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(SAME_ANSWER)).toBeVisible();

  await page.goto('/forgotPassword');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(SAME_ANSWER)).toBeVisible();

  const mail = await waitForMail(account.email, /Reset your Spotlane password/);
  await page.goto(setPasswordPathFrom(mail));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const newPassword = 'Fresh-route-4242';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/passwordConfirmed$/);
  await page.getByRole('link', { name: 'Sign in' }).click();

  await signIn(page, account.email, account.password);
  await expect(page.getByText('Invalid e-mail or password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/spot-quotes$/);

  // The link works once.
  await page.goto(setPasswordPathFrom(mail));
  await page.getByLabel('New password').fill('Another-route-77');
  await page.getByLabel('Confirm password').fill('Another-route-77');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/expired or was already used/)).toBeVisible();
});

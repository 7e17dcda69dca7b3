import { expect, test } from '@playwright/test';
import { logOut, signIn, signUp } from './support/accounts.ts';
import { codeFrom, countMail, requireMailbox, waitForMail } from './support/mailbox.ts';

const CODE_SUBJECT = /Your Spotlane sign-in code/;

test('the one-time code step uses the code from the mail', async ({ page }) => {
  requireMailbox();
  const account = await signUp(page, 'shipper', 'otp');

  await page.goto('/settings/user-account');
  const toggle = page.getByRole('switch', { name: 'Ask for a one-time code when I sign in' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByText('The one-time code is on.')).toBeVisible();
  await expect(toggle).toBeChecked();

  await logOut(page);
  const before = countMail(account.email, CODE_SUBJECT);
  await signIn(page, account.email);
  await expect(page).toHaveURL(/\/authentication$/);
  await expect(page.getByRole('button', { name: 'Resend code' })).toBeVisible();

  // Until the code is entered, the shipper pages wait.
  await page.goto('/shipments');
  await expect(page).toHaveURL(/\/authentication$/);

  const mail = await waitForMail(account.email, CODE_SUBJECT, { skip: before });
  await page.getByLabel('One-time code').first().click();
  await page.keyboard.type('000000' === codeFrom(mail) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/The code is not correct/)).toBeVisible();

  await page.getByLabel('One-time code').first().click();
  await page.keyboard.type(codeFrom(mail));
  await page.getByLabel('Trust this device for 30 days').check();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/shipments$/);

  // The trusted device skips the code next time.
  await logOut(page);
  await signIn(page, account.email);
  await expect(page).toHaveURL(/\/shipments$/);
});

import { expect, type Page } from '@playwright/test';
import { PASSWORD, signIn, uniqueEmail, xsrfHeaders } from './accounts.ts';
import { setPasswordPathFrom, waitForMail } from './mailbox.ts';

/**
 * An invited teammate opens the invitation mail, sets a password and signs in, landing on the
 * shipments. Returns the set-password link the mail carried.
 */
export async function acceptInvitation(page: Page, teammate: string): Promise<string> {
  const mail = await waitForMail(teammate, /invited you/);
  const link = setPasswordPathFrom(mail);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Welcome to Spotlane' })).toBeVisible();
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password and continue' }).click();
  await expect(page).toHaveURL(/\/passwordConfirmed$/);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, teammate);
  await expect(page).toHaveURL(/\/shipments$/);
  return link;
}

/**
 * The shipper invites a teammate through POST /api/users (201), at a new e-mail named after the
 * teammate's last name; returns that e-mail.
 */
export async function inviteTeammate(
  page: Page,
  teammate: { first_name: string; last_name: string },
  permissions: Record<string, boolean>,
): Promise<string> {
  const email = uniqueEmail(teammate.last_name.toLowerCase());
  const invite = await page.request.post('/api/users', {
    headers: await xsrfHeaders(page.context()),
    data: { ...teammate, email, permissions },
  });
  expect(invite.status(), await invite.text()).toBe(201);
  return email;
}

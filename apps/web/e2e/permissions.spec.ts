import { expect, test } from '@playwright/test';
import { logOut, mainMenu, signUp } from './support/accounts.ts';
import { acceptInvitation, inviteTeammate } from './support/invitation.ts';
import { requireMailbox } from './support/mailbox.ts';

test('the shipper menu hides Companies without company_update', async ({ page }) => {
  requireMailbox();
  await signUp(page, 'shipper', 'owner');
  const teammate = await inviteTeammate(
    page,
    { first_name: 'Tina', last_name: 'Teammate' },
    { company_update: false },
  );

  await page.goto('/shipments');
  await expect(mainMenu(page).getByRole('link', { name: 'Companies' })).toBeVisible();
  await logOut(page);

  const link = await acceptInvitation(page, teammate);
  expect(link).toContain('invite=1');
  await expect(mainMenu(page).getByRole('link', { name: 'Favorites' })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Companies' })).toHaveCount(0);
});

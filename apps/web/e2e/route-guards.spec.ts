import { expect, test } from '@playwright/test';
import { logOut, newAccount, registerViaApi, signIn, signUp } from './support/accounts.ts';

test.describe('route guards (SPEC 2.4)', () => {
  test('a carrier typing /shipments ends on /spot-quotes', async ({ page }) => {
    await signUp(page, 'carrier');
    await page.goto('/shipments');
    await expect(page).toHaveURL(/\/spot-quotes$/);
    await page.goto('/companies');
    await expect(page).toHaveURL(/\/spot-quotes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
  });

  test('a shipper typing /spot-quotes ends on /shipments', async ({ page }) => {
    await signUp(page, 'shipper');
    // The guard decides before any of the page's data is asked for: no refused call, no error.
    const refused: string[] = [];
    const errors: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/spot-quotes');
    await expect(page).toHaveURL(/\/shipments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await page.goto('/spot-quotes/12/bid');
    await expect(page).toHaveURL(/\/shipments$/);
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/shipments$/);
  });

  test('a signed-in page knows who is signed in without asking, and can sign out at once', async ({
    page,
  }) => {
    await signUp(page, 'carrier');
    // The page carries the GET /api/auth/me answer (decision 089), and the XSRF cookie with it.
    await page.context().clearCookies({ name: 'XSRF-TOKEN' });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/me') asked.push(request.method());
    });
    await page.goto('/spot-quotes');
    await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
    await expect(page.getByText('Spot Quotes Needed').first()).toBeVisible();
    expect(asked).toEqual([]);
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).toContain('XSRF-TOKEN');
    await logOut(page);
    await expect(page).toHaveURL(/\/$/);
  });

  test("a landing list's first load fetches the files it runs, not the ones other pages share", async ({
    page,
  }) => {
    await signUp(page, 'shipper');
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/')) scripts.push(pathname.slice('/assets/'.length));
    });
    const stream = page.waitForRequest((request) => request.url().includes('/api/events'));
    await page.goto('/shipments');
    await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
    // The live-events stream opens once the shell has painted, the last of the first load.
    await stream;
    expect(scripts.some((name) => name.startsWith('signed-in-'))).toBe(true);
    // Decision 090: the chunks that forms and other pages share stay off the landing lists.
    expect(scripts.filter((name) => /^(app|mantine-pages)-/.test(name))).toEqual([]);
  });

  test('an unknown path shows the login page where it is', async ({ page }) => {
    await page.goto('/definitely/not/a/page');
    await expect(page.getByRole('heading', { name: 'Sign in to Spotlane' })).toBeVisible();
    await expect(page).toHaveURL(/\/definitely\/not\/a\/page$/);
  });

  test('a deep link opened while signed out returns after sign-in', async ({ page, request }) => {
    const account = newAccount('shipper');
    await registerViaApi(request, account); // another context: the page stays signed out
    await page.goto('/settings/notifications?tab=email');
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, account.email);
    await expect(page).toHaveURL(/\/settings\/notifications\?tab=email$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  });

  test('logout lands on / and the session is gone', async ({ page }) => {
    const account = await signUp(page, 'shipper');
    await page.goto('/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    await logOut(page);
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(401);
    await page.goto('/shipments');
    await expect(page).toHaveURL(/\/$/);
    // Logging out does not remember the page that was left: sign-in goes home.
    await page.goto('/');
    await signIn(page, account.email);
    await expect(page).toHaveURL(/\/shipments$/);
  });

  test('the shell header offers the add modal to a shipper', async ({ page }) => {
    await signUp(page, 'shipper');
    await page.goto('/shipments');
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await expect(page.getByText('Start Here')).toBeVisible();
    await page.getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select what you want to add' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Please select an option.')).toBeVisible();
    // A new account has no companies or carriers yet: Shipment is disabled, and says why.
    await expect(dialog.getByRole('radio', { name: 'Shipment' })).toBeDisabled();
    await expect(
      dialog.getByText('Add another company or a carrier to get started.'),
    ).toBeVisible();
    await dialog.getByRole('radio', { name: 'Carrier' }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const carriers = page.getByRole('dialog', { name: 'Add carriers' });
    await expect(carriers.getByRole('radio', { name: 'New Carrier List' })).toBeDisabled();
    await carriers.getByRole('radio', { name: 'New Carrier', exact: true }).check();
    await carriers.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/add-new-carrier$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New Carrier' })).toBeVisible();
    // The List/Calendar toggle of the default header (form pages keep their header quiet).
    await page.goto('/shipments');
    await page.getByRole('button', { name: 'Calendar' }).click();
    await expect(page).toHaveURL(/\/calendar$/);
  });
});

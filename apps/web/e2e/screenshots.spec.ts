import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { newAccount, registerViaApi } from './support/accounts.ts';

const dir = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
mkdirSync(dir, { recursive: true });

/** Console errors other than the expected 401 of GET /api/auth/me while signed out. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/status of 401/.test(message.text())) return;
    problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('screenshots for the README', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('login and carrier registration', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign in to Spotlane' })).toBeVisible();
    await page.screenshot({ path: `${dir}login.png` });
    await page.goto('/register-carrier');
    await expect(page.getByRole('heading', { name: 'Register as a carrier' })).toBeVisible();
    await page.screenshot({ path: `${dir}register-carrier.png` });
    // Nothing breaks the CSP (no inline scripts) or throws.
    expect(problems).toEqual([]);
  });

  test('shipper shell', async ({ page }) => {
    const problems = watchConsole(page);
    await registerViaApi(page.request, newAccount('shipper'));
    await page.goto('/shipments');
    await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
    await expect(page.getByText('Start Here')).toBeVisible();
    await page.screenshot({ path: `${dir}shipper-shell.png` });
    expect(problems).toEqual([]);
  });

  test('carrier shell', async ({ page }) => {
    const problems = watchConsole(page);
    await registerViaApi(page.request, newAccount('carrier'));
    await page.goto('/spot-quotes');
    await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
    await page.screenshot({ path: `${dir}carrier-shell.png` });
    expect(problems).toEqual([]);
  });
});

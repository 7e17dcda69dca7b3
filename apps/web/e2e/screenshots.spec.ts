import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { type Account, signUp } from './support/accounts.ts';

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

/**
 * The README's screenshots: who is signed in (nobody on the public pages), the page, and what
 * must show before the picture is taken.
 */
const README_SHOTS: {
  file: string;
  as?: Account['type'];
  path: string;
  heading: { name: string; level?: number };
  text?: string;
}[] = [
  { file: 'login.png', path: '/', heading: { name: 'Sign in to Spotlane' } },
  {
    file: 'register-carrier.png',
    path: '/register-carrier',
    heading: { name: 'Register as a carrier' },
  },
  {
    file: 'shipper-shell.png',
    as: 'shipper',
    path: '/shipments',
    heading: { level: 1, name: 'Shipments' },
    text: 'Start Here',
  },
  {
    file: 'carrier-shell.png',
    as: 'carrier',
    path: '/spot-quotes',
    heading: { level: 1, name: 'Shipments' },
  },
];

test.describe('screenshots for the README', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const shot of README_SHOTS) {
    test(shot.file, async ({ page }) => {
      const problems = watchConsole(page);
      if (shot.as) await signUp(page, shot.as);
      await page.goto(shot.path);
      await expect(page.getByRole('heading', shot.heading)).toBeVisible();
      if (shot.text) await expect(page.getByText(shot.text)).toBeVisible();
      // The signed-in shell's floating help button mounts once the page is idle (the first-load budget).
      if (shot.as) await expect(page.getByRole('button', { name: /^Help/ })).toBeVisible();
      await page.screenshot({ path: `${dir}${shot.file}` });
      // Nothing breaks the CSP (no inline scripts) or throws.
      expect(problems).toEqual([]);
    });
  }
});

import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts.ts';

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a shipper uploads the company logo, sees it in the side menu, and removes it', async ({
  page,
}) => {
  const shipper = await signUp(page, 'shipper', 'logo');
  await page.goto('/settings/account');
  // The only file input and alert of the page are the logo card's.
  const card = page;
  await expect(card.getByRole('button', { name: 'Upload logo' })).toBeVisible();
  const logo = page.getByAltText(`${shipper.company} logo`);

  // Refused in the browser with the server's message: nothing is sent.
  await card.locator('input[type="file"]').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(card.getByRole('alert')).toHaveText('A logo must be a PNG, JPEG or WebP image');

  // The bytes go to the signed storage link (with the session's XSRF header), then complete.
  await card
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(card.getByRole('button', { name: 'Replace logo' })).toBeVisible();
  await expect(card.getByRole('alert')).toHaveCount(0);
  await expect(logo.first()).toBeVisible();
  await expect
    .poll(() => logo.first().evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBe(1);
  // userData carries it: the side menu shows it, also after a reload.
  await expect(logo).toHaveCount(2);
  await page.reload();
  await expect(logo).toHaveCount(2);

  await card.getByRole('button', { name: 'Remove logo' }).click();
  await expect(card.getByRole('button', { name: 'Upload logo' })).toBeVisible();
  await expect(logo).toHaveCount(0);
});

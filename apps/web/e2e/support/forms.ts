import type { Page } from '@playwright/test';

const SHOTS = process.env.E2E_SHOTS_DIR;

/** Screenshots for review (E2E_SHOTS_DIR), taken from the top so the fixed shell stays put. */
export async function shot(page: Page, name: string, fullPage = false) {
  if (!SHOTS) return;
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/** A labelled input, whether or not its label carries the required asterisk. */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page
    .getByLabel(new RegExp(`^${escaped}( \\*)?$`))
    .and(page.locator('input, button, textarea'));
}

/** Types a date into a date field and leaves it, so the field takes the value. */
export async function typeDate(page: Page, label: string, value: string) {
  const input = field(page, label);
  await input.fill(value);
  await input.press('Tab');
}

/** Picks `option` in a Mantine select: a textbox, or a combobox when searchable. */
export async function choose(page: Page, label: string, option: string | RegExp) {
  await page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }))
    .click();
  await page.getByRole('option', { name: option }).click();
}

/** PRODUCT.md 4: "Review and publish" opens the review step, whose Publish sends the load. */
export async function publishReviewed(page: Page) {
  await page.getByRole('button', { name: 'Review and publish' }).click();
  await page
    .getByRole('dialog', { name: 'Review before publishing' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
}

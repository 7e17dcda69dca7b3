import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe-core finds no violation on the page as it is now (the accessibility target). */
export async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`)
        .join('\n  ')}`,
  );
  expect(found, found.join('\n')).toEqual([]);
}

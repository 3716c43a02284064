import AxeBuilder from '@axe-core/playwright';
import { test, expect, waitForPage } from '../support/fixtures.ts';
import { ROUTES, UNKNOWN_PATH } from '../support/routes.ts';

test.describe('accessibility (axe): no serious or critical findings', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const path of [...ROUTES, UNKNOWN_PATH]) {
      test(`${path} in ${colorScheme} theme`, async ({ browser }) => {
        const context = await browser.newContext({ colorScheme, reducedMotion: 'reduce' });
        const page = await context.newPage();
        await page.goto(path);
        await waitForPage(page);
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
          );
        expect(serious).toEqual([]);
        await context.close();
      });
    }
  }
});

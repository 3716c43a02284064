import type { Page } from '@playwright/test';

/** The dialog that celebrates new badges on the dashboard (issue 10), named by how many there are. */
export function badgeCelebration(page: Page) {
  return page.getByRole('dialog', { name: /^You earned (a new badge|\d+ new badges)!$/ });
}

/**
 * Tests about something else than badges: the dashboard celebrates the badges a sync earned in a modal dialog, once
 * the award job has run (a moment after the sync answers). Close it whenever it stands in the way of the test's next
 * step (Playwright's locator handler), so the test need not know when it appears.
 */
export async function closeBadgeCelebrations(page: Page): Promise<void> {
  await page.addLocatorHandler(badgeCelebration(page), async (dialog) => {
    await dialog.getByRole('button', { name: 'Great!' }).click();
  });
}

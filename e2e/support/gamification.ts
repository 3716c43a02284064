import type { Page } from '@playwright/test';

/**
 * The strip that celebrates new badges on the dashboard (issues 10 and 24), named by how many there are. It is part
 * of the page, not a dialog: it stands in the way of nothing, so tests about something else need not close it.
 */
export function badgeCelebration(page: Page) {
  return page.getByRole('region', { name: /^You earned (a new badge|\d+ new badges)!$/ });
}

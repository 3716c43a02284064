import type { Page } from '@playwright/test';
import { signUpEmployee } from '../support/accounts.ts';
import { openScreen, seriousAxeFindingsInBothThemes } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { UNKNOWN_PATH } from '../support/routes.ts';

/**
 * axe on every screen, in the light and the dark theme (seriousAxeFindingsInBothThemes): no serious or critical
 * findings. Each
 * screen is scanned as the visitor who may see it: public screens signed out, user screens signed
 * in as an employee (the admin dashboard is scanned in admin-area.spec.ts, where the one
 * administrator of the server exists). A scan first checks that it is on the screen it names.
 */
const PUBLIC_SCREENS = [
  '/',
  '/app',
  '/auth',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/reset-password',
  '/auth/fitbit/callback',
  '/admin',
  '/admin/login',
  '/i18n-debug',
  UNKNOWN_PATH,
] as const;

/** User screens, with what shows that the screen's data has loaded (beyond its heading). */
const USER_SCREENS: ReadonlyArray<{ path: string; ready?: (page: Page) => Promise<void> }> = [
  { path: '/dashboard', ready: (page) => expect(page.getByRole('region', { name: 'Badges' })).toBeVisible() },
  { path: '/tracker', ready: (page) => expect(page.getByTestId('metric-list')).toBeVisible() },
  { path: '/onboarding', ready: (page) => expect(page.getByText('Step 1 of 3')).toBeVisible() },
  {
    // The profile screen, with the settings (language, theme) among its cards.
    path: '/profile',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Two-factor authentication' })).toBeVisible();
    },
  },
  { path: '/rewards' },
  {
    path: '/leaderboard',
    ready: (page) => expect(page.getByTestId('leaderboard-participants')).toBeVisible(),
  },
  { path: '/how-points-work', ready: (page) => expect(page.getByTestId('badge-catalogue')).toBeVisible() },
  { path: '/anamnesebogen', ready: (page) => expect(page.getByText('Step 1 of 10')).toBeVisible() },
  {
    path: '/anamnesebogen-direct',
    ready: (page) => expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible(),
  },
];

test.describe('accessibility (axe): no serious or critical findings, light and dark', () => {
  test.use({ colorScheme: 'light', reducedMotion: 'reduce' });

  // One page for all public screens: the browser's cache carries the app's code from one to the next.
  test('public screens, signed out', async ({ page }) => {
    for (const path of PUBLIC_SCREENS) {
      await openScreen(page, path);
      expect.soft(await seriousAxeFindingsInBothThemes(page), path).toEqual([]);
    }
  });

  test('user screens, signed in as an employee', { tag: '@db' }, async ({ page }) => {
    await signUpEmployee(page);
    for (const { path, ready } of USER_SCREENS) {
      await openScreen(page, path);
      await ready?.(page);
      expect.soft(await seriousAxeFindingsInBothThemes(page), path).toEqual([]);
    }
  });
});

import { test, expect, waitForPage } from '../support/fixtures.ts';

test.describe('route error boundary', () => {
  test('catches a render error; Try Again restores the page; the route name is logged', async ({
    page,
    consoleErrors,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/i18n-debug|Simulated render error|The above error occurred/i);
    await page.goto('/i18n-debug');
    await waitForPage(page);
    await page.getByRole('button', { name: 'Simulate a render error' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText("We encountered an unexpected error. Don't worry, your data is safe.")).toBeVisible();
    expect(consoleErrors.some((text) => text.includes('i18n-debug'))).toBe(true);

    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Simulate a render error' })).toBeVisible();
  });

  test('Go to Home navigates to the landing page', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/i18n-debug|Simulated render error|The above error occurred/i);
    await page.goto('/i18n-debug');
    // The page renders again once every language's report is loaded: click after that, or the click can be lost.
    await waitForPage(page);
    await expect(page.getByRole('heading', { level: 2, name: /Deutsch/ })).toBeVisible();
    await page.getByRole('button', { name: 'Simulate a render error' }).click();
    await page.getByRole('button', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  });
});

import type { Page } from '@playwright/test';
import { signUpEmployee } from '../support/accounts.ts';
import {
  clearFakeFaults,
  endFakeGrants,
  fakeFitbitUser,
  fakeRequests,
  injectFakeFault,
  setFakeConsent,
} from '../support/fake-google.ts';
import { expect, test, waitForPage } from '../support/fixtures.ts';

/**
 * Wearables in the browser (issue 9) against the local fake of the Google Health API and Google OAuth ("Fitbit"),
 * which the e2e stack starts (playwright.config.ts). The fake's consent and faults are shared by every test, so these
 * run one after another.
 */
test.describe.configure({ mode: 'serial' });

test.afterEach(async () => {
  await clearFakeFaults();
});

/** From the page's connect button through the fake's consent and /auth/fitbit/callback back to `returnTo`. */
async function connectFitbit(page: Page, returnTo: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect a tracker' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Connect a tracker' });
  await expect(dialog.getByText('Apple Watch')).toBeVisible();
  await expect(dialog.getByText('Garmin')).toBeVisible();
  await dialog.getByRole('button', { name: /Connect Fitbit|^Connect$/ }).click();
  await page.waitForURL((url) => url.pathname === returnTo, { timeout: 30_000 });
  await expect(page.getByText('Tracker connected', { exact: true })).toBeVisible();
}

test.describe('wearables', { tag: '@db' }, () => {
  // @pg: also in CI's PostgreSQL smoke (ADR 006).
  test(
    'Fitbit: connect through the fake, the first sync fills the dashboard; disconnect revokes and removes the data',
    { tag: '@pg' },
    async ({ page }) => {
      await fakeFitbitUser({ days: 30 });
      await signUpEmployee(page);
      await page.goto('/dashboard');
      await waitForPage(page);
      await expect(page.getByRole('heading', { name: 'No health data' })).toBeVisible();

      await connectFitbit(page, '/dashboard');
      await expect(page.getByRole('heading', { name: 'No health data' })).toHaveCount(0);
      await expect(page.getByText('Steps today')).toBeVisible();
      await expect(page.getByText('Synced', { exact: true })).toBeVisible();
      // The trend shows the backfilled days: its table lists 7 days with values.
      await page.getByRole('button', { name: 'Show as table' }).first().click();
      await expect(page.getByRole('table').first().getByRole('row')).toHaveCount(8);

      const trend = (await (await page.request.get('/api/wearables/trend?days=30')).json()) as {
        days: Array<{ steps: number | null }>;
        sources: string[];
      };
      expect(trend.sources).toEqual(['google-health']);
      expect(trend.days.filter((day) => day.steps !== null).length).toBeGreaterThan(20);

      // Disconnect from the tracker screen, after confirming the warning.
      await page.goto('/tracker');
      await waitForPage(page);
      await page.getByRole('button', { name: 'Disconnect' }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText('All tracker data from Fitbit will be removed');
      const revocationsBefore = (await fakeRequests('/revoke')).length;
      await confirm.getByRole('button', { name: 'Disconnect and remove data' }).click();
      await expect(page.getByTestId('connection-state')).toHaveText('No tracker connected.');
      const revocations = (await fakeRequests('/revoke')).slice(revocationsBefore);
      expect(revocations.map((request) => [request.method, request.status])).toEqual([['POST', 200]]);

      const today = (await (await page.request.get('/api/wearables/today')).json()) as { hasHealthData: boolean };
      expect(today.hasHealthData).toBe(false);
      await page.goto('/dashboard');
      await waitForPage(page);
      await expect(page.getByRole('heading', { name: 'No health data' })).toBeVisible();
    },
  );

  test('a person who shares only activity: activity metrics arrive, sleep and body metrics show "Not shared"', async ({
    page,
  }) => {
    await fakeFitbitUser({ days: 30, grant: ['activity_and_fitness.readonly'] });
    await signUpEmployee(page);
    await page.goto('/tracker');
    await waitForPage(page);
    await connectFitbit(page, '/tracker');

    const metric = (name: string) => page.getByTestId(`metric-${name}`);
    const trend = (await (await page.request.get('/api/wearables/trend?days=30')).json()) as {
      days: Array<{ steps: number | null; sleepHours: number | null }>;
    };
    expect(trend.days.filter((day) => day.steps !== null).length).toBeGreaterThan(20);
    expect(trend.days.every((day) => day.sleepHours === null)).toBe(true);
    for (const name of ['sleepHours', 'weight', 'bodyFat', 'heartRate', 'oxygenSaturation', 'temperature']) {
      await expect(metric(name)).toContainText('Not shared');
    }
    // Today's values have loaded (above); the activity metrics are shared. The fake serves today as far as it has gone,
    // as Google does: before the person is up there are no steps yet ("No data yet"), which is not "not shared"; the
    // backfilled days have them (the trend above).
    for (const name of ['steps', 'distance', 'calories', 'floors', 'activeMinutes']) {
      await expect(metric(name)).not.toContainText('Not shared');
    }
  });

  test('disconnecting ten times says "Fitbit disconnected. Its data has been removed." every time', async ({
    page,
  }) => {
    // Issue 24: the message came in 1 run of 6, because the status read again after the disconnect took the dialog
    // (and the message with it) away first.
    test.setTimeout(300_000);
    await fakeFitbitUser({ days: 3 });
    await signUpEmployee(page);
    await page.goto('/tracker');
    await waitForPage(page);
    const done = page.getByText('Fitbit disconnected. Its data has been removed.');
    for (let round = 1; round <= 10; round++) {
      await connectFitbit(page, '/tracker');
      await expect(page.getByTestId('connection-state')).toContainText('Connected: Fitbit');
      await expect(done).toHaveCount(0); // the previous round's message has gone
      await page.getByRole('button', { name: 'Disconnect' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect and remove data' }).click();
      await expect(done, `round ${round}`).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(page.getByTestId('connection-state')).toHaveText('No tracker connected.');
    }
  });

  test('activity only: the health score says what is not shared and how; sharing more counts it (issue 24)', async ({
    page,
  }) => {
    const user = await fakeFitbitUser({ days: 30, grant: ['activity_and_fitness.readonly'] });
    await signUpEmployee(page);
    await page.goto('/dashboard');
    await waitForPage(page);
    await connectFitbit(page, '/dashboard');

    const score = page.getByRole('region', { name: 'Health score' });
    const notShared = score.getByTestId('health-score-not-shared');
    // Cardiovascular counts from the cardio score (VO2 max), an activity reading; the resting heart rate is withheld.
    await expect(notShared).toContainText(
      'Not counted, not shared by your tracker: Sleep, Body composition, and Vital signs.',
    );
    await expect(notShared).toContainText('allow sleep and health metrics and measurements for OpenWell');
    await expect(score.getByText(/no data in the last 7 days/)).toHaveCount(0);

    // The way to share: the tracker page names what is withheld, and "Share more data" asks Fitbit again.
    await notShared.getByRole('link', { name: 'Share more data' }).click();
    await expect(page).toHaveURL(/\/tracker$/);
    await expect(page.getByTestId('connection-not-shared')).toContainText(
      'Not shared with OpenWell: health metrics and measurements and sleep.',
    );
    await setFakeConsent(user);
    await page.getByRole('button', { name: 'Share more data' }).click();
    await page.waitForURL((url) => url.pathname === '/tracker', { timeout: 30_000 });
    await expect(page.getByText('Tracker connected', { exact: true })).toBeVisible();
    await expect(page.getByTestId('connection-not-shared')).toHaveCount(0);
    await expect(page.getByTestId('metric-heartRate')).not.toContainText('Not shared');

    // Last week's sleep arrived with it: the health score counts sleep now.
    await page.goto('/dashboard');
    await waitForPage(page);
    await expect(page.getByTestId('health-category-sleep')).toContainText('counts');
    await expect(page.getByRole('region', { name: 'Health score' }).getByTestId('health-score-not-shared')).toHaveCount(
      0,
    );
  });

  test('demo data fills the 7, 30 and 90 day trends and is labelled as demo data', async ({ page }) => {
    await signUpEmployee(page);
    await page.goto('/dashboard');
    await waitForPage(page);
    await page.getByRole('button', { name: 'Sync mock data' }).first().click();
    await expect(page.getByText('Mock data synced (demo mode)')).toBeVisible();
    await expect(page.getByText('Demo data').first()).toBeVisible();

    for (const [range, rows] of [
      ['7 days', 7],
      ['30 days', 30],
      ['90 days', 90],
    ] as const) {
      await page.getByRole('tab', { name: range }).click();
      await expect(page.getByRole('tab', { name: range })).toHaveAttribute('aria-selected', 'true');
      // The range's series replaces the previous one once loaded: wait for its table toggle before reading it.
      const toggle = page.getByRole('button', { name: /^(Show as table|Hide table)$/ }).first();
      await expect(toggle).toBeVisible();
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      const table = page.getByRole('table').first();
      await expect(table.getByRole('row')).toHaveCount(rows + 1);
      await expect(table.getByRole('cell').filter({ hasText: /\d/ }).first()).toBeVisible();
    }
  });

  test('a 429 delays the sync instead of failing it; a dead refresh token shows "needs reconnecting"', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 409/); // the sync with the dead grant answers WEARABLE_RECONNECT_REQUIRED
    const person = await fakeFitbitUser({ days: 5 });
    await signUpEmployee(page);
    await page.goto('/tracker');
    await waitForPage(page);
    await connectFitbit(page, '/tracker');

    await injectFakeFault({ path: '/dataPoints', status: 429, times: 1, retryAfterSeconds: 120 });
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect(page.getByText('Sync delayed').first()).toBeVisible();
    await expect(page.getByText('Sync Failed')).toHaveCount(0);
    const delayed = (await (await page.request.get('/api/wearables')).json()) as {
      connection: { status: string; sync: { status: string; nextSyncAt: string } };
    };
    expect(delayed.connection.status).toBe('connected');
    expect(delayed.connection.sync.status).toBe('delayed');
    expect(Date.parse(delayed.connection.sync.nextSyncAt) - Date.now()).toBeGreaterThan(60_000);

    // The person removes the app at Google: the stored grant dies (invalid_grant on refresh).
    await endFakeGrants(person);
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect(page.getByText('Fitbit needs reconnecting')).toBeVisible();
    await expect(page.getByTestId('sync-info-card').getByRole('button', { name: 'Reconnect' })).toBeVisible();
  });
});

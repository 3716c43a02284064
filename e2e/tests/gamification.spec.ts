import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { originHeaders, signUpEmployee } from '../support/accounts.ts';
import { signUpViaApi } from '../support/auth.ts';
import { DATABASE_TAG, POSTGRES_TAG, expect, test, waitForPage } from '../support/fixtures.ts';
import { badgeCelebration } from '../support/gamification.ts';

/**
 * Issue 10 end to end: demo data earns points, a level, a streak, badges and a health score on the dashboard; each
 * new badge is celebrated once, without covering the page, and today's goal points and one-off awards show apart
 * (issue 24); goals change from tomorrow; "How points work"; the leaderboard's empty states and,
 * once five colleagues of one department take part, that department flagged as the reader's own.
 */

type TSummary = {
  points: { balance: number; earnedToday: number; goalsToday: number; awardsToday: number; lifetime: number };
  level: { level: number; pointsToNextLevel: number };
  streak: { days: number; best: number };
  achievements: Array<{ id: string; earnedAt: string | null }>;
  newAchievements: string[];
};

async function summaryOf(request: APIRequestContext): Promise<TSummary> {
  const response = await request.get('/api/gamification');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TSummary;
}

/** "Sync mock data" on the dashboard, then the celebration of the badges it earned. */
async function syncDemoData(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Quick actions' }).getByRole('button', { name: 'Sync mock data' }).click();
  await expect(page.getByText('Mock data synced (demo mode)')).toBeVisible();
}

const number = (value: number) => value.toLocaleString('en');

test.describe('gamification', () => {
  test(
    'demo data: points, level, streak, badges and a health score that match the server; each badge celebrated once',
    { tag: [DATABASE_TAG, POSTGRES_TAG] }, // @pg: also in CI's PostgreSQL smoke (ADR 006)
    async ({ page }) => {
      await signUpEmployee(page);
      await page.goto('/dashboard');
      await waitForPage(page);
      await expect(page.getByTestId('points-balance')).toHaveText('0');
      await syncDemoData(page);

      // The award job runs after the sync: the badges it earned are celebrated in a strip of the page, not a dialog.
      const celebration = badgeCelebration(page);
      await expect(celebration).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const celebrated = await celebration.getByTestId('new-badge').count();
      expect(celebrated).toBeGreaterThan(0);
      await expect(celebration.getByText('First sync')).toBeVisible();
      // It covers nothing: the coach's card beside it takes a click as it is, and the badges are highlighted.
      await page
        .getByRole('region', { name: 'Health coach' })
        .getByRole('link', { name: 'Turn on AI tips in your profile' })
        .click({ trial: true });
      const badges = page.getByRole('region', { name: 'Badges' });
      await expect(badges.locator('[data-new="true"]')).toHaveCount(celebrated);
      await celebration.getByRole('button', { name: 'Close' }).click();
      await expect(celebration).toBeHidden();
      await expect(badges.locator('[data-new="true"]')).toHaveCount(celebrated);

      // What the cards show is what the server computed from the rules.
      const summary = await summaryOf(page.request);
      expect(summary.newAchievements).toEqual([]);
      expect(summary.points.lifetime).toBeGreaterThan(0);
      // Demo data leaves out random days, so today's streak may be 0; thirty days always meet some goal.
      expect(summary.streak.best).toBeGreaterThan(0);
      await expect(page.getByTestId('points-balance')).toHaveText(number(summary.points.balance));
      // Today's points apart: the goals' within the day cap, the one-off awards (badges, the tracker) on top.
      expect(summary.points.goalsToday).toBeLessThanOrEqual(125);
      expect(summary.points.goalsToday + summary.points.awardsToday).toBe(summary.points.earnedToday);
      await expect(page.getByTestId('points-today')).toHaveText(
        `+${number(summary.points.goalsToday)} today from your goals (at most 125 a day)`,
      );
      await expect(page.getByTestId('points-awards-today')).toHaveText(
        `+${number(summary.points.awardsToday)} today from one-off points: badges, level, tracker`,
      );
      await expect(page.getByTestId('level-value')).toHaveText(`Level ${summary.level.level}`);
      await expect(page.getByTestId('streak-days')).toHaveText(new RegExp(`^${summary.streak.days} days?$`));
      await expect(page.getByTestId('streak-best')).toHaveText(new RegExp(`^Best: ${summary.streak.best} days?$`));
      const earned = summary.achievements.filter((badge) => badge.earnedAt !== null).length;
      expect(earned).toBe(celebrated);
      await expect(badges.locator('[data-earned="true"]')).toHaveCount(earned);
      await expect(badges.getByText(new RegExp(`^${earned} of \\d+ earned$`))).toBeVisible();
      await expect(page.getByTestId('health-score-value')).toHaveText(/^\d{1,3}$/);
      await expect(page.getByTestId('health-category-activity')).toContainText('counts');

      // Reloaded: the badges are not celebrated again.
      await page.reload();
      await waitForPage(page);
      await expect(page.getByTestId('points-balance')).toHaveText(number(summary.points.balance));
      await expect(badgeCelebration(page)).toHaveCount(0);
      await expect(page.locator('[data-new="true"]')).toHaveCount(0);
      expect((await summaryOf(page.request)).newAchievements).toEqual([]);
    },
  );

  test('goals: edited within their bounds, applied from tomorrow', { tag: DATABASE_TAG }, async ({ page }) => {
    await signUpEmployee(page);
    await page.goto('/dashboard');
    await waitForPage(page);
    const goals = page.getByRole('region', { name: "Today's goals" });
    await goals.getByRole('button', { name: 'Edit goals' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit your daily goals' });
    await expect(dialog.getByText('Changes apply from tomorrow.', { exact: false })).toBeVisible();
    await dialog.getByLabel('Steps').fill('100');
    await dialog.getByRole('button', { name: 'Save goals' }).click();
    await expect(dialog.getByText('Choose a value within the limits below, in the steps shown.')).toBeVisible();
    await dialog.getByLabel('Steps').fill('10000');
    await dialog.getByLabel('Sleep').fill('8');
    await dialog.getByRole('button', { name: 'Save goals' }).click();
    await expect(page.getByText('Goals saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    const pending = goals.getByTestId('goals-pending');
    await expect(pending).toHaveText(/^From .+: 10,000 steps, 30 min active, 8 h of sleep\.$/);
    // Today keeps its goals.
    await expect(goals.getByTestId('goal-steps')).toContainText('8,000 steps');
    await page.reload();
    await waitForPage(page);
    await expect(page.getByTestId('goals-pending')).toHaveText(/10,000 steps/);
  });

  test('"How points work" from a card', { tag: DATABASE_TAG }, async ({ page }) => {
    await signUpEmployee(page);
    await page.goto('/dashboard');
    await waitForPage(page);
    await page.getByRole('region', { name: 'Multipliers' }).getByRole('link', { name: 'How points work' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'How points work' })).toBeVisible();
    await expect(page).toHaveURL(/\/how-points-work#multipliers$/);
    await expect(page.getByTestId('fairness')).toContainText('Points never depend on sharing data with your employer.');
    await expect(page.getByTestId('streak-multipliers')).toBeVisible();
  });
});

/** A colleague who takes part (allows anonymous company insights), with demo data, in their own browser context. */
async function colleagueWithPoints(browser: Browser, baseURL: string, department: string): Promise<void> {
  const octet = () => Math.floor(Math.random() * 256);
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `198.19.${octet()}.${1 + Math.floor(Math.random() * 254)}` },
  });
  try {
    await signUpViaApi(context.request, { origin: baseURL, department, companyInsights: true });
    const sync = await context.request.post('/api/wearables/demo/sync', { headers: { Origin: baseURL }, data: {} });
    expect(sync.status(), await sync.text()).toBe(200);
  } finally {
    await context.close();
  }
}

test.describe('leaderboard', () => {
  // The empty states first: until five colleagues of one department take part, no department and no company is listed.
  test.describe.configure({ mode: 'serial' });
  const DEPARTMENT = 'Finance';

  test('empty states: "No department data" and "No company data"', { tag: DATABASE_TAG }, async ({ page }) => {
    await signUpEmployee(page, { department: DEPARTMENT, companyInsights: true });
    await page.goto('/leaderboard');
    await waitForPage(page);
    await expect(page.getByTestId('departments-empty')).toContainText('No department data');
    await expect(page.getByTestId('leaderboard-participants')).toHaveText(
      /(Fewer than 5 colleagues|\d+ colleagues) of your company take part/,
    );
    await page.getByRole('tab', { name: 'Departments' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Companies' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=companies$/);
    await expect(page.getByTestId('companies-empty')).toContainText('No company data');
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test(
    "five colleagues of a department take part: it is listed and flagged as the reader's own; no one is named",
    { tag: DATABASE_TAG },
    async ({ page, browser, baseURL }) => {
      // The boards are a snapshot (ADR 016); the e2e server recomputes it on a request once it is 5 s old.
      test.setTimeout(2 * 60_000);
      const me = await signUpEmployee(page, { department: DEPARTMENT, companyInsights: true });
      const sync = await page.request.post('/api/wearables/demo/sync', { headers: originHeaders(page), data: {} });
      expect(sync.status()).toBe(200);
      for (let index = 0; index < 4; index++) await colleagueWithPoints(browser, baseURL!, DEPARTMENT);

      await page.goto('/leaderboard');
      await waitForPage(page);
      const own = page.locator('[data-testid="department-row"][data-own="true"]');
      await expect(async () => {
        await page.reload();
        await waitForPage(page);
        await expect(own).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 90_000, intervals: [2_000, 5_000] });
      await expect(own.getByRole('rowheader')).toContainText(DEPARTMENT);
      await expect(own.getByTestId('own-flag')).toHaveText('Your department');
      await expect(page.getByRole('table')).toContainText('Members counted');
      await expect(page.getByTestId('leaderboard-participants')).toHaveText(
        /^\d+ colleagues of your company take part\.$/,
      );
      await expect(page.getByTestId('leaderboard-period')).toHaveText(/^This month: /);
      await expect(page.getByRole('main')).not.toContainText(me.email);

      await page.getByRole('tab', { name: 'Companies' }).click();
      const company = page.locator('[data-testid="company-row"][data-own="true"]');
      await expect(company.getByRole('rowheader')).toContainText('Your company');
    },
  );
});

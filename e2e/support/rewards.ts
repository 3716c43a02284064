import type { Browser, BrowserContext, Page } from '@playwright/test';
import { originHeaders } from './accounts.ts';
import { enrolSecondFactor, type TSecondFactor } from './admin-area.ts';
import { latestMailTo } from './auth.ts';
import { expect, waitForPage } from './fixtures.ts';

/**
 * An employer account of a company, made the way a customer gets one: the signed-in admin (`admin`) invites through the
 * API, the invitee accepts from the mail in a browser context of their own and enrols the second factor. Returns that
 * context's page, signed in on the admin dashboard.
 */
export async function invitedEmployer(
  admin: Page,
  browser: Browser,
  input: { companyId: string; email: string; password: string },
): Promise<{ context: BrowserContext; page: Page; factor: TSecondFactor }> {
  const invited = await admin.request.post(`/api/admin/companies/${input.companyId}/invitations`, {
    headers: originHeaders(admin),
    data: { email: input.email, language: 'en' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await latestMailTo(admin.request, input.email);
  const link = new URL(/https?:\/\/\S+?\/admin\/invitation\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0]);

  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(link.pathname + link.search);
  await waitForPage(page);
  await page.getByLabel('Password', { exact: true }).fill(input.password);
  await page.getByLabel('Confirm password').fill(input.password);
  await page.getByRole('button', { name: 'Create employer account' }).click();
  const factor = await enrolSecondFactor(page, input.password);
  return { context, page, factor };
}

type TCatalogue = { balance: number; rewards: Array<{ id: string; title: { en: string }; pointsCost: number }> };

/** The employee's catalogue and balance as the server answers them. */
export async function catalogueOf(page: Page): Promise<TCatalogue> {
  const response = await page.request.get('/api/rewards');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TCatalogue;
}

/** A reward card on /rewards, by its English title. */
export function rewardCard(page: Page, title: string) {
  return page.getByTestId('reward-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

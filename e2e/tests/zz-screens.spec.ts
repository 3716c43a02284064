import { originHeaders, signUpEmployee } from '../support/accounts.ts';
import { enrolSecondFactor } from '../support/admin-area.ts';
import { expect, test, waitForPage } from '../support/fixtures.ts';
import { closeBadgeCelebrations } from '../support/gamification.ts';
import { catalogueOf, invitedEmployer, rewardCard } from '../support/rewards.ts';
import { ADMIN_SETUP_TOKEN, DEMO_COMPANY_CODE, uniqueEmail } from '../support/stack.ts';

test('screens', { tag: '@db' }, async ({ browser }) => {
  test.setTimeout(300_000);
  const adminContext = await browser.newContext({ reducedMotion: 'reduce' });
  const admin = await adminContext.newPage();
  await admin.goto(`/admin?setup=${ADMIN_SETUP_TOKEN}`);
  await admin.getByLabel('Email').fill('admin@example.com');
  await admin.getByLabel('Password', { exact: true }).fill('Admin-Area-Passphrase-31');
  await admin.getByLabel('Confirm password').fill('Admin-Area-Passphrase-31');
  await admin.getByRole('button', { name: 'Create administrator' }).click();
  await enrolSecondFactor(admin, 'Admin-Area-Passphrase-31');
  const companies = (await (await admin.request.get('/api/admin/companies')).json()) as {
    companies: Array<{ id: string; code: string }>;
  };
  const demo = companies.companies.find((company) => company.code === DEMO_COMPANY_CODE)!;
  await admin.request.patch(`/api/admin/companies/${demo.id}`, {
    headers: originHeaders(admin),
    data: { pointsExpiryMonths: 1 },
  });
  const hr = await invitedEmployer(admin, browser, {
    companyId: demo.id,
    email: uniqueEmail('hr'),
    password: 'Demo-Employer-Passphrase-74',
  });

  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
  const worker = await context.newPage();
  await signUpEmployee(worker);
  await closeBadgeCelebrations(worker);
  await worker.goto('/dashboard');
  await waitForPage(worker);
  await worker.getByRole('region', { name: 'Quick actions' }).getByRole('button', { name: 'Sync mock data' }).click();
  await expect.poll(async () => (await catalogueOf(worker)).balance, { timeout: 30_000 }).toBeGreaterThan(150);
  await worker.goto('/rewards');
  await waitForPage(worker);
  await worker.screenshot({ path: '/tmp/shots/rewards-light.png', fullPage: true });
  await rewardCard(worker, 'Extra half day off').getByRole('button', { name: 'Redeem' }).click();
  await worker.waitForTimeout(500);
  await worker.screenshot({ path: '/tmp/shots/rewards-insufficient.png' });
  await worker.getByRole('button', { name: 'Cancel' }).click();
  await rewardCard(worker, 'Coffee voucher').getByRole('button', { name: 'Redeem' }).click();
  await worker.getByRole('dialog').getByRole('button', { name: 'Redeem' }).click();
  await worker.getByRole('button', { name: 'View code' }).click();
  await expect(worker.getByTestId('redemption-qr')).toBeVisible();
  await worker.screenshot({ path: '/tmp/shots/rewards-qr.png' });
  const code = ((await worker.getByTestId('redemption-code').textContent()) ?? '').replace(/[\s-]/g, '');
  await worker.keyboard.press('Escape');
  await worker.emulateMedia({ colorScheme: 'dark' });
  await worker.evaluate(() => localStorage.setItem('vite-ui-theme', 'dark'));
  await worker.reload();
  await waitForPage(worker);
  await worker.screenshot({ path: '/tmp/shots/rewards-redemptions-dark.png', fullPage: true });
  await worker.evaluate(() => localStorage.setItem('i18nextLng', 'de'));
  await worker.goto('/rewards');
  await waitForPage(worker);
  await worker.waitForTimeout(800);
  await worker.screenshot({ path: '/tmp/shots/rewards-de-dark.png', fullPage: true });
  await worker.goto('/dashboard');
  await waitForPage(worker);
  await worker.waitForTimeout(1500);
  await worker.screenshot({ path: '/tmp/shots/dashboard-de-dark.png', fullPage: true });
  await worker.goto('/terms-of-service');
  await waitForPage(worker);
  await worker.waitForTimeout(1500);
  await worker.screenshot({ path: '/tmp/shots/terms-de-dark.png', fullPage: true });
  const phone = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 390, height: 844 }, storageState: await context.storageState() });
  const mobile = await phone.newPage();
  await mobile.goto('/rewards');
  await waitForPage(mobile);
  await mobile.waitForTimeout(800);
  await mobile.screenshot({ path: '/tmp/shots/rewards-phone.png', fullPage: true });

  await hr.page.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name: 'Rewards' }).click();
  await waitForPage(hr.page);
  await hr.page.waitForTimeout(800);
  await hr.page.screenshot({ path: '/tmp/shots/admin-catalogue.png', fullPage: true });
  await hr.page.getByRole('button', { name: /New reward|Add reward/ }).first().click();
  await hr.page.waitForTimeout(500);
  await hr.page.screenshot({ path: '/tmp/shots/admin-reward-dialog.png' });
  await hr.page.keyboard.press('Escape');
  await hr.page.getByRole('tab', { name: 'To hand over' }).click();
  await hr.page.waitForTimeout(500);
  await hr.page.screenshot({ path: '/tmp/shots/admin-pending.png', fullPage: true });
  await hr.page.getByRole('tab', { name: 'Figures' }).click();
  await hr.page.waitForTimeout(800);
  await hr.page.screenshot({ path: '/tmp/shots/admin-figures.png', fullPage: true });
  await hr.page.goto(`/admin/redemptions/${code}`);
  await waitForPage(hr.page);
  await hr.page.screenshot({ path: '/tmp/shots/admin-verify.png', fullPage: true });
  await hr.page.emulateMedia({ colorScheme: 'dark' });
  await hr.page.evaluate(() => localStorage.setItem('vite-ui-theme', 'dark'));
  await hr.page.goto('/admin/company');
  await waitForPage(hr.page);
  await hr.page.waitForTimeout(800);
  await hr.page.screenshot({ path: '/tmp/shots/admin-company-dark.png', fullPage: true });
});

import { signUpEmployee, submitLogin } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

test(
  'a session_start is logged after sign-in, for the session user only',
  { tag: '@db' },
  async ({ page, browser }) => {
    // A separate context creates the account, so this page starts signed out.
    const setup = await browser.newContext();
    const setupPage = await setup.newPage();
    const { email, password } = await signUpEmployee(setupPage);
    await setup.close();

    await page.goto('/');
    const started = page.waitForRequest(
      (request) =>
        request.method() === 'POST' &&
        new URL(request.url()).pathname === '/api/session-activity' &&
        (request.postDataJSON() as { p_activity_type?: string }).p_activity_type === 'session_start',
    );
    await submitLogin(page, email, password);
    const request = await started;
    const body = request.postDataJSON() as { p_activity_type: string; p_metadata: Record<string, unknown> };
    expect(body).not.toHaveProperty('p_user_id');
    expect(body.p_metadata.userAgent).toBe(await page.evaluate(() => navigator.userAgent));
    expect(Number.isNaN(Date.parse(String(body.p_metadata.timestamp)))).toBe(false);
    expect((await request.response())?.status()).toBe(204);
  },
);

import { signUpEmployee } from '../support/accounts.ts';
import { expect, test, waitForPage } from '../support/fixtures.ts';

test.describe('profile', { tag: '@db' }, () => {
  // @pg: also in CI's PostgreSQL smoke (ADR 006).
  test('profile details and a consent switch are saved and survive a reload', { tag: '@pg' }, async ({ page }) => {
    await signUpEmployee(page, { department: 'Engineering', aiTips: false });
    await page.goto('/profile');
    await waitForPage(page);
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();

    // Email and company code are fixed.
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Company code')).toHaveValue('DEMO-E2ETST');
    await expect(page.getByLabel('Company code')).toHaveAttribute('readonly', '');
    await expect(page.getByRole('switch', { name: /Data processing/ })).toBeDisabled();

    // Age and department: edit and save.
    await page.getByRole('spinbutton', { name: 'Age' }).fill('42');
    await page.getByRole('combobox', { name: 'Department' }).click();
    await page.getByRole('option', { name: 'Sales' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();

    // AI tips: on at once.
    const aiTips = page.getByRole('switch', { name: 'AI tips' });
    await expect(aiTips).toHaveAttribute('aria-checked', 'false');
    await aiTips.click();
    await expect(page.getByText('AI tips turned on.')).toBeVisible();

    await page.reload();
    await waitForPage(page);
    await expect(page.getByRole('spinbutton', { name: 'Age' })).toHaveValue('42');
    await expect(page.getByRole('combobox', { name: 'Department' })).toHaveText('Sales');
    await expect(page.getByRole('switch', { name: 'AI tips' })).toHaveAttribute('aria-checked', 'true');

    const me = (await (await page.request.get('/api/me')).json()) as {
      profile: { age: number; departmentName: string };
      consents: { aiTips: { granted: boolean } };
    };
    expect(me.profile).toMatchObject({ age: 42, departmentName: 'Sales' });
    expect(me.consents.aiTips.granted).toBe(true);
  });

  test('the language chosen in Settings is stored on the profile and in i18nextLng', async ({ page }) => {
    await signUpEmployee(page);
    await page.goto('/profile');
    await waitForPage(page);
    // The Settings card's select (the header's switcher changes only this browser's language).
    await page.getByRole('main').getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(page.getByRole('heading', { name: 'Profil', level: 1 })).toBeVisible();
    await expect(page.getByText('Sprache in Ihrem Profil gespeichert.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de');
    const me = (await (await page.request.get('/api/me')).json()) as { language: string };
    expect(me.language).toBe('de');
  });
});

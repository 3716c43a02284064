import { TEST_PASSWORD, originHeaders, signUpEmployee } from '../support/accounts.ts';
import { openScreen, seriousAxeFindings } from '../support/axe.ts';
import { expect, test, waitForPage } from '../support/fixtures.ts';
import { ADMIN_SETUP_TOKEN, DEMO_COMPANY_CODE, uniqueEmail } from '../support/stack.ts';

/**
 * The admin area in one file, in order: only the first administrator setup succeeds on a server,
 * and the later tests log in as that administrator.
 */
test.describe.configure({ mode: 'serial' });

const ADMIN = { email: uniqueEmail('admin'), password: 'Admin-Area-Passphrase-31' };
let employee: { email: string; id: string };

test(
  'an employee can reach neither /admin/dashboard nor any admin API',
  { tag: '@db' },
  async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 40[13]/);
    employee = await signUpEmployee(page, { department: 'Engineering' });

    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'No access', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toHaveCount(0);

    const headers = originHeaders(page);
    expect((await page.request.get('/api/admin/users')).status()).toBe(403);
    expect((await page.request.get('/api/admin/users?search=a&page=1')).status()).toBe(403);
    const departments = (await (await page.request.get(`/api/companies/lookup?code=${DEMO_COMPANY_CODE}`)).json()) as {
      departments: Array<{ id: string }>;
    };
    const company = await page.request.patch(`/api/admin/users/${employee.id}/company`, {
      headers,
      data: { companyCode: DEMO_COMPANY_CODE, departmentId: departments.departments[1]!.id },
    });
    expect(company.status()).toBe(403);
    const role = await page.request.patch(`/api/admin/users/${employee.id}/role`, { headers, data: { role: 'admin' } });
    expect(role.status()).toBe(403);

    // The admin login gives an employee the generic login error.
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(employee.email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
  },
);

test('the one-time setup link creates the first administrator', { tag: '@db' }, async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/admin?setup=${ADMIN_SETUP_TOKEN}`);
  await expect(page.getByRole('heading', { name: 'Create the first administrator' })).toBeVisible();
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('Confirm password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Create administrator' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('The analytics dashboard arrives with a later release.', { exact: false })).toBeVisible();

  // The link is spent.
  await page.goto(`/admin?setup=${ADMIN_SETUP_TOKEN}`);
  await expect(page.getByText(/an administrator already exists/)).toBeVisible();
  await context.close();
});

test(
  "the administrator logs in at /admin/login and changes a user's company and department",
  { tag: '@db' },
  async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/); // the unknown company code in the dialog
    await page.goto('/admin/login');
    await waitForPage(page);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    // The user list is a page of its own (platform admins only).
    await page.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);

    await page.getByRole('searchbox', { name: 'Search by email' }).fill(employee.email);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByTestId('admin-user-row').filter({ hasText: employee.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Engineering');

    await row.getByRole('button', { name: `Change company of ${employee.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Change company' });
    await dialog.getByLabel('Company code').fill('NO-SUCH-CODE');
    await dialog.getByRole('button', { name: 'Look up' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'This company code is not valid. Please check it with your employer.',
    );
    await dialog.getByLabel('Company code').fill(DEMO_COMPANY_CODE.toLowerCase());
    await dialog.getByRole('button', { name: 'Look up' }).click();
    await expect(dialog.getByText('Demo')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Department' }).click();
    await page.getByRole('option', { name: 'Finance' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`The company of ${employee.email} has been changed.`)).toBeVisible();
    await expect(row).toContainText('Finance');

    const listed = (await (
      await page.request.get(`/api/admin/users?search=${encodeURIComponent(employee.email)}`)
    ).json()) as {
      users: Array<{ companyCode: string; departmentName: string }>;
    };
    expect(listed.users[0]).toMatchObject({ companyCode: DEMO_COMPANY_CODE, departmentName: 'Finance' });
  },
);

test(
  'the admin dashboard, users and companies pages have no serious or critical axe findings, in light and dark',
  { tag: '@db' },
  async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await page.goto('/admin/login');
    await waitForPage(page);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await openScreen(page, '/admin/dashboard', colorScheme);
      await expect(page.getByRole('heading', { name: 'Admin dashboard', level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Admin area' })).toBeVisible();
      expect.soft(await seriousAxeFindings(page), `dashboard ${colorScheme}`).toEqual([]);
      await openScreen(page, '/admin/users', colorScheme);
      await expect(page.getByRole('searchbox', { name: 'Search by email' })).toBeVisible();
      expect.soft(await seriousAxeFindings(page), `users ${colorScheme}`).toEqual([]);
      await openScreen(page, '/admin/companies', colorScheme);
      await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
      await expect(page.getByTestId('company-row').first()).toBeVisible();
      expect.soft(await seriousAxeFindings(page), `companies ${colorScheme}`).toEqual([]);
    }
  },
);

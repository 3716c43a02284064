import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listAdminUsers, type TAdminUser } from '@openwell/contracts';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { apiError, DEPARTMENTS, json, mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import { UsersTable } from './users-table.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/ui/sonner.tsx', () => ({ toast }));
beforeAll(installRadixPolyfills);
afterEach(() => vi.unstubAllGlobals());

const ANN: TAdminUser = {
  id: '0a0a0a0a-0000-4000-8000-000000000001',
  email: 'ann@example.test',
  role: 'employee',
  companyCode: 'DEMO-E2ETST',
  companyName: 'Demo Company',
  departmentName: 'Engineering',
};
const ROOT: TAdminUser = {
  id: '0a0a0a0a-0000-4000-8000-000000000002',
  email: 'root@example.test',
  role: 'admin',
  companyCode: null,
  companyName: null,
  departmentName: null,
};

function page(users: TAdminUser[], total = users.length, pageNumber = 1) {
  return json(200, { users, total, page: pageNumber, pageSize: 25 });
}

describe('UsersTable', () => {
  it('lists users for an admin with role selects, except for the admin themself', async () => {
    mockApi({ listAdminUsers: () => page([ANN, ROOT]) });
    renderFeature(<UsersTable viewerId={ROOT.id} />);
    const rows = await screen.findAllByTestId('admin-user-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('ann@example.test')).toBeTruthy();
    expect(within(rows[0]!).getByText('Demo Company')).toBeTruthy();
    expect(within(rows[0]!).getByText('Engineering')).toBeTruthy();
    expect(within(rows[0]!).getByRole('combobox', { name: 'Role of ann@example.test' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(within(rows[1]!).getByRole('combobox', { name: 'Role of root@example.test' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(rows[1]!).getByText('No company')).toBeTruthy();
    // No company, nothing to change.
    expect(within(rows[1]!).queryByRole('button', { name: /Change company/ })).toBeNull();
  });

  it('changes a role and says so', async () => {
    const api = mockApi({
      listAdminUsers: () => page([ANN]),
      [`changeUserRole`]: ({ body }) => json(200, { ...ANN, ...(body as object) }),
    });
    renderFeature(<UsersTable viewerId={ROOT.id} />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Role of ann@example.test' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Employer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('ann@example.test is now: Employer.'));
    expect(api.callsTo(`changeUserRole`)[0]!.body).toEqual({ role: 'employer' });
  });

  it('searches and pages through the server', async () => {
    const api = mockApi({
      listAdminUsers: ({ url }) => page([ANN], 30, Number(url.searchParams.get('page'))),
    });
    renderFeature(<UsersTable viewerId={ROOT.id} />);
    expect(await screen.findByText('Page 1 of 2 · 30 users')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2 · 30 users')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by email' }), 'ann');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.calls.at(-1)!.key).toBe('listAdminUsers'));
    const urls = api.fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain(`${listAdminUsers.path}?page=1`);
    expect(urls).toContain(`${listAdminUsers.path}?page=2`);
    expect(urls).toContain(`${listAdminUsers.path}?page=1&search=ann`);
  });

  it('has an empty state', async () => {
    mockApi({ listAdminUsers: ({ url }) => page([], 0, Number(url.searchParams.get('page'))) });
    renderFeature(<UsersTable viewerId={ROOT.id} />);
    expect(await screen.findByText('There are no users yet.')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by email' }), 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No users match "nobody".')).toBeTruthy();
  });

  it('has an error state with a retry', async () => {
    mockApi({ listAdminUsers: () => apiError(403, 'FORBIDDEN') });
    renderFeature(<UsersTable viewerId={ROOT.id} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You do not have permission to do this.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('ChangeCompanyDialog', () => {
  it('looks the code up, offers its departments and saves', async () => {
    const api = mockApi({
      listAdminUsers: () => page([ANN]),
      lookupCompany: ({ url }) =>
        url.searchParams.get('code')?.toUpperCase() === 'ACME-1'
          ? json(200, { companyName: 'Acme', departments: DEPARTMENTS })
          : url.searchParams.get('code') === 'DEMO-E2ETST'
            ? json(200, { companyName: 'Demo Company', departments: DEPARTMENTS })
            : apiError(404, 'INVALID_COMPANY_CODE'),
      [`changeUserCompany`]: () =>
        json(200, { ...ANN, companyCode: 'ACME-1', companyName: 'Acme', departmentName: 'Sales' }),
    });
    renderFeature(<UsersTable viewerId={ROOT.id} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Change company of ann@example.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change company' });
    const code = within(dialog).getByLabelText('Company code');
    expect(code).toHaveProperty('value', 'DEMO-E2ETST');
    expect(await within(dialog).findByText('Demo Company')).toBeTruthy();

    await userEvent.clear(code);
    await userEvent.type(code, 'NOPE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Look up' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This company code is not valid. Please check it with your employer.',
    );

    await userEvent.clear(code);
    await userEvent.type(code, 'acme-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Look up' }));
    expect(await within(dialog).findByText('Acme')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please choose a department.');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Department' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sales' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('The company of ann@example.test has been changed.'),
    );
    expect(api.callsTo(`changeUserCompany`)[0]!.body).toEqual({
      companyCode: 'acme-1',
      departmentId: DEPARTMENTS[1]!.id,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list is read again.
    expect(api.callsTo('listAdminUsers').length).toBeGreaterThan(1);
  });

  it('shows the server refusal', async () => {
    mockApi({
      listAdminUsers: () => page([ANN]),
      lookupCompany: () => json(200, { companyName: 'Demo Company', departments: DEPARTMENTS }),
      [`changeUserCompany`]: () => apiError(404, 'NOT_FOUND'),
    });
    renderFeature(<UsersTable viewerId={ROOT.id} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Change company of ann@example.test' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Demo Company');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Department' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sales' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('What you are looking for could not be found.');
  });

  it('says what an admin can do when the company is full or suspended (issue 24)', async () => {
    let refusal = () => apiError(409, 'SEAT_LIMIT_REACHED', { seatLimit: 25 });
    mockApi({
      listAdminUsers: () => page([ANN]),
      lookupCompany: ({ url }) =>
        url.searchParams.get('code') === 'PAUSED-1'
          ? apiError(403, 'COMPANY_SUSPENDED')
          : json(200, { companyName: 'Demo Company', departments: DEPARTMENTS }),
      [`changeUserCompany`]: () => refusal(),
    });
    renderFeature(<UsersTable viewerId={ROOT.id} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Change company of ann@example.test' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Demo Company');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Department' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sales' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This company has used all 25 places of its subscription: nobody can be moved into it until a place is free or its seat limit is raised on its company page.',
    );

    // Suspended after the look-up: the server refuses the move.
    refusal = () => apiError(403, 'COMPANY_SUSPENDED');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        "This company's subscription is suspended: nobody can be moved into it until it is reactivated on its company page.",
      ),
    );

    // Suspended before: the look-up says so.
    const code = within(dialog).getByLabelText('Company code');
    await userEvent.clear(code);
    await userEvent.type(code, 'PAUSED-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Look up' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      "This company's subscription is suspended: nobody can be moved into it until it is reactivated on its company page.",
    );
  });
});

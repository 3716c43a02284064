import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getCompany, type TCompanyDetail } from '@openwell/contracts';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { endpointQueryKey } from '@/lib/endpoint-client.ts';
import { i18n } from '@/lib/i18n.ts';
import { apiError, json, mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import { ACME_ID, companyDetail, ENGINEERING_ID, LEGAL_ID, SALES_ID } from '../test/company-fixtures.ts';
import { DepartmentsManager } from './departments-manager.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/ui/sonner.tsx', () => ({ toast }));
beforeAll(installRadixPolyfills);
afterEach(() => vi.unstubAllGlobals());

function renderManager(company: TCompanyDetail = companyDetail()) {
  const result = renderFeature(<DepartmentsManager company={company} />);
  // The page's cached company, which every change must mark stale.
  result.queryClient.setQueryData(endpointQueryKey(getCompany, { params: { companyId: company.id } }), company);
  return result;
}

const row = (name: string) =>
  screen
    .getAllByTestId('department-row')
    .find((candidate) => candidate.firstElementChild?.firstElementChild?.textContent === name)!;

describe('DepartmentsManager', () => {
  it('shows member counts, "fewer than 5" for the groups the server does not count, never a smaller number', () => {
    mockApi({});
    renderManager(
      companyDetail({
        departments: [
          { id: ENGINEERING_ID, name: 'Engineering', memberCount: 12 },
          { id: SALES_ID, name: 'Sales', memberCount: null },
          { id: LEGAL_ID, name: 'Legal', memberCount: 5 },
        ],
      }),
    );
    const counts = screen.getAllByTestId('member-count').map((count) => count.textContent);
    expect(counts).toEqual(['12 members', 'Fewer than 5 members', '5 members']);
    expect(document.body.textContent).not.toMatch(/\b[0-4] members?\b/);
  });

  it('says so in German too', async () => {
    mockApi({});
    await i18n.changeLanguage('de');
    renderManager();
    expect(screen.getAllByTestId('member-count').map((count) => count.textContent)).toEqual([
      '12 Mitglieder',
      'Weniger als 5 Mitglieder',
      'Weniger als 5 Mitglieder',
    ]);
  });

  it('has an empty state', () => {
    mockApi({});
    renderManager(companyDetail({ departments: [] }));
    expect(screen.getByText('There are no departments yet. Add the first one below.')).toBeTruthy();
  });

  it('adds a department; a name already taken shows at the field, with what was typed kept', async () => {
    let calls = 0;
    const api = mockApi({
      createDepartment: ({ body }) =>
        ++calls === 1
          ? apiError(409, 'DEPARTMENT_NAME_TAKEN')
          : json(201, {
              id: 'd0d0d0d0-0000-4000-8000-000000000009',
              name: (body as { name: string }).name,
              memberCount: null,
            }),
    });
    const { queryClient } = renderManager();
    const input = screen.getByLabelText<HTMLInputElement>('New department');
    await userEvent.type(input, 'sales');
    await userEvent.click(screen.getByRole('button', { name: 'Add department' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This company already has a department with this name.',
    );
    expect(input.value).toBe('sales');
    expect(input.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(input);
    await userEvent.type(input, 'Marketing');
    await userEvent.click(screen.getByRole('button', { name: 'Add department' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The department Marketing has been added.'));
    expect(input.value).toBe('');
    expect(api.callsTo('createDepartment').map((call) => call.body)).toEqual([
      { name: 'sales' },
      { name: 'Marketing' },
    ]);
    expect(api.callsTo('createDepartment')[0]!.url.pathname).toBe(`/api/admin/companies/${ACME_ID}/departments`);
    expect(
      queryClient.getQueryState(endpointQueryKey(getCompany, { params: { companyId: ACME_ID } }))?.isInvalidated,
    ).toBe(true);
  });

  it('renames in a dialog', async () => {
    const api = mockApi({
      renameDepartment: ({ body }) =>
        json(200, { id: SALES_ID, name: (body as { name: string }).name, memberCount: null }),
    });
    renderManager();
    await userEvent.click(within(row('Sales')).getByRole('button', { name: 'Rename Sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Sales' });
    const name = within(dialog).getByLabelText<HTMLInputElement>('New name');
    expect(name.value).toBe('Sales');
    await userEvent.clear(name);
    await userEvent.type(name, 'Sales & Marketing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Renamed, the row stays: the focus is back on its button.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(row('Sales')).getByRole('button', { name: 'Rename Sales' })),
    );
    expect(api.callsTo('renameDepartment')[0]!.body).toEqual({ name: 'Sales & Marketing' });
    expect(api.callsTo('renameDepartment')[0]!.url.pathname).toBe(
      `/api/admin/companies/${ACME_ID}/departments/${SALES_ID}`,
    );
    expect(toast.success).toHaveBeenCalledWith('The department is now called Sales & Marketing.');
  });

  it('merges into another department chosen in a dialog that explains what happens', async () => {
    const api = mockApi({
      mergeDepartment: () => json(200, { id: ENGINEERING_ID, name: 'Engineering', memberCount: 14 }),
    });
    renderManager();
    await userEvent.click(within(row('Sales')).getByRole('button', { name: 'Merge Sales into another department' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge Sales' });
    expect(dialog.textContent).toContain(
      'All members of Sales move to the department you choose, and Sales disappears. This cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Please choose the department that receives the members.',
    );
    expect(api.callsTo('mergeDepartment')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Move the members to' }));
    // The department itself is not offered.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Engineering', 'Legal']);
    await userEvent.click(screen.getByRole('option', { name: 'Engineering' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('mergeDepartment')[0]!.body).toEqual({ intoDepartmentId: ENGINEERING_ID });
    expect(api.callsTo('mergeDepartment')[0]!.url.pathname).toBe(
      `/api/admin/companies/${ACME_ID}/departments/${SALES_ID}/merge`,
    );
    expect(toast.success).toHaveBeenCalledWith('Sales has been merged into Engineering.');
    // The merged department's row goes away: the focus is on the list's heading, not lost.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Departments' })));
  });

  it('offers no merge when there is no other department', () => {
    mockApi({});
    renderManager(companyDetail({ departments: [{ id: SALES_ID, name: 'Sales', memberCount: null }] }));
    expect(screen.queryByRole('button', { name: /^Merge/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Sales' })).toBeTruthy();
  });

  it('deletes after a confirmation', async () => {
    const api = mockApi({ deleteDepartment: () => new Response(null, { status: 204 }) });
    renderManager();
    await userEvent.click(within(row('Legal')).getByRole('button', { name: 'Delete Legal' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Legal?' });
    expect(dialog.textContent).toContain('Only a department without members can be deleted.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('deleteDepartment')[0]!.url.pathname).toBe(
      `/api/admin/companies/${ACME_ID}/departments/${LEGAL_ID}`,
    );
    expect(toast.success).toHaveBeenCalledWith('The department Legal has been deleted.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Departments' })));
  });

  it('explains DEPARTMENT_NOT_EMPTY and offers the merge instead', async () => {
    const api = mockApi({ deleteDepartment: () => apiError(409, 'DEPARTMENT_NOT_EMPTY') });
    renderManager();
    await userEvent.click(within(row('Sales')).getByRole('button', { name: 'Delete Sales' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Sales?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('This department still has members. Merge it into another department instead.');
    // Deleting again cannot help; the dialog stays open with the way forward.
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(api.callsTo('deleteDepartment')).toHaveLength(1);
    await userEvent.click(within(alert).getByRole('button', { name: 'Merge instead' }));
    expect(await screen.findByRole('dialog', { name: 'Merge Sales' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import { ACME_ID, company } from '../test/company-fixtures.ts';
import { CompaniesPage } from './companies-page.tsx';

const SUSPENDED = company({
  id: 'b0b0b0b0-0000-4000-8000-000000000002',
  name: 'Beta AG',
  code: 'BETA2-CODE3',
  status: 'suspended',
  seatLimit: null,
  defaultLanguage: 'fr',
  timeZone: 'Europe/Paris',
});

describe('CompaniesPage', () => {
  it('shows a loading skeleton while the list loads', async () => {
    mockApi({ listCompanies: () => new Promise<Response>(() => {}) });
    renderFeature(<CompaniesPage />);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Loading companies...');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the companies: name (a link to its page), code, status, seat limit, language, time zone', async () => {
    mockApi({ listCompanies: () => json(200, { companies: [company(), SUSPENDED] }) });
    const { router } = renderFeature(<CompaniesPage />, { extraRoutes: ['/admin/companies/:companyId'] });
    const rows = await screen.findAllByTestId('company-row');
    expect(rows).toHaveLength(2);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0]!)).toEqual(['Acme Ltd', 'K7QM3-XZP9H', 'Active', '250', 'Deutsch', 'Europe/Zurich']);
    expect(cells(rows[1]!)).toEqual(['Beta AG', 'BETA2-CODE3', 'Suspended', 'No limit', 'Français', 'Europe/Paris']);
    expect(screen.getByRole('table', { name: '2 companies' })).toBeTruthy();

    await userEvent.click(within(rows[0]!).getByRole('link', { name: 'Acme Ltd' }));
    expect(router.state.location.pathname).toBe(`/admin/companies/${ACME_ID}`);
  });

  it('marks the demo company', async () => {
    mockApi({ listCompanies: () => json(200, { companies: [company({ isDemo: true, name: 'Demo Company' })] }) });
    renderFeature(<CompaniesPage />);
    const row = (await screen.findAllByTestId('company-row'))[0]!;
    expect(within(row).getAllByRole('cell')[0]!.textContent).toBe('Demo CompanyDemo');
  });

  it('has an empty state', async () => {
    mockApi({ listCompanies: () => json(200, { companies: [] }) });
    renderFeature(<CompaniesPage />);
    expect(
      await screen.findByText('There are no companies yet. Create the first one to onboard a customer.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'New company' })).toBeTruthy();
  });

  it('has an error state with a retry that reads the list again', async () => {
    let calls = 0;
    const api = mockApi({
      listCompanies: () =>
        ++calls === 1 ? apiError(503, 'SERVICE_UNAVAILABLE') : json(200, { companies: [company()] }),
    });
    renderFeature(<CompaniesPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The service is temporarily unavailable. Please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('company-row')).toHaveLength(1);
    expect(api.callsTo('listCompanies')).toHaveLength(2);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TOwnCompanySettingsRequest } from '@openwell/contracts';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { apiError, json, mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import { ACME_ID, companyDetail, SALES_ID } from '../test/company-fixtures.ts';
import { OwnCompanyPage } from './own-company-page.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/ui/sonner.tsx', () => ({ toast }));
beforeAll(installRadixPolyfills);
afterEach(() => vi.unstubAllGlobals());

describe('OwnCompanyPage', () => {
  it("shows the employer's company read-only, the code to hand out, the departments and why no employee list", async () => {
    mockApi({ getOwnCompany: () => json(200, companyDetail({ seatLimit: null })) });
    renderFeature(<OwnCompanyPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'My company' })).toBeTruthy();
    const settings = (await screen.findByRole('heading', { level: 2, name: 'Settings' })).closest('[data-slot="card"]');
    const pairs = [...settings!.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Company name', 'Acme Ltd'],
      ['Status', 'Active'],
      ['Seat limit', 'No limit'],
      ['Default language', 'Deutsch'],
      ['Time zone', 'Europe/Zurich'],
    ]);
    // Nothing to edit there, and the subscription is the platform admin's.
    expect(within(settings as HTMLElement).queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /subscription/ })).toBeNull();

    expect(screen.getByTestId('company-code').textContent).toBe('K7QM3-XZP9H');
    expect(screen.getByText('Give this code to your employees: they enter it when they sign up.')).toBeTruthy();
    expect(screen.getAllByTestId('department-row')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2, name: 'Why there is no list of employees' })).toBeTruthy();
    expect(screen.queryByText(/@/)).toBeNull();
  });

  it('manages the departments of its own company', async () => {
    const api = mockApi({
      getOwnCompany: () => json(200, companyDetail()),
      renameDepartment: () => json(200, { id: SALES_ID, name: 'Field sales', memberCount: null }),
    });
    renderFeature(<OwnCompanyPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Sales' });
    await userEvent.clear(within(dialog).getByLabelText('New name'));
    await userEvent.type(within(dialog).getByLabelText('New name'), 'Field sales');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.callsTo('renameDepartment')).toHaveLength(1));
    expect(api.callsTo('renameDepartment')[0]!.url.pathname).toBe(
      `/api/admin/companies/${ACME_ID}/departments/${SALES_ID}`,
    );
    // The company is read again.
    await vi.waitFor(() => expect(api.callsTo('getOwnCompany').length).toBeGreaterThan(1));
  });

  it('rotates its own company code after the confirmation', async () => {
    let code = 'K7QM3-XZP9H';
    const api = mockApi({
      getOwnCompany: () => json(200, companyDetail({ code })),
      rotateCompanyCode: () => {
        code = 'NEW22-CODE3';
        return json(200, companyDetail({ code }));
      },
    });
    renderFeature(<OwnCompanyPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Rotate code' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Give Acme Ltd a new company code?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate code' }));
    await vi.waitFor(() => expect(screen.getByTestId('company-code').textContent).toBe('NEW22-CODE3'));
    expect(api.callsTo('rotateCompanyCode')[0]!.url.pathname).toBe(`/api/admin/companies/${ACME_ID}/code`);
  });

  it('shows whether the company is named on leaderboards, with what that means', async () => {
    mockApi({ getOwnCompany: () => json(200, companyDetail({ leaderboardNamed: true })) });
    renderFeature(<OwnCompanyPage />);
    const card = (await screen.findByRole('heading', { level: 2, name: 'Leaderboards' })).closest<HTMLElement>(
      '[data-slot="card"]',
    )!;
    const named = within(card).getByRole('switch', { name: "Show the company's name on leaderboards" });
    expect(named.getAttribute('aria-checked')).toBe('true');
    expect(named).toHaveProperty('disabled', false);
    const explanation = document.getElementById(named.getAttribute('aria-describedby') ?? '');
    expect(explanation?.textContent).toContain('instead of "Company 7"');
    expect(explanation?.textContent).toContain('Its own employees always see its name.');
  });

  it('names its company on leaderboards at once: pending, saved, then read again', async () => {
    let state = companyDetail();
    let answer!: () => void;
    const api = mockApi({
      getOwnCompany: () => json(200, state),
      updateOwnCompanySettings: ({ body }) =>
        new Promise<Response>((resolve) => {
          answer = () => {
            state = { ...state, ...(body as TOwnCompanySettingsRequest) };
            resolve(json(200, state));
          };
        }),
    });
    renderFeature(<OwnCompanyPage />);
    const named = await screen.findByRole('switch', { name: "Show the company's name on leaderboards" });
    expect(named.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(named);
    await waitFor(() => expect(api.callsTo('updateOwnCompanySettings')).toHaveLength(1));
    expect(api.callsTo('updateOwnCompanySettings')[0]!.body).toEqual({ leaderboardNamed: true });
    expect(api.callsTo('updateOwnCompanySettings')[0]!.url.pathname).toBe('/api/admin/my-company/settings');
    // While the change is on its way: the requested state, no second change, and a word that it is being saved.
    expect(named.getAttribute('aria-checked')).toBe('true');
    expect(named).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toBe('Saving…');
    const reads = api.callsTo('getOwnCompany').length;

    answer();
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        "Employees of other companies now see your company's name on the leaderboard.",
      ),
    );
    await waitFor(() => expect(named).toHaveProperty('disabled', false));
    expect(named.getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
    await waitFor(() => expect(api.callsTo('getOwnCompany').length).toBeGreaterThan(reads));
    expect(named.getAttribute('aria-checked')).toBe('true');
  });

  it('turns the name off again and says the company is anonymous', async () => {
    let state = companyDetail({ leaderboardNamed: true });
    const api = mockApi({
      getOwnCompany: () => json(200, state),
      updateOwnCompanySettings: ({ body }) => {
        state = { ...state, ...(body as TOwnCompanySettingsRequest) };
        return json(200, state);
      },
    });
    renderFeature(<OwnCompanyPage />);
    const named = await screen.findByRole('switch', { name: "Show the company's name on leaderboards" });
    await userEvent.click(named);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Your company now appears anonymously on the leaderboard.'),
    );
    expect(api.callsTo('updateOwnCompanySettings')[0]!.body).toEqual({ leaderboardNamed: false });
    expect(named.getAttribute('aria-checked')).toBe('false');
  });

  it('shows a refused change and keeps the saved state and the rest of the page', async () => {
    const api = mockApi({
      getOwnCompany: () => json(200, companyDetail()),
      updateOwnCompanySettings: () => apiError(503, 'SERVICE_UNAVAILABLE'),
    });
    renderFeature(<OwnCompanyPage />);
    const named = await screen.findByRole('switch', { name: "Show the company's name on leaderboards" });
    await userEvent.click(named);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The service is temporarily unavailable. Please try again later.'),
    );
    expect(api.callsTo('updateOwnCompanySettings')).toHaveLength(1);
    expect(toast.success).not.toHaveBeenCalled();
    await waitFor(() => expect(named).toHaveProperty('disabled', false));
    expect(named.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('company-code').textContent).toBe('K7QM3-XZP9H');
    expect(screen.getAllByTestId('department-row')).toHaveLength(3);
  });

  it('says when a suspended subscription admits nobody new', async () => {
    mockApi({ getOwnCompany: () => json(200, companyDetail({ status: 'suspended' })) });
    renderFeature(<OwnCompanyPage />);
    expect(await screen.findByText(/The subscription is paused: nobody new can join./)).toBeTruthy();
  });

  it('explains an account not linked to a company', async () => {
    mockApi({ getOwnCompany: () => apiError(404, 'NOT_FOUND') });
    renderFeature(<OwnCompanyPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'No company linked' })).toBeTruthy();
  });
});

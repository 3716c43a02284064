import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TUpdateCompanyRequest } from '@openwell/contracts';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { apiError, json, mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import { ACME_ID, companyDetail } from '../test/company-fixtures.ts';
import { CompanyPage } from './company-page.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/ui/sonner.tsx', () => ({ toast }));
beforeAll(installRadixPolyfills);
afterEach(() => vi.unstubAllGlobals());

/** A server that remembers changes (the page reads the company again after each one). */
function companyServer(initial = companyDetail()) {
  let state = initial;
  return {
    getCompany: () => json(200, state),
    updateCompany: ({ body }: { body: unknown }) => {
      state = { ...state, ...(body as TUpdateCompanyRequest) } as typeof state;
      return json(200, state);
    },
    rotateCompanyCode: () => {
      state = { ...state, code: 'NEW22-CODE3' };
      return json(200, state);
    },
  };
}

function renderPage(companyId = ACME_ID) {
  // The employers' part comes from the route (features/admin/pages/admin-company.tsx): here a stand-in that shows what it is given.
  const employersSection = (company: { name: string }) => <p data-testid="employers-section">{company.name}</p>;
  return renderFeature(<CompanyPage companyId={companyId} employersSection={employersSection} />, {
    path: '/admin/companies/:companyId',
    initialEntry: `/admin/companies/${companyId}`,
    extraRoutes: ['/admin/companies'],
  });
}

describe('CompanyPage', () => {
  it('shows the company: name, status, code, settings and departments', async () => {
    mockApi({ getCompany: () => json(200, companyDetail()) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Ltd' })).toBeTruthy();
    expect(screen.getByTestId('company-code').textContent).toBe('K7QM3-XZP9H');
    expect(screen.getByLabelText<HTMLInputElement>('Company name').value).toBe('Acme Ltd');
    expect(screen.getByLabelText<HTMLInputElement>('Time zone').value).toBe('Europe/Zurich');
    expect(screen.getByLabelText<HTMLInputElement>('Seat limit').value).toBe('250');
    expect(screen.getAllByTestId('department-row')).toHaveLength(3);
    expect(screen.getByTestId('employers-section').textContent).toBe('Acme Ltd');
    expect(screen.getByRole('link', { name: 'All companies' }).getAttribute('href')).toBe('/admin/companies');
  });

  it('suspends only after a confirmation that says what suspending means', async () => {
    const api = mockApi(companyServer());
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend subscription' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Suspend the subscription of Acme Ltd?' });
    expect(dialog.textContent).toContain('Members keep signing in and can still see and export their own data.');
    expect(dialog.textContent).toContain('Nobody new can join with the company code');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('updateCompany')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Suspend subscription' }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(api.callsTo('updateCompany')).toHaveLength(1));
    expect(api.callsTo('updateCompany')[0]!.body).toEqual({ status: 'suspended' });
    expect(await screen.findByRole('button', { name: 'Reactivate subscription' })).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('The subscription of Acme Ltd is suspended.');
  });

  it('reactivates a suspended company after its own confirmation', async () => {
    const api = mockApi(companyServer(companyDetail({ status: 'suspended' })));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Reactivate subscription' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reactivate the subscription of Acme Ltd?' });
    expect(dialog.textContent).toContain('Employees can join with the company code again, up to the seat limit.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(api.callsTo('updateCompany')[0]?.body).toEqual({ status: 'active' }));
    expect(await screen.findByRole('button', { name: 'Suspend subscription' })).toBeTruthy();
  });

  it('rotates the code only after a confirmation saying the old code stops and members are unaffected', async () => {
    const api = mockApi(companyServer());
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Rotate code' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Give Acme Ltd a new company code?' });
    expect(dialog.textContent).toContain('The current code stops admitting new sign-ups at once.');
    expect(dialog.textContent).toContain('Members are not affected');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('rotateCompanyCode')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Rotate code' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Rotate code' }));
    await waitFor(() => expect(screen.getByTestId('company-code').textContent).toBe('NEW22-CODE3'));
    expect(api.callsTo('rotateCompanyCode')).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith('New company code: NEW22-CODE3');
  });

  it('copies the code', async () => {
    mockApi({ getCompany: () => json(200, companyDetail()) });
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('K7QM3-XZP9H');
    expect(toast.success).toHaveBeenCalledWith('Company code copied.');
  });

  it('saves only the settings that changed; a cleared seat limit is "no limit"', async () => {
    const api = mockApi(companyServer());
    renderPage();
    const save = await screen.findByRole('button', { name: 'Save changes' });
    expect(save).toHaveProperty('disabled', true);
    await userEvent.clear(screen.getByLabelText('Company name'));
    await userEvent.type(screen.getByLabelText('Company name'), 'Acme Group');
    await userEvent.clear(screen.getByLabelText('Seat limit'));
    await userEvent.click(save);
    await waitFor(() => expect(api.callsTo('updateCompany')).toHaveLength(1));
    expect(api.callsTo('updateCompany')[0]!.body).toEqual({ name: 'Acme Group', seatLimit: null });
    expect(toast.success).toHaveBeenCalledWith('The settings have been saved.');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Group' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Seat limit').value).toBe('');
  });

  it('shows whether the company is named on leaderboards, under its name and at the switch', async () => {
    mockApi({ getCompany: () => json(200, companyDetail({ leaderboardNamed: true })) });
    renderPage();
    const named = await screen.findByRole('switch', { name: "Show the company's name on leaderboards" });
    expect(named.getAttribute('aria-checked')).toBe('true');
    const explanation = document.getElementById(named.getAttribute('aria-describedby') ?? '');
    expect(explanation?.textContent).toContain('instead of "Company 7"');
    expect(explanation?.textContent).toContain('Employees are never named or ranked.');
    expect(screen.getByTestId('leaderboard-naming').textContent).toBe('Named on leaderboards');
  });

  it('names the company on leaderboards: saved with the settings, only what changed', async () => {
    const api = mockApi(companyServer());
    renderPage();
    const named = await screen.findByRole('switch', { name: "Show the company's name on leaderboards" });
    expect(named.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('leaderboard-naming').textContent).toBe('Anonymous on leaderboards');
    await userEvent.click(named);
    // Nothing is sent before "Save changes".
    expect(api.callsTo('updateCompany')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('updateCompany')).toHaveLength(1));
    expect(api.callsTo('updateCompany')[0]!.body).toEqual({ leaderboardNamed: true });
    expect(api.callsTo('updateCompany')[0]!.url.pathname).toBe(`/api/admin/companies/${ACME_ID}`);
    expect(toast.success).toHaveBeenCalledWith('The settings have been saved.');
    await waitFor(() => expect(screen.getByTestId('leaderboard-naming').textContent).toBe('Named on leaderboards'));
    expect(named.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true);
  });

  it('keeps the changes and shows the error when saving fails, and saves them on the next try', async () => {
    const server = companyServer();
    let fail = true;
    const api = mockApi({
      ...server,
      updateCompany: (request) => (fail ? apiError(503, 'SERVICE_UNAVAILABLE') : server.updateCompany(request)),
    });
    renderPage();
    const named = await screen.findByRole('switch', { name: "Show the company's name on leaderboards" });
    await userEvent.clear(screen.getByLabelText('Company name'));
    await userEvent.type(screen.getByLabelText('Company name'), 'Acme Group');
    await userEvent.click(named);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const settings = named.closest<HTMLElement>('[data-slot="card"]')!;
    expect((await within(settings).findByRole('alert')).textContent).toBe(
      'The service is temporarily unavailable. Please try again later.',
    );
    expect(toast.success).not.toHaveBeenCalled();
    // Nothing typed or switched is lost, and the company is shown as it is.
    expect(screen.getByLabelText<HTMLInputElement>('Company name').value).toBe('Acme Group');
    expect(named.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('leaderboard-naming').textContent).toBe('Anonymous on leaderboards');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Acme Ltd');

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('updateCompany')).toHaveLength(2));
    expect(api.callsTo('updateCompany')[1]!.body).toEqual({ name: 'Acme Group', leaderboardNamed: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Group' })).toBeTruthy();
    expect(screen.getByTestId('leaderboard-naming').textContent).toBe('Named on leaderboards');
    expect(within(settings).queryByRole('alert')).toBeNull();
  });

  it('shows a not-found state for an unknown company', async () => {
    const api = mockApi({ getCompany: () => apiError(404, 'NOT_FOUND') });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Company not found' })).toBeTruthy();
    expect(api.callsTo('getCompany')).toHaveLength(1);
  });

  it('asks nothing for a malformed id', async () => {
    const api = mockApi({});
    renderPage('not-a-company');
    expect(await screen.findByRole('heading', { level: 1, name: 'Company not found' })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_ACTIONS, type TAuditLogEntry, type TCompany } from '@openwell/contracts';
import { apiError, json, mockApi, renderFeature, type THandler } from '@/test/feature-test-kit.tsx';
import { AuditLogPage } from './audit-log-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const ACME = '5c0a0a0a-0000-4000-8000-000000000001';
const GLOBEX = '5c0a0a0a-0000-4000-8000-000000000002';

function company(id: string, name: string): TCompany {
  return {
    id,
    name,
    code: 'K7QM3-XZP9H',
    defaultLanguage: 'en',
    timeZone: 'Europe/Zurich',
    status: 'active',
    seatLimit: null,
    isDemo: false,
    leaderboardNamed: false,
    pointsExpiryMonths: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}
const COMPANIES = [company(ACME, 'Acme Health AG'), company(GLOBEX, 'Globex')];

function entry(index: number, overrides: Partial<TAuditLogEntry> = {}): TAuditLogEntry {
  return {
    id: `0d0d0d0d-0000-4000-8000-${String(index).padStart(12, '0')}`,
    createdAt: '2026-03-12T09:05:07.000Z',
    action: 'company_created',
    actor: { id: 'a1', email: 'root@example.test' },
    subject: null,
    company: { id: ACME, name: 'Acme Health AG' },
    ip: '203.0.113.7',
    metadata: {},
    ...overrides,
  };
}

function logAnswer(entries: TAuditLogEntry[], total = entries.length, page = 1) {
  return json(200, { entries, total, page, pageSize: 50 });
}

function renderPage(search = '', log: THandler = () => logAnswer([entry(1)])) {
  const api = mockApi({ listCompanies: () => json(200, { companies: COMPANIES }), listAuditLog: log });
  const view = renderFeature(<AuditLogPage />, { path: '/admin/audit', initialEntry: `/admin/audit${search}` });
  return { api, ...view };
}

const lastQuery = (api: ReturnType<typeof mockApi>) =>
  Object.fromEntries(api.callsTo('listAuditLog').at(-1)!.url.searchParams.entries());

describe('AuditLogPage', () => {
  it('shows the entries newest first, as the server orders them, with every column as text', async () => {
    const entries = [
      entry(1, {
        createdAt: '2026-03-12T09:05:07.000Z',
        action: 'employer_invited',
        subject: { id: 's1', email: 'hr@acme.test' },
        metadata: { language: 'fr', note: '<b>not markup</b>' },
      }),
      entry(2, {
        createdAt: '2026-03-11T18:00:00.000Z',
        action: 'sign_in_failed',
        actor: null,
        subject: { id: 's2', email: null },
        company: null,
        ip: null,
      }),
    ];
    renderPage('', () => logAnswer(entries));
    const rows = await screen.findAllByTestId('audit-row');
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells[0]).toEqual([
      expect.stringMatching(/Mar 12, 2026/),
      'Employer invited',
      'root@example.test',
      'hr@acme.test',
      'Acme Health AG',
      '203.0.113.7',
      'language:frnote:<b>not markup</b>',
    ]);
    expect(cells[1]).toEqual([
      expect.stringMatching(/Mar 11, 2026/),
      'Failed login',
      'Not logged in',
      'Deleted account',
      '–',
      '–',
      '–',
    ]);
    // Details are text, never markup.
    expect(rows[0]!.querySelector('b')).toBeNull();
    expect(within(rows[0]!).getByText('<b>not markup</b>')).toBeTruthy();
    expect(rows[0]!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-12T09:05:07.000Z');
  });

  it('offers every audit action with a label, and the companies', async () => {
    renderPage();
    await screen.findAllByTestId('audit-row');
    const actions = within(screen.getByLabelText('Action')).getAllByRole('option');
    expect(actions).toHaveLength(AUDIT_ACTIONS.length + 1);
    expect(actions.map((option) => option.getAttribute('value'))).toEqual(
      expect.arrayContaining(['', ...AUDIT_ACTIONS]),
    );
    // No label is a raw action name.
    for (const option of actions) expect(option.textContent).not.toMatch(/_/);
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Company'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All companies', 'Acme Health AG', 'Globex']),
    );
  });

  it('puts the filters into the query and the URL, and back to the first page', async () => {
    const { api, router } = renderPage('?page=2', () => logAnswer([entry(1)], 120, 2));
    await screen.findAllByTestId('audit-row');
    expect(lastQuery(api)).toEqual({ page: '2' });

    await waitFor(() => expect(within(screen.getByLabelText('Company')).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(screen.getByLabelText('Company'), GLOBEX);
    await waitFor(() => expect(lastQuery(api)).toEqual({ companyId: GLOBEX, page: '1' }));
    expect(router.state.location.search).toBe(`?companyId=${GLOBEX}`);

    await userEvent.selectOptions(screen.getByLabelText('Action'), 'company_code_rotated');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        companyId: GLOBEX,
        action: 'company_code_rotated',
        from: '2026-03-01',
        to: '2026-03-31',
        page: '1',
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('action')).toBe('company_code_rotated');
    expect(new URLSearchParams(router.state.location.search).get('to')).toBe('2026-03-31');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(lastQuery(api)).toEqual({ page: '1' });
  });

  it('reads the filters from the URL it was opened with', async () => {
    const { api } = renderPage(`?companyId=${ACME}&action=mfa_disabled&from=2026-02-01&page=3`, () =>
      logAnswer([entry(1)], 150, 3),
    );
    await screen.findAllByTestId('audit-row');
    expect(lastQuery(api)).toEqual({ companyId: ACME, action: 'mfa_disabled', from: '2026-02-01', page: '3' });
    expect((screen.getByLabelText('Action') as HTMLSelectElement).value).toBe('mfa_disabled');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-02-01');
    await waitFor(() => expect((screen.getByLabelText('Company') as HTMLSelectElement).value).toBe(ACME));
  });

  it('pages through the server with the total', async () => {
    const { api, router } = renderPage('', ({ url }) =>
      logAnswer([entry(Number(url.searchParams.get('page')))], 120, Number(url.searchParams.get('page'))),
    );
    expect(await screen.findByText('Page 1 of 3 · 120 entries')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3 · 120 entries')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(lastQuery(api)).toEqual({ page: '2' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3 · 120 entries')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });

  it('says when the log is empty, and when nothing matches the filters', async () => {
    const first = renderPage('', () => logAnswer([]));
    expect(await screen.findByText('The audit log has no entries yet.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    first.unmount();
    renderPage('?action=department_merged', () => logAnswer([]));
    expect(await screen.findByText('No entries match these filters.')).toBeTruthy();
  });

  it('shows a loading skeleton, then a failure with a way to try again', async () => {
    let answer: (response: Response) => void = () => {};
    let calls = 0;
    renderPage('', () => {
      calls += 1;
      return calls === 1 ? new Promise<Response>((resolve) => (answer = resolve)) : logAnswer([entry(1)]);
    });
    expect(await screen.findByTestId('audit-loading')).toBeTruthy();
    expect(screen.getByText('Loading the audit log…')).toBeTruthy();
    answer(apiError(500, 'INTERNAL'));
    expect((await screen.findByRole('alert')).textContent).toContain('An unexpected server error occurred');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('audit-row')).toHaveLength(1);
  });

  it('does not ask the server when the start date is after the end date', async () => {
    const { api } = renderPage('?from=2026-03-10&to=2026-03-01');
    expect((await screen.findByRole('alert')).textContent).toBe('The start date is after the end date.');
    expect(api.callsTo('listAuditLog')).toHaveLength(0);
    expect(screen.queryByTestId('audit-row')).toBeNull();
  });
});

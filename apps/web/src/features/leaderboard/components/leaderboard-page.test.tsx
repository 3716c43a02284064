import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { i18n } from '@/lib/i18n.ts';
import { apiError, employee, json, mockApi, renderFeature, sessionResponse } from '@/test/feature-test-kit.tsx';
import { companyLeaderboard, departmentLeaderboard } from '@/test/leaderboard-fixtures.ts';
import { LeaderboardPage } from './leaderboard-page.tsx';

beforeAll(installRadixPolyfills);
afterEach(() => vi.unstubAllGlobals());

function setup(routes: Parameters<typeof mockApi>[0] = {}, { user = employee(), initialEntry = '/leaderboard' } = {}) {
  const api = mockApi({
    getSession: sessionResponse(user),
    getMe: () => json(200, user),
    getDepartmentLeaderboard: () => json(200, departmentLeaderboard()),
    getCompanyLeaderboard: () => json(200, companyLeaderboard()),
    ...routes,
  });
  const view = renderFeature(<LeaderboardPage />, { path: '/leaderboard', initialEntry, extraRoutes: ['/profile'] });
  return { api, ...view };
}

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('LeaderboardPage', () => {
  it('departments: rank, department, members, average points over the stated period; own department flagged', async () => {
    const { api } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeTruthy();
    const table = await screen.findByRole('table', {
      name: /^Departments of your company by average points per member, Mar 1\s–\s10, 2026$/,
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Rank', 'Department', 'Members counted', 'Average points']);
    const rows = within(table).getAllByTestId('department-row');
    expect(cells(rows[0]!)).toEqual(['1', 'Engineering', '12', '412.5']);
    expect(cells(rows[1]!)).toEqual(['2', 'SalesYour department', '6', '380']);
    expect(rows[1]!.getAttribute('data-own')).toBe('true');
    expect(within(table).getAllByTestId('own-flag')).toHaveLength(1);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toContain('Your department');
    expect(screen.getByTestId('leaderboard-period').textContent).toMatch(/^This month: Mar 1\s–\s10, 2026$/);
    expect(screen.getByTestId('leaderboard-participants').textContent).toBe('23 colleagues of your company take part.');
    expect(screen.queryByTestId('hidden-groups')).toBeNull();
    expect(screen.queryByTestId('withheld-groups')).toBeNull();
    // The companies are not asked for until their tab is opened.
    expect(api.callsTo('getCompanyLeaderboard')).toHaveLength(0);
  });

  it('says that some departments are hidden for privacy, and "fewer than 5" take part', async () => {
    setup({
      getDepartmentLeaderboard: () => json(200, departmentLeaderboard({ hiddenGroups: true, participants: null })),
    });
    expect((await screen.findByTestId('hidden-groups')).textContent).toBe(
      'Some departments are hidden for privacy: fewer than 5 of their members take part.',
    );
    expect(screen.getByTestId('leaderboard-participants').textContent).toBe(
      'Fewer than 5 colleagues of your company take part so far.',
    );
  });

  it('says that some departments are withheld until the end of the month (someone left them)', async () => {
    setup({ getDepartmentLeaderboard: () => json(200, departmentLeaderboard({ withheldGroups: true })) });
    expect((await screen.findByTestId('withheld-groups')).textContent).toBe(
      'Some departments are withheld until the end of the month: someone left them, and a figure without them would reveal their points.',
    );
    expect(screen.queryByTestId('hidden-groups')).toBeNull();
  });

  it('when the only departments are withheld, the empty state says why (and the note is not repeated)', async () => {
    setup({
      getDepartmentLeaderboard: () =>
        json(200, departmentLeaderboard({ rows: [], participants: null, withheldGroups: true })),
    });
    const empty = await screen.findByTestId('departments-empty');
    expect(empty.textContent).toContain('Some departments are withheld until the end of the month');
    expect(screen.queryByTestId('withheld-groups')).toBeNull();
  });

  it('empty state "No department data", still with the privacy line when groups are hidden', async () => {
    setup({
      getDepartmentLeaderboard: () =>
        json(200, departmentLeaderboard({ rows: [], participants: null, hiddenGroups: true })),
    });
    const empty = await screen.findByTestId('departments-empty');
    expect(within(empty).getByRole('heading', { name: 'No department data' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByTestId('hidden-groups')).toBeTruthy();
  });

  it('companies tab by keyboard: own company by name, others "Company {n}" unless named, employee bands', async () => {
    const { api, router } = setup();
    await screen.findByRole('table');
    const departmentsTab = screen.getByRole('tab', { name: 'Departments' });
    expect(departmentsTab.getAttribute('aria-selected')).toBe('true');
    departmentsTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    const companiesTab = screen.getByRole('tab', { name: 'Companies' });
    await waitFor(() => expect(companiesTab.getAttribute('aria-selected')).toBe('true'));
    expect(router.state.location.search).toBe('?tab=companies');
    const table = await screen.findByRole('table', { name: /^Companies by average points/ });
    const rows = within(table).getAllByTestId('company-row');
    expect(rows.map(cells)).toEqual([
      ['1', 'Company 1', '250–999', '501.3'],
      ['2', 'Demo CompanyYour company', '5–49', '420'],
      ['3', 'Named Corp', '1,000+', '300'],
    ]);
    expect(rows[1]!.getAttribute('data-own')).toBe('true');
    expect(screen.getByTestId('leaderboard-participants').textContent).toBe(
      '340 people take part across the listed companies.',
    );
    expect(api.callsTo('getCompanyLeaderboard')).toHaveLength(1);
  });

  it('opens the companies tab from the address; empty state "No company data" and the privacy line', async () => {
    setup(
      {
        getCompanyLeaderboard: () =>
          json(200, companyLeaderboard({ rows: [], participants: null, hiddenGroups: true, computedAt: null })),
      },
      { initialEntry: '/leaderboard?tab=companies' },
    );
    const empty = await screen.findByTestId('companies-empty');
    expect(within(empty).getByRole('heading', { name: 'No company data' })).toBeTruthy();
    expect(screen.getByTestId('hidden-groups').textContent).toBe(
      'Some companies are hidden for privacy: fewer than 5 of their employees take part.',
    );
    expect(screen.getByTestId('leaderboard-participants').textContent).toBe('Fewer than 5 people take part so far.');
  });

  it('shows no individual: the rows carry groups only', async () => {
    setup();
    const table = await screen.findByRole('table');
    expect(table.textContent).not.toContain('ann@example.test');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('loading skeleton, then an error with retry', async () => {
    let fail = true;
    setup({
      getDepartmentLeaderboard: () => (fail ? apiError(500, 'INTERNAL_ERROR') : json(200, departmentLeaderboard())),
    });
    expect(screen.getByTestId('departments-skeleton')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The leaderboard could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('tells a reader who does not allow anonymous insights that they are not counted', async () => {
    const user = employee();
    setup(
      {},
      {
        user: {
          ...user,
          consents: { ...user.consents!, companyInsights: { ...user.consents!.companyInsights, granted: false } },
        },
      },
    );
    const note = await screen.findByTestId('not-counted');
    expect(note.textContent).toContain('You are not counted');
    expect(within(note).getByRole('link', { name: 'Open profile' }).getAttribute('href')).toBe('/profile');
  });

  it('a counted reader gets no such note', async () => {
    setup();
    await screen.findByRole('table');
    await waitFor(() => expect(screen.getByText(/Only people who allow anonymous company insights/)).toBeTruthy());
    expect(screen.queryByTestId('not-counted')).toBeNull();
  });

  it('in German', async () => {
    await i18n.changeLanguage('de');
    setup();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader')[1]!.textContent).toBe('Abteilung');
    expect(within(table).getByTestId('own-flag').textContent).toBe('Ihre Abteilung');
    expect(cells(within(table).getAllByTestId('department-row')[0]!)[3]).toBe('412,5');
  });
});

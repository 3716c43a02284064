import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TRole } from '@openwell/contracts';
import { mockApi, renderFeature, sessionOf } from '@/test/feature-test-kit.tsx';
import { AdminAreaLayout } from './admin-area-layout.tsx';
import { AdminDashboardPage } from './admin-dashboard-page.tsx';

const PAGES = [
  '/admin/dashboard',
  '/admin/companies',
  '/admin/companies/:companyId',
  '/admin/users',
  '/admin/company',
  '/admin/company/rewards',
  '/admin/audit',
];

function renderAt(role: TRole, path: string, initialEntry = path, only?: 'admin' | 'employer') {
  mockApi({ getSession: sessionOf({ role }), getAdminSystemStatus: () => new Promise<Response>(() => {}) });
  return renderFeature(
    <AdminAreaLayout {...(only ? { only } : {})}>
      <p>page content</p>
    </AdminAreaLayout>,
    { path, initialEntry, extraRoutes: PAGES.filter((page) => page !== path) },
  );
}

async function navLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Admin area' });
  return within(nav).getAllByRole('link');
}

describe('AdminAreaLayout navigation', () => {
  it('gives admins the dashboard, companies, users and the audit log', async () => {
    renderAt('admin', '/admin/dashboard');
    const links = await navLinks();
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Companies', '/admin/companies'],
      ['Users', '/admin/users'],
      ['Audit log', '/admin/audit'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual(['page', null, null, null]);
  });

  it('gives employers the dashboard and their company, and no user list', async () => {
    renderAt('employer', '/admin/company');
    const links = await navLinks();
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['My company', '/admin/company'],
      ['Rewards', '/admin/company/rewards'],
    ]);
    expect(screen.getByRole('link', { name: 'My company' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Rewards' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks Rewards, not My company, as current on the rewards page below it', async () => {
    renderAt('employer', '/admin/company/rewards');
    await navLinks();
    expect(screen.getByRole('link', { name: 'Rewards' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'My company' }).getAttribute('aria-current')).toBeNull();
  });

  it("marks Companies as current on a company's page", async () => {
    renderAt('admin', '/admin/companies/:companyId', '/admin/companies/a0a0a0a0-0000-4000-8000-000000000001');
    await navLinks();
    expect(screen.getByRole('link', { name: 'Companies' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('is reached with the keyboard and follows the link', async () => {
    const { router } = renderAt('admin', '/admin/dashboard');
    await navLinks();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Dashboard' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Companies' }));
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/admin/companies');
  });

  it('keeps an admin page from employers: says what it is for, links to the dashboard, renders nothing of it', async () => {
    renderAt('employer', '/admin/companies', '/admin/companies', 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'For platform administrators' })).toBeTruthy();
    expect(screen.queryByText('page content')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/admin/dashboard');
    // The navigation stays.
    expect(await navLinks()).toHaveLength(3);
  });

  it('keeps the employer page from admins', async () => {
    renderAt('admin', '/admin/company', '/admin/company', 'employer');
    expect(await screen.findByRole('heading', { level: 1, name: 'For employers' })).toBeTruthy();
    expect(screen.queryByText('page content')).toBeNull();
  });

  it('shows the page to its role', async () => {
    renderAt('admin', '/admin/companies', '/admin/companies', 'admin');
    expect(await screen.findByText('page content')).toBeTruthy();
  });
});

describe('AdminDashboardPage', () => {
  function renderDashboard(role: TRole) {
    mockApi({
      getSession: sessionOf({ role }),
      getAdminSystemStatus: () =>
        new Response(
          JSON.stringify({
            mail: { delivery: 'dev-mailbox', pending: 0 },
            encryptionKey: { source: 'data-dir', besideData: false },
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    return renderFeature(<AdminDashboardPage />, { path: '/admin/dashboard', extraRoutes: PAGES.slice(1) });
  }

  it('links admins to companies and the audit log, with the system status; analytics come later', async () => {
    renderDashboard('admin');
    const main = await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' });
    expect(main).toBeTruthy();
    expect(await screen.findByTestId('system-status')).toBeTruthy();
    const cards = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(cards).toEqual(['Companies', 'Audit log', 'Analytics']);
    expect(screen.getAllByRole('link', { name: 'Companies' }).map((link) => link.getAttribute('href'))).toEqual([
      '/admin/companies',
      '/admin/companies',
    ]);
    expect(screen.getByText(/The analytics dashboard arrives with a later release/)).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('links employers to their company, without the system status or a user list', async () => {
    renderDashboard('employer');
    await screen.findByRole('link', { name: 'Dashboard' });
    const card = screen.getByRole('heading', { level: 2, name: 'My company' });
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/admin/company');
    expect(screen.queryByTestId('system-status')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Companies' })).toBeNull();
  });
});

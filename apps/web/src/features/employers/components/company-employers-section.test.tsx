import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TCompanyEmployers } from '@openwell/contracts';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { apiError, json, mockApi, renderFeature, sessionOf } from '@/test/feature-test-kit.tsx';
import { CompanyEmployersSection } from './company-employers-section.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/ui/sonner.tsx', () => ({ toast }));
beforeAll(installRadixPolyfills);
afterEach(() => vi.unstubAllGlobals());

const COMPANY_ID = '5c0a0a0a-0000-4000-8000-000000000001';
const HR = '0e0e0e0e-0000-4000-8000-000000000001';
const FINANCE = '0e0e0e0e-0000-4000-8000-000000000002';
const PENDING = '1a1a1a1a-0000-4000-8000-000000000001';

function list(overrides: Partial<TCompanyEmployers> = {}): TCompanyEmployers {
  return {
    employers: [
      { userId: HR, email: 'hr@acme.test', twoFactorEnabled: true, since: '2026-02-01T08:00:00.000Z' },
      { userId: FINANCE, email: 'finance@acme.test', twoFactorEnabled: false, since: '2026-02-20T08:00:00.000Z' },
    ],
    invitations: [
      {
        id: PENDING,
        email: 'new@acme.test',
        language: 'fr',
        status: 'pending',
        createdAt: '2026-03-01T08:00:00.000Z',
        expiresAt: '2026-03-04T08:00:00.000Z',
      },
      {
        id: '1a1a1a1a-0000-4000-8000-000000000002',
        email: 'hr@acme.test',
        language: 'de',
        status: 'accepted',
        createdAt: '2026-01-30T08:00:00.000Z',
        expiresAt: '2026-02-02T08:00:00.000Z',
      },
      {
        id: '1a1a1a1a-0000-4000-8000-000000000003',
        email: 'late@acme.test',
        language: 'en',
        status: 'expired',
        createdAt: '2026-01-01T08:00:00.000Z',
        expiresAt: '2026-01-04T08:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

function renderSection(props: { defaultLanguage?: 'de' | 'fr' } = {}) {
  return renderFeature(<CompanyEmployersSection companyId={COMPANY_ID} {...props} />);
}

describe('CompanyEmployersSection', () => {
  it("lists the company's employers and invitations", async () => {
    const api = mockApi({ getSession: sessionOf({ role: 'admin' }), listCompanyEmployers: () => json(200, list()) });
    renderSection();
    const employers = await screen.findAllByTestId('employer-row');
    expect(employers.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'hr@acme.test',
      'finance@acme.test',
    ]);
    expect(within(employers[0]!).getByText('Set up')).toBeTruthy();
    expect(within(employers[1]!).getByText('Not set up yet (admin area closed)')).toBeTruthy();
    expect(within(employers[0]!).getByText(/Feb 1, 2026/)).toBeTruthy();

    const invitations = screen.getAllByTestId('invitation-row');
    expect(
      invitations.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['new@acme.test', 'Français', 'Pending', expect.stringMatching(/Mar 4, 2026/), 'Withdraw'],
      ['hr@acme.test', 'Deutsch', 'Accepted', expect.stringMatching(/Feb 2, 2026/), ''],
      ['late@acme.test', 'English', 'Expired', expect.stringMatching(/Jan 4, 2026/), ''],
    ]);
    expect(api.callsTo('listCompanyEmployers')[0]!.url.pathname).toBe(`/api/admin/companies/${COMPANY_ID}/employers`);
  });

  it('says when there are no employers or invitations yet', async () => {
    mockApi({
      getSession: sessionOf({ role: 'admin' }),
      listCompanyEmployers: () => json(200, { employers: [], invitations: [] }),
    });
    renderSection();
    expect(await screen.findByText(/No employer accounts yet/)).toBeTruthy();
    expect(screen.getByText('No invitations sent yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite employer' })).toBeTruthy();
  });

  it('shows a failure with a way to try again', async () => {
    let fail = true;
    mockApi({
      getSession: sessionOf({ role: 'admin' }),
      listCompanyEmployers: () => (fail ? apiError(500, 'INTERNAL') : json(200, list())),
    });
    renderSection();
    expect((await screen.findByRole('alert')).textContent).toContain('An unexpected server error occurred');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('employer-row')).toHaveLength(2);
  });

  it("invites in the company's language by default, explains the link and reads the list again", async () => {
    let invited = false;
    const api = mockApi({
      getSession: sessionOf({ role: 'admin', language: 'en' }),
      listCompanyEmployers: () => json(200, invited ? list() : list({ invitations: [] })),
      inviteEmployer: ({ body }) => {
        invited = true;
        const { email, language } = body as { email: string; language: string };
        return json(201, {
          id: PENDING,
          email,
          language,
          status: 'pending',
          createdAt: '2026-03-01T08:00:00.000Z',
          expiresAt: '2026-03-04T08:00:00.000Z',
        });
      },
    });
    renderSection({ defaultLanguage: 'fr' });
    await screen.findAllByTestId('employer-row');
    await userEvent.click(screen.getByRole('button', { name: 'Invite employer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite an employer' });
    expect(within(dialog).getByText(/single-use link, valid for 72 hours/)).toBeTruthy();
    const language = within(dialog).getByLabelText('Language of the invitation') as HTMLSelectElement;
    expect(language.value).toBe('fr');

    // An address is required and must be one.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please enter the email address to invite.');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please enter a valid email address.');
    expect(api.callsTo('inviteEmployer')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('Email'));
    await userEvent.type(within(dialog).getByLabelText('Email'), ' New@Acme.test ');
    await userEvent.selectOptions(language, 'it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('inviteEmployer')[0]!.body).toEqual({ email: 'new@acme.test', language: 'it' });
    expect(api.callsTo('inviteEmployer')[0]!.url.pathname).toBe(`/api/admin/companies/${COMPANY_ID}/invitations`);
    expect(toast.success).toHaveBeenCalledWith('Invitation sent to new@acme.test.');
    expect(await screen.findAllByTestId('invitation-row')).toHaveLength(3);
  });

  it("offers the admin's own language when the company's is not known", async () => {
    mockApi({
      getSession: sessionOf({ role: 'admin', language: 'de' }),
      listCompanyEmployers: () => json(200, list()),
    });
    renderSection();
    await screen.findAllByTestId('employer-row');
    await userEvent.click(screen.getByRole('button', { name: 'Invite employer' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Language of the invitation') as HTMLSelectElement).value).toBe('de');
  });

  it('explains EMAIL_TAKEN at the address and keeps the dialog open', async () => {
    mockApi({
      getSession: sessionOf({ role: 'admin' }),
      listCompanyEmployers: () => json(200, list()),
      inviteEmployer: () => apiError(409, 'EMAIL_TAKEN'),
    });
    renderSection();
    await screen.findAllByTestId('employer-row');
    await userEvent.click(screen.getByRole('button', { name: 'Invite employer' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ann@example.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This email address already belongs to an OpenWell account, and an invitation creates a new one. Invite another address, or change the role of the existing account in the user list.',
    );
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe('ann@example.test');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says that the invitation was withdrawn when its mail could not be sent (not the reset-mail text)', async () => {
    mockApi({
      getSession: sessionOf({ role: 'admin' }),
      listCompanyEmployers: () => json(200, list()),
      inviteEmployer: () => apiError(502, 'MAIL_DELIVERY_FAILED'),
    });
    renderSection();
    await screen.findAllByTestId('employer-row');
    await userEvent.click(screen.getByRole('button', { name: 'Invite employer' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ann@example.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The invitation e-mail could not be sent, so the invitation was withdrawn.',
    );
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe('ann@example.test');
  });

  it("revokes an employer's access only after a confirmation that explains the consequences", async () => {
    let revoked = false;
    const api = mockApi({
      getSession: sessionOf({ role: 'admin' }),
      listCompanyEmployers: () =>
        json(200, revoked ? list({ employers: list().employers.filter((e) => e.userId !== FINANCE) }) : list()),
      revokeEmployerAccess: () => {
        revoked = true;
        return new Response(null, { status: 204 });
      },
    });
    renderSection();
    await screen.findAllByTestId('employer-row');

    await userEvent.click(screen.getByRole('button', { name: 'Revoke access for finance@acme.test' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Revoke the access of finance@acme.test?' });
    expect(within(confirm).getByText(/loses its employer role at once and is logged out everywhere/)).toBeTruthy();
    expect(within(confirm).getByText(/the employee account stays; otherwise they can no longer log in/)).toBeTruthy();
    expect(within(confirm).getByText('To give access again, send a new invitation.')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('revokeEmployerAccess')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Revoke access for finance@acme.test' }));
    confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke access' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('revokeEmployerAccess')[0]!.url.pathname).toBe(
      `/api/admin/companies/${COMPANY_ID}/employers/${FINANCE}`,
    );
    expect(toast.success).toHaveBeenCalledWith('finance@acme.test no longer has access to the admin area.');
    await waitFor(() => expect(screen.getAllByTestId('employer-row')).toHaveLength(1));
  });

  it('shows a refused revocation in the confirmation', async () => {
    mockApi({
      getSession: sessionOf({ role: 'admin' }),
      listCompanyEmployers: () => json(200, list()),
      revokeEmployerAccess: () => apiError(404, 'NOT_FOUND'),
    });
    renderSection();
    await screen.findAllByTestId('employer-row');
    await userEvent.click(screen.getByRole('button', { name: 'Revoke access for hr@acme.test' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke access' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(
      'What you are looking for could not be found.',
    );
  });

  it('withdraws a pending invitation after a confirmation', async () => {
    const api = mockApi({
      getSession: sessionOf({ role: 'admin' }),
      listCompanyEmployers: () => json(200, list()),
      revokeEmployerInvitation: () => new Response(null, { status: 204 }),
    });
    renderSection();
    await screen.findAllByTestId('invitation-row');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the invitation to new@acme.test' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Withdraw the invitation to new@acme.test?' });
    expect(within(confirm).getByText(/The link in the email stops working at once/)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Withdraw invitation' }));
    await waitFor(() => expect(api.callsTo('revokeEmployerInvitation')).toHaveLength(1));
    expect(api.callsTo('revokeEmployerInvitation')[0]!.url.pathname).toBe(
      `/api/admin/companies/${COMPANY_ID}/invitations/${PENDING}`,
    );
    expect(toast.success).toHaveBeenCalledWith('The invitation to new@acme.test has been withdrawn.');
  });
});

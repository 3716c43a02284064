import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguageChoiceAtStartForTests } from '@/lib/i18n.ts';
import { apiError, json, mockApi, renderFeature, sessionOf, SIGNED_OUT } from '@/test/feature-test-kit.tsx';
import { EmployerInvitationPage } from './employer-invitation-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setLanguageChoiceAtStartForTests(null);
});

const TOKEN = 'inv-token-0123456789abcdefghijklmnop';
const PREVIEW = {
  email: 'hr@acme.test',
  companyName: 'Acme Health AG',
  language: 'en',
  expiresAt: '2026-03-15T09:30:00.000Z',
};

function renderPage(search = `?token=${TOKEN}`) {
  return renderFeature(<EmployerInvitationPage />, {
    path: '/admin/invitation',
    initialEntry: `/admin/invitation${search}`,
    extraRoutes: ['/admin/two-factor', '/admin/login'],
  });
}

async function choosePasswords(password: string, confirm = password) {
  await userEvent.type(await screen.findByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Create employer account' }));
}

describe('EmployerInvitationPage', () => {
  it('shows what the link is for, creates the account, signs in and goes on to the second factor', async () => {
    let accepted = false;
    const api = mockApi({
      getSession: (request) =>
        accepted ? sessionOf({ role: 'employer', email: PREVIEW.email })(request) : SIGNED_OUT(request),
      getEmployerInvitation: () => json(200, PREVIEW),
      acceptEmployerInvitation: () => {
        accepted = true;
        return json(201, { twoFactorRequired: false });
      },
    });
    const { router } = renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Join Acme Health AG on OpenWell' })).toBeTruthy();
    expect(screen.getByTestId('invitation-email').textContent).toBe('hr@acme.test');
    expect(screen.getByText('Invitation valid until')).toBeTruthy();
    expect(screen.getByText(/15, 2026/)).toBeTruthy();
    expect(screen.getByText('8 to 128 characters, and not a commonly used password.')).toBeTruthy();
    expect(api.callsTo('getEmployerInvitation')[0]!.url.searchParams.get('token')).toBe(TOKEN);

    await choosePasswords('a long employer secret');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/two-factor'));
    expect(api.callsTo('acceptEmployerInvitation')[0]!.body).toEqual({
      token: TOKEN,
      password: 'a long employer secret',
    });
  });

  it('never shows the token', async () => {
    mockApi({ getSession: SIGNED_OUT, getEmployerInvitation: () => json(200, PREVIEW) });
    const { container } = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Join Acme Health AG on OpenWell' });
    expect(container.innerHTML).not.toContain(TOKEN);
    expect(document.title).not.toContain(TOKEN);
  });

  it('says clearly when the link is invalid, expired or used, and what to do', async () => {
    mockApi({ getSession: SIGNED_OUT, getEmployerInvitation: () => apiError(400, 'INVITATION_INVALID') });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This invitation link cannot be used' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'This invitation link is invalid, has expired or was already used. Ask your administrator for a new one.',
    );
    expect(screen.getByText(/Ask the administrator who invited you to send a new invitation/)).toBeTruthy();
    expect(screen.getByText(/works once and for 72 hours/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to admin login' }).getAttribute('href')).toBe('/admin/login');
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('treats a link without a token as invalid, without asking the server', async () => {
    const api = mockApi({ getSession: SIGNED_OUT });
    renderPage('');
    expect(await screen.findByRole('heading', { name: 'This invitation link cannot be used' })).toBeTruthy();
    expect(api.callsTo('getEmployerInvitation')).toHaveLength(0);
  });

  it('shows a loading state while the invitation is read', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({
      getSession: SIGNED_OUT,
      getEmployerInvitation: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderPage();
    expect(await screen.findByText('Checking the invitation…')).toBeTruthy();
    answer(json(200, PREVIEW));
    expect(await screen.findByLabelText('Password')).toBeTruthy();
  });

  it('checks that the passwords match before sending anything', async () => {
    const api = mockApi({ getSession: SIGNED_OUT, getEmployerInvitation: () => json(200, PREVIEW) });
    renderPage();
    await choosePasswords('a long employer secret', 'a long employer secrets');
    expect((await screen.findByRole('alert')).textContent).toBe('The passwords do not match.');
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await choosePasswords('short');
    expect((await screen.findByRole('alert')).textContent).toBe('The password must be at least 8 characters long.');
    expect(api.callsTo('acceptEmployerInvitation')).toHaveLength(0);
  });

  it('keeps what was typed when the server fails, and explains each refusal', async () => {
    let answer = () => apiError(500, 'INTERNAL');
    mockApi({
      getSession: SIGNED_OUT,
      getEmployerInvitation: () => json(200, PREVIEW),
      acceptEmployerInvitation: () => answer(),
    });
    renderPage();
    await choosePasswords('a long employer secret');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An unexpected server error occurred. Please try again later.',
    );
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('a long employer secret');
    expect((screen.getByLabelText('Confirm password') as HTMLInputElement).value).toBe('a long employer secret');

    answer = () => apiError(400, 'PASSWORD_TOO_COMMON');
    await userEvent.click(screen.getByRole('button', { name: 'Create employer account' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^This password is too common/);
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');

    answer = () => apiError(409, 'EMAIL_TAKEN');
    await userEvent.click(screen.getByRole('button', { name: 'Create employer account' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/An account with this email already exists/);
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('a long employer secret');
  });

  it('shows the invalid state when the link is refused at the last step', async () => {
    mockApi({
      getSession: SIGNED_OUT,
      getEmployerInvitation: () => json(200, PREVIEW),
      acceptEmployerInvitation: () => apiError(400, 'INVITATION_INVALID'),
    });
    renderPage();
    await choosePasswords('a long employer secret');
    expect(await screen.findByRole('heading', { name: 'This invitation link cannot be used' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('shows and hides the password', async () => {
    mockApi({ getSession: SIGNED_OUT, getEmployerInvitation: () => json(200, PREVIEW) });
    renderPage();
    const password = (await screen.findByLabelText('Password')) as HTMLInputElement;
    expect(password.type).toBe('password');
    const [toggle] = screen.getAllByRole('button', { name: 'Show password' });
    await userEvent.click(toggle!);
    expect(password.type).toBe('text');
    expect(toggle!.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(toggle!);
    expect(password.type).toBe('password');
  });

  it("switches to the invitation's language when the visitor had not chosen one", async () => {
    mockApi({ getSession: SIGNED_OUT, getEmployerInvitation: () => json(200, { ...PREVIEW, language: 'de' }) });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acme Health AG auf OpenWell verwalten' }),
    ).toBeTruthy();
    expect(i18n.language).toBe('de');
    expect(screen.getByLabelText('Passwort bestätigen')).toBeTruthy();
  });

  it('keeps the language the visitor chose before', async () => {
    setLanguageChoiceAtStartForTests('en');
    mockApi({ getSession: SIGNED_OUT, getEmployerInvitation: () => json(200, { ...PREVIEW, language: 'de' }) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Acme Health AG on OpenWell' })).toBeTruthy();
    expect(i18n.language).toBe('en');
  });

  it('says so when another account is signed in on this browser', async () => {
    mockApi({
      getSession: sessionOf({ role: 'employee', email: 'ann@example.test' }),
      getEmployerInvitation: () => json(200, PREVIEW),
    });
    renderPage();
    expect(await screen.findByText(/You are currently logged in as ann@example.test/)).toBeTruthy();
  });
});

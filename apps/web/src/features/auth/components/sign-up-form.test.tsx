import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_ACCEPTANCE } from '@openwell/contracts';
import {
  getSessionState,
  resetSessionStoreForTests,
  subscribeAuthEvents,
  type TAuthEvent,
} from '@/lib/session/session-store.ts';
import {
  apiError,
  currentUser,
  DEPARTMENTS,
  json,
  mockApi,
  renderAt,
  sessionOf,
  SIGNED_OUT,
  type THandler,
} from '@/test/feature-test-kit.tsx';
import { AuthPage } from './auth-page.tsx';

const SIGN_UP = 'signUp';
const LOOKUP = 'lookupCompany';
const panel = () => within(screen.getByRole('tabpanel'));

/** Renders /auth?tab=signup and waits for the sign-up form, which loads when its tab is shown. */
async function setup(signUp: THandler | Response = json(201, { ...currentUser(), sessionCreated: true })) {
  let signedIn = false;
  const api = mockApi({
    getSession: (request) => (signedIn ? sessionOf()(request) : SIGNED_OUT(request)),
    [LOOKUP]: ({ url }) =>
      url.searchParams.get('code')?.toUpperCase() === 'DEMO-E2ETST'
        ? json(200, { companyName: 'Demo Company', departments: DEPARTMENTS })
        : apiError(404, 'INVALID_COMPANY_CODE'),
    [SIGN_UP]: async (request) => {
      const response = signUp instanceof Response ? signUp.clone() : await signUp(request);
      if (response.ok) signedIn = true;
      return response;
    },
  });
  const view = renderAt(<AuthPage />, { initialEntry: '/auth?tab=signup' });
  await panel().findByRole('button', { name: 'Create account' });
  return { api, ...view };
}

/**
 * Fills a field in one input event (as a paste or autofill would), not key by key: every keystroke re-renders the
 * whole form, and typing is not what these tests are about (the ones about editing a field type into it).
 */
async function fill(label: string, text: string) {
  await userEvent.click(panel().getByLabelText(label));
  await userEvent.paste(text);
}

async function enterCompany(code = 'demo-e2etst') {
  await fill('Company code', code);
  await userEvent.tab(); // leaving the field looks the code up at once
}

async function chooseDepartment(name = 'Sales') {
  await userEvent.click(panel().getByLabelText('Department'));
  await userEvent.click(await screen.findByRole('option', { name }));
}

async function fillValid({
  password = 'a long passphrase',
  confirm = password,
}: { password?: string; confirm?: string } = {}) {
  await fill('Email', 'new@example.test');
  await fill('Password', password);
  await fill('Confirm password', confirm);
  await enterCompany();
  await panel().findByText('Company: Demo Company');
  await chooseDepartment();
  await fill('Age', '34');
  await userEvent.click(panel().getByRole('radio', { name: 'Female' }));
  await userEvent.click(panel().getByRole('checkbox', { name: /processing of my personal and health data/ }));
  await userEvent.click(panel().getByRole('checkbox', { name: /Privacy Policy/ }));
}

const submit = () => userEvent.click(panel().getByRole('button', { name: 'Create account' }));

describe('sign-up form', () => {
  const events: TAuthEvent[] = [];
  beforeEach(() => {
    resetSessionStoreForTests();
    events.length = 0;
    subscribeAuthEvents((event) => events.push(event));
  });
  afterEach(() => resetSessionStoreForTests());

  it('opens with ?tab=signup and has the legal section with the required consents and links', async () => {
    await setup();
    expect(screen.getByRole('tab', { name: 'Sign Up', selected: true })).toBeTruthy();
    const legal = panel().getByRole('group', { name: 'Legal Agreements (Required)' });
    const privacy = within(legal).getByRole('link', { name: 'Privacy Policy' });
    const terms = within(legal).getByRole('link', { name: 'Terms of Service' });
    expect(privacy.getAttribute('href')).toBe('/privacy-policy');
    expect(terms.getAttribute('href')).toBe('/terms-of-service');
    expect(privacy.getAttribute('target')).toBe('_blank'); // the form keeps what was entered
    expect(within(legal).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(legal).getByRole('switch', { name: 'Personal AI health tips' })).toBeTruthy();
    expect(within(legal).getByRole('switch', { name: 'Anonymous company insights' })).toBeTruthy();
    expect(panel().getByText('8 to 128 characters, and not a commonly used password.')).toBeTruthy();
  });

  it('looks the company code up and offers its departments', async () => {
    const { api } = await setup();
    expect((panel().getByLabelText('Department') as HTMLButtonElement).disabled).toBe(true);
    await enterCompany();
    expect(await panel().findByText('Company: Demo Company')).toBeTruthy();
    expect(api.callsTo(LOOKUP)[0]?.url.searchParams.get('code')).toBe('demo-e2etst');
    await userEvent.click(panel().getByLabelText('Department'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Engineering', 'Sales']);
  });

  it('shows the unknown company code message', async () => {
    await setup();
    await enterCompany('NOPE-123');
    expect(
      await panel().findByText('This company code is not valid. Please check it with your employer.'),
    ).toBeTruthy();
  });

  it('checks everything on the client and sends nothing while something is wrong', async () => {
    const { api } = await setup();
    await userEvent.type(panel().getByLabelText('Age'), '17');
    await submit();
    expect(await panel().findByText('Please enter a valid email address.')).toBeTruthy();
    expect(panel().getByText('The password must be at least 8 characters long.')).toBeTruthy();
    expect(panel().getByText('Please enter your company code.')).toBeTruthy();
    expect(panel().getByText('You must be at least 18 years old to use OpenWell.')).toBeTruthy();
    expect(panel().getByText('Please choose your gender.')).toBeTruthy();
    expect(panel().getByText('Your consent to data processing is required to create an account.')).toBeTruthy();
    expect(panel().getByText('Please accept the privacy policy and the terms of service.')).toBeTruthy();
    expect(document.activeElement).toBe(panel().getByLabelText('Email'));
    expect(api.callsTo(SIGN_UP)).toHaveLength(0);
  });

  it('names an unknown company code together with the other problems', async () => {
    const { api } = await setup();
    await userEvent.type(panel().getByLabelText('Company code'), 'NOPE-123');
    await submit();
    expect(
      await panel().findByText('This company code is not valid. Please check it with your employer.'),
    ).toBeTruthy();
    expect(panel().getByText('Please enter a valid email address.')).toBeTruthy();
    expect(panel().getByLabelText('Company code').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo(SIGN_UP)).toHaveLength(0);
  });

  it('takes a problem away when its field is changed, and checks again on submit', async () => {
    await setup();
    await submit();
    expect(await panel().findByText('Please enter a valid email address.')).toBeTruthy();
    await userEvent.type(panel().getByLabelText('Email'), 'new@');
    expect(panel().queryByText('Please enter a valid email address.')).toBeNull();
    expect(panel().getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
    expect(panel().getByText('Please enter your company code.')).toBeTruthy();
    await submit();
    expect(await panel().findByText('Please enter a valid email address.')).toBeTruthy();
  });

  it('says when the confirmation does not match', async () => {
    const { api } = await setup();
    await fillValid({ password: 'a long passphrase', confirm: 'a long passphrasf' });
    await submit();
    expect(await panel().findByText('The passwords do not match.')).toBeTruthy();
    expect(api.callsTo(SIGN_UP)).toHaveLength(0);
  });

  it('creates the account with the current legal versions and the device time zone, and leads to onboarding', async () => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    const zone = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: 'Pacific/Auckland' };
    });
    const { api } = await setup();
    await fillValid();
    await userEvent.click(panel().getByRole('switch', { name: 'Personal AI health tips' }));
    await submit();
    expect(await screen.findByText('Account created successfully')).toBeTruthy();
    expect(api.callsTo(SIGN_UP)[0]?.body).toEqual({
      email: 'new@example.test',
      password: 'a long passphrase',
      companyCode: 'demo-e2etst',
      departmentId: DEPARTMENTS[1]!.id,
      age: 34,
      gender: 'female',
      language: 'en',
      consents: { dataProcessing: true, aiTips: true, companyInsights: false },
      acceptedLegalVersions: { ...CURRENT_ACCEPTANCE },
      timeZone: 'Pacific/Auckland',
    });
    zone.mockRestore();
    await waitFor(() => expect(getSessionState().status).toBe('signed-in'));
    expect(events).toContainEqual(expect.objectContaining({ type: 'signed-in', redirectTo: '/onboarding' }));
  });

  it('signs up without the device zone when the server does not know it', async () => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    const zone = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: 'Mars/Olympus_Mons' };
    });
    const { api } = await setup(({ body }) =>
      (body as { timeZone?: string }).timeZone
        ? apiError(400, 'INVALID_TIME_ZONE')
        : json(201, { ...currentUser(), sessionCreated: true }),
    );
    await fillValid();
    await submit();
    expect(await screen.findByText('Account created successfully')).toBeTruthy();
    const calls = api.callsTo(SIGN_UP);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.body).toMatchObject({ timeZone: 'Mars/Olympus_Mons' });
    expect(calls[1]!.body).not.toHaveProperty('timeZone');
    zone.mockRestore();
  });

  it('shows the warning when the profile setup is incomplete', async () => {
    await setup(json(201, { ...currentUser(), sessionCreated: true, warning: 'PROFILE_SETUP_INCOMPLETE' }));
    await fillValid();
    await submit();
    expect(
      await screen.findByText('Account created but profile setup incomplete. Please contact support.'),
    ).toBeTruthy();
  });

  it('says an email is taken, keeps every value and offers the login with the address', async () => {
    await setup(apiError(409, 'EMAIL_TAKEN'));
    await fillValid();
    await submit();
    expect(await panel().findByText('This email is already registered. Please login instead.')).toBeTruthy();
    expect((panel().getByLabelText('Password') as HTMLInputElement).value).toBe('a long passphrase');
    expect((panel().getByLabelText('Age') as HTMLInputElement).value).toBe('34');
    expect(
      panel()
        .getByRole('checkbox', { name: /Privacy Policy/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await userEvent.click(panel().getByRole('button', { name: 'Go to login' }));
    expect(screen.getByRole('tab', { name: 'Login', selected: true })).toBeTruthy();
    expect((panel().getByLabelText('Email') as HTMLInputElement).value).toBe('new@example.test');
  });

  it.each([
    [
      'PASSWORD_TOO_COMMON',
      undefined,
      'Password',
      'This password is too common. Please choose one that is harder to guess.',
    ],
    ['INVALID_DEPARTMENT', undefined, 'Department', "Please choose one of your company's departments."],
    ['UNDERAGE', undefined, 'Age', 'You must be at least 18 years old to use OpenWell.'],
  ])('shows the server code %s next to its field', async (code, details, label, text) => {
    await setup(apiError(400, code, details));
    await fillValid();
    await submit();
    const message = await panel().findByText(text);
    const field = panel().getByLabelText(label);
    expect(field.getAttribute('aria-describedby')).toContain(message.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows errors that concern no field at the form', async () => {
    await setup(apiError(429, 'RATE_LIMITED'));
    await fillValid();
    await submit();
    expect((await panel().findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
  });
});

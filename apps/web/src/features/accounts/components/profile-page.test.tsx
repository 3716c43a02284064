import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { i18n } from '@/lib/i18n.ts';
import {
  apiError,
  DEPARTMENTS,
  employee,
  json,
  mockApi,
  renderFeature,
  sessionResponse,
} from '@/test/feature-test-kit.tsx';
import { ProfilePage } from './profile-page.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/ui/sonner.tsx', () => ({ toast }));

beforeAll(installRadixPolyfills);
beforeEach(() => {
  toast.success.mockReset();
  toast.error.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const SESSION = 'getSession';

function setup(user = employee(), extra: Parameters<typeof mockApi>[0] = {}, initialEntry = '/profile') {
  const api = mockApi({
    [SESSION]: sessionResponse(user),
    getMe: () => json(200, user),
    lookupCompany: () => json(200, { companyName: 'Demo Company', departments: DEPARTMENTS }),
    getWearables: () => json(200, { availableProviders: ['google-health'], demoMode: false, connection: null }),
    ...extra,
  });
  const view = renderFeature(<ProfilePage />, { path: '/profile', initialEntry, extraRoutes: ['/auth'] });
  return { api, view };
}

describe('ProfilePage', () => {
  it('shows email and company fixed, with the reasons', async () => {
    setup();
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveProperty('readOnly', true);
    expect(email).toHaveProperty('value', 'ann@example.test');
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Your email address is fixed and cannot be changed.')).toBeTruthy();
    const code = screen.getByLabelText('Company code');
    expect(code).toHaveProperty('readOnly', true);
    expect(code).toHaveProperty('value', 'DEMO-E2ETST');
    expect(screen.getByLabelText('Company')).toHaveProperty('value', 'Demo Company');
    expect(screen.getAllByText('Set at sign-up. Only an administrator can change it.')).toHaveLength(2);
    // Editable fields.
    expect(screen.getByLabelText('Age')).toHaveProperty('readOnly', false);
    expect(screen.getByRole('combobox', { name: 'Gender' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Department' })).toBeTruthy();
    // The tracker connection status, with connect (the wearables feature's card).
    const wearable = screen.getByRole('region', { name: 'Wearable' });
    expect(await within(wearable).findByText('No tracker connected.')).toBeTruthy();
    expect(within(wearable).getByRole('button', { name: 'Connect a tracker' })).toBeTruthy();
  });

  it('saves only the changed fields and never email or company code', async () => {
    const user = employee();
    const { api } = setup(user, {
      updateProfile: ({ body }) => json(200, { ...user, profile: { ...user.profile!, ...(body as object) } }),
    });
    const age = await screen.findByLabelText('Age');
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toHaveProperty('disabled', true);
    await userEvent.clear(age);
    await userEvent.type(age, '35');
    await userEvent.click(screen.getByRole('combobox', { name: 'Department' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sales' }));
    await userEvent.click(save);
    await waitFor(() => expect(api.callsTo('updateProfile')).toHaveLength(1));
    expect(api.callsTo('updateProfile')[0]!.body).toEqual({ age: 35, departmentId: DEPARTMENTS[1]!.id });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your profile has been saved.'));
    // The saved values are the new starting point: nothing left to save.
    await waitFor(() => expect(save).toHaveProperty('disabled', true));
    expect(age).toHaveProperty('value', '35');
  });

  it('refuses an age under 18 without calling the server', async () => {
    const { api } = setup();
    const age = await screen.findByLabelText('Age');
    await userEvent.clear(age);
    await userEvent.type(age, '17');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You must be at least 18 years old to use OpenWell.');
    expect(age.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('updateProfile')).toHaveLength(0);
  });

  it('shows data processing as granted, required and not revocable', async () => {
    setup();
    const dataProcessing = await screen.findByRole('switch', { name: /Data processing/ });
    expect(dataProcessing.getAttribute('aria-checked')).toBe('true');
    expect(dataProcessing).toHaveProperty('disabled', true);
    expect(screen.getByText('Required')).toBeTruthy();
    const explanation = document.getElementById(dataProcessing.getAttribute('aria-describedby') ?? '');
    expect(explanation?.textContent).toMatch(/cannot be withdrawn while your account exists/);
  });

  it('switches AI tips at once and says so', async () => {
    const user = employee();
    const { api } = setup(user, {
      updateConsents: () =>
        json(200, { ...user, consents: { ...user.consents!, aiTips: { ...user.consents!.aiTips, granted: true } } }),
    });
    const aiTips = await screen.findByRole('switch', { name: 'AI tips' });
    expect(aiTips.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(aiTips);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('AI tips turned on.'));
    expect(api.callsTo('updateConsents')[0]!.body).toEqual({ aiTips: true });
    expect(aiTips.getAttribute('aria-checked')).toBe('true');
  });

  it("switching AI tips off or on makes the coach's answers stale at once (the tip card follows); insights do not", async () => {
    const user = employee({
      consents: { ...employee().consents!, aiTips: { ...employee().consents!.aiTips, granted: true } },
    });
    let aiTips = true;
    const { view } = setup(user, {
      updateConsents: ({ body }) => {
        const change = body as { aiTips?: boolean };
        if (change.aiTips !== undefined) aiTips = change.aiTips;
        return json(200, {
          ...user,
          consents: { ...user.consents!, aiTips: { ...user.consents!.aiTips, granted: aiTips } },
        });
      },
    });
    const tipKey = ['coach', 'getCoachTip'];
    const stale = () => view.queryClient.getQueryState(tipKey)?.isInvalidated;
    view.queryClient.setQueryData(tipKey, { text: 'a tip' });
    await userEvent.click(await screen.findByRole('switch', { name: 'Anonymous company insights' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    expect(stale()).toBe(false);
    await userEvent.click(screen.getByRole('switch', { name: 'AI tips' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('AI tips turned off. Your data is no longer used for tips.'),
    );
    expect(stale()).toBe(true);
    view.queryClient.setQueryData(tipKey, { text: 'a tip' });
    expect(stale()).toBe(false);
    await userEvent.click(screen.getByRole('switch', { name: 'AI tips' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('AI tips turned on.'));
    expect(stale()).toBe(true);
  });

  it('/profile#consents (the coach\'s "turn on AI tips") lands on the consents card', async () => {
    const scrolled: Element[] = [];
    const spy = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    setup(employee(), {}, '/profile#consents');
    const card = (await screen.findByRole('heading', { name: 'Consents' })).closest('[id="consents"]');
    expect(card).not.toBeNull();
    await waitFor(() => expect(scrolled).toContain(card));
    spy.mockRestore();
  });

  it('withdraws company insights and keeps the server state on failure', async () => {
    setup(employee(), { updateConsents: () => apiError(503, 'SERVICE_UNAVAILABLE') });
    const insights = await screen.findByRole('switch', { name: 'Anonymous company insights' });
    expect(insights.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(insights);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The service is temporarily unavailable. Please try again later.'),
    );
    expect(insights.getAttribute('aria-checked')).toBe('true');
  });

  it('stores a new language on the profile and switches the interface', async () => {
    const user = employee();
    const { api } = setup(user, {
      updateProfile: ({ body }) => json(200, { ...user, ...(body as object) }),
    });
    const select = await screen.findByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(select, 'de');
    await waitFor(() => expect(api.callsTo('updateProfile')).toHaveLength(1));
    expect(api.callsTo('updateProfile')[0]!.body).toEqual({ language: 'de' });
    expect(i18n.language).toBe('de');
    expect(window.localStorage.getItem('i18nextLng')).toBe('de');
  });

  it('shows a platform admin without company only email, settings and security', async () => {
    setup(employee({ role: 'admin', profile: null, consents: null, legal: null, onboarding: null }));
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    expect(screen.queryByLabelText('Company code')).toBeNull();
    expect(screen.queryByLabelText('Age')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Consents' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Wearable' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('logs out of all devices only after confirmation', async () => {
    const { api } = setup(employee(), {
      revokeSessions: () => json(200, { status: true }),
      signOut: () => json(200, { success: true }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Log out of all devices' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out of all devices?' });
    expect(api.callsTo('revokeSessions')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out everywhere' }));
    await waitFor(() => expect(api.callsTo('signOut')).toHaveLength(1));
    expect(api.callsTo('revokeSessions')).toHaveLength(1);
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    setup(employee(), { getMe: () => apiError(500, 'INTERNAL') });
    // One retry after a server error (useMe), then the error state.
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your profile could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

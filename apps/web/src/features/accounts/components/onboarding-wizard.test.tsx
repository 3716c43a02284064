import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TOnboardingStep } from '@openwell/contracts';
import { resetSessionStoreForTests } from '@/lib/session/session-store.ts';
import { currentUser, json, mockApi, renderAt, sessionOf } from '@/test/feature-test-kit.tsx';
import { OnboardingWizard } from './onboarding-wizard.tsx';

const PATCH = 'updateOnboarding';

const NOT_CONNECTED = { availableProviders: ['google-health', 'demo'], demoMode: true, connection: null };
const DEMO_CONNECTED = {
  ...NOT_CONNECTED,
  connection: {
    provider: 'demo',
    status: 'connected',
    grantedScopes: ['activity_and_fitness', 'health_metrics_and_measurements', 'sleep'],
    connectedAt: '2026-01-05T10:00:00.000Z',
    sync: {
      status: 'succeeded',
      lastSyncAt: '2026-01-05T10:00:00.000Z',
      lastError: null,
      nextSyncAt: '2026-01-05T10:05:00.000Z',
      syncedThrough: '2026-01-04',
    },
  },
};

function setup(step: TOnboardingStep | null, wearables: { connected: boolean } = { connected: false }) {
  let current = step;
  let connected = wearables.connected;
  const api = mockApi({
    getWearables: () => json(200, connected ? DEMO_CONNECTED : NOT_CONNECTED),
    syncDemoData: () => {
      connected = true;
      return json(200, { outcome: 'synced', stored: 390, connection: DEMO_CONNECTED.connection });
    },
    getSession: sessionOf(),
    getMe: () => json(200, currentUser({ onboarding: current ? { step: current } : null })),
    [PATCH]: ({ body }) => {
      current = (body as { step: TOnboardingStep }).step;
      return json(200, currentUser({ onboarding: { step: current } }));
    },
  });
  const view = renderAt(<OnboardingWizard />, { path: '/onboarding' });
  return { api, ...view };
}

describe('onboarding wizard', () => {
  beforeEach(() => resetSessionStoreForTests());

  it('goes through the three steps, storing each on the server', async () => {
    const { api, router } = setup('connect-wearable');
    expect(await screen.findByRole('heading', { level: 2, name: 'Connect your fitness tracker' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    // "Connect now" opens the connect dialog; closing it leaves the step as it was.
    await userEvent.click(await screen.findByRole('button', { name: 'Connect now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a tracker' });
    expect(within(dialog).getByRole('listitem', { name: 'Fitbit' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Complete your profile' })).toBeTruthy();
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'You are all set' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Continue to dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo(PATCH).map((call) => call.body)).toEqual([
      { step: 'complete-profile' },
      { step: 'continue' },
      { step: 'done' },
    ]);
  });

  it('connects demo data from step 1 and then says so, with "Continue" instead of "Skip"', async () => {
    const { api } = setup('connect-wearable');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a tracker' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use demo data' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Connected: Demo data')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect now' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Complete your profile' })).toBeTruthy();
    expect(api.callsTo('syncDemoData')).toHaveLength(1);
  });

  it('shows a connected tracker on return from the provider', async () => {
    setup('connect-wearable', { connected: true });
    expect(await screen.findByText('Connected: Demo data')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('resumes at the stored step', async () => {
    setup('continue');
    expect(await screen.findByRole('heading', { level: 2, name: 'You are all set' })).toBeTruthy();
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
  });

  it('"Complete profile" opens the profile in the onboarding flow', async () => {
    const { router } = setup('complete-profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Complete profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?from=onboarding');
  });

  it('leads a finished (or profile-less) account to the dashboard', async () => {
    const { router } = setup('done');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

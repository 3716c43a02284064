import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TOnboardingStep } from '@openwell/contracts';
import { resetSessionStoreForTests } from '@/lib/session/session-store.ts';
import { currentUser, json, mockApi, renderAt, sessionOf } from '@/test/feature-test-kit.tsx';
import { OnboardingWizard } from './onboarding-wizard.tsx';

const PATCH = 'updateOnboarding';

function setup(step: TOnboardingStep | null) {
  let current = step;
  const api = mockApi({
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
    // Honest: connecting arrives with the tracker integration.
    const connect = screen.getByRole('button', { name: 'Connect now' }) as HTMLButtonElement;
    expect(connect.disabled).toBe(true);
    expect(screen.getByText(/arrives with the upcoming tracker integration/)).toBeTruthy();

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

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RULES } from '@openwell/gamification';
import { i18n } from '@/lib/i18n.ts';
import { apiError, json, mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import { healthProfileResult, healthProfileStatus, NOT_STARTED } from '../test/health-profile-fixtures.ts';
import { HealthProfileCard } from './health-profile-card.tsx';

function setup(handler: Parameters<typeof mockApi>[0][string]) {
  const api = mockApi({ getHealthProfile: handler });
  const view = renderFeature(<HealthProfileCard />, { path: '/dashboard', extraRoutes: ['/anamnesebogen'] });
  return { api, ...view };
}

const card = () => screen.getByRole('region', { name: 'Health profile' });

describe('HealthProfileCard', () => {
  it('a skeleton while loading', () => {
    setup(() => new Promise(() => {}));
    expect(within(card()).getByTestId('health-profile-card-skeleton')).toBeTruthy();
  });

  it('not started: what it gives, the one-off points of the rules, "Start the questionnaire"', async () => {
    const { router } = setup(() => json(200, NOT_STARTED));
    const points = await within(card()).findByTestId('health-profile-card-points');
    expect(points.textContent).toBe(`+${RULES.oneOff.questionnaire_completed} points when you complete it`);
    expect(card().textContent).toContain('get your personal health profile with focus areas');
    await userEvent.click(within(card()).getByRole('link', { name: 'Start the questionnaire' }));
    expect(router.state.location.pathname).toBe('/anamnesebogen');
  });

  it('in progress: continue where you left off, naming the step', async () => {
    setup(() => json(200, healthProfileStatus({ ...NOT_STARTED, status: 'in_progress', draftStep: 'lifestyle' })));
    const text = await within(card()).findByTestId('health-profile-card-in-progress');
    expect(text.textContent).toBe('Continue where you left off: Fitness, stress and nutrition.');
    expect(within(card()).getByRole('link', { name: 'Continue the questionnaire' }).getAttribute('href')).toBe(
      '/anamnesebogen',
    );
    expect(within(card()).queryByTestId('health-profile-card-points')).toBeNull();
  });

  it('completed: the date, the focus areas with their ratings in words, "View your profile"', async () => {
    setup(() => json(200, healthProfileStatus()));
    const completed = await within(card()).findByTestId('health-profile-card-completed');
    expect(completed.textContent).toBe('Completed on Mar 2, 2026');
    const focus = within(card())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(focus).toEqual([
      'SleepNeeds attention',
      'ActivityCould be better',
      'Smoking, alcohol and caffeineCould be better',
    ]);
    expect(within(card()).getByRole('link', { name: 'View your profile' }).getAttribute('href')).toBe('/anamnesebogen');
    expect(within(card()).queryByTestId('health-profile-card-review')).toBeNull();
  });

  it('completed without focus areas says nothing needs attention', async () => {
    setup(() => json(200, healthProfileStatus({ profile: healthProfileResult({ focusAreas: [] }) })));
    expect(await within(card()).findByText('No area needs your attention right now.')).toBeTruthy();
  });

  it('review due: "Time to review your answers"; an unfinished review names its step', async () => {
    setup(() =>
      json(200, healthProfileStatus({ reviewDue: true, reviewDueOn: '2026-03-02', draftStep: 'substances' })),
    );
    const review = await within(card()).findByTestId('health-profile-card-review');
    expect(review.textContent).toContain('Time to review your answers');
    expect(card().textContent).toContain('Unfinished changes: continue at Smoking, alcohol and caffeine.');
  });

  it('in German: the date as German writes it', async () => {
    await i18n.changeLanguage('de');
    try {
      setup(() => json(200, healthProfileStatus()));
      const region = screen.getByRole('region', { name: 'Gesundheitsprofil' });
      const completed = await within(region).findByTestId('health-profile-card-completed');
      expect(completed.textContent).toBe('Abgeschlossen am 02.03.2026');
      expect(region.textContent).toContain('Braucht Aufmerksamkeit');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('could not be loaded: says so, and "Try again" loads it', async () => {
    let calls = 0;
    setup(() => (++calls === 1 ? apiError(500, 'INTERNAL') : json(200, NOT_STARTED)));
    const alert = await within(card()).findByRole('alert');
    expect(alert.textContent).toContain('Your health profile could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(card()).findByRole('link', { name: 'Start the questionnaire' })).toBeTruthy();
  });
});

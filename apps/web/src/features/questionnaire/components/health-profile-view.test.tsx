import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  HEALTH_PROFILE_ADVICE,
  HEALTH_PROFILE_RATINGS,
  HEALTH_PROFILE_REASONS,
  type THealthProfileReason,
} from '@openwell/contracts';
import { HEALTH_PROFILE_REASON_VALUES, healthProfile } from '@openwell/gamification';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { i18n } from '@/lib/i18n.ts';
import { json, mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import { gamificationSummary } from '@/test/gamification-fixtures.ts';
import { ADVICE_TEXTS, reasonText } from '../lib/health-profile-format.ts';
import { answers, healthProfileResult } from '../test/health-profile-fixtures.ts';
import { HealthProfileView } from './health-profile-view.tsx';

beforeAll(installRadixPolyfills);
afterEach(() => i18n.changeLanguage('en'));

function setup(profile = healthProfileResult(), routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ getGamification: () => json(200, gamificationSummary()), ...routes });
  const view = renderFeature(<HealthProfileView profile={profile} />, {
    path: '/anamnesebogen',
    extraRoutes: ['/dashboard'],
  });
  return { api, ...view };
}

const domain = (name: string) => screen.getByTestId(`health-domain-${name}`);

describe('HealthProfileView: the domains', () => {
  it('shows every domain with its rating in words and a rating icon, not by colour alone', () => {
    setup();
    const expected = {
      activity: ['Activity', 'Could be better'],
      nutrition: ['Nutrition', 'Good'],
      sleep: ['Sleep', 'Needs attention'],
      stress: ['Stress', 'Not enough information'],
      substances: ['Smoking, alcohol and caffeine', 'Could be better'],
      bodyComposition: ['Body composition', 'Could be better'],
    };
    for (const [id, [name, rating]] of Object.entries(expected)) {
      const item = domain(id);
      expect(within(item).getByRole('heading', { level: 3 }).textContent).toBe(name);
      const badge = item.querySelector('[data-rating]');
      expect(badge?.textContent, id).toBe(rating);
      expect(badge?.querySelector('svg'), id).toBeTruthy();
    }
  });

  it('gives the reasons in plain words with their figures', () => {
    setup();
    expect(domain('activity').textContent).toContain(
      'Your tracker shows about 95 active minutes a week (from 12 days of data); 150 are recommended.',
    );
    expect(domain('sleep').textContent).toContain(
      'Your tracker shows only about 5.4 hours of sleep a night (from 11 nights); at least 7 are recommended.',
    );
    expect(domain('bodyComposition').textContent).toContain('Your BMI is 27.4: above the normal range (25 to 29.9).');
    expect(
      within(domain('substances'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['You drink alcohol every week.', 'You have stopped smoking: well done.']);
    expect(domain('stress').textContent).toContain('You did not answer the questions about this');
  });

  it("writes the figures as the person's language does", async () => {
    await i18n.changeLanguage('de');
    setup(
      healthProfileResult({
        domains: [
          {
            domain: 'sleep',
            rating: 'red',
            reasons: [{ code: 'sleep_tracker_very_short', values: { hours: 5.4, nights: 11 } }],
          },
          {
            domain: 'bodyComposition',
            rating: 'amber',
            reasons: [{ code: 'body_fat_high', values: { bodyFat: 27.5 } }],
          },
        ],
      }),
    );
    expect(domain('sleep').textContent).toContain('nur etwa 5,4 Stunden Schlaf pro Nacht (aus 11 Nächten)');
    expect(domain('sleep').textContent).toContain('Braucht Aufmerksamkeit');
    // The percent sign after a non-breaking space, as German writes it.
    expect(domain('bodyComposition').textContent).toMatch(/Körperfettanteil von 27,5\u00a0%/);
  });

  it('has a text for every rating, reason and piece of advice in every language, none an English copy', () => {
    // Each reason with the figures the rules give it (HEALTH_PROFILE_REASON_VALUES), so every placeholder is filled.
    const valuesOf = (code: THealthProfileReason) =>
      Object.fromEntries(
        ((HEALTH_PROFILE_REASON_VALUES as Partial<Record<THealthProfileReason, readonly string[]>>)[code] ?? []).map(
          (name, index) => [name, 10 + index],
        ),
      );
    for (const language of ['en', 'de', 'nl', 'fr', 'it']) {
      const t = i18n.getFixedT(language);
      for (const code of HEALTH_PROFILE_REASONS) {
        const text = reasonText(t, { code, values: valuesOf(code) }, language);
        expect(text, `${language} ${code}`).not.toMatch(/healthProfile|{{/);
        if (language !== 'en') {
          expect(text, `${language} ${code}`).not.toBe(
            reasonText(i18n.getFixedT('en'), { code, values: valuesOf(code) }, 'en'),
          );
        }
      }
      for (const advice of HEALTH_PROFILE_ADVICE) {
        expect(ADVICE_TEXTS[advice](t), `${language} ${advice}`).not.toMatch(/healthProfile/);
      }
      for (const rating of HEALTH_PROFILE_RATINGS) {
        expect(t(`healthProfile:ratings.${rating}`), `${language} ${rating}`).not.toMatch(/healthProfile/);
      }
    }
  });

  it('shows a profile of the rules (@openwell/gamification healthProfile) without a placeholder left', () => {
    const profile = healthProfile({ answers: answers(), age: 34, gender: 'female', days: [], today: '2026-03-10' });
    setup(profile);
    const text = screen.getByTestId('health-profile').textContent ?? '';
    expect(text).not.toMatch(/{{|healthProfile:/);
    // Height 168 cm and 77.3 kg: BMI 27.4, overweight.
    expect(domain('bodyComposition').textContent).toContain('Your BMI is 27.4');
    expect(profile.focusAreas.length).toBeGreaterThan(0);
  });
});

describe('HealthProfileView: the focus areas', () => {
  const focus = (name: string) => screen.getByTestId(`focus-area-${name}`);

  it('lists the focus areas in order with their domain, rating and steps', () => {
    setup();
    const areas = within(screen.getByTestId('focus-areas')).getAllByRole('heading', { level: 3 });
    expect(areas.map((heading) => heading.textContent)).toEqual(['Sleep', 'Activity', 'Smoking, alcohol and caffeine']);
    expect(focus('sleep').textContent).toContain('Focus area 1');
    expect(focus('sleep').querySelector('[data-rating]')?.textContent).toBe('Needs attention');
    expect(
      within(focus('sleep'))
        .getAllByRole('listitem')
        .map((item) => item.dataset.testid),
    ).toEqual(['focus-step-goal-sleepHours', 'focus-step-coach-sleep', 'focus-step-advice-sleep_routine']);
    expect(focus('substances').textContent).toContain('Keep several days a week free of alcohol');
  });

  it('a coach step opens the coach on its topic (no "upcoming update": the coach is there)', async () => {
    const { router } = setup();
    const step = screen.getByTestId('focus-step-coach-sleep');
    expect(step.textContent).toContain('Talk with the health coach about sleeping better.');
    expect(step.textContent).not.toMatch(/upcoming update|arrives/);
    const link = within(step).getByRole('link', { name: 'Ask the coach now' });
    expect(link.getAttribute('href')).toBe('/dashboard?coachTopic=sleep#coach');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toBe('?coachTopic=sleep');
    expect(router.state.location.hash).toBe('#coach');
  });

  it('a goal the person already has says so; a higher one offers "Set this goal", filled in, saved from tomorrow', async () => {
    const { api } = setup(undefined, {
      updateGoals: ({ body }) =>
        json(
          200,
          gamificationSummary({
            goals: {
              ...gamificationSummary().goals,
              pending: {
                ...(body as { steps: number; activeMinutes: number; sleepHours: number }),
                effectiveFrom: '2026-03-11',
              },
            },
          }),
        ),
    });
    const sleep = screen.getByTestId('focus-step-goal-sleepHours');
    expect(sleep.textContent).toContain('Set a sleep goal of 7.5 hours a night.');
    // The current sleep goal is 7.5 h already.
    expect(await within(sleep).findByText('Your daily goal is already 7.5 h: no change needed.')).toBeTruthy();

    const active = screen.getByTestId('focus-step-goal-activeMinutes');
    expect(active.textContent).toContain('Set a daily goal of 45 active minutes.');
    await userEvent.click(within(active).getByRole('button', { name: 'Set this goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your daily goals' });
    expect(dialog.textContent).toContain('The suggested goal is filled in');
    const activeMinutes = within(dialog).getByLabelText('Active minutes') as HTMLInputElement;
    expect(activeMinutes.value).toBe('45');
    await waitFor(() => expect(document.activeElement).toBe(activeMinutes));
    expect((within(dialog).getByLabelText('Steps') as HTMLInputElement).value).toBe('8000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save goals' }));
    await waitFor(() => expect(api.callsTo('updateGoals')).toHaveLength(1));
    expect(api.callsTo('updateGoals')[0]?.body).toEqual({ steps: 8000, activeMinutes: 45, sleepHours: 7.5 });
  });

  it('without focus areas says that nothing needs attention; the note that this is not medical advice is always there', () => {
    setup(healthProfileResult({ focusAreas: [] }));
    expect(screen.getByTestId('focus-areas-none').textContent).toBe(
      'No area needs your attention right now. Keep it up!',
    );
    expect(screen.getByText(/It is not medical advice and not a diagnosis/)).toBeTruthy();
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GOAL_BOUNDS } from '@openwell/contracts';
import { ACHIEVEMENTS, levelThreshold, RULES } from '@openwell/gamification';
import { i18n } from '@/lib/i18n.ts';
import { mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import { HowPointsWorkPage } from './how-points-work-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function setup() {
  const api = mockApi({});
  renderFeature(<HowPointsWorkPage />, { path: '/how-points-work', extraRoutes: ['/dashboard'] });
  return api;
}

const rows = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

describe('HowPointsWorkPage', () => {
  it("has a section for each rule, reachable from the contents and by the cards' links", () => {
    const api = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'How points work' })).toBeTruthy();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const targets = within(contents)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(targets).toEqual([
      '#points',
      '#one-off',
      '#multipliers',
      '#levels',
      '#streaks',
      '#goals',
      '#badges',
      '#health-score',
    ]);
    for (const target of targets) expect(document.getElementById(target!.slice(1)), target!).toBeTruthy();
    // A page of rules: it asks the server for nothing.
    expect(api.calls).toHaveLength(0);
  });

  it('says points never depend on sharing data with the employer, nor on age or other fixed traits', () => {
    setup();
    const fairness = screen.getByTestId('fairness');
    expect(fairness.textContent).toContain('Points never depend on sharing data with your employer.');
    expect(fairness.textContent).toContain('Points never depend on your age, sex or other fixed traits');
  });

  it('states the points, caps and one-off awards of RULES', () => {
    setup();
    const points = screen.getByRole('region', { name: 'Points for your daily goals' });
    const { progressPoints, metBonus, capPerGoal } = RULES.goalPoints;
    expect(points.textContent).toContain(`up to ${progressPoints} points`);
    expect(points.textContent).toContain(`and ${metBonus} more when you meet it`);
    expect(points.textContent).toContain(`never gives more than ${capPerGoal} points a day`);
    expect(points.textContent).toContain(`gives ${RULES.consistency.points} points`);
    expect(points.textContent).toContain(`at most ${RULES.dayCap} points a day`);
    // The example is computed by the rules: 6,000 of 8,000 steps.
    expect(screen.getByTestId('points-example').textContent).toBe(
      'Example: with a goal of 8,000 steps, 6,000 steps earn 7 points, and meeting the goal earns 20 points, before multipliers.',
    );
    const oneOff = screen.getByRole('region', { name: 'One-off points' });
    expect(oneOff.textContent).toContain(`Connecting a tracker: ${RULES.oneOff.tracker_connected} points, once.`);
    expect(oneOff.textContent).toContain(
      `${RULES.oneOff.questionnaire_completed} points, once every ${RULES.oneOffRenewalMonths.questionnaire_completed} months`,
    );
    // One-off points are outside the day cap, and the dashboard shows them apart (issue 24).
    expect(points.textContent).toContain('One-off points (badges, level, tracker, questionnaire) come on top');
    expect(oneOff.textContent).toContain('the badges for reaching a level among them');
    expect(within(oneOff).getByTestId('one-off-apart').textContent).toBe(
      `One-off points do not count towards the daily limit of ${RULES.dayCap} points: they come on top. The dashboard ` +
        `shows them apart from the points of your daily goals, so on a day with new badges you can earn more than ` +
        `${RULES.dayCap} points in all.`,
    );
  });

  it('lists the multipliers, levels and goals from the rules', () => {
    setup();
    expect(rows(screen.getByTestId('streak-multipliers'))).toEqual(
      RULES.multipliers.streak.map((step) => [`From ${step.minDays} days`, `×${step.multiplier}`]),
    );
    expect(rows(screen.getByTestId('improvement-multipliers'))).toEqual(
      RULES.multipliers.improvement.steps.map((step) => [
        `At least ${Math.round((step.minRatio - 1) * 100)}% better`,
        `×${step.multiplier}`,
      ]),
    );
    const levels = rows(screen.getByTestId('levels-table'));
    expect(levels).toHaveLength(10);
    expect(levels[1]).toEqual(['2', String(levelThreshold(2))]);
    expect(levels[9]).toEqual(['10', levelThreshold(10).toLocaleString('en')]);
    expect(rows(screen.getByTestId('goals-table'))[0]).toEqual([
      'Steps',
      `${GOAL_BOUNDS.steps.default.toLocaleString('en')} steps`,
      `${GOAL_BOUNDS.steps.min.toLocaleString('en')} steps to ${GOAL_BOUNDS.steps.max.toLocaleString('en')} steps`,
      `${GOAL_BOUNDS.steps.step} steps`,
    ]);
  });

  it('shows every badge of the catalogue with its points', () => {
    setup();
    const catalogue = screen.getByTestId('badge-catalogue');
    expect(within(catalogue).getAllByRole('listitem')).toHaveLength(ACHIEVEMENTS.length);
    expect(catalogue.textContent).toContain('10,000 stepsWalk 10,000 steps in one day.+25 points');
  });

  it('explains the health score: weights, the scales and the SpO2 bands', () => {
    setup();
    const weights = rows(screen.getByTestId('health-weights'));
    expect(weights).toEqual([
      ['Activity', `${RULES.healthScore.weights.activity * 100}%`],
      ['Sleep', `${RULES.healthScore.weights.sleep * 100}%`],
      ['Cardiovascular', `${RULES.healthScore.weights.cardiovascular * 100}%`],
      ['Body composition', `${RULES.healthScore.weights.bodyComposition * 100}%`],
      ['Vital signs', `${RULES.healthScore.weights.vitalSigns * 100}%`],
      ['Consistency', `${RULES.healthScore.weights.consistency * 100}%`],
    ]);
    const minutes = screen.getByRole('region', { name: 'Active minutes per week' });
    expect(rows(minutes.querySelector('table')!)).toEqual([
      ['Value', ...RULES.healthScore.activity.weeklyMinutes.map(([at]) => `${at} min`)],
      ['Score', ...RULES.healthScore.activity.weeklyMinutes.map(([, score]) => String(score))],
    ]);
    expect(screen.getByRole('region', { name: 'Hours of sleep per night, ages 26 to 64' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Hours of sleep per night, from 65' })).toBeTruthy();
    expect(rows(screen.getByTestId('oxygen-bands'))).toEqual([
      ['95 % or more', '100'],
      ['94 %', '70'],
      ['92 to 93 %', '40'],
      ['Below 92 %', '0'],
    ]);
  });

  it('in German', async () => {
    await i18n.changeLanguage('de');
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'So funktionieren Punkte' })).toBeTruthy();
    expect(screen.getByTestId('fairness').textContent).toContain(
      'Punkte hängen nie davon ab, ob Sie Daten mit Ihrem Arbeitgeber teilen.',
    );
  });
});

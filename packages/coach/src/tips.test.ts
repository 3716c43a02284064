import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@openwell/i18n';
import { translator } from '@openwell/i18n/translate.ts';
import type { TCoachFacts } from '@openwell/contracts';
import { EVAL_FACTS } from './eval.ts';
import { renderTip, tipCandidates } from './tips.ts';

const en = { language: 'en' as const, translate: translator('coachEngine', 'en') };

function withTrends(overrides: Partial<TCoachFacts>): TCoachFacts {
  return { ...EVAL_FACTS.typical, ...overrides };
}

describe('tipCandidates and renderTip', () => {
  it('puts a big drop below the usual first and names its figures', () => {
    const [first] = tipCandidates(EVAL_FACTS.typical);
    expect(first?.fact).toBe('sleep_below_usual');
    expect(renderTip(first!, en).why).toBe(
      'You slept 6.1 h a night on average this week, 1.0 h less than your usual 7.1 h.',
    );
  });

  it('keeps the order: deviations, below goal, positives, focus areas, streak', () => {
    const facts = tipCandidates(EVAL_FACTS.typical).map((candidate) => candidate.tipId);
    expect(facts).toEqual([
      'sleep_below_usual',
      'sleep_short',
      'steps_below_goal',
      'active_minutes_on_goal',
      'focus_area.sleep',
      'focus_area.stress',
      'streak_running',
    ]);
  });

  it('fires a deviation only past its threshold (0.5 h of sleep, 15 % of steps, 3 bpm)', () => {
    const trend = (week: number, baseline: number) => ({
      week,
      weekDays: 7,
      baseline,
      baselineDays: 28,
      change: Math.round((week - baseline) * 10) / 10,
    });
    const ids = (facts: TCoachFacts) => tipCandidates(facts).map((candidate) => candidate.fact);
    expect(ids(withTrends({ sleepHours: trend(7.1, 7.5) }))).not.toContain('sleep_below_usual');
    expect(ids(withTrends({ sleepHours: trend(7.0, 7.5) }))).toContain('sleep_below_usual');
    expect(ids(withTrends({ steps: trend(8600, 10000) }))).not.toContain('steps_below_usual');
    expect(ids(withTrends({ steps: trend(8500, 10000) }))).toContain('steps_below_usual');
    expect(ids(withTrends({ restingHeartRate: trend(62.9, 60) }))).not.toContain('resting_heart_rate_up');
    expect(ids(withTrends({ restingHeartRate: trend(63, 60) }))).toContain('resting_heart_rate_up');
    expect(ids(withTrends({ restingHeartRate: trend(57, 60) }))).toContain('resting_heart_rate_down');
  });

  it('claims nothing without figures: no data gives the general tip only', () => {
    const candidates = tipCandidates(EVAL_FACTS.empty);
    expect(candidates.map((candidate) => candidate.fact)).toEqual(['no_data']);
    expect(renderTip(candidates[0]!, en).why).not.toMatch(/\d/);
  });

  it('labels demo data in the why', () => {
    const [first] = tipCandidates(EVAL_FACTS.demo);
    expect(renderTip(first!, en).why).toContain('demo data');
  });

  it('renders every candidate in every language with its figures and no placeholder left', () => {
    const facts: TCoachFacts[] = [
      EVAL_FACTS.typical,
      EVAL_FACTS.empty,
      withTrends({
        sleepHours: { week: 8.2, weekDays: 7, baseline: 7.1, baselineDays: 28, change: 1.1 },
        steps: { week: 12000, weekDays: 7, baseline: 9000, baselineDays: 28, change: 3000 },
        activeMinutes: { week: 12, weekDays: 7, baseline: 30, baselineDays: 28, change: -18 },
        restingHeartRate: { week: 56, weekDays: 7, baseline: 60, baselineDays: 28, change: -4 },
        streak: { days: 0, best: 4 },
        focusAreas: ['activity', 'nutrition', 'substances'],
      }),
    ];
    for (const language of LANGUAGES) {
      const context = { language, translate: translator('coachEngine', language) };
      for (const candidate of facts.flatMap(tipCandidates)) {
        const { text, why } = renderTip(candidate, context);
        expect(`${text} ${why}`).not.toMatch(/\{\{|\}\}/);
        if (typeof candidate.values.week === 'number') {
          const decimals = candidate.fact.startsWith('sleep') || candidate.fact.startsWith('resting') ? 1 : 0;
          const week = new Intl.NumberFormat(language, {
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
          });
          expect(why).toContain(week.format(candidate.values.week));
        }
      }
    }
  });
});

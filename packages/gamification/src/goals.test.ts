import { GOAL_BOUNDS } from '@openwell/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GOALS, anyGoalMet, goalProgress, goalResults, goalsOn } from './goals.ts';

const mine = { steps: 6000, activeMinutes: 45, sleepHours: 8 };
const later = { steps: 10000, activeMinutes: 60, sleepHours: 7 };

describe('goalsOn', () => {
  it('uses the defaults of GOAL_BOUNDS without a history', () => {
    expect(goalsOn('2025-03-10', [])).toEqual({ steps: 8000, activeMinutes: 30, sleepHours: 7.5 });
    expect(DEFAULT_GOALS).toEqual({
      steps: GOAL_BOUNDS.steps.default,
      activeMinutes: GOAL_BOUNDS.activeMinutes.default,
      sleepHours: GOAL_BOUNDS.sleepHours.default,
    });
  });

  it('picks the latest entry in effect on the day, in any order', () => {
    const history = [
      { effectiveFrom: '2025-03-20', goals: later },
      { effectiveFrom: '2025-03-05', goals: mine },
    ];
    expect(goalsOn('2025-03-04', history)).toEqual(DEFAULT_GOALS);
    expect(goalsOn('2025-03-05', history)).toEqual(mine); // from its first day
    expect(goalsOn('2025-03-19', history)).toEqual(mine);
    expect(goalsOn('2025-03-20', history)).toEqual(later);
    expect(goalsOn('2026-01-01', history)).toEqual(later);
  });

  it('takes the later list entry of two with the same day', () => {
    const history = [
      { effectiveFrom: '2025-03-05', goals: mine },
      { effectiveFrom: '2025-03-05', goals: later },
    ];
    expect(goalsOn('2025-03-06', history)).toEqual(later);
  });

  it('returns a copy', () => {
    const goals = goalsOn('2025-03-10', []);
    goals.steps = 1;
    expect(DEFAULT_GOALS.steps).toBe(8000);
  });
});

describe('goalResults', () => {
  it('reports each goal in order with its target and value', () => {
    expect(
      goalResults({ date: '2025-03-10', steps: 8000, activeMinutes: 29, sleepHours: null }, DEFAULT_GOALS),
    ).toEqual([
      { goal: 'steps', target: 8000, value: 8000, met: true },
      { goal: 'activeMinutes', target: 30, value: 29, met: false },
      { goal: 'sleepHours', target: 7.5, value: null, met: false },
    ]);
  });

  it('treats a missing or non-finite value as no data', () => {
    const results = goalResults({ date: '2025-03-10', steps: Number.NaN }, DEFAULT_GOALS);
    expect(results.map((result) => result.value)).toEqual([null, null, null]);
    expect(anyGoalMet({ date: '2025-03-10' }, DEFAULT_GOALS)).toBe(false);
    expect(anyGoalMet({ date: '2025-03-10', sleepHours: 7.5 }, DEFAULT_GOALS)).toBe(true);
  });

  it('measures progress as a share of the goal, capped at 1', () => {
    expect(goalProgress(null, 8000)).toBeNull();
    expect(goalProgress(4000, 8000)).toBe(0.5);
    expect(goalProgress(16000, 8000)).toBe(1);
    expect(goalProgress(0, 8000)).toBe(0);
  });
});

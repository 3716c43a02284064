import { HEALTH_SCORE_CATEGORIES } from '@openwell/contracts';
import { describe, expect, it } from 'vitest';
import { RULES, type TScale } from './rules.ts';
import { scaleScore } from './scales.ts';

describe('RULES', () => {
  it('caps a goal at its most: (progress + bonus) × the highest multiplier', () => {
    const { progressPoints, metBonus, capPerGoal } = RULES.goalPoints;
    expect(capPerGoal).toBe((progressPoints + metBonus) * RULES.multipliers.totalCap);
    expect(RULES.dayCap).toBe(3 * capPerGoal + RULES.consistency.cap);
  });

  it('has multiplier steps rising towards the caps', () => {
    const streak = RULES.multipliers.streak;
    const improvement = RULES.multipliers.improvement.steps;
    for (const steps of [
      streak.map((s) => [s.minDays, s.multiplier]),
      improvement.map((s) => [s.minRatio, s.multiplier]),
    ]) {
      for (let i = 1; i < steps.length; i++) {
        expect(steps[i]?.[0]).toBeGreaterThan(steps[i - 1]?.[0] as number);
        expect(steps[i]?.[1]).toBeGreaterThan(steps[i - 1]?.[1] as number);
      }
      expect(steps[steps.length - 1]?.[1]).toBeLessThanOrEqual(RULES.multipliers.totalCap);
    }
  });

  it('has health score weights for every category, summing to 1', () => {
    const weights = RULES.healthScore.weights;
    expect(Object.keys(weights).sort()).toEqual([...HEALTH_SCORE_CATEGORIES].sort());
    expect(Object.values(weights).reduce((sum, weight) => sum + weight, 0)).toBeCloseTo(1, 12);
  });

  it('has scales with rising x and scores within 0-100', () => {
    const hs = RULES.healthScore;
    const scales: TScale[] = [
      hs.activity.weeklyMinutes,
      hs.activity.dailySteps,
      hs.activity.dailyStepsFrom60,
      hs.sleep.nightly18to25,
      hs.sleep.nightly26to64,
      hs.sleep.nightlyFrom65,
      hs.cardiovascular.restingHeartRate,
      hs.cardiovascular.metsAboveMinimal,
      hs.bodyComposition.bmi,
      hs.bodyComposition.bodyFatMale,
      hs.bodyComposition.bodyFatFemale,
      hs.vitalSigns.temperatureDeviation,
    ];
    for (const scale of scales) {
      for (let i = 0; i < scale.length; i++) {
        const [x, score] = scale[i] as readonly [number, number];
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
        if (i > 0) expect(x).toBeGreaterThan((scale[i - 1] as readonly [number, number])[0]);
      }
    }
  });
});

describe('scaleScore', () => {
  const scale: TScale = [
    [0, 0],
    [10, 100],
    [20, 50],
  ];
  it('interpolates between points and clamps outside', () => {
    expect(scaleScore(scale, -5)).toBe(0);
    expect(scaleScore(scale, 0)).toBe(0);
    expect(scaleScore(scale, 2.5)).toBe(25);
    expect(scaleScore(scale, 10)).toBe(100);
    expect(scaleScore(scale, 15)).toBe(75);
    expect(scaleScore(scale, 99)).toBe(50);
    expect(() => scaleScore([], 1)).toThrow(RangeError);
  });
});

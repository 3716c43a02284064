import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelFor, levelThreshold } from './levels.ts';
import { RULES } from './rules.ts';

describe('levels', () => {
  it('begins each level at base × (L − 1) + growth × (L − 1)(L − 2) / 2', () => {
    const table: Array<[number, number]> = [
      [1, 0],
      [2, 100],
      [3, 250],
      [4, 450],
      [5, 700],
      [10, 2700],
      [20, 10450],
    ];
    for (const [level, points] of table) expect(levelThreshold(level)).toBe(points);
  });

  it('reports the level, its bounds and the points to the next', () => {
    expect(levelFor(0)).toEqual({ level: 1, currentLevelPoints: 0, nextLevelPoints: 100, pointsToNextLevel: 100 });
    expect(levelFor(99)).toEqual({ level: 1, currentLevelPoints: 0, nextLevelPoints: 100, pointsToNextLevel: 1 });
    expect(levelFor(100)).toEqual({ level: 2, currentLevelPoints: 100, nextLevelPoints: 250, pointsToNextLevel: 150 });
    expect(levelFor(2699)).toEqual({ level: 9, currentLevelPoints: 2200, nextLevelPoints: 2700, pointsToNextLevel: 1 });
    expect(levelFor(2700)).toEqual({
      level: 10,
      currentLevelPoints: 2700,
      nextLevelPoints: 3250,
      pointsToNextLevel: 550,
    });
    expect(levelFor(10450).level).toBe(20);
  });

  it('treats negative, fractional and non-finite input as whole non-negative points', () => {
    expect(levelFor(-50)).toEqual(levelFor(0));
    expect(levelFor(99.9)).toEqual(levelFor(99));
    expect(levelFor(Number.NaN)).toEqual(levelFor(0));
  });

  it('is monotonic and consistent (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), fc.integer({ min: 0, max: 100_000 }), (points, more) => {
        const result = levelFor(points);
        expect(result.currentLevelPoints).toBeLessThanOrEqual(points);
        expect(result.nextLevelPoints).toBeGreaterThan(points);
        expect(result.pointsToNextLevel).toBe(result.nextLevelPoints - points);
        expect(result.pointsToNextLevel).toBeGreaterThan(0);
        expect(result.currentLevelPoints).toBe(levelThreshold(result.level));
        expect(result.nextLevelPoints).toBe(levelThreshold(result.level + 1));
        // Growing thresholds: each level needs `growth` more than the one before.
        expect(result.nextLevelPoints - result.currentLevelPoints).toBe(
          RULES.levels.base + RULES.levels.growth * (result.level - 1),
        );
        expect(levelFor(points + more).level).toBeGreaterThanOrEqual(result.level);
      }),
    );
  });
});

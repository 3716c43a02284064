import { RULES } from './rules.ts';

export type TLevel = {
  level: number;
  /** Lifetime points at which the current level began. */
  currentLevelPoints: number;
  /** Lifetime points at which the next level begins. */
  nextLevelPoints: number;
  pointsToNextLevel: number;
};

/** Lifetime points at which `level` begins: base × (L − 1) + growth × (L − 1)(L − 2) / 2 (level 1 at 0). */
export function levelThreshold(level: number): number {
  const { base, growth } = RULES.levels;
  const n = Math.max(0, Math.floor(level) - 1);
  return base * n + (growth * n * (n - 1)) / 2;
}

/** The level reached with `lifetimePoints` (negative or fractional input counts as its whole non-negative part). */
export function levelFor(lifetimePoints: number): TLevel {
  const points = Number.isFinite(lifetimePoints) ? Math.max(0, Math.floor(lifetimePoints)) : 0;
  const { base, growth } = RULES.levels;
  // Solve growth/2·n² + (base − growth/2)·n ≤ points for the largest whole n = level − 1, then correct rounding.
  const a = growth / 2;
  const b = base - growth / 2;
  let n = a === 0 ? Math.floor(points / base) : Math.floor((-b + Math.sqrt(b * b + 4 * a * points)) / (2 * a));
  while (n > 0 && levelThreshold(n + 1) > points) n--;
  while (levelThreshold(n + 2) <= points) n++;
  const level = n + 1;
  const currentLevelPoints = levelThreshold(level);
  const nextLevelPoints = levelThreshold(level + 1);
  return { level, currentLevelPoints, nextLevelPoints, pointsToNextLevel: nextLevelPoints - points };
}

import {
  HEALTH_SCORE_CATEGORIES,
  addDays,
  type TGamificationSummary,
  type TGoals,
  type THealthScore,
  type TPointReason,
  type TScopeGroup,
} from '@openwell/contracts';
import {
  ACHIEVEMENTS,
  evaluateAchievements,
  goalResults,
  goalsOn,
  healthScore,
  indexDays,
  levelFor,
  multipliers,
  scopesNotShared,
  type TDay,
  type TGoalsHistory,
  type THealthProfile,
} from '@openwell/gamification';
import {
  HISTORY_BADGES,
  LOOKBACK_DAYS,
  metDates,
  runBeforeWindow,
  runEndingAt,
  streakNow,
  type TStreakState,
} from './award-plan.ts';
import type { TBadgeProgress } from './gamification.tables.ts';

/** The dashboard's figures from what the service read (pure). */
export function buildSummary(input: {
  today: string;
  /** The person's days from today − LOOKBACK_DAYS. */
  days: readonly TDay[];
  goalsHistory: TGoalsHistory;
  /** `badgeProgress`: the history badges' progress as the last award run found it (HISTORY_BADGES). */
  state: ({ balance: number; lifetimePoints: number; badgeProgress: TBadgeProgress } & TStreakState) | null;
  earnedToday: number;
  /** Of `earnedToday`, the daily rules' (goals and consistency); the rest are one-off awards. */
  goalsToday: number;
  oneOffs: ReadonlySet<TPointReason>;
  achievements: ReadonlyArray<{ achievementId: string; earnedAt: Date; seenAt: Date | null }>;
}): TGamificationSummary {
  const { today, goalsHistory } = input;
  const windowStart = addDays(today, -LOOKBACK_DAYS);
  const windowDays = input.days.filter((day) => day.date >= windowStart && day.date <= today);
  const cached = input.state ?? {
    balance: 0,
    lifetimePoints: 0,
    streakDays: 0,
    bestStreak: 0,
    streakThrough: null,
    badgeProgress: {},
  };

  // The streak as the values show it now (an award may still be queued), with the cached part before the window.
  const met = metDates({ days: windowDays, goalsHistory, windowStart, today });
  const streak = streakNow(met, windowStart, today, cached);
  const streakBeforeToday = runEndingAt(
    met,
    addDays(today, -1),
    windowStart,
    runBeforeWindow(met, windowStart, cached),
  );
  const multiplier = multipliers({ date: today, streakDays: streakBeforeToday, days: windowDays, goalsHistory });

  const level = levelFor(cached.lifetimePoints);
  const current = goalsOn(today, goalsHistory);
  const pending = goalsHistory
    .filter((entry) => entry.effectiveFrom > today)
    .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1))[0];
  const todayValues = indexDays(windowDays).get(today) ?? { date: today };

  const earned = new Map(input.achievements.map((row) => [row.achievementId, row]));
  const evaluated = new Map(
    evaluateAchievements({
      days: windowDays,
      goalsHistory,
      streakBest: streak.bestStreak,
      level: level.level,
      lifetimePoints: cached.lifetimePoints,
      trackerConnected: input.oneOffs.has('tracker_connected'),
      questionnaireCompleted: input.oneOffs.has('questionnaire_completed'),
      today,
    }).map((result) => [result.id, result]),
  );
  const achievements = ACHIEVEMENTS.map(({ id }) => {
    const row = earned.get(id);
    // Badges that count the whole history: as the last award run found it (the values here reach back 35 days).
    const progress = HISTORY_BADGES.has(id)
      ? (cached.badgeProgress[id] ?? null)
      : (evaluated.get(id)?.progress ?? null);
    return {
      id,
      earnedAt: row ? row.earnedAt.toISOString() : null,
      // An earned badge shows as complete even when the days that earned it are gone.
      progress: row && progress ? { current: progress.target, target: progress.target } : progress,
    };
  });
  const catalogue = new Set(ACHIEVEMENTS.map(({ id }) => id));

  return {
    date: today,
    points: {
      balance: cached.balance,
      earnedToday: input.earnedToday,
      goalsToday: input.goalsToday,
      awardsToday: input.earnedToday - input.goalsToday,
      lifetime: cached.lifetimePoints,
    },
    level,
    streak: { days: streak.streakDays, best: streak.bestStreak, today: streak.today },
    multipliers: multiplier,
    goals: {
      current,
      pending: pending ? { ...pending.goals, effectiveFrom: pending.effectiveFrom } : null,
      today: goalResults(todayValues, current),
    },
    achievements,
    newAchievements: input.achievements
      .filter((row) => row.seenAt === null && catalogue.has(row.achievementId))
      .map((row) => row.achievementId),
  };
}

/**
 * The health score of the 7 days ending today against the 7 before, per category with its change (pure). A category
 * left out while it reads a scope group the tracker does not share (`notShared`) says which (issue 24).
 */
export function buildHealthScore(input: {
  today: string;
  days: readonly TDay[];
  profile: THealthProfile;
  notShared: readonly TScopeGroup[];
}): THealthScore {
  const { today, profile } = input;
  const from = addDays(today, -6);
  const previousFrom = addDays(today, -13);
  const now = healthScore({ days: input.days.filter((day) => day.date >= from && day.date <= today), profile });
  const before = healthScore({
    days: input.days.filter((day) => day.date >= previousFrom && day.date < from),
    profile,
  });
  const nowBy = new Map(now.categories.map((category) => [category.category, category]));
  const beforeBy = new Map(before.categories.map((category) => [category.category, category]));
  return {
    from,
    to: today,
    score: now.score,
    previousScore: before.score,
    categories: HEALTH_SCORE_CATEGORIES.map((category) => {
      const current = nowBy.get(category);
      const previous = beforeBy.get(category);
      const score = current?.score ?? null;
      const previousScore = previous?.score ?? null;
      return {
        category,
        score,
        weight: current?.weight ?? 0,
        basis: current?.basis ?? null,
        change: score !== null && previousScore !== null ? score - previousScore : null,
        previousBasis: previous?.basis ?? null,
        notShared: score === null ? scopesNotShared(category, input.notShared) : [],
      };
    }),
  };
}

/** Whether two sets of goals are the same. */
export const sameGoals = (a: TGoals, b: TGoals) =>
  a.steps === b.steps && a.activeMinutes === b.activeMinutes && a.sleepHours === b.sleepHours;

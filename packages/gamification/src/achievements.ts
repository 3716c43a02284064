import { GOAL_KINDS, addDays, epochDay, type TGoalKind } from '@openwell/contracts';
import { hasData, indexDays, valueOf, type TDay } from './days.ts';
import { goalResults, goalsOn, type TGoalsHistory } from './goals.ts';
import { improvementSeries } from './multipliers.ts';

export const ACHIEVEMENT_CATEGORIES = [
  'milestones',
  'activity',
  'sleep',
  'goals',
  'streaks',
  'levels',
  'consistency',
] as const;
export type TAchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];

/** How a badge is earned; `target` is also what its progress counts towards. */
export type TAchievementRule =
  /** A tracker is connected and at least one day of data arrived. */
  | { kind: 'trackerData' }
  /** The health questionnaire is completed. */
  | { kind: 'questionnaire' }
  /** A metric reaches `target` on one civil day. */
  | { kind: 'metricInADay'; metric: 'steps' | 'activeMinutes'; target: number }
  /** A metric sums to `target` over `windowDays` consecutive civil days. */
  | { kind: 'metricInWindow'; metric: 'activeMinutes'; windowDays: number; target: number }
  /** One goal met on `target` consecutive civil days. */
  | { kind: 'goalRun'; goal: TGoalKind; target: number }
  /** All three goals met on one civil day (target 3 goals). */
  | { kind: 'allGoalsInADay'; target: number }
  /** At least one goal met on `target` civil days (not necessarily consecutive). */
  | { kind: 'goalDays'; target: number }
  /** A streak (best ever) of `target` days. */
  | { kind: 'streak'; target: number }
  /** Level `target` reached. */
  | { kind: 'level'; target: number }
  /** An improvement multiplier above 1.0 was in effect on some day. */
  | { kind: 'improvement' }
  /** `target` civil days with any data. */
  | { kind: 'dataDays'; target: number };

export type TAchievementDefinition = {
  /** Stable id: stored in user_achievements, names the i18n keys. */
  readonly id: string;
  readonly category: TAchievementCategory;
  /** Points credited (reason achievement) when the badge is earned. */
  readonly points: number;
  readonly rule: TAchievementRule;
  /** `gamification:badges.<id>.title` and `.description`. */
  readonly titleKey: string;
  readonly descriptionKey: string;
};

export type TAchievementContext = {
  /** The person's days (any order, gaps allowed): pass the whole stored history, cumulative badges count it. */
  days: readonly TDay[];
  goalsHistory: TGoalsHistory;
  /** The best streak ever (kept in gamification_state, so it survives the retention of daily values). */
  streakBest: number;
  level: number;
  lifetimePoints: number;
  trackerConnected: boolean;
  questionnaireCompleted: boolean;
  /** The civil day the evaluation is for; days after it are ignored. */
  today: string;
};

export type TAchievementResult = {
  id: string;
  earned: boolean;
  progress: { current: number; target: number } | null;
};

const define = (
  id: string,
  category: TAchievementCategory,
  points: number,
  rule: TAchievementRule,
): TAchievementDefinition => ({
  id,
  category,
  points,
  rule,
  titleKey: `gamification:badges.${id}.title`,
  descriptionKey: `gamification:badges.${id}.description`,
});

/** The badge catalogue (ADR 015). Ids are stored: never rename one, retire it instead. */
export const ACHIEVEMENTS: readonly TAchievementDefinition[] = [
  define('first_sync', 'milestones', 25, { kind: 'trackerData' }),
  define('questionnaire_done', 'milestones', 25, { kind: 'questionnaire' }),
  define('steps_10k', 'activity', 25, { kind: 'metricInADay', metric: 'steps', target: 10_000 }),
  define('active_hour', 'activity', 25, { kind: 'metricInADay', metric: 'activeMinutes', target: 60 }),
  define('active_week', 'activity', 50, {
    kind: 'metricInWindow',
    metric: 'activeMinutes',
    windowDays: 7,
    target: 150,
  }),
  define('well_rested', 'sleep', 50, { kind: 'goalRun', goal: 'sleepHours', target: 5 }),
  define('all_goals_day', 'goals', 25, { kind: 'allGoalsInADay', target: GOAL_KINDS.length }),
  define('goal_days_50', 'goals', 100, { kind: 'goalDays', target: 50 }),
  define('streak_7', 'streaks', 50, { kind: 'streak', target: 7 }),
  define('streak_30', 'streaks', 150, { kind: 'streak', target: 30 }),
  define('streak_100', 'streaks', 400, { kind: 'streak', target: 100 }),
  define('level_5', 'levels', 50, { kind: 'level', target: 5 }),
  define('level_10', 'levels', 100, { kind: 'level', target: 10 }),
  define('level_20', 'levels', 250, { kind: 'level', target: 20 }),
  define('improver', 'goals', 75, { kind: 'improvement' }),
  define('data_30', 'consistency', 75, { kind: 'dataDays', target: 30 }),
  define('data_100', 'consistency', 200, { kind: 'dataDays', target: 100 }),
];

/** The catalogue entry of `id`, if any. */
export function achievementById(id: string): TAchievementDefinition | undefined {
  return ACHIEVEMENTS.find((achievement) => achievement.id === id);
}

/** What the rules need from the days, computed once per evaluation. */
type TDayFacts = {
  byDate: Map<string, TDay>;
  /** The dates up to today, ascending. */
  dates: string[];
  goalsHistory: TGoalsHistory;
  today: string;
  /** The goals met on `date`, against the goals in effect that day. */
  met: (date: string) => ReadonlySet<TGoalKind>;
};

function dayFacts(days: readonly TDay[], goalsHistory: TGoalsHistory, today: string): TDayFacts {
  const byDate = indexDays(days.filter((day) => day.date <= today));
  const cache = new Map<string, ReadonlySet<TGoalKind>>();
  const met = (date: string) => {
    let goals = cache.get(date);
    if (!goals) {
      const day = byDate.get(date);
      const results = day ? goalResults(day, goalsOn(date, goalsHistory)) : [];
      goals = new Set(results.filter((result) => result.met).map((result) => result.goal));
      cache.set(date, goals);
    }
    return goals;
  };
  return { byDate, dates: [...byDate.keys()].sort(), goalsHistory, today, met };
}

const progressOf = (current: number, target: number) => ({
  earned: current >= target,
  progress: { current: Math.min(current, target), target },
});

function longestRun(dates: readonly string[], include: (date: string) => boolean): number {
  let best = 0;
  let run = 0;
  let previous: number | null = null;
  for (const date of dates) {
    if (!include(date)) {
      run = 0;
      previous = null;
      continue;
    }
    const day = epochDay(date);
    run = previous !== null && day === previous + 1 ? run + 1 : 1;
    previous = day;
    best = Math.max(best, run);
  }
  return best;
}

function bestWindowSum(facts: TDayFacts, metric: 'activeMinutes', windowDays: number): number {
  // Windows ending on a day with data are enough: any other window holds no more than one of them.
  const days = facts.dates.map((date) => ({
    day: epochDay(date),
    value: valueOf(facts.byDate.get(date), metric) ?? 0,
  }));
  let best = 0;
  let sum = 0;
  let first = 0;
  for (const current of days) {
    sum += current.value;
    while ((days[first] as { day: number }).day <= current.day - windowDays)
      sum -= (days[first++] as { value: number }).value;
    best = Math.max(best, sum);
  }
  return best;
}

function improvementReached(facts: TDayFacts): boolean {
  const first = facts.dates[0];
  if (first === undefined) return false;
  return improvementSeries(addDays(first, 1), facts.today, facts.byDate, facts.goalsHistory).some(
    (entry) => entry.improvement.multiplier > 1,
  );
}

function evaluateRule(
  rule: TAchievementRule,
  ctx: TAchievementContext,
  facts: TDayFacts,
): Omit<TAchievementResult, 'id'> {
  switch (rule.kind) {
    case 'trackerData':
      return {
        earned: ctx.trackerConnected && facts.dates.some((date) => hasData(facts.byDate.get(date))),
        progress: null,
      };
    case 'questionnaire':
      return { earned: ctx.questionnaireCompleted, progress: null };
    case 'metricInADay': {
      const best = Math.max(0, ...facts.dates.map((date) => valueOf(facts.byDate.get(date), rule.metric) ?? 0));
      return progressOf(Math.floor(best), rule.target);
    }
    case 'metricInWindow':
      return progressOf(Math.floor(bestWindowSum(facts, rule.metric, rule.windowDays)), rule.target);
    case 'goalRun':
      return progressOf(
        longestRun(facts.dates, (date) => facts.met(date).has(rule.goal)),
        rule.target,
      );
    case 'allGoalsInADay':
      return progressOf(Math.max(0, ...facts.dates.map((date) => facts.met(date).size)), rule.target);
    case 'goalDays':
      return progressOf(facts.dates.filter((date) => facts.met(date).size > 0).length, rule.target);
    case 'streak':
      return progressOf(Math.max(0, Math.floor(ctx.streakBest)), rule.target);
    case 'level':
      return progressOf(Math.max(1, Math.floor(ctx.level)), rule.target);
    case 'improvement':
      return { earned: improvementReached(facts), progress: null };
    case 'dataDays':
      return progressOf(facts.dates.filter((date) => hasData(facts.byDate.get(date))).length, rule.target);
  }
}

/**
 * Every badge of the catalogue, in catalogue order, with whether the context earns it and the progress towards it
 * (null for a yes/no badge). Earned badges are stored by the server, so a badge once earned stays earned even when
 * the days that earned it are later deleted.
 */
export function evaluateAchievements(ctx: TAchievementContext): TAchievementResult[] {
  const facts = dayFacts(ctx.days, ctx.goalsHistory, ctx.today);
  return ACHIEVEMENTS.map((achievement) => ({ id: achievement.id, ...evaluateRule(achievement.rule, ctx, facts) }));
}

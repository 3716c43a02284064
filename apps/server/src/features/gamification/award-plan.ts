import {
  INITIAL_BACKFILL_DAYS,
  POINT_REASONS,
  addDays,
  dayKeys,
  epochDay,
  type TPointReason,
} from '@openwell/contracts';
import {
  ACHIEVEMENTS,
  DAILY_REASONS,
  ONE_OFF_AWARDS,
  ONE_OFF_RENEWAL_MONTHS,
  achievementById,
  anyGoalMet,
  dailyAwards,
  evaluateAchievements,
  goalsOn,
  indexDays,
  levelFor,
  multipliers,
  oneOffDue,
  streakOf,
  type TDay,
  type TGoalsHistory,
} from '@openwell/gamification';
import type { TAwardSum } from './gamification.repo.ts';
import type { TNewLedgerEntry } from './ledger.writer.ts';
import type { TBadgeProgress } from './gamification.tables.ts';

/**
 * What one award run writes, computed from what it read under the user's lock (pure: no clock, no database). The
 * ledger holds, per award key, the sum of its entries; a run computes each key's amount from the rules on the current
 * values and appends only the difference, so running it again on the same values appends nothing (ADR 015).
 *
 * Award keys and their entries' idempotency keys:
 * - daily rules (goal_steps, goal_active_minutes, goal_sleep, consistency): user + reason + civil day; the first entry
 *   `goal_steps:2026-11-20`, a correction `goal_steps:2026-11-20:2`, then `:3`...
 * - one-off rules: user + reason, key `tracker_connected`; a renewing one (questionnaire_completed, once per yearly
 *   cycle: ONE_OFF_RENEWAL_MONTHS) user + reason + the civil day credited, key `questionnaire_completed:2026-11-20`.
 *   Whether it is due is decided under the user's lock from the days it was credited on (oneOffDue).
 * - badges: user + badge, key `achievement:<id>` (reason achievement, source_ref the badge id).
 */

/** Reasons of earned points: what lifetime points, levels and the monthly sums count (not spending or expiry). */
export const EARNING_REASONS: readonly TPointReason[] = POINT_REASONS.filter(
  (reason) => reason !== 'redemption' && reason !== 'redemption_refund' && reason !== 'expiry',
);
export const ONE_OFF_REASONS = Object.keys(ONE_OFF_AWARDS) as TPointReason[];
/** Values read before the first awarded day: the improvement multiplier compares 7 recent days with the 28 before. */
export const LOOKBACK_DAYS = 35;
/** How far back a run awards: the days a sync can deliver (a first sync's backfill); older days are settled. */
export const AWARD_DAYS = INITIAL_BACKFILL_DAYS;

export const dailyKey = (reason: TPointReason, date: string, entry: number) =>
  entry <= 1 ? `${reason}:${date}` : `${reason}:${date}:${entry}`;
export const achievementKey = (id: string) => `achievement:${id}`;
/** A one-off's key: the reason; for one credited once per cycle, the reason and the civil day it was credited on. */
export const oneOffKey = (reason: TPointReason, date: string) =>
  ONE_OFF_RENEWAL_MONTHS[reason] === undefined ? reason : `${reason}:${date}`;
/** `YYYY-MM-01` of a civil date. */
export const monthOf = (date: string) => `${date.slice(0, 7)}-01`;

export type TStreakState = { streakDays: number; bestStreak: number; streakThrough: string | null };

export type TPlanInput = {
  today: string;
  /** The first day to award (from ≤ today). */
  from: string;
  /** The first day `days` covers (at most from − LOOKBACK_DAYS). */
  windowStart: string;
  /** The person's days from windowStart to today (days without values left out). */
  days: readonly TDay[];
  /** The days the badges are evaluated on: `days`, or the whole stored history when a badge counts it. */
  badgeDays: readonly TDay[];
  goalsHistory: TGoalsHistory;
  /** The ledger's sums of the daily keys from `from` on and of the one-off keys. */
  sums: readonly TAwardSum[];
  /** The cached state: balance, lifetime points, and the streak as of the previous run. */
  state: { balance: number; lifetimePoints: number } & TStreakState;
  earnedAchievements: ReadonlySet<string>;
  /**
   * One-off rules whose event happened (a tracker synced, the questionnaire completed): credited once, or once per
   * cycle (ONE_OFF_RENEWAL_MONTHS).
   */
  oneOffs: readonly TPointReason[];
};

export type TPlan = {
  entries: TNewLedgerEntry[];
  newAchievements: string[];
  balance: number;
  lifetimePoints: number;
  level: number;
  streak: TStreakState;
  /** Points added per month (`YYYY-MM-01`) by the earning entries of this run (corrections included). */
  monthly: Map<string, number>;
  /** Debits cut to what the balance allowed (never a negative balance). */
  capped: Array<{ idempotencyKey: string; wanted: number; applied: number }>;
  /** Progress of the history badges not yet earned (HISTORY_BADGES), for the dashboard. */
  badgeProgress: TBadgeProgress;
};

/** The progress of the history badges still to earn, from an evaluation on the whole history. */
function historyProgress(
  results: ReadonlyArray<{ id: string; earned: boolean; progress: { current: number; target: number } | null }>,
  earned: ReadonlySet<string>,
): TBadgeProgress {
  const progress: TBadgeProgress = {};
  for (const result of results) {
    if (HISTORY_BADGES.has(result.id) && !result.earned && !earned.has(result.id) && result.progress) {
      progress[result.id] = result.progress;
    }
  }
  return progress;
}

/** The days with at least one goal met (against the goals of that day), from windowStart to today. */
export function metDates(input: Pick<TPlanInput, 'days' | 'goalsHistory' | 'windowStart' | 'today'>): Set<string> {
  const met = new Set<string>();
  for (const day of indexDays(input.days).values()) {
    if (day.date < input.windowStart || day.date > input.today) continue;
    if (anyGoalMet(day, goalsOn(day.date, input.goalsHistory))) met.add(day.date);
  }
  return met;
}

/**
 * The part of the streak older than the values read (they reach back LOOKBACK_DAYS before the first awarded day;
 * daily values are kept 2 years, so a long streak outlives them): the cached streak, if it still runs unbroken from
 * windowStart to its last day, reaches this many days before windowStart.
 */
export function runBeforeWindow(met: ReadonlySet<string>, windowStart: string, cached: TStreakState): number {
  const { streakDays, streakThrough } = cached;
  if (streakThrough === null || streakDays <= 0 || streakThrough < addDays(windowStart, -1)) return 0;
  const inWindow = dayKeys(windowStart, streakThrough);
  if (inWindow.some((date) => !met.has(date))) return 0;
  return Math.max(0, streakDays - inWindow.length);
}

/** Consecutive met days ending exactly on `date` (0 when it had none), the part before the window included. */
export function runEndingAt(met: ReadonlySet<string>, date: string, windowStart: string, before: number): number {
  let days = 0;
  let day = date;
  while (day >= windowStart && met.has(day)) {
    days++;
    day = addDays(day, -1);
  }
  return day < windowStart ? days + before : days;
}

/**
 * The streak through today (streakOf: ending today or yesterday) with its part before the window, and the best ever
 * (the cached best, which outlives the values read).
 */
export function streakNow(
  met: ReadonlySet<string>,
  windowStart: string,
  today: string,
  cached: TStreakState,
): TStreakState & { today: boolean } {
  const current = streakOf(met, today);
  let streakDays = current.days;
  if (current.through !== null && epochDay(current.through) - current.days + 1 === epochDay(windowStart)) {
    streakDays += runBeforeWindow(met, windowStart, cached);
  }
  return {
    streakDays,
    bestStreak: Math.max(cached.bestStreak, current.best, streakDays),
    streakThrough: current.through,
    today: current.today,
  };
}

/** Badge rules decided by the recent days alone (anything that happened earlier was awarded when it happened). */
const RECENT_RULES = new Set<string>([
  'trackerData',
  'questionnaire',
  'metricInADay',
  'allGoalsInADay',
  'streak',
  'level',
  'improvement',
]);

/**
 * Whether a badge not yet earned counts days beyond the values an award reads (e.g. 100 days with data): then the
 * badges are evaluated on the whole stored history. Unknown rule kinds count as needing it.
 */
export function badgesNeedHistory(earned: ReadonlySet<string>): boolean {
  return ACHIEVEMENTS.some(({ id }) => !earned.has(id) && HISTORY_BADGES.has(id));
}

/** The badges that count days beyond the LOOKBACK_DAYS an award or the dashboard reads. */
export const HISTORY_BADGES: ReadonlySet<string> = new Set(
  ACHIEVEMENTS.filter(({ rule }) => {
    if (rule.kind === 'goalRun') return rule.target > LOOKBACK_DAYS;
    if (rule.kind === 'metricInWindow') return rule.windowDays > LOOKBACK_DAYS;
    return !RECENT_RULES.has(rule.kind);
  }).map(({ id }) => id),
);

export function planAwards(input: TPlanInput): TPlan {
  const { today, from, windowStart, goalsHistory } = input;
  const byDate = indexDays(input.days);
  const met = metDates(input);
  const before = runBeforeWindow(met, windowStart, input.state);

  const sumOf = new Map(input.sums.map((row) => [`${row.reason}|${row.civilDate ?? ''}`, row]));
  const oneOffSum = (reason: TPointReason) =>
    input.sums.filter((row) => row.reason === reason).reduce((sum, row) => sum + row.sum, 0);
  const wanted: TNewLedgerEntry[] = [];

  // Daily rules: each day's amounts from the rules, against what its keys hold.
  for (const date of dayKeys(from, today)) {
    const day = byDate.get(date) ?? { date };
    const goals = goalsOn(date, goalsHistory);
    const streakDays = runEndingAt(met, addDays(date, -1), windowStart, before);
    const { total } = multipliers({ date, streakDays, days: input.days, goalsHistory });
    const awards = new Map(dailyAwards({ day, goals, multiplier: total }).map((a) => [a.reason, a.amount]));
    for (const reason of DAILY_REASONS) {
      const held = sumOf.get(`${reason}|${date}`);
      const difference = (awards.get(reason) ?? 0) - (held?.sum ?? 0);
      if (difference === 0) continue;
      wanted.push({
        amount: difference,
        reason,
        idempotencyKey: dailyKey(reason, date, (held?.entries ?? 0) + 1),
        civilDate: date,
        sourceRef: null,
      });
    }
  }
  // One-off rules: once per person, or once per cycle (the days of the earlier credits decide).
  for (const reason of new Set(input.oneOffs)) {
    const amount = ONE_OFF_AWARDS[reason] ?? 0;
    const creditedOn = input.sums
      .filter((row) => row.reason === reason && row.sum > 0)
      .map((row) => row.civilDate ?? today);
    if (amount > 0 && oneOffDue(reason, creditedOn, today)) {
      wanted.push({ amount, reason, idempotencyKey: oneOffKey(reason, today), civilDate: today, sourceRef: null });
    }
  }

  // Appends in order; a debit never takes the balance below 0 (it is cut, and the next run tries the rest again).
  let balance = input.state.balance;
  let lifetimePoints = input.state.lifetimePoints;
  const entries: TNewLedgerEntry[] = [];
  const capped: TPlan['capped'] = [];
  const append = (entry: TNewLedgerEntry) => {
    const amount = Math.max(entry.amount, -balance);
    if (amount !== entry.amount)
      capped.push({ idempotencyKey: entry.idempotencyKey, wanted: entry.amount, applied: amount });
    if (amount === 0) return;
    entries.push({ ...entry, amount });
    balance += amount;
    if (EARNING_REASONS.includes(entry.reason)) lifetimePoints += amount;
  };
  wanted.forEach(append);

  const { today: _metToday, ...streak } = streakNow(met, windowStart, today, input.state);

  // Badges: each earned once, with its points; their points may reach a level badge, so evaluate again then.
  const held = (reason: TPointReason) => oneOffSum(reason) > 0 || entries.some((entry) => entry.reason === reason);
  const earned = new Set(input.earnedAchievements);
  const newAchievements: string[] = [];
  // Only the level changes between rounds (a badge's points): evaluate again only when it did.
  let evaluatedLevel = 0;
  let badgeProgress: TBadgeProgress = {};
  for (let round = 0; round < 5; round++) {
    const level = levelFor(lifetimePoints).level;
    if (level === evaluatedLevel) break;
    evaluatedLevel = level;
    const results = evaluateAchievements({
      days: input.badgeDays,
      goalsHistory,
      streakBest: streak.bestStreak,
      level,
      lifetimePoints,
      trackerConnected: held('tracker_connected'),
      questionnaireCompleted: held('questionnaire_completed'),
      today,
    });
    const fresh = results.filter((result) => result.earned && !earned.has(result.id));
    badgeProgress = historyProgress(results, earned);
    if (fresh.length === 0) break;
    for (const { id } of fresh) {
      earned.add(id);
      newAchievements.push(id);
      const points = achievementById(id)?.points ?? 0;
      if (points > 0) {
        append({
          amount: points,
          reason: 'achievement',
          idempotencyKey: achievementKey(id),
          civilDate: today,
          sourceRef: id,
        });
      }
    }
  }

  const monthly = new Map<string, number>();
  for (const entry of entries) {
    if (entry.civilDate === null || !EARNING_REASONS.includes(entry.reason)) continue;
    const month = monthOf(entry.civilDate);
    monthly.set(month, (monthly.get(month) ?? 0) + entry.amount);
  }

  return {
    entries,
    newAchievements,
    balance,
    lifetimePoints,
    level: levelFor(lifetimePoints).level,
    streak,
    monthly,
    capped,
    badgeProgress,
  };
}

import {
  HEALTH_DATA_RETENTION_YEARS,
  addDays,
  type TGamificationSummary,
  type TGender,
  type TGoals,
  type THealthScore,
  type TPointReason,
  type TScopeGroup,
} from '@openwell/contracts';
import { DAILY_REASONS, goalsOn, type TDay } from '@openwell/gamification';
import type { AppExecutor, Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { personToday, type TPersonTimeZones } from '../../lib/civil-dates.ts';
import {
  AWARD_DAYS,
  EARNING_REASONS,
  LOOKBACK_DAYS,
  ONE_OFF_REASONS,
  badgesNeedHistory,
  planAwards,
} from './award-plan.ts';
import {
  deleteGoalsFrom,
  goalsHistory,
  latestEntries,
  lockState,
  markAchievementsSeen,
  readAwardInputs,
  readSummaryInputs,
  upsertGoals,
  type TPointsOwner,
} from './gamification.repo.ts';
import { balanceOf, lockPoints, refund, spend, type PointsSpending } from './gamification.spending.ts';
import { buildHealthScore, buildSummary, sameGoals } from './gamification.summary.ts';
import { writeAward } from './ledger.writer.ts';

/**
 * What gamification reads of a person's daily values, implemented by the wearables service (features/services.ts):
 * gamification never reads wearables tables. The days from `from` to `to` (days without values left out) and whether
 * a tracker of the person has synced successfully (the one-off "tracker connected" award). `executor`: the award
 * transaction, so the values are read under the user's lock (and on PGlite inside the one transaction that may run).
 */
export interface HealthDaysPort {
  dailyValues(
    userId: string,
    range: { from: string; to: string },
    executor?: AppExecutor,
  ): Promise<{
    days: TDay[];
    trackerSynced: boolean;
    /** The scope groups the connected tracker was not allowed to read (none without a tracker): "not shared". */
    notShared: TScopeGroup[];
  }>;
}

/**
 * The height and weight a person gave in their latest health questionnaire, implemented by the questionnaire service
 * (features/services.ts): gamification never reads questionnaire tables. Null: no questionnaire (or no such answers).
 */
export interface BodyMeasuresPort {
  latestBodyMeasures(userId: string): Promise<{ heightCm: number | null; weightKg: number | null } | null>;
}

export type GamificationServiceDeps = {
  database: Database;
  logger: Logger;
  clock: Clock;
  /** How the person's days are counted (their time zone, ADR 022): goals, streaks, the days points fall on. */
  timeZones: TPersonTimeZones;
  healthDays: HealthDaysPort;
  bodyMeasures: BodyMeasuresPort;
};

/** The signed-in employee with what the health score needs from the profile. */
export type TGamificationPerson = TPointsOwner & { age: number; gender: TGender };

/** What one award run did: entries appended, their points (in all and by reason), the badges earned. */
export type TAwardResult = {
  entries: number;
  points: number;
  byReason: Partial<Record<TPointReason, number>>;
  newAchievements: string[];
};

/** How many days of history the badges that count days read (the daily values' retention). */
const HISTORY_DAYS = HEALTH_DATA_RETENTION_YEARS * 366;

/**
 * Gamification (issue 10): awarding points from the person's daily values into the ledger (after each sync and each
 * logged activity, through the job `gamification.award`), one-off awards, the dashboard's summary, the health score,
 * goals, badges seen and the points history. Every read and write is the person's own.
 */
export function createGamificationService(deps: GamificationServiceDeps) {
  const { db } = deps.database;
  const { clock, healthDays } = deps;
  const log = deps.logger.child({ feature: 'gamification' });

  const todayOf = async (userId: string) => personToday(clock.now(), await deps.timeZones.timeZoneOfPerson(userId));

  /**
   * One award run, in one transaction under the user's lock: reads the ledger's sums, the goals, badges and values,
   * plans (award-plan.ts) and appends the differences, the badges and the cached state. `from`: the first day to
   * (re)award, through today; `oneOffs`: one-off rules whose event happened.
   */
  async function settle(
    owner: TPointsOwner,
    input: { dates?: readonly string[]; oneOffs?: readonly TPointReason[] },
  ): Promise<TAwardResult> {
    const started = performance.now();
    const today = await todayOf(owner.userId);
    const earliest = addDays(today, -(AWARD_DAYS - 1));
    const requested = input.dates?.filter((date) => date <= today).sort()[0] ?? today;
    const from = requested < earliest ? earliest : requested;
    const windowStart = addDays(from, -LOOKBACK_DAYS);

    const result = await db.transaction(async (tx) => {
      const state = await lockState(tx, owner);
      const { sums, goalsHistory, earnedAchievements } = await readAwardInputs(tx, {
        userId: owner.userId,
        dailyReasons: DAILY_REASONS,
        from,
        oneOffReasons: ONE_OFF_REASONS,
      });
      const historyStart = badgesNeedHistory(earnedAchievements) ? addDays(today, -HISTORY_DAYS) : windowStart;
      const { days: read, trackerSynced } = await healthDays.dailyValues(
        owner.userId,
        { from: historyStart, to: today },
        tx,
      );
      const days = historyStart < windowStart ? read.filter((day) => day.date >= windowStart) : read;

      const oneOffs = [...(input.oneOffs ?? [])];
      const trackerHeld = sums.some((row) => row.reason === 'tracker_connected' && row.sum > 0);
      if (!trackerHeld && trackerSynced) oneOffs.push('tracker_connected');

      const plan = planAwards({
        today,
        from,
        windowStart,
        days,
        badgeDays: read,
        goalsHistory,
        sums,
        state,
        earnedAchievements,
        oneOffs,
      });
      const next = { balance: plan.balance, lifetimePoints: plan.lifetimePoints, level: plan.level, ...plan.streak };
      const changed =
        (Object.keys(next) as Array<keyof typeof next>).some((key) => next[key] !== state[key]) ||
        JSON.stringify(plan.badgeProgress) !== JSON.stringify(state.badgeProgress);
      await writeAward(tx, owner, {
        entries: plan.entries,
        achievements: plan.newAchievements,
        monthly: plan.monthly,
        state: changed ? { ...next, badgeProgress: plan.badgeProgress } : null,
        now: clock.now(),
      });
      for (const cut of plan.capped) {
        log.warn({ userId: owner.userId, ...cut }, 'points correction cut to the balance (never negative)');
      }
      const byReason: TAwardResult['byReason'] = {};
      for (const entry of plan.entries) byReason[entry.reason] = (byReason[entry.reason] ?? 0) + entry.amount;
      return {
        entries: plan.entries.length,
        points: plan.entries.reduce((sum, entry) => sum + entry.amount, 0),
        byReason,
        newAchievements: plan.newAchievements,
      };
    });
    log.debug({ userId: owner.userId, from, ...result, ms: performance.now() - started }, 'points awarded');
    return result;
  }

  async function summaryOf(owner: TPointsOwner): Promise<TGamificationSummary> {
    const today = await todayOf(owner.userId);
    const inputs = await readSummaryInputs(db, {
      userId: owner.userId,
      today,
      earningReasons: EARNING_REASONS,
      dailyReasons: DAILY_REASONS,
      oneOffReasons: ONE_OFF_REASONS,
    });
    // The badges that count the whole history come with the state (the award run keeps their progress there).
    const { days } = await healthDays.dailyValues(owner.userId, { from: addDays(today, -LOOKBACK_DAYS), to: today });
    return buildSummary({ today, days, ...inputs });
  }

  /** Spending points (rewards): inside the caller's transaction, under the user's lock (gamification.spending.ts). */
  const spending: PointsSpending = {
    lock: lockPoints,
    spend,
    refund,
    balanceOf: (userId) => balanceOf(db, userId),
  };

  return {
    spending,

    /**
     * Awards the person's days from the earliest of `dates` (default today; at most AWARD_DAYS back) through today,
     * and the one-off "tracker connected" once a tracker has synced. Idempotent: run again on the same values it
     * appends nothing; on changed values it appends the differences (compensating entries).
     */
    awardDays(owner: TPointsOwner, dates?: readonly string[]): Promise<TAwardResult> {
      return settle(owner, dates ? { dates } : {});
    },

    /**
     * A one-off award (questionnaire_completed, called by the questionnaire feature): credited once, or once per
     * cycle (ONE_OFF_RENEWAL_MONTHS), decided under the user's lock, so any number of calls at once credit it once.
     * `credited`: the points of `reason` this call credited (0 when already credited in the cycle).
     */
    async awardOneOff(owner: TPointsOwner, reason: TPointReason): Promise<TAwardResult & { credited: number }> {
      if (!ONE_OFF_REASONS.includes(reason)) throw new Error(`${reason} is not a one-off award`);
      const result = await settle(owner, { oneOffs: [reason] });
      return { ...result, credited: result.byReason[reason] ?? 0 };
    },

    summary: summaryOf,

    async healthScore(person: TGamificationPerson): Promise<THealthScore> {
      const today = await todayOf(person.userId);
      const [{ days, notShared }, measures] = await Promise.all([
        healthDays.dailyValues(person.userId, { from: addDays(today, -13), to: today }),
        deps.bodyMeasures.latestBodyMeasures(person.userId),
      ]);
      // Height from the questionnaire; its weight when the tracker has none (a tracker's weight and body fat win).
      const profile = {
        age: person.age,
        gender: person.gender,
        heightCm: measures?.heightCm ?? null,
        weightKg: measures?.weightKg ?? null,
      };
      return buildHealthScore({ today, days, profile, notShared });
    },

    /** Goals from tomorrow on (today keeps the goals it started with); the same as today's: nothing pending. */
    async updateGoals(owner: TPointsOwner, goals: TGoals): Promise<TGamificationSummary> {
      const today = await todayOf(owner.userId);
      const tomorrow = addDays(today, 1);
      await db.transaction(async (tx) => {
        const current = goalsOn(today, await goalsHistory(tx, owner.userId));
        await deleteGoalsFrom(tx, owner.userId, tomorrow);
        if (!sameGoals(current, goals)) {
          await upsertGoals(tx, { ...owner, effectiveFrom: tomorrow, goals, now: clock.now() });
        }
      });
      return summaryOf(owner);
    },

    async acknowledgeAchievements(owner: TPointsOwner, ids: readonly string[]): Promise<void> {
      await markAchievementsSeen(db, owner.userId, ids, clock.now());
    },

    async pointsHistory(owner: TPointsOwner, limit: number) {
      const rows = await latestEntries(db, owner.userId, limit);
      return {
        entries: rows.map((row) => ({
          id: row.id,
          amount: row.amount,
          reason: row.reason as TPointReason,
          date: row.civilDate,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type GamificationService = ReturnType<typeof createGamificationService>;

import { POINT_REASONS, dayKeys, type TPointReason } from '@openwell/contracts';
import {
  ONE_OFF_AWARDS,
  achievementById,
  anyGoalMet,
  dailyAwards,
  evaluateAchievements,
  goalsOn,
  levelFor,
  multipliers,
  streakBefore,
  streakOf,
  type TDay,
  type TGoalsHistory,
} from '@openwell/gamification';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { gamificationState, pointsLedger, pointsMonthly } from '../../src/features/gamification/gamification.tables.ts';
import type { BodyMeasuresPort, GamificationService } from '../../src/features/gamification/gamification.service.ts';
import { createServices } from '../../src/features/services.ts';
import type { WearablesService } from '../../src/features/wearables/wearables.service.ts';
import { wearableConnections } from '../../src/features/wearables/wearables.tables.ts';
import { createJobQueue } from '../../src/jobs/job-queue.ts';
import type { Clock } from '../../src/lib/clock.ts';
import { generateEncryptionKey } from '../../src/lib/crypto.ts';
import type { Logger } from '../../src/lib/logger.ts';

/** Test kit for gamification: the services on a test database, the ledger's invariants, the rules recomputed. */

export type LogLine = { level: number; msg: string } & Record<string, unknown>;

export function capturingLogger(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) }) as Logger;
  return { logger, lines };
}

/**
 * The wearables service (ingest, daysOf; demo mode) and the gamification service reading through it, built by
 * createServices as the server builds them, with the person's days in one zone (default Europe/Zurich) and no job
 * runner (a sync or a logged activity sends no award job: tests award through the service).
 */
export function gamificationServices(input: {
  database: Database;
  clock: Clock;
  logger: Logger;
  timeZone?: string;
  /** The questionnaire's height and weight (default: none). */
  bodyMeasures?: BodyMeasuresPort;
}): {
  wearables: WearablesService;
  gamification: GamificationService;
} {
  const services = createServices(
    {
      // Demo mode, no Google Health: the demo provider only.
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEARABLES_DEMO_MODE: 'true' }),
      database: input.database,
      logger: input.logger,
      clock: input.clock,
      encryptionKey: generateEncryptionKey(),
      jobQueue: createJobQueue(input.logger),
    },
    {
      timeZones: {
        timeZoneOfPerson: async () => ({ timeZone: input.timeZone ?? 'Europe/Zurich', notBefore: null }),
      },
      bodyMeasures: input.bodyMeasures ?? { latestBodyMeasures: async () => null },
    },
  );
  return { wearables: services.wearablesService, gamification: services.gamificationService };
}

const EARNING = POINT_REASONS.filter((r) => r !== 'redemption' && r !== 'redemption_refund' && r !== 'expiry');

/**
 * The invariants of the ledger for every user: the cached balance and lifetime points are the ledger's sums, no
 * balance is negative, and points_monthly holds each month's earning entries. Returns what differs (empty: none).
 */
export async function ledgerInvariantViolations(database: Database): Promise<string[]> {
  const problems: string[] = [];
  const sums = await database.db
    .select({
      userId: pointsLedger.userId,
      balance: sql<number>`sum(${pointsLedger.amount})::int`,
      lifetime: sql<number>`coalesce(sum(${pointsLedger.amount}) filter (where ${pointsLedger.reason} in ${EARNING}), 0)::int`,
    })
    .from(pointsLedger)
    .groupBy(pointsLedger.userId);
  const states = new Map((await database.db.select().from(gamificationState)).map((row) => [row.userId, row]));
  for (const sum of sums) {
    const state = states.get(sum.userId);
    if (!state) problems.push(`${sum.userId}: ledger without state`);
    else if (state.balance !== Number(sum.balance) || state.lifetimePoints !== Number(sum.lifetime)) {
      problems.push(
        `${sum.userId}: state ${state.balance}/${state.lifetimePoints} vs ledger ${sum.balance}/${sum.lifetime}`,
      );
    }
  }
  for (const state of states.values()) {
    if (state.balance < 0) problems.push(`${state.userId}: negative balance`);
    if (!sums.some((sum) => sum.userId === state.userId) && (state.balance !== 0 || state.lifetimePoints !== 0)) {
      problems.push(`${state.userId}: state without ledger`);
    }
  }
  const monthlyFromLedger = await database.db.execute<{ user_id: string; month: string; points: number }>(sql`
    select user_id, to_char(date_trunc('month', civil_date), 'YYYY-MM-DD') as month, sum(amount)::int as points
    from ${pointsLedger} where reason in ${EARNING} and civil_date is not null group by 1, 2`);
  const monthly = await database.db.select().from(pointsMonthly);
  const key = (userId: string, month: string) => `${userId}|${month}`;
  const expected = new Map(monthlyFromLedger.rows.map((r) => [key(r.user_id, r.month), Number(r.points)]));
  const actual = new Map(monthly.map((r) => [key(r.userId, r.month), r.points]));
  for (const [k, points] of expected) {
    if ((actual.get(k) ?? 0) !== points) problems.push(`monthly ${k}: ${actual.get(k) ?? 0} vs ledger ${points}`);
  }
  for (const [k, points] of actual)
    if (!expected.has(k) && points !== 0) problems.push(`monthly ${k}: stray ${points}`);
  return problems;
}

/** A user's ledger entries, oldest first. */
/** A tracker connected and synced with only `grantedScopes` allowed (as a partial consent at Fitbit leaves it). */
export async function connectTracker(
  database: Database,
  owner: { userId: string; companyId: string },
  input: { grantedScopes: string[]; at: Date },
): Promise<void> {
  await database.db.insert(wearableConnections).values({
    ...owner,
    provider: 'google-health',
    grantedScopes: input.grantedScopes,
    lastSyncAt: input.at,
  });
}

export function entriesOf(database: Database, userId: string) {
  return database.db
    .select()
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .orderBy(pointsLedger.createdAt, pointsLedger.idempotencyKey);
}

/** The ledger's sum per award key (`reason|date`, or the key itself for one-offs and badges). */
export async function sumsByAwardKey(database: Database, userId: string): Promise<Map<string, number>> {
  const sums = new Map<string, number>();
  for (const entry of await entriesOf(database, userId)) {
    const key =
      entry.reason === 'achievement' ? `achievement|${entry.sourceRef}` : `${entry.reason}|${entry.civilDate}`;
    const awardKey = ONE_OFF_AWARDS[entry.reason as TPointReason] !== undefined ? entry.reason : key;
    sums.set(awardKey, (sums.get(awardKey) ?? 0) + entry.amount);
  }
  return sums;
}

/**
 * The rules recomputed from the package alone for a person's days, as the ADR states them: for each day from `from`
 * to `today`, the daily awards with the multipliers of that day (the streak of met days ending the day before, the
 * improvement from the days before); one-offs once; then every badge earned with its points, until no new one.
 */
export function expectedAwards(input: {
  days: readonly TDay[];
  goalsHistory: TGoalsHistory;
  from: string;
  today: string;
  oneOffs?: readonly TPointReason[];
  questionnaireCompleted?: boolean;
}): { byKey: Map<string, number>; lifetime: number; level: number; streak: number; best: number; badges: string[] } {
  const { days, goalsHistory, today } = input;
  const metDates = days.filter((day) => anyGoalMet(day, goalsOn(day.date, goalsHistory))).map((day) => day.date);
  const byKey = new Map<string, number>();
  for (const date of dayKeys(input.from, today)) {
    const day = days.find((d) => d.date === date) ?? { date };
    const { total } = multipliers({ date, streakDays: streakBefore(metDates, date), days, goalsHistory });
    for (const award of dailyAwards({ day, goals: goalsOn(date, goalsHistory), multiplier: total })) {
      byKey.set(`${award.reason}|${date}`, award.amount);
    }
  }
  for (const reason of input.oneOffs ?? []) byKey.set(reason, ONE_OFF_AWARDS[reason] ?? 0);
  let lifetime = [...byKey.values()].reduce((a, b) => a + b, 0);
  const streak = streakOf(metDates, today);
  const badges: string[] = [];
  for (;;) {
    const fresh = evaluateAchievements({
      days,
      goalsHistory,
      streakBest: streak.best,
      level: levelFor(lifetime).level,
      lifetimePoints: lifetime,
      trackerConnected: (input.oneOffs ?? []).includes('tracker_connected'),
      questionnaireCompleted: input.questionnaireCompleted ?? false,
      today,
    }).filter((r) => r.earned && !badges.includes(r.id));
    if (fresh.length === 0) break;
    for (const { id } of fresh) {
      badges.push(id);
      const points = achievementById(id)!.points;
      byKey.set(`achievement|${id}`, points);
      lifetime += points;
    }
  }
  return { byKey, lifetime, level: levelFor(lifetime).level, streak: streak.days, best: streak.best, badges };
}

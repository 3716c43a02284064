import { addDays, dayKeys } from '@openwell/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createFixedClock } from '../../lib/clock.ts';
import { createCompany } from '../../../test/helpers/accounts-fixtures.ts';
import { insertUser } from '../../../test/helpers/auth-test-kit.ts';
import {
  capturingLogger,
  entriesOf,
  expectedAwards,
  gamificationServices,
  ledgerInvariantViolations,
  sumsByAwardKey,
  type LogLine,
} from '../../../test/helpers/gamification-kit.ts';
import { openTestDatabase } from '../../../test/helpers/test-database.ts';
import { demoDays } from '../../integrations/demo/demo-data.ts';
import type { WearablesService } from '../wearables/wearables.service.ts';
import type { GamificationService } from './gamification.service.ts';
import { gamificationState, pointsLedger } from './gamification.tables.ts';

/**
 * Awarding points into the ledger (issue 10): demo data gives what the rules give, recomputed here from the package;
 * the same values awarded again, or by many runs at once, change nothing; late data adds compensating entries and
 * extends the streak; a correction never takes the balance below 0. Runs on PGlite and on PostgreSQL
 * (TEST_DATABASE_URL), where concurrent runs really overlap and wait for the user's lock.
 */

const TODAY = '2026-11-22';
// Noon in Zurich: the civil day is TODAY.
const clock = createFixedClock(new Date(`${TODAY}T11:00:00Z`));
const THIRTY_DAYS = { from: addDays(TODAY, -29), to: TODAY };

let database: Database;
let cleanup: () => Promise<void>;
let wearables: WearablesService;
let gamification: GamificationService;
let lines: LogLine[];
let companyId: string;
let userSeq = 0;

beforeAll(async () => {
  ({ database, cleanup } = await openTestDatabase());
  const captured = capturingLogger();
  lines = captured.lines;
  ({ wearables, gamification } = gamificationServices({ database, clock, logger: captured.logger }));
  companyId = (await createCompany(database)).id;
});
afterAll(() => cleanup());

/** A new person with the demo provider's 30 days stored (what "Sync mock data" stores, without a connection). */
async function personWithDemoDays(): Promise<{ userId: string; companyId: string }> {
  userSeq += 1;
  const userId = await insertUser(database, { email: `award-${userSeq}@example.test` });
  const owner = { userId, companyId };
  await wearables.ingest(owner, 'demo', demoDays(`award-seed-${userSeq}`, THIRTY_DAYS));
  return owner;
}

const withoutZeros = (map: Map<string, number>) => new Map([...map].filter(([, value]) => value !== 0));

describe('awarding demo data', () => {
  it('credits what the rules give, recomputed from the package: per key, lifetime, level, streak, badges', async () => {
    const owner = await personWithDemoDays();
    const result = await gamification.awardDays(owner, dayKeys(THIRTY_DAYS.from, THIRTY_DAYS.to));
    const { days } = await wearables.dailyValues(owner.userId, THIRTY_DAYS);
    const expected = expectedAwards({ days, goalsHistory: [], from: THIRTY_DAYS.from, today: TODAY });

    expect(withoutZeros(await sumsByAwardKey(database, owner.userId))).toEqual(expected.byKey);
    expect(expected.byKey.size).toBeGreaterThan(30); // demo data meets goals and earns badges
    const [state] = await database.db
      .select()
      .from(gamificationState)
      .where(eq(gamificationState.userId, owner.userId));
    expect(state).toMatchObject({
      lifetimePoints: expected.lifetime,
      balance: expected.lifetime,
      level: expected.level,
      streakDays: expected.streak,
      bestStreak: expected.best,
    });
    expect(result.newAchievements.sort()).toEqual([...expected.badges].sort());
    expect(result.points).toBe(expected.lifetime);
    // Every entry of a daily rule is keyed by reason and day; badges by id.
    for (const entry of await entriesOf(database, owner.userId)) {
      expect(entry.idempotencyKey).toBe(
        entry.reason === 'achievement' ? `achievement:${entry.sourceRef}` : `${entry.reason}:${entry.civilDate}`,
      );
    }
    expect(await ledgerInvariantViolations(database)).toEqual([]);
  });

  it('the same award again appends nothing', async () => {
    const owner = await personWithDemoDays();
    await gamification.awardDays(owner, [THIRTY_DAYS.from]);
    const before = await entriesOf(database, owner.userId);
    const nothing = { entries: 0, points: 0, byReason: {}, newAchievements: [] };
    expect(await gamification.awardDays(owner, [THIRTY_DAYS.from])).toEqual(nothing);
    expect(await gamification.awardDays(owner)).toEqual(nothing);
    expect(await entriesOf(database, owner.userId)).toEqual(before);
  });

  it('50 runs at once for one person leave one effect per key, and ledger sum = balance for every user', async () => {
    const [ann, bob] = [await personWithDemoDays(), await personWithDemoDays()];
    const runs = Array.from({ length: 50 }, (_, i) =>
      gamification.awardDays(i % 5 === 0 ? bob : ann, [THIRTY_DAYS.from]),
    );
    const results = await Promise.all(runs);
    for (const owner of [ann, bob]) {
      const { days } = await wearables.dailyValues(owner.userId, THIRTY_DAYS);
      const expected = expectedAwards({ days, goalsHistory: [], from: THIRTY_DAYS.from, today: TODAY });
      expect(withoutZeros(await sumsByAwardKey(database, owner.userId))).toEqual(expected.byKey);
      // No correction entries: one entry per award key.
      const entries = await entriesOf(database, owner.userId);
      expect(entries).toHaveLength(expected.byKey.size);
    }
    // Exactly one run per person found anything to do.
    expect(results.filter((r) => r.entries > 0)).toHaveLength(2);
    expect(await ledgerInvariantViolations(database)).toEqual([]);
  });
});

describe('late data and corrections', () => {
  it('a day that arrives late is awarded with a compensating entry and extends the streak', async () => {
    userSeq += 1;
    const userId = await insertUser(database, { email: `late-${userSeq}@example.test` });
    const owner = { userId, companyId };
    // Steps over the goal (8,000) on each of the last 6 days, but yesterday's data has not arrived yet.
    const day = (date: string, steps: number) => ({ date, metric: 'steps' as const, value: steps });
    const week = dayKeys(addDays(TODAY, -6), TODAY);
    await wearables.ingest(
      owner,
      'demo',
      week.filter((date) => date !== addDays(TODAY, -1)).map((date) => day(date, 9000)),
    );
    await gamification.awardDays(owner, week);
    expect((await gamification.summary(owner)).streak).toMatchObject({ days: 1, today: true });
    // A partial value for yesterday arrives first (a sync during the day), then the full day.
    await wearables.ingest(owner, 'demo', [day(addDays(TODAY, -1), 4000)]);
    await gamification.awardDays(owner, [addDays(TODAY, -1)]);
    const partial = (await sumsByAwardKey(database, userId)).get(`goal_steps|${addDays(TODAY, -1)}`);
    expect(partial).toBeGreaterThan(0);
    await wearables.ingest(owner, 'demo', [day(addDays(TODAY, -1), 8800)]);
    await gamification.awardDays(owner, [addDays(TODAY, -1)]);

    const entries = await entriesOf(database, userId);
    const yesterdaySteps = entries.filter((e) => e.reason === 'goal_steps' && e.civilDate === addDays(TODAY, -1));
    expect(yesterdaySteps.map((e) => e.idempotencyKey)).toEqual([
      `goal_steps:${addDays(TODAY, -1)}`,
      `goal_steps:${addDays(TODAY, -1)}:2`,
    ]);
    expect(yesterdaySteps[1]!.amount).toBeGreaterThan(0);
    // The whole week now counts: 7 days, and today's points reflect the longer streak where the rules say so.
    const summary = await gamification.summary(owner);
    expect(summary.streak).toMatchObject({ days: 7, today: true });
    const { days } = await wearables.dailyValues(userId, { from: addDays(TODAY, -40), to: TODAY });
    const expected = expectedAwards({ days, goalsHistory: [], from: week[0]!, today: TODAY });
    expect(withoutZeros(await sumsByAwardKey(database, userId))).toEqual(expected.byKey);
    expect(await ledgerInvariantViolations(database)).toEqual([]);
  });

  it('a value corrected down takes points back, but never below a balance of 0', async () => {
    userSeq += 1;
    const userId = await insertUser(database, { email: `down-${userSeq}@example.test` });
    const owner = { userId, companyId };
    await wearables.ingest(owner, 'demo', [{ date: TODAY, metric: 'steps', value: 12_000 }]);
    await gamification.awardDays(owner);
    const credited = (await sumsByAwardKey(database, userId)).get(`goal_steps|${TODAY}`)!;
    expect(credited).toBeGreaterThan(0);

    // The points were spent (a redemption, as the rewards issue will write it), leaving 3.
    const [state] = await database.db.select().from(gamificationState).where(eq(gamificationState.userId, userId));
    const spend = state!.balance - 3;
    await database.db.insert(pointsLedger).values({
      userId,
      companyId,
      amount: -spend,
      reason: 'redemption',
      idempotencyKey: 'redemption:test',
      civilDate: TODAY,
    });
    await database.db.update(gamificationState).set({ balance: 3 }).where(eq(gamificationState.userId, userId));

    // The tracker corrects today's steps down to 1,000: the debit is cut to the 3 points left.
    await wearables.ingest(owner, 'demo', [{ date: TODAY, metric: 'steps', value: 1000 }]);
    await gamification.awardDays(owner);
    const [after] = await database.db.select().from(gamificationState).where(eq(gamificationState.userId, userId));
    expect(after!.balance).toBe(0);
    const correction = (await entriesOf(database, userId)).find((e) => e.idempotencyKey === `goal_steps:${TODAY}:2`);
    expect(correction?.amount).toBe(-3);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'points correction cut to the balance (never negative)', userId }),
    );
    expect(await ledgerInvariantViolations(database)).toEqual([]);
  });
});

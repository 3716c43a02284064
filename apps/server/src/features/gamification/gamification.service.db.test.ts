import { GOAL_BOUNDS, addDays } from '@openwell/contracts';
import {
  ACHIEVEMENTS,
  ONE_OFF_AWARDS,
  goalBasePoints,
  healthScore,
  levelFor,
  streakMultiplier,
} from '@openwell/gamification';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createFixedClock } from '../../lib/clock.ts';
import { createCompany } from '../../../test/helpers/accounts-fixtures.ts';
import { insertUser } from '../../../test/helpers/auth-test-kit.ts';
import {
  capturingLogger,
  connectTracker,
  entriesOf,
  gamificationServices,
  ledgerInvariantViolations,
  type LogLine,
} from '../../../test/helpers/gamification-kit.ts';
import { openTestDatabase } from '../../../test/helpers/test-database.ts';
import type { WearablesService } from '../wearables/wearables.service.ts';
import { reconcileBalancesJob } from './gamification.jobs.ts';
import type { GamificationService } from './gamification.service.ts';
import { gamificationState, pointsLedger } from './gamification.tables.ts';

/** Goals, badges, the summary, the health score, one-off awards and the nightly balance check (issue 10). */

const DAY1 = '2026-11-20';
const clock = createFixedClock(new Date(`${DAY1}T09:00:00Z`));
const setDay = (date: string) => clock.set(new Date(`${date}T09:00:00Z`));

let database: Database;
let cleanup: () => Promise<void>;
let wearables: WearablesService;
let gamification: GamificationService;
let lines: LogLine[];
let companyId: string;
let seq = 0;

beforeAll(async () => {
  ({ database, cleanup } = await openTestDatabase());
  const captured = capturingLogger();
  lines = captured.lines;
  ({ wearables, gamification } = gamificationServices({ database, clock, logger: captured.logger }));
  companyId = (await createCompany(database)).id;
});
afterAll(() => cleanup());

async function newPerson() {
  seq += 1;
  return { userId: await insertUser(database, { email: `svc-${seq}@example.test` }), companyId };
}
const steps = (date: string, value: number) => ({ date, metric: 'steps' as const, value });

describe('goals', () => {
  it('a change applies from the next civil day: today keeps its goals, tomorrow awards against the new ones', async () => {
    setDay(DAY1);
    const owner = await newPerson();
    const defaults = { steps: 8000, activeMinutes: 30, sleepHours: 7.5 };
    expect((await gamification.summary(owner)).goals).toMatchObject({ current: defaults, pending: null });

    const harder = { steps: 12_000, activeMinutes: 45, sleepHours: 8 };
    const summary = await gamification.updateGoals(owner, harder);
    expect(summary.goals.current).toEqual(defaults);
    expect(summary.goals.pending).toEqual({ ...harder, effectiveFrom: addDays(DAY1, 1) });

    // 10,000 steps: today's goal (8,000) is met, tomorrow's (12,000) is not.
    await wearables.ingest(owner, 'demo', [steps(DAY1, 10_000)]);
    await gamification.awardDays(owner);
    expect(summary.goals.today.find((g) => g.goal === 'steps')?.target).toBe(8000);
    expect((await gamification.summary(owner)).goals.today.find((g) => g.goal === 'steps')).toEqual({
      goal: 'steps',
      target: 8000,
      value: 10_000,
      met: true,
    });

    setDay(addDays(DAY1, 1));
    await wearables.ingest(owner, 'demo', [steps(addDays(DAY1, 1), 10_000)]);
    await gamification.awardDays(owner);
    const next = await gamification.summary(owner);
    expect(next.goals).toMatchObject({ current: harder, pending: null });
    expect(next.goals.today.find((g) => g.goal === 'steps')).toMatchObject({ target: 12_000, met: false });

    const amounts = new Map((await entriesOf(database, owner.userId)).map((e) => [e.idempotencyKey, e.amount]));
    // Met against 8,000 on day 1; partly against 12,000 on day 2 (no multiplier: a streak of 1 day before it).
    expect(amounts.get(`goal_steps:${DAY1}`)).toBe(goalBasePoints(10_000, 8000));
    expect(amounts.get(`goal_steps:${addDays(DAY1, 1)}`)).toBe(goalBasePoints(10_000, 12_000));
    expect(goalBasePoints(10_000, 12_000)).toBeLessThan(goalBasePoints(10_000, 8000));
  });

  it('setting the goals back to today’s leaves nothing pending', async () => {
    setDay(DAY1);
    const owner = await newPerson();
    await gamification.updateGoals(owner, { steps: 10_000, activeMinutes: 30, sleepHours: 7.5 });
    const back = await gamification.updateGoals(owner, {
      steps: GOAL_BOUNDS.steps.default,
      activeMinutes: GOAL_BOUNDS.activeMinutes.default,
      sleepHours: GOAL_BOUNDS.sleepHours.default,
    });
    expect(back.goals.pending).toBeNull();
  });
});

describe('badges', () => {
  it('a badge is new exactly once, credited once, and acknowledged', async () => {
    setDay(DAY1);
    const owner = await newPerson();
    await wearables.ingest(owner, 'demo', [steps(DAY1, 10_500)]);
    const first = await gamification.awardDays(owner);
    expect(first.newAchievements).toContain('steps_10k');
    expect((await gamification.summary(owner)).newAchievements).toContain('steps_10k');

    // Awarding again, or another day over 10,000, does not earn it again.
    await wearables.ingest(owner, 'demo', [steps(DAY1, 11_000)]);
    expect((await gamification.awardDays(owner)).newAchievements).toEqual([]);
    const badgeEntries = (await entriesOf(database, owner.userId)).filter((e) => e.reason === 'achievement');
    expect(badgeEntries.filter((e) => e.sourceRef === 'steps_10k')).toHaveLength(1);
    expect(badgeEntries.find((e) => e.sourceRef === 'steps_10k')?.amount).toBe(
      ACHIEVEMENTS.find((a) => a.id === 'steps_10k')!.points,
    );

    // Acknowledging an id that is not new (or not earned) changes nothing; the new one is then no longer new.
    await gamification.acknowledgeAchievements(owner, ['steps_10k', 'streak_100', 'no_such_badge']);
    const summary = await gamification.summary(owner);
    expect(summary.newAchievements).toEqual(first.newAchievements.filter((id) => id !== 'steps_10k'));
    const badge = summary.achievements.find((a) => a.id === 'steps_10k');
    expect(badge?.earnedAt).toBe(clock.now().toISOString());
    expect(summary.achievements.find((a) => a.id === 'streak_100')).toMatchObject({ earnedAt: null });
    expect(summary.achievements).toHaveLength(ACHIEVEMENTS.length);
  });

  it('a one-off award is credited once per cycle (the questionnaire, called by its feature), its badge once', async () => {
    setDay(DAY1);
    const owner = await newPerson();
    const first = await gamification.awardOneOff(owner, 'questionnaire_completed');
    expect(first.newAchievements).toEqual(['questionnaire_done']);
    expect(first.credited).toBe(ONE_OFF_AWARDS.questionnaire_completed);
    setDay('2027-11-19');
    expect((await gamification.awardOneOff(owner, 'questionnaire_completed')).credited).toBe(0);
    // A year after the latest credit: credited again; the badge is not.
    setDay('2027-11-20');
    const renewed = await gamification.awardOneOff(owner, 'questionnaire_completed');
    expect(renewed).toMatchObject({ credited: ONE_OFF_AWARDS.questionnaire_completed, newAchievements: [] });
    expect((await gamification.awardOneOff(owner, 'questionnaire_completed')).credited).toBe(0);
    const entries = await entriesOf(database, owner.userId);
    expect(entries.map((e) => [e.idempotencyKey, e.amount, e.civilDate])).toEqual([
      ['achievement:questionnaire_done', ACHIEVEMENTS.find((a) => a.id === 'questionnaire_done')!.points, DAY1],
      ['questionnaire_completed:2026-11-20', ONE_OFF_AWARDS.questionnaire_completed, DAY1],
      ['questionnaire_completed:2027-11-20', ONE_OFF_AWARDS.questionnaire_completed, '2027-11-20'],
    ]);
    expect(await ledgerInvariantViolations(database)).toEqual([]);
    await expect(gamification.awardOneOff(owner, 'goal_steps')).rejects.toThrow('not a one-off');
  });

  it('a tracker connection is credited once ever, however long after', async () => {
    setDay(DAY1);
    const owner = await newPerson();
    await wearables.ingest(owner, 'demo', [steps(DAY1, 1000)]);
    const connected = await gamification.awardDays(owner);
    expect(connected.byReason.tracker_connected ?? 0).toBe(0); // ingest alone is no successful sync of a tracker
    expect((await gamification.awardOneOff(owner, 'tracker_connected')).credited).toBe(
      ONE_OFF_AWARDS.tracker_connected,
    );
    setDay('2028-01-01');
    expect((await gamification.awardOneOff(owner, 'tracker_connected')).credited).toBe(0);
  });
});

describe('the summary', () => {
  it('shows balance, points earned today, level and streak from the ledger', async () => {
    setDay(DAY1);
    const owner = await newPerson();
    for (let i = 3; i >= 0; i--) await wearables.ingest(owner, 'demo', [steps(addDays(DAY1, -i), 9000)]);
    await gamification.awardDays(owner, [addDays(DAY1, -3)]);
    const entries = await entriesOf(database, owner.userId);
    const total = entries.reduce((sum, e) => sum + e.amount, 0);
    const today = entries.filter((e) => e.civilDate === DAY1).reduce((sum, e) => sum + e.amount, 0);
    const summary = await gamification.summary(owner);
    expect(summary.date).toBe(DAY1);
    // Only daily rules here: today's goals are all of today's points, no one-off award among them.
    expect(summary.points).toEqual({
      balance: total,
      earnedToday: today,
      goalsToday: today,
      awardsToday: 0,
      lifetime: total,
    });
    expect(summary.level).toEqual(levelFor(total));
    expect(summary.streak).toEqual({ days: 4, best: 4, today: true });
    // The streak of the 3 days before today gives today's streak multiplier.
    expect(streakMultiplier(3)).toBeGreaterThan(1);
    expect(summary.multipliers).toMatchObject({ streak: streakMultiplier(3), improvement: 1 });

    // A day later without data yet the streak still counts (it may still be met); two days later it is over.
    setDay(addDays(DAY1, 1));
    expect((await gamification.summary(owner)).streak).toEqual({ days: 4, best: 4, today: false });
    setDay(addDays(DAY1, 2));
    expect((await gamification.summary(owner)).streak).toEqual({ days: 0, best: 4, today: false });
    expect(await gamification.pointsHistory(owner, 100)).toMatchObject({ entries: expect.any(Array) });
    expect((await gamification.pointsHistory(owner, 2)).entries).toHaveLength(2);
  });
  it('shows the progress of badges that count the whole history as the last award run found it', async () => {
    setDay(DAY1);
    const owner = await newPerson();
    // 40 days of data, more than the 35 days of values the summary reads itself.
    for (let i = 39; i >= 0; i--) await wearables.ingest(owner, 'demo', [steps(addDays(DAY1, -i), 1000)]);
    const before = await gamification.summary(owner);
    // No award run yet: nothing known about the history badges (never a guess from the last 35 days).
    expect(before.achievements.find((a) => a.id === 'data_100')?.progress).toBeNull();
    await gamification.awardDays(owner, [addDays(DAY1, -29)]);
    const summary = await gamification.summary(owner);
    expect(summary.achievements.find((a) => a.id === 'data_100')).toMatchObject({
      earnedAt: null,
      progress: { current: 40, target: 100 },
    });
    expect(summary.achievements.find((a) => a.id === 'data_30')?.earnedAt).not.toBeNull();
  });
});

describe('the health score', () => {
  it('scores the last 7 days with the rules and compares each category with the 7 before', async () => {
    setDay(DAY1);
    const owner = await newPerson();
    const values = [];
    for (let i = 0; i < 14; i++) {
      const date = addDays(DAY1, -i);
      values.push({ date, metric: 'sleepHours' as const, value: i < 7 ? 7.4 : 6.2 });
      values.push(steps(date, 7000));
    }
    await wearables.ingest(owner, 'demo', values);
    const person = { ...owner, age: 40, gender: 'female' as const };
    const result = await gamification.healthScore(person);
    const { days } = await wearables.dailyValues(owner.userId, { from: addDays(DAY1, -13), to: DAY1 });
    const profile = { age: 40, gender: 'female' as const, heightCm: null, weightKg: null };
    const now = healthScore({ days: days.filter((d) => d.date > addDays(DAY1, -7)), profile });
    const before = healthScore({ days: days.filter((d) => d.date <= addDays(DAY1, -7)), profile });
    expect(result).toMatchObject({ from: addDays(DAY1, -6), to: DAY1, score: now.score, previousScore: before.score });
    const sleep = result.categories.find((c) => c.category === 'sleep')!;
    const sleepBefore = before.categories.find((c) => c.category === 'sleep')!;
    expect(sleep.change).toBe(sleep.score! - sleepBefore.score!);
    expect(sleep.change).toBeGreaterThan(0);
    expect(sleep.previousBasis).toEqual(sleepBefore.basis);
    expect(result.categories.find((c) => c.category === 'cardiovascular')).toMatchObject({
      score: null,
      weight: 0,
      change: null,
      // No tracker connected that withholds anything: no data, not "not shared".
      notShared: [],
    });
  });

  it('a category the tracker does not share says so, with the scope groups to allow (issue 24)', async () => {
    setDay(DAY1);
    const owner = await newPerson();
    // Fitbit with activity only: the sleep it may still have delivered before is not read.
    await connectTracker(database, owner, { grantedScopes: ['activity_and_fitness'], at: clock.now() });
    const values = [];
    for (let i = 0; i < 7; i++) {
      values.push(steps(addDays(DAY1, -i), 8000));
      values.push({ date: addDays(DAY1, -i), metric: 'sleepHours' as const, value: 7.4 });
    }
    await wearables.ingest(owner, 'google-health', values);
    const result = await gamification.healthScore({ ...owner, age: 40, gender: 'female' as const });
    const byCategory = Object.fromEntries(result.categories.map((c) => [c.category, c]));
    expect(byCategory.activity).toMatchObject({ notShared: [] });
    expect(byCategory.activity!.score).not.toBeNull();
    expect(byCategory.consistency).toMatchObject({ notShared: [] });
    expect(byCategory.sleep).toMatchObject({ score: null, notShared: ['sleep'] });
    expect(byCategory.cardiovascular).toMatchObject({ score: null, notShared: ['health_metrics_and_measurements'] });
    expect(byCategory.vitalSigns).toMatchObject({ score: null, notShared: ['health_metrics_and_measurements'] });
    expect(byCategory.bodyComposition).toMatchObject({ score: null, notShared: ['health_metrics_and_measurements'] });
  });
});

describe('the nightly balance check', () => {
  it('finds a cached balance that differs from the ledger, logs an error and repairs it; then finds nothing', async () => {
    setDay(DAY1);
    const owner = await newPerson();
    await wearables.ingest(owner, 'demo', [steps(DAY1, 9000)]);
    await gamification.awardDays(owner);
    const [state] = await database.db
      .select()
      .from(gamificationState)
      .where(eq(gamificationState.userId, owner.userId));
    await database.db
      .update(gamificationState)
      .set({ balance: state!.balance + 7, lifetimePoints: 3 })
      .where(eq(gamificationState.userId, owner.userId));
    // And entries without a state row (written by something else than the awards).
    const other = await newPerson();
    await database.db.insert(pointsLedger).values({
      ...other,
      amount: 5,
      reason: 'consistency',
      idempotencyKey: `consistency:${DAY1}`,
      civilDate: DAY1,
    });
    expect(await ledgerInvariantViolations(database)).not.toEqual([]);

    const ctx = { database, logger: capturingLogger().logger, now: () => clock.now() };
    const captured = capturingLogger();
    await reconcileBalancesJob.handler({}, { ...ctx, logger: captured.logger });
    const errors = captured.lines.filter((l) => l.level === 50);
    expect(errors.map((l) => l.userId).sort()).toEqual([owner.userId, other.userId].sort());
    const [repaired] = await database.db
      .select()
      .from(gamificationState)
      .where(eq(gamificationState.userId, owner.userId));
    expect(repaired).toMatchObject({ balance: state!.balance, lifetimePoints: state!.lifetimePoints });
    // points_monthly is kept by the awards only: the stray entry above is not in it, so only the state is checked.
    const stateProblems = (await ledgerInvariantViolations(database)).filter((p) => !p.startsWith('monthly'));
    expect(stateProblems).toEqual([]);

    const again = capturingLogger();
    await reconcileBalancesJob.handler({}, { ...ctx, logger: again.logger });
    expect(again.lines.filter((l) => l.level === 50)).toEqual([]);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });
});

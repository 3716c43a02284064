import { getGamification, getHealthScore, updateConsents } from '@openwell/contracts';
import { ONE_OFF_AWARDS, achievementById } from '@openwell/gamification';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsService } from '../src/features/accounts/accounts.service.ts';
import { createCompanyMembers } from '../src/features/accounts/accounts.members.ts';
import { createCompaniesService } from '../src/features/companies/companies.service.ts';
import { pointsLedger, userAchievements } from '../src/features/gamification/gamification.tables.ts';
import {
  createQuestionnaireService,
  type QuestionnaireService,
} from '../src/features/questionnaire/questionnaire.service.ts';
import { createFixedClock } from '../src/lib/clock.ts';
import { createSilentLogger } from '../src/lib/logger.ts';
import { createCompany, signIn, signUp, type TestCompany, type TestSession } from './helpers/accounts-fixtures.ts';
import { callEndpoint, expectOk } from './helpers/api-client.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { gamificationServices, ledgerInvariantViolations } from './helpers/gamification-kit.ts';
import { completeAnswers, questionnaireCalls, type TQuestionnaireCalls } from './helpers/questionnaire-kit.ts';

/**
 * What the questionnaire feeds (issue 12): the completion's points once per yearly cycle (however often and however
 * concurrently it is saved) with the badge once; the latest height and weight in the health score's body
 * composition; the focus areas for the AI coach only with the AI consent.
 */

const START = new Date('2026-05-04T08:00:00Z');
const clock = createFixedClock(START);
const POINTS = ONE_OFF_AWARDS.questionnaire_completed!;
let t: TestApp;
let origin: string;
let company: TestCompany;
let q: TQuestionnaireCalls;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' }, clock });
  origin = t.config.publicUrl;
  company = await createCompany(t.database, { name: 'Feeds AG', departments: ['Ops'] });
  q = questionnaireCalls(t.app);
});
afterAll(() => t.cleanup());

const ledgerOf = (session: TestSession) =>
  t.database.db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, session.userId), eq(pointsLedger.reason, 'questionnaire_completed')));
const badgesOf = (session: TestSession) =>
  t.database.db
    .select()
    .from(userAchievements)
    .where(and(eq(userAchievements.userId, session.userId), eq(userAchievements.achievementId, 'questionnaire_done')));

describe('points for completing it', () => {
  it('are credited once however often it is saved (100, then 0), with the badge once', async () => {
    clock.set(START);
    const person = await signUp(t.app, origin, company);
    const awarded: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await q.submit(person, completeAnswers());
      expect(response.status).toBe(201);
      awarded.push(response.body.pointsAwarded);
    }
    expect(awarded).toEqual([POINTS, 0, 0]);
    expect(await ledgerOf(person)).toHaveLength(1);
    expect(await badgesOf(person)).toHaveLength(1);
    const summary = expectOk(await callEndpoint(t.app, person, getGamification));
    expect(summary.points.lifetime).toBe(POINTS + achievementById('questionnaire_done')!.points);
    expect(summary.achievements.find((a) => a.id === 'questionnaire_done')!.earnedAt).not.toBeNull();
    expect(await ledgerInvariantViolations(t.database)).toEqual([]);
  });

  it('20 completions at once credit them once', async () => {
    clock.set(START);
    const person = await signUp(t.app, origin, company);
    const responses = await Promise.all(Array.from({ length: 20 }, () => q.submit(person, completeAnswers())));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    const awarded = responses.map((r) => r.body.pointsAwarded).sort((a, b) => b - a);
    expect(awarded).toEqual([POINTS, ...Array(19).fill(0)]);
    expect((await q.list(person)).body.submissions).toHaveLength(20);
    expect(await ledgerOf(person)).toHaveLength(1);
    expect(await badgesOf(person)).toHaveLength(1);
    expect(await ledgerInvariantViolations(t.database)).toEqual([]);
  });

  it('are credited again a year after the last credit, not a day before; the badge stays one', async () => {
    clock.set(START);
    let person = await signUp(t.app, origin, company);
    expect((await q.submit(person, completeAnswers())).body.pointsAwarded).toBe(POINTS);

    clock.set(new Date('2027-05-03T20:00:00Z'));
    person = await signIn(t.app, origin, person);
    expect((await q.submit(person, completeAnswers())).body.pointsAwarded).toBe(0);
    expect((await q.profile(person)).body).toMatchObject({ completedOn: '2027-05-03', reviewDueOn: '2028-05-03' });

    clock.set(new Date('2027-05-04T08:00:00Z'));
    person = await signIn(t.app, origin, person);
    expect((await q.submit(person, completeAnswers())).body.pointsAwarded).toBe(POINTS);
    expect((await q.submit(person, completeAnswers())).body.pointsAwarded).toBe(0);
    expect((await ledgerOf(person)).map((entry) => entry.civilDate).sort()).toEqual(['2026-05-04', '2027-05-04']);
    expect(await badgesOf(person)).toHaveLength(1);
    expect(await ledgerInvariantViolations(t.database)).toEqual([]);
  });

  it('stay when the answers are deleted, and a new completion in the cycle credits nothing', async () => {
    clock.set(START);
    const person = await signUp(t.app, origin, company);
    expect((await q.submit(person, completeAnswers())).body.pointsAwarded).toBe(POINTS);
    expect((await q.deleteAll(person)).status).toBe(204);
    expect(await ledgerOf(person)).toHaveLength(1);
    expect((await q.submit(person, completeAnswers())).body.pointsAwarded).toBe(0);
  });
});

describe('the health score', () => {
  it("takes body composition from the questionnaire's height and weight (BMI), the latest version's", async () => {
    clock.set(START);
    const person = await signUp(t.app, origin, company);
    const score = async () =>
      expectOk(await callEndpoint(t.app, person, getHealthScore)).categories.find(
        (c) => c.category === 'bodyComposition',
      );

    expect(await score()).toMatchObject({ score: null, basis: null });
    await q.submit(person, completeAnswers()); // 168 cm, 64.5 kg: BMI 22.9
    expect(await score()).toMatchObject({ score: 100, basis: { key: 'bodyComposition.bmi', values: { bmi: 22.9 } } });
    clock.advance(60_000);
    await q.submit(person, { ...completeAnswers(), body: { heightCm: 168, weightKg: 96 } }); // BMI 34
    const latest = (await score())!;
    expect(latest.basis).toEqual({ key: 'bodyComposition.bmi', values: { bmi: 34 } });
    expect(latest.score).toBeLessThan(60);
    // Without height there is no BMI.
    clock.advance(60_000);
    await q.submit(person, { ...completeAnswers(), body: { weightKg: 70 } });
    expect(await score()).toMatchObject({ score: null, basis: null });
    await q.submit(person, completeAnswers());
    expect((await q.deleteAll(person)).status).toBe(204);
    expect(await score()).toMatchObject({ score: null, basis: null });
  });
});

describe('the focus areas for the AI coach', () => {
  let coach: QuestionnaireService;
  beforeAll(() => {
    const logger = createSilentLogger();
    const companiesService = createCompaniesService({ database: t.database, members: createCompanyMembers() });
    const accounts = createAccountsService({
      database: t.database,
      // Reading profiles and consents uses neither.
      authService: {
        createCredentialUser: () => Promise.reject(new Error('not used')),
        setLanguage: () => Promise.reject(new Error('not used')),
      },
      companiesService,
    });
    const { wearables, gamification } = gamificationServices({ database: t.database, clock, logger, timeZone: 'UTC' });
    coach = createQuestionnaireService({
      database: t.database,
      logger,
      clock,
      encryptionKey: t.encryptionKey,
      timeZones: accounts,
      healthDays: { dailyValues: (userId, range, executor) => wearables.dailyValues(userId, range, executor) },
      points: gamification,
      people: {
        profileOf: (userId) => accounts.getProfile(userId),
        aiConsentGiven: (userId) => accounts.hasConsent(userId, 'ai_tips'),
      },
    });
  });

  const setAiConsent = async (session: TestSession, aiTips: boolean) => {
    expect((await callEndpoint(t.app, session, updateConsents, { body: { aiTips } })).status).toBe(200);
  };

  it("are the profile's focus areas while the AI consent is given, else null", async () => {
    clock.set(START);
    const person = await signUp(t.app, origin, company, {
      consents: { dataProcessing: true, aiTips: false, companyInsights: false },
    });
    expect(await coach.focusAreasForCoach(person.userId)).toBeNull();
    await setAiConsent(person, true);
    // No questionnaire yet: nothing to offer.
    expect(await coach.focusAreasForCoach(person.userId)).toBeNull();

    await q.submit(person, completeAnswers()); // stress 5, smoking daily: focus areas
    const profile = (await q.profile(person)).body.profile!;
    expect(profile.focusAreas.length).toBeGreaterThan(0);
    expect(await coach.focusAreasForCoach(person.userId)).toEqual(profile.focusAreas);

    await setAiConsent(person, false);
    expect(await coach.focusAreasForCoach(person.userId)).toBeNull();
    await setAiConsent(person, true);
    expect(await coach.focusAreasForCoach(person.userId)).toEqual(profile.focusAreas);
    await q.deleteAll(person);
    expect(await coach.focusAreasForCoach(person.userId)).toBeNull();
  });
});

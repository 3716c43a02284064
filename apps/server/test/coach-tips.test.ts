import { COACH_TIPS_PER_DAY } from '@openwell/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachTips } from '../src/features/coach/coach.tables.ts';
import { createFixedClock } from '../src/lib/clock.ts';
import { createCompany, signUp, type TestCompany, type TestSession } from './helpers/accounts-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { coachCalls, seedDays, type TCoachCalls } from './helpers/coach-kit.ts';
import { completeAnswers, questionnaireCalls } from './helpers/questionnaire-kit.ts';

/**
 * The daily tip (issue 13, ADR 021): picked once a day from the person's facts and the same all day, grounded in a
 * named fact with its figures (the why names the number the facts hold), another on request up to COACH_TIPS_PER_DAY
 * (then 429), a new one the next day; two first requests at once store one; only with the AI consent, withdrawn at
 * once. A tip without tracker figures is never kept past the first data (issue 24): the tip follows the first sync
 * the same day.
 */

const START = new Date('2026-05-04T10:00:00Z'); // 12:00 in Zurich
const TODAY = '2026-05-04';
const clock = createFixedClock(START);
let t: TestApp;
let origin: string;
let company: TestCompany;
let c: TCoachCalls;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' }, clock });
  origin = t.config.publicUrl;
  company = await createCompany(t.database, { name: 'Coach Tips AG', departments: ['Ops'] });
  c = coachCalls(t.app);
});
afterAll(() => t.cleanup());

/** A person who slept 6.1 h a night this week against 7.2 h before, with 9,000 steps a day. */
async function shortSleeper(): Promise<TestSession> {
  const person = await signUp(t.app, origin, company, {
    consents: { dataProcessing: true, aiTips: true, companyInsights: false },
  });
  await seedDays(t.database, { userId: person.userId, companyId: company.id }, TODAY, 35, {
    sleepHours: (ago) => (ago < 7 ? 6.1 : 7.2),
    steps: () => 9000,
    activeMinutes: () => 35,
  });
  return person;
}

const tipRows = (person: TestSession) =>
  t.database.db.select().from(coachTips).where(eq(coachTips.userId, person.userId));

/** The days a first sync stores: this week's short sleep against the usual, steps and active minutes. */
const firstSync = (person: TestSession) =>
  seedDays(t.database, { userId: person.userId, companyId: company.id }, TODAY, 35, {
    sleepHours: (ago) => (ago < 7 ? 6.1 : 7.2),
    steps: () => 9000,
    activeMinutes: () => 35,
  });

describe('the tip before and after the first data', () => {
  it('the no-data tip is never stored: after the first sync the same day, the tip is from the data', async () => {
    clock.set(START);
    const person = await signUp(t.app, origin, company, {
      consents: { dataProcessing: true, aiTips: true, companyInsights: false },
    });
    const before = await c.tip(person);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ fact: 'no_data', sequence: 1, anotherAvailable: false });
    expect(before.body.text).toMatch(/^Connect and sync your tracker/);
    // "Another tip" has nothing else to give: the same general tip, nothing stored, nothing counted.
    const another = await c.nextTip(person);
    expect(another.status).toBe(200);
    expect(another.body).toMatchObject({ fact: 'no_data', sequence: 1 });
    expect(await tipRows(person)).toEqual([]);

    await firstSync(person);
    clock.set(new Date('2026-05-04T10:05:00Z'));
    const after = await c.tip(person);
    expect(after.body.fact).toMatch(/^sleep_/);
    expect(after.body).toMatchObject({ sequence: 1, anotherAvailable: true });
    expect(after.body.why).toMatch(/6[.,]1/);
    // From now on the day's tip is kept as before.
    expect((await c.tip(person)).raw).toEqual(after.raw);
    expect(await tipRows(person)).toHaveLength(1);
  });

  it('tips picked before there were figures (focus areas) give way to the first tip from the data', async () => {
    clock.set(START);
    const person = await signUp(t.app, origin, company, {
      consents: { dataProcessing: true, aiTips: true, companyInsights: false },
    });
    expect((await questionnaireCalls(t.app).submit(person, completeAnswers())).status).toBe(201);
    const before = (await c.tip(person)).body;
    expect(before.fact).toBe('focus_area');
    const second = (await c.nextTip(person)).body;
    expect(second).toMatchObject({ sequence: 2 });
    expect(await tipRows(person)).toHaveLength(2);
    // Without figures they stand.
    expect((await c.tip(person)).body.tipId).toBe(second.tipId);

    await firstSync(person);
    const answers = await Promise.all([c.tip(person), c.tip(person)]);
    for (const answer of answers) {
      expect(answer.body.fact).toMatch(/^sleep_/);
      expect(answer.body.sequence).toBe(1);
    }
    const rows = await tipRows(person);
    expect(rows.map((row) => row.sequence)).toEqual([1]);
    expect((await c.tip(person)).raw).toEqual(answers[0]!.raw);
    // "Another tip" goes on from the data's tips, the focus areas among them again.
    expect((await c.nextTip(person)).body).toMatchObject({ sequence: 2 });
  });
});

describe('the daily tip', () => {
  it('names a true fact with its number, and is the same all day', async () => {
    clock.set(START);
    const person = await shortSleeper();
    const facts = (await c.facts(person)).body;
    expect(facts.sleepHours).toMatchObject({ week: 6.1, baseline: 7.2 });
    const tip = await c.tip(person);
    expect(tip.status).toBe(200);
    expect(tip.body).toMatchObject({ date: TODAY, sequence: 1, anotherAvailable: true, demoData: false });
    expect(tip.body.fact).toMatch(/^sleep_/);
    expect(tip.body.why).toMatch(/6[.,]1/);
    clock.set(new Date('2026-05-04T20:00:00Z'));
    expect((await c.tip(person)).raw).toEqual(tip.raw);
    expect(await tipRows(person)).toHaveLength(1);
  });

  it(`another tip: a different one each time, ${COACH_TIPS_PER_DAY} a day, then 429; a new day starts again`, async () => {
    clock.set(START);
    const person = await shortSleeper();
    const first = (await c.tip(person)).body;
    const seen = [first.tipId];
    for (let sequence = 2; sequence <= COACH_TIPS_PER_DAY; sequence++) {
      const next = await c.nextTip(person);
      expect(next.status).toBe(200);
      expect(next.body.sequence).toBe(sequence);
      expect(next.body.anotherAvailable).toBe(sequence < COACH_TIPS_PER_DAY);
      seen.push(next.body.tipId);
    }
    expect((await c.tip(person)).body.tipId).toBe(seen.at(-1));
    const limited = await c.nextTip(person);
    expect(limited.status).toBe(429);
    expect(limited.error?.code).toBe('COACH_TIP_LIMIT_REACHED');
    expect(new Set(seen.slice(0, 2)).size).toBe(2);

    clock.set(new Date('2026-05-05T06:00:00Z'));
    expect((await c.tip(person)).body).toMatchObject({ date: '2026-05-05', sequence: 1 });
  });

  it('two first requests at once store one tip', async () => {
    clock.set(START);
    const person = await shortSleeper();
    const answers = await Promise.all([c.tip(person), c.tip(person), c.tip(person)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.tipId)).size).toBe(1);
    expect(await tipRows(person)).toHaveLength(1);
  });

  it("follows the person's language", async () => {
    clock.set(START);
    const person = await shortSleeper();
    const english = (await c.tip(person)).body;
    expect((await c.language(person, 'de')).status).toBe(200);
    const german = (await c.tip(person)).body;
    expect(german.tipId).toBe(english.tipId);
    expect(german.text).not.toBe(english.text);
    // The language the app is read in wins over the profile's, when the request names it.
    const french = (await c.tip(person, 'fr')).body;
    expect(french.tipId).toBe(english.tipId);
    expect(french.text).not.toBe(german.text);
    expect(french.text).not.toBe(english.text);
    expect((await c.tip(person, 'xx')).status).toBe(400);
  });

  it('403 AI_CONSENT_REQUIRED without the consent, at once after withdrawing it', async () => {
    clock.set(START);
    const without = await signUp(t.app, origin, company);
    for (const answer of [await c.tip(without), await c.nextTip(without), await c.facts(without)]) {
      expect(answer.status).toBe(403);
      expect(answer.error?.code).toBe('AI_CONSENT_REQUIRED');
    }
    expect(await tipRows(without)).toEqual([]);

    const person = await shortSleeper();
    expect((await c.tip(person)).status).toBe(200);
    expect((await c.consent(person, false)).status).toBe(200);
    expect((await c.tip(person)).status).toBe(403);
    expect((await c.nextTip(person)).status).toBe(403);
    expect((await c.consent(person, true)).status).toBe(200);
    expect((await c.tip(person)).status).toBe(200);
  });
});

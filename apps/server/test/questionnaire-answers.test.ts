import {
  QUESTIONNAIRE_VERSION,
  normalizeAnswers,
  type TEndpoint,
  type TQuestionnaireAnswers,
} from '@openwell/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaireDrafts, questionnaireSubmissions } from '../src/features/questionnaire/questionnaire.tables.ts';
import { createFixedClock } from '../src/lib/clock.ts';
import { createCompany, signUp, type TestCompany, type TestSession } from './helpers/accounts-fixtures.ts';
import type { TEndpointAnswer } from './helpers/api-client.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { completeAnswers, questionnaireCalls, type TQuestionnaireCalls } from './helpers/questionnaire-kit.ts';

/**
 * The questionnaire's answers (issue 12): a draft saved per step and resumed, completions kept as versions (newest
 * first), the draft discarded, everything deleted; out-of-range and malformed answers refused with the fields named,
 * answers of another definition version refused as outdated, and a refused save changes nothing stored; the women's
 * section dropped for a man and kept for a woman.
 */

const clock = createFixedClock(new Date('2026-05-04T08:00:00Z'));
let t: TestApp;
let company: TestCompany;
let q: TQuestionnaireCalls;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' }, clock });
  company = await createCompany(t.database, { name: 'Anamnese AG', departments: ['Care'] });
  q = questionnaireCalls(t.app);
});
afterAll(() => t.cleanup());

const newPerson = (gender: 'female' | 'male' = 'female', age = 41) =>
  signUp(t.app, t.config.publicUrl, company, { gender, age });

const storedRows = async (session: TestSession) => ({
  drafts: await t.database.db.select().from(questionnaireDrafts).where(eq(questionnaireDrafts.userId, session.userId)),
  submissions: await t.database.db
    .select()
    .from(questionnaireSubmissions)
    .where(eq(questionnaireSubmissions.userId, session.userId)),
});

describe('the draft', () => {
  it('starts empty with the age and gender from the profile', async () => {
    const person = await newPerson('female', 37);
    const state = await q.state(person);
    expect(state.status).toBe(200);
    expect(state.body).toEqual({
      version: QUESTIONNAIRE_VERSION,
      age: 37,
      gender: 'female',
      draft: null,
      latest: null,
    });
    expect((await q.profile(person)).body).toMatchObject({ status: 'not_started', draftStep: null, profile: null });
  });

  it('is saved at each step and resumed where the person stopped, keeping when it was started', async () => {
    const person = await newPerson();
    const first = await q.saveDraft(person, {
      step: 'body',
      answers: { consent: { dataProcessing: true }, body: { heightCm: 170 } },
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      version: QUESTIONNAIRE_VERSION,
      step: 'body',
      answers: { consent: { dataProcessing: true }, body: { heightCm: 170 } },
      updatedAt: clock.now().toISOString(),
    });
    const [started] = (await storedRows(person)).drafts;

    clock.advance(60_000);
    const answers = {
      consent: { dataProcessing: true },
      body: { heightCm: 170, weightKg: 71.2 },
      lifestyle: { fitness: 3, stress: null, specialDiet: 'vegan' },
      medications: { takesMedication: false, names: 'left over from before' },
    };
    expect((await q.saveDraft(person, { step: 'lifestyle', answers })).status).toBe(200);

    // Another device: the state resumes at the step, with the answers normalised (nulls and hidden answers dropped).
    const resumed = (await q.state(person)).body;
    expect(resumed.draft).toEqual({
      version: QUESTIONNAIRE_VERSION,
      step: 'lifestyle',
      answers: {
        consent: { dataProcessing: true },
        body: { heightCm: 170, weightKg: 71.2 },
        medications: { takesMedication: false },
        lifestyle: { fitness: 3, specialDiet: 'vegan' },
      },
      updatedAt: clock.now().toISOString(),
    });
    expect(resumed.latest).toBeNull();
    const [row] = (await storedRows(person)).drafts;
    expect(row!.startedAt).toEqual(started!.startedAt);
    expect(row!.updatedAt.getTime()).toBe(clock.now().getTime());
    expect((await q.profile(person)).body).toMatchObject({ status: 'in_progress', draftStep: 'lifestyle' });
  });

  it('is discarded (204, also when there is none); completed versions stay', async () => {
    const person = await newPerson();
    expect((await q.discardDraft(person)).status).toBe(204);
    expect((await q.submit(person, completeAnswers())).status).toBe(201);
    await q.saveDraft(person, { step: 'body', answers: { consent: { dataProcessing: true } } });
    expect((await q.discardDraft(person)).status).toBe(204);
    const state = (await q.state(person)).body;
    expect(state.draft).toBeNull();
    expect(state.latest).not.toBeNull();
    expect((await storedRows(person)).drafts).toHaveLength(0);
  });
});

describe('completing it', () => {
  it('stores every completion as a version, newest first, removes the draft and answers with the profile', async () => {
    const person = await newPerson();
    await q.saveDraft(person, { step: 'motivation', answers: completeAnswers() });
    const versions: string[] = [];
    for (const stress of [5, 3, 1]) {
      clock.advance(3_600_000);
      const answers = { ...completeAnswers(), lifestyle: { ...completeAnswers().lifestyle, stress } };
      const response = await q.submit(person, answers);
      expect(response.status).toBe(201);
      const body = response.body;
      expect(body.submission).toEqual({
        id: expect.any(String),
        version: QUESTIONNAIRE_VERSION,
        completedAt: clock.now().toISOString(),
        completedOn: '2026-05-04',
      });
      expect(body.profile.domains.map((d: { domain: string }) => d.domain)).toEqual([
        'activity',
        'nutrition',
        'sleep',
        'stress',
        'substances',
        'bodyComposition',
      ]);
      versions.unshift(body.submission.id);
    }
    const list = (await q.list(person)).body;
    expect(list.submissions.map((s: { id: string }) => s.id)).toEqual(versions);
    const oldest = (await q.submission(person, versions[2]!)).body;
    expect(oldest.answers.lifestyle!.stress).toBe(5);
    const state = (await q.state(person)).body;
    expect(state.draft).toBeNull();
    expect(state.latest!.id).toBe(versions[0]);
    expect(state.latest!.answers).toEqual({
      ...completeAnswers(),
      lifestyle: { ...completeAnswers().lifestyle, stress: 1 },
    });

    // The plain columns: the day, the WHO band of 64.5 kg at 168 cm (BMI 22.9) and the ratings of the profile.
    const { submissions } = await storedRows(person);
    expect(submissions).toHaveLength(3);
    for (const row of submissions) {
      expect(row.completedOn).toBe('2026-05-04');
      expect(row.bmiBand).toBe('normal');
      expect(Object.keys(row.ratings).sort()).toEqual([
        'activity',
        'bodyComposition',
        'nutrition',
        'sleep',
        'stress',
        'substances',
      ]);
    }

    const profile = (await q.profile(person)).body;
    expect(profile).toMatchObject({
      status: 'completed',
      completedAt: clock.now().toISOString(),
      completedOn: '2026-05-04',
      draftStep: null,
      reviewDueOn: '2027-05-04',
      reviewDue: false,
    });
    expect(profile.profile!.domains).toHaveLength(6);
  });

  it('without height and weight stores no BMI band', async () => {
    const person = await newPerson();
    expect((await q.submit(person, { consent: { dataProcessing: true } })).status).toBe(201);
    expect((await storedRows(person)).submissions[0]!.bmiBand).toBeNull();
  });

  it('deleting removes every version and the draft; the state is empty again', async () => {
    const person = await newPerson();
    const first = (await q.submit(person, completeAnswers())).body.submission.id;
    await q.submit(person, completeAnswers());
    await q.saveDraft(person, { step: 'body', answers: { consent: { dataProcessing: true } } });
    expect((await q.deleteAll(person)).status).toBe(204);
    expect(await storedRows(person)).toEqual({ drafts: [], submissions: [] });
    expect((await q.state(person)).body).toMatchObject({ draft: null, latest: null });
    expect((await q.list(person)).body).toEqual({ submissions: [] });
    expect((await q.submission(person, first)).status).toBe(404);
    expect((await q.profile(person)).body).toMatchObject({ status: 'not_started', profile: null });
    expect((await q.deleteAll(person)).status).toBe(204);
  });
});

describe('refused answers', () => {
  let person: TestSession;
  let stored: Awaited<ReturnType<typeof storedRows>>;
  const saved: TQuestionnaireAnswers = { consent: { dataProcessing: true }, body: { heightCm: 172 } };

  beforeAll(async () => {
    person = await newPerson();
    await q.saveDraft(person, { step: 'body', answers: saved });
    await q.submit(person, completeAnswers());
    await q.saveDraft(person, { step: 'body', answers: saved });
    stored = await storedRows(person);
  });

  /** The issues' paths of a VALIDATION_FAILED answer. */
  const issuePaths = (response: Pick<TEndpointAnswer<TEndpoint>, 'status' | 'error'>) => {
    expect(response.status).toBe(400);
    expect(response.error?.code).toBe('VALIDATION_FAILED');
    return (response.error?.details as { issues: Array<{ path: string }> }).issues.map((issue) => issue.path);
  };

  const withAnswers = (answers: unknown) => [
    () => q.saveDraft(person, { step: 'body', answers }),
    () => q.submit(person, answers),
  ];

  it.each([
    ['without the consent', { body: { heightCm: 170 } }, 'answers.consent'],
    ['with the consent refused', { consent: { dataProcessing: false } }, 'answers.consent.dataProcessing'],
    ['with a height of 99 cm', { ...saved, body: { heightCm: 99 } }, 'answers.body.heightCm'],
    ['with a weight of 400.5 kg', { ...saved, body: { weightKg: 400.5 } }, 'answers.body.weightKg'],
    [
      'with a severity of 11',
      { ...saved, complaints: { other: [{ item: 'migraine', severity: 11 }] } },
      'answers.complaints.other.0.severity',
    ],
    [
      'with a severity of 2.5',
      { ...saved, complaints: { internal: [{ item: 'asthma', severity: 2.5 }] } },
      'answers.complaints.internal.0.severity',
    ],
    [
      'with a custom complaint without a name',
      { ...saved, complaints: { orthopedic: [{ item: 'custom', severity: 3 }] } },
      'answers.complaints.orthopedic.0.name',
    ],
    ['with a height as text', { ...saved, body: { heightCm: '170' } }, 'answers.body.heightCm'],
    ['with an unknown option', { ...saved, substances: { smoking: 'sometimes' } }, 'answers.substances.smoking'],
    ['with an unknown question', { ...saved, body: { heightCm: 170, shoeSize: 42 } }, 'answers.body'],
    ['with an unknown section', { ...saved, horoscope: { sign: 'leo' } }, 'answers'],
    ['with a cycle of 91 days', { ...saved, womensHealth: { cycleDays: 91 } }, 'answers.womensHealth.cycleDays'],
    [
      'with a text over 500 characters',
      { ...saved, motivation: { dailyChallenges: 'x'.repeat(501) } },
      'answers.motivation.dailyChallenges',
    ],
  ])('%s: 400 VALIDATION_FAILED naming the field, nothing stored changes', async (_name, answers, path) => {
    for (const send of withAnswers(answers)) expect(issuePaths(await send())).toContain(path);
    expect(await storedRows(person)).toEqual(stored);
  });

  it('a body that is not an object, or a step that does not exist, is refused the same way', async () => {
    expect(issuePaths(await q.saveDraft(person, { step: 'horoscope', answers: saved }))).toContain('step');
    expect(issuePaths(await q.submit(person, 'all good'))).toContain('answers');
    expect(issuePaths(await q.submit(person, saved, 'one'))).toContain('version');
    expect(await storedRows(person)).toEqual(stored);
  });

  it('answers for another version of the definition are QUESTIONNAIRE_VERSION_OUTDATED (409), even when malformed', async () => {
    for (const version of [QUESTIONNAIRE_VERSION + 1, 0]) {
      for (const response of [
        await q.saveDraft(person, { step: 'body', answers: saved, version }),
        await q.submit(person, saved, version),
        await q.submit(person, { body: { heightCm: 99 } }, version),
      ]) {
        expect(response.status).toBe(409);
        expect(response.error).toMatchObject({
          code: 'QUESTIONNAIRE_VERSION_OUTDATED',
          details: { version: QUESTIONNAIRE_VERSION },
        });
      }
    }
    expect(await storedRows(person)).toEqual(stored);
  });
});

describe("the women's section", () => {
  it("is dropped from a man's answers (draft and submission) and kept in a woman's", async () => {
    const man = await newPerson('male');
    const woman = await newPerson('female');
    const answers = completeAnswers();
    expect(answers.womensHealth).toBeDefined();

    expect((await q.saveDraft(man, { step: 'womensHealth', answers })).body.answers.womensHealth).toBeUndefined();
    const manState = (await q.state(man)).body;
    expect(manState.gender).toBe('male');
    expect(manState.draft!.answers.womensHealth).toBeUndefined();
    const manId = (await q.submit(man, answers)).body.submission.id;
    const manVersion = (await q.submission(man, manId)).body;
    expect(manVersion.answers.womensHealth).toBeUndefined();
    expect(manVersion.answers).toEqual(normalizeAnswers(answers, 'male'));
    expect(manVersion.answers.medications).toEqual(answers.medications);

    const womanId = (await q.submit(woman, answers)).body.submission.id;
    expect((await q.submission(woman, womanId)).body.answers.womensHealth).toEqual(answers.womensHealth);
  });
});

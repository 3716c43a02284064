import { ENDPOINTS, type TEndpoint } from '@openwell/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaireDrafts, questionnaireSubmissions } from '../src/features/questionnaire/questionnaire.tables.ts';
import { createCompany, signUp, type TestSession } from './helpers/accounts-fixtures.ts';
import { callEndpoint, type TCallInput } from './helpers/api-client.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import {
  MEDICATION_MARKER,
  completeAnswers,
  encodingsOf,
  questionnaireCalls,
  type TQuestionnaireCalls,
} from './helpers/questionnaire-kit.ts';

/**
 * Answers are special-category health data (issue 12): only the person gets them, and only from the questionnaire's
 * endpoints. Another employee of the same company gets 404 for the person's submission id (never 403, so ids cannot
 * be probed) and only their own, empty, questionnaire. That employers (own company or another) and admins get 403
 * from every questionnaire endpoint, and that no endpoint answers anything of the answers to anyone else (nor lets a
 * colleague change them), is the privacy table's (privacy.test.ts).
 */

let t: TestApp;
let q: TQuestionnaireCalls;
let person: TestSession;
let colleague: TestSession;
let submissionId: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' } });
  const origin = t.config.publicUrl;
  q = questionnaireCalls(t.app);
  const company = await createCompany(t.database, { name: 'Private Health AG', departments: ['Ops'] });
  // With the AI consent, so that the coach (which reads the answers' focus areas) answers the person too.
  person = await signUp(t.app, origin, company, {
    consents: { dataProcessing: true, aiTips: true, companyInsights: true },
  });
  colleague = await signUp(t.app, origin, company);

  const submitted = await q.submit(person, completeAnswers());
  expect(submitted.status).toBe(201);
  submissionId = (submitted.body as { submission: { id: string } }).submission.id;
  expect((await q.saveDraft(person, { step: 'motivation', answers: completeAnswers() })).status).toBe(200);
});
afterAll(() => t.cleanup());

const personRows = async () => ({
  drafts: await t.database.db.select().from(questionnaireDrafts).where(eq(questionnaireDrafts.userId, person.userId)),
  submissions: await t.database.db
    .select()
    .from(questionnaireSubmissions)
    .where(eq(questionnaireSubmissions.userId, person.userId)),
});

/** Whether a response body carries anything of the person's answers. */
function leaks(body: string): string[] {
  const forms = [
    ...encodingsOf(MEDICATION_MARKER),
    ...encodingsOf('Walks by the lake'),
    ...encodingsOf('Left wrist'),
    submissionId,
    '"womensHealth"',
    '"medications"',
  ];
  return forms.filter((form) => body.includes(form));
}

describe("one person's answers", () => {
  it('the person gets them back', async () => {
    const own = await q.submission(person, submissionId);
    expect(own.status).toBe(200);
    expect(leaks(own.raw).length).toBeGreaterThan(0);
    expect(leaks((await q.state(person)).raw).length).toBeGreaterThan(0);
  });

  it("another employee gets 404 for the person's submission and only their own, empty questionnaire", async () => {
    const before = await personRows();
    const probe = await q.submission(colleague, submissionId);
    expect(probe.status).toBe(404);
    expect(probe.error?.code).toBe('NOT_FOUND');
    // The same answer as for an id that does not exist.
    const unknown = await q.submission(colleague, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(probe.body);

    expect((await q.state(colleague)).body).toMatchObject({ draft: null, latest: null });
    expect((await q.list(colleague)).body).toEqual({ submissions: [] });
    expect((await q.profile(colleague)).body).toMatchObject({ status: 'not_started', profile: null });
    expect(await personRows()).toEqual(before);
  });

  it("no endpoint of another feature answers the person's own answers, even to the person", async () => {
    // Only the GETs an employee may call: any other answers the person 403 (the privacy table checks those).
    const inputs: Record<string, TCallInput<TEndpoint>> = {
      getCoachConversation: { params: { conversationId: '00000000-0000-4000-8000-000000000000' } },
      lookupCompany: { query: { code: 'NO-SUCH-CODE' } },
      getEmployerInvitation: { query: { token: 'x'.repeat(43) } },
    };
    const gets = ENDPOINTS.filter(
      (endpoint) =>
        endpoint.method === 'GET' &&
        endpoint.tags[0] !== 'questionnaire' &&
        (endpoint.access === 'anonymous' || endpoint.access.includes('employee')),
    );
    const answered: string[] = [];
    for (const endpoint of gets) {
      const answer = await callEndpoint(t.app, person, endpoint, inputs[endpoint.operationId] ?? {});
      if (answer.ok) answered.push(endpoint.operationId);
      expect(leaks(answer.raw), endpoint.operationId).toEqual([]);
    }
    // The check reached real answers: the person's account, dashboard and coach.
    expect(answered).toEqual(expect.arrayContaining(['getMe', 'getHealthToday', 'getGamification', 'getCoachFacts']));
  });
});

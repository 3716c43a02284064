import { QUESTIONNAIRE_ENDPOINTS, QUESTIONNAIRE_VERSION } from '@openwell/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaireDrafts, questionnaireSubmissions } from '../src/features/questionnaire/questionnaire.tables.ts';
import { createPrivacyCast, request, type TestCompany, type TestSession } from './helpers/accounts-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import {
  MEDICATION_MARKER,
  completeAnswers,
  encodingsOf,
  questionnaireCalls,
  type TQuestionnaireCalls,
} from './helpers/questionnaire-kit.ts';
import { listRoutes } from './helpers/route-list.ts';

/**
 * Answers are special-category health data (issue 12): only the person gets them. Another employee of the same
 * company gets 404 for the person's submission id (never 403, so ids cannot be probed) and only their own, empty,
 * questionnaire; employers (own company or another) and admins get 403 from every questionnaire endpoint; no endpoint
 * of any other feature answers with anything of the answers.
 */

let t: TestApp;
let origin: string;
let q: TQuestionnaireCalls;
let company: TestCompany;
let person: TestSession;
let colleague: TestSession;
let employer: TestSession;
let otherEmployer: TestSession;
let admin: TestSession;
let adminWithProfile: TestSession;
let submissionId: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' } });
  origin = t.config.publicUrl;
  q = questionnaireCalls(t.app, origin);
  ({ company, person, colleague, employer, otherEmployer, admin, adminWithProfile } = await createPrivacyCast(
    t.app,
    origin,
    t.database,
    { company: 'Private Health AG', otherCompany: 'Elsewhere GmbH' },
  ));

  const submitted = await q.submit(person, completeAnswers());
  expect(submitted.statusCode).toBe(201);
  submissionId = submitted.json().submission.id;
  expect((await q.saveDraft(person, { step: 'motivation', answers: completeAnswers() })).statusCode).toBe(200);
});
afterAll(() => t.cleanup());

const personRows = async () => ({
  drafts: await t.database.db.select().from(questionnaireDrafts).where(eq(questionnaireDrafts.userId, person.userId)),
  submissions: await t.database.db
    .select()
    .from(questionnaireSubmissions)
    .where(eq(questionnaireSubmissions.userId, person.userId)),
});

/** Each questionnaire endpoint as a request with a valid body (the person's submission id in the path). */
const questionnaireRequests = () =>
  QUESTIONNAIRE_ENDPOINTS.map((endpoint) => {
    const payload =
      endpoint.operationId === 'saveQuestionnaireDraft'
        ? { version: QUESTIONNAIRE_VERSION, step: 'body', answers: { consent: { dataProcessing: true } } }
        : endpoint.operationId === 'submitQuestionnaire'
          ? { version: QUESTIONNAIRE_VERSION, answers: { consent: { dataProcessing: true } } }
          : undefined;
    const url = endpoint.path.replace(':submissionId', submissionId);
    return { name: endpoint.operationId, method: endpoint.method, url, payload };
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
    expect(own.statusCode).toBe(200);
    expect(leaks(own.body).length).toBeGreaterThan(0);
    expect(leaks((await q.state(person)).body).length).toBeGreaterThan(0);
  });

  it("another employee gets 404 for the person's submission and only their own, empty questionnaire", async () => {
    const before = await personRows();
    const probe = await q.submission(colleague, submissionId);
    expect(probe.statusCode).toBe(404);
    expect(probe.json().error.code).toBe('NOT_FOUND');
    // The same answer as for an id that does not exist.
    const unknown = await q.submission(colleague, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(probe.json());

    expect((await q.state(colleague)).json()).toMatchObject({ draft: null, latest: null });
    expect((await q.list(colleague)).json()).toEqual({ submissions: [] });
    expect((await q.profile(colleague)).json()).toMatchObject({ status: 'not_started', profile: null });
    // The colleague's own deletes and saves touch only the colleague's rows.
    for (const { name, method, url, payload } of questionnaireRequests()) {
      const answer = await request(t.app, origin, {
        method: method as 'GET',
        url,
        session: colleague,
        ...(payload ? { payload } : {}),
      });
      expect(leaks(answer.body), name).toEqual([]);
    }
    expect(await personRows()).toEqual(before);
  });

  it('employers (same company or another) and admins get 403 from every questionnaire endpoint', async () => {
    const before = await personRows();
    for (const session of [employer, otherEmployer, admin, adminWithProfile]) {
      for (const { name, method, url, payload } of questionnaireRequests()) {
        const answer = await request(t.app, origin, {
          method: method as 'GET',
          url,
          session,
          ...(payload ? { payload } : {}),
        });
        expect(answer.statusCode, `${name} as ${session.email}`).toBe(403);
        expect(answer.json().error.code).toBe('FORBIDDEN');
      }
    }
    expect(await personRows()).toEqual(before);
  });

  it('no endpoint of another feature answers with anything of the answers, whoever asks', async () => {
    const gets = listRoutes(t.app).filter(
      (route) =>
        route.method === 'GET' &&
        route.path.startsWith('/api/') &&
        !route.path.startsWith('/api/questionnaire') &&
        !route.path.includes('*') &&
        route.path !== '/api/openapi.json' &&
        !route.path.startsWith('/api/docs'),
    );
    const checked: string[] = [];
    for (const route of gets) {
      const url = route.path
        .replace(':companyId', company.id)
        .replace(':userId', person.userId)
        .replace(':departmentId', company.departments[0]!.id)
        .replace(':code', '0000000000000000000000000')
        .replace(':provider', 'google-health');
      for (const session of [person, colleague, employer, admin, adminWithProfile]) {
        const answer = await request(t.app, origin, { method: 'GET', url, session });
        checked.push(`${url} ${answer.statusCode}`);
        expect(leaks(answer.body), `${url} as ${session.email}`).toEqual([]);
      }
    }
    // The check reached real answers: the person's dashboard and the admin area's lists.
    expect(checked.filter((line) => line.endsWith(' 200')).length).toBeGreaterThan(15);
  });
});

import {
  ENDPOINTS,
  METRICS,
  POINT_REASONS,
  QUESTIONNAIRE_VERSION,
  addDays,
  createDepartment,
  listCoachConversations,
  logManualActivity,
  saveQuestionnaireDraft,
  sendCoachMessage,
  submitQuestionnaire,
  syncDemoData,
  updateConsents,
  updateGoals,
  type TEndpoint,
  type TRole,
} from '@openwell/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachMessages } from '../src/features/coach/coach.tables.ts';
import { pointsLedger, userAchievements, userGoals } from '../src/features/gamification/gamification.tables.ts';
import { questionnaireDrafts, questionnaireSubmissions } from '../src/features/questionnaire/questionnaire.tables.ts';
import { upsertDailyMetrics } from '../src/features/wearables/wearables.repo.ts';
import { dailyMetrics } from '../src/features/wearables/wearables.tables.ts';
import { civilToday } from '../src/lib/civil-dates.ts';
import { createFixedClock } from '../src/lib/clock.ts';
import { createSilentLogger } from '../src/lib/logger.ts';
import { createPrivacyCast, signUp, type TestCompany, type TestSession } from './helpers/accounts-fixtures.ts';
import { callEndpoint, expectOk, signedOut, type ApiSession, type TCallInput } from './helpers/api-client.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { COACH_MARKER } from './helpers/coach-kit.ts';
import { gamificationServices } from './helpers/gamification-kit.ts';
import { setMonthlyPoints } from './helpers/leaderboard-fixtures.ts';
import { MEDICATION_MARKER, completeAnswers, encodingsOf } from './helpers/questionnaire-kit.ts';
import { grantPoints, insertReward, redeem, redemptionsOf } from './helpers/rewards-fixtures.ts';

/**
 * One person's health data is theirs alone (ARCHITECTURE.md, "Privacy"; ADR 006, "One privacy table"). One person is
 * given distinctive values in every feature that holds health data (a weigh-in, points and badges, monthly points,
 * redemptions, questionnaire answers, a coach conversation); then every endpoint of the table below is called as each
 * of the others (another employee, the company's employer, another company's employer, an admin without and one with
 * a profile, a signed-out visitor), and no answer may carry any of the person's values. Whoever the declaration does
 * not admit is refused (401 signed out, else 403 FORBIDDEN); an employer or admin gets no health data by its shape
 * either (metric names, point figures, questionnaire sections, profile fields). Every endpoint of ENDPOINTS is in the
 * table or in NO_PERSONAL_DATA with the reason it cannot leak: a new endpoint fails the first test until it is placed.
 *
 * What does not fit a table stays with its feature: group sizes and differencing (leaderboard-*.test.ts, the
 * redemption figures in rewards-privacy), ids that answer 404 like unknown ones, empty figures for a colleague, the AI
 * consent, encryption at rest, and the company views' counts (admin-endpoints-privacy).
 */

/**
 * The one instant of the table, the app's clock and the data's: mid-month and midday, so that "this month" and "3 days
 * ago" are the same month and the same days whenever the test runs (no midnight or month end in between).
 */
const NOW = new Date('2026-03-16T12:00:00.000Z');
const clock = createFixedClock(NOW);
const TODAY = civilToday(NOW, 'UTC');
const WEIGHT_MARKER = 71.2345;
const POINTS_MARKER = 43_217;
const UNKNOWN_CODE = 'ZZZZZZZZZZZZZZZZZZZZZZZZZ';
const KEY = 'privacy-table-key-0001';
/** A number as a JSON value (not inside an id or a timestamp, where its digits may occur by chance). */
const asJsonNumber = (value: number) => new RegExp(`[:\\[,]${value}(\\.\\d+)?[,\\]}]`);

type TCaller = 'colleague' | 'employer' | 'otherEmployer' | 'admin' | 'adminWithProfile' | 'signedOut';
const CALLERS: readonly TCaller[] = [
  'colleague',
  'employer',
  'otherEmployer',
  'admin',
  'adminWithProfile',
  'signedOut',
];
const ROLE_OF: Record<TCaller, TRole | null> = {
  colleague: 'employee',
  employer: 'employer',
  otherEmployer: 'employer',
  admin: 'admin',
  adminWithProfile: 'admin',
  signedOut: null,
};

type TSeed = {
  company: TestCompany;
  person: TestSession;
  rewardId: string;
  submissionId: string;
  conversationId: string;
  spareDepartments: [string, string];
};

type TProbe = {
  /** The request (params, query, body, headers); nothing when the endpoint takes nothing. */
  input?: (seed: TSeed) => TCallInput<TEndpoint>;
  /** Answers the caller's own account (user, profile, sessions): its fields are the caller's, not looked for. */
  ownAccount?: true;
  /** Names accounts by e-mail and id, which is what it is for (admins only): the person's may appear, no health data. */
  namesAccounts?: true;
  /** A public answer about the company (its name), to whoever has its code. */
  namesCompany?: true;
  /** Words of the shapes looked for that this answer carries for another reason (the reason in a comment). */
  mayContain?: readonly string[];
  /** Statuses other than those the access rule implies, by caller. */
  status?: Partial<Record<TCaller, number>>;
  /** Why no caller gets a 2xx (otherwise one must: the call reached a real answer). */
  noSuccess?: string;
};

const params = (values: Record<string, string>) => ({ params: values });

/** The endpoints that could answer anything of a person, with the request that reaches them. */
const TABLE: Record<string, TProbe> = {
  // Open to everyone, or about the caller.
  getHealth: {},
  getSession: { ownAccount: true },
  listSessions: { ownAccount: true },
  getJwks: {},
  getToken: { ownAccount: true },
  getMe: { ownAccount: true },
  lookupCompany: { input: (s) => ({ query: { code: s.company.code } }), namesCompany: true },
  getAdminSetupStatus: {},
  getEmployerInvitation: { input: () => ({ query: { token: 'x'.repeat(43) } }), noSuccess: 'no invitation exists' },
  getDevMailbox: { namesAccounts: true, noSuccess: 'the development mailbox is off in tests' },
  getDevMailboxPage: { namesAccounts: true, noSuccess: 'the development mailbox is off in tests' },
  // The admin area.
  listCompanies: {},
  getCompany: { input: (s) => params({ companyId: s.company.id }) },
  getOwnCompany: {},
  listAdminUsers: { namesAccounts: true },
  getAdminSystemStatus: {},
  listCompanyEmployers: { input: (s) => params({ companyId: s.company.id }), namesAccounts: true },
  // Its actions name what changed (`consent_changed`), never the values.
  listAuditLog: {
    input: (s) => ({ query: { companyId: s.company.id } }),
    namesAccounts: true,
    mayContain: ['consent'],
  },
  createCompany: { input: () => ({ body: { name: 'New Co', defaultLanguage: 'it', timeZone: 'UTC' } }) },
  updateCompany: { input: (s) => ({ ...params({ companyId: s.company.id }), body: { timeZone: 'Europe/Berlin' } }) },
  rotateCompanyCode: { input: (s) => params({ companyId: s.company.id }), status: { otherEmployer: 404 } },
  createDepartment: {
    input: (s) => ({ ...params({ companyId: s.company.id }), body: { name: 'Probe' } }),
    status: { otherEmployer: 404 },
  },
  renameDepartment: {
    input: (s) => ({
      ...params({ companyId: s.company.id, departmentId: s.spareDepartments[0] }),
      body: { name: 'Spare one' },
    }),
    status: { otherEmployer: 404 },
  },
  mergeDepartment: {
    input: (s) => ({
      ...params({ companyId: s.company.id, departmentId: s.spareDepartments[0] }),
      body: { intoDepartmentId: s.spareDepartments[1] },
    }),
    status: { otherEmployer: 404 },
  },
  deleteDepartment: {
    input: (s) => params({ companyId: s.company.id, departmentId: s.spareDepartments[1] }),
    status: { otherEmployer: 404 },
  },
  listCompanyRewards: { input: (s) => params({ companyId: s.company.id }) },
  getRedemptionStats: { input: (s) => params({ companyId: s.company.id }) },
  listPendingRedemptions: { input: (s) => params({ companyId: s.company.id }) },
  getRedemptionByCode: { input: () => params({ code: UNKNOWN_CODE }), noSuccess: 'an unknown code' },
  fulfilRedemption: { input: () => params({ code: UNKNOWN_CODE }), noSuccess: 'an unknown code' },
  cancelRedemption: { input: () => params({ code: UNKNOWN_CODE }), noSuccess: 'an unknown code' },
  // Wearables.
  getWearables: {},
  getHealthToday: {},
  getHealthTrend: { input: () => ({ query: { days: '90' } }) },
  startWearableAuthorization: {
    input: () => ({ ...params({ provider: 'google-health' }), body: { returnTo: '/dashboard' } }),
    noSuccess: 'Google Health is not configured in tests',
  },
  completeWearableAuthorization: {
    input: () => ({ ...params({ provider: 'google-health' }), body: { state: 'x', code: 'y' } }),
    noSuccess: 'a made-up authorization',
  },
  syncWearable: { noSuccess: 'no tracker is connected (the demo data comes through syncDemoData)' },
  syncDemoData: {},
  disconnectWearable: {},
  logManualActivity: {},
  // Gamification and the leaderboards.
  getGamification: {},
  getHealthScore: {},
  getPointsHistory: {},
  getPointsExpiry: {},
  updateGoals: { input: () => ({ body: { steps: 6000, activeMinutes: 20, sleepHours: 7 } }) },
  acknowledgeAchievements: { input: () => ({ body: { ids: ['first_sync', 'steps_10k', 'streak_7'] } }) },
  getDepartmentLeaderboard: {},
  getCompanyLeaderboard: {},
  // Rewards (the person's own Idempotency-Key reused by the others).
  listRewards: {},
  listMyRedemptions: {},
  redeemReward: {
    input: (s) => ({ body: { rewardId: s.rewardId }, headers: { 'idempotency-key': KEY } }),
    noSuccess: 'the others have no points',
  },
  // The questionnaire.
  getQuestionnaire: {},
  listQuestionnaireSubmissions: {},
  getQuestionnaireSubmission: {
    input: (s) => params({ submissionId: s.submissionId }),
    noSuccess: "the person's submission",
  },
  getHealthProfile: {},
  saveQuestionnaireDraft: {
    input: () => ({
      body: { version: QUESTIONNAIRE_VERSION, step: 'body', answers: { consent: { dataProcessing: true } } },
    }),
  },
  discardQuestionnaireDraft: {},
  submitQuestionnaire: {
    input: () => ({ body: { version: QUESTIONNAIRE_VERSION, answers: { consent: { dataProcessing: true } } } }),
  },
  deleteQuestionnaire: {},
  // The coach.
  getCoach: {},
  getCoachFacts: {},
  getCoachTip: {},
  listCoachConversations: {},
  getCoachConversation: {
    input: (s) => params({ conversationId: s.conversationId }),
    noSuccess: "the person's conversation",
  },
  acknowledgeCoachNotice: {},
  nextCoachTip: {},
  sendCoachMessage: { input: () => ({ body: { conversationId: null, text: 'Hello' } }) },
  deleteCoachConversation: {
    input: (s) => params({ conversationId: s.conversationId }),
    noSuccess: "the person's conversation",
  },
  deleteCoachConversations: {},
};

const OWN_SESSION = "Better Auth: acts on the caller's own sign-in, session or second factor (auth-*.test.ts)";
const OWN_PROFILE = "changes and answers the caller's own profile only (accounts-me.test.ts)";
const ACCOUNT_CHANGE =
  'an admin changes one account and gets it back (e-mail, role, company), no health data; called here it would ' +
  'change the cast (accounts-admin.test.ts, employers-invitations.test.ts)';

/** The endpoints that answer nothing of a person's health data, and why. */
const NO_PERSONAL_DATA: Record<string, string> = {
  signIn: OWN_SESSION,
  signOut: OWN_SESSION,
  revokeSessions: OWN_SESSION,
  revokeSession: OWN_SESSION,
  revokeOtherSessions: OWN_SESSION,
  requestPasswordReset: OWN_SESSION,
  resetPassword: OWN_SESSION,
  changePassword: OWN_SESSION,
  enableTwoFactor: OWN_SESSION,
  disableTwoFactor: OWN_SESSION,
  verifyTotp: OWN_SESSION,
  verifyBackupCode: OWN_SESSION,
  getTotpUri: OWN_SESSION,
  generateBackupCodes: OWN_SESSION,
  signUp: "creates the caller's own account (accounts-sign-up.test.ts)",
  adminSignIn: 'signs the caller in to the admin area (auth-admin.test.ts)',
  createFirstAdmin: 'creates the first admin, once per installation (auth-admin.test.ts)',
  acceptEmployerInvitation: "sets the invited employer's own password (employers-invitations.test.ts)",
  updateProfile: OWN_PROFILE,
  updateConsents: OWN_PROFILE,
  updateOnboarding: OWN_PROFILE,
  logSessionActivity: "records the caller's own session activity and answers nothing (session-activity-api.test.ts)",
  updateOwnCompanySettings: "the employer's company settings, no person in them (companies-admin.test.ts)",
  changeUserCompany: ACCOUNT_CHANGE,
  changeUserRole: ACCOUNT_CHANGE,
  revokeEmployerAccess: ACCOUNT_CHANGE,
  inviteEmployer: 'an invitation: an e-mail address and its state (employers-invitations.test.ts)',
  revokeEmployerInvitation: 'an invitation: an e-mail address and its state (employers-invitations.test.ts)',
  createReward: "the company's catalogue, no person in it (rewards-catalogue.test.ts)",
  updateReward: "the company's catalogue, no person in it (rewards-catalogue.test.ts)",
  deleteReward: "the company's catalogue, no person in it (rewards-catalogue.test.ts)",
};

let t: TestApp;
let seed: TSeed;
let sessions: Record<TCaller, ApiSession>;
/** What no answer to anyone else may contain: strings, and numbers as JSON values. */
let personStrings: string[];
let personAccount: string[];
const PERSON_NUMBERS = [asJsonNumber(POINTS_MARKER)];
/** What no answer to an employer, an admin or a visitor may contain, whoever it is about. */
const HEALTH_SHAPES: Array<string | RegExp> = [
  ...METRICS.map((metric) => `"${metric}"`),
  ...POINT_REASONS,
  /"(lifetime|balance(After)?|earnedToday|goalsToday|awardsToday|expiringSoon|upcoming)"/,
  '"womensHealth"',
  '"medications"',
  '"age"',
  '"gender"',
  'consent',
  'data_processing',
];

const personRows = async (userId: string) => ({
  metrics: await t.database.db.select().from(dailyMetrics).where(eq(dailyMetrics.userId, userId)),
  ledger: await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)),
  badges: await t.database.db.select().from(userAchievements).where(eq(userAchievements.userId, userId)),
  goals: await t.database.db.select().from(userGoals).where(eq(userGoals.userId, userId)),
  redemptions: await redemptionsOf(t.database, userId),
  drafts: await t.database.db.select().from(questionnaireDrafts).where(eq(questionnaireDrafts.userId, userId)),
  submissions: await t.database.db
    .select()
    .from(questionnaireSubmissions)
    .where(eq(questionnaireSubmissions.userId, userId)),
  messages: await t.database.db.select().from(coachMessages).where(eq(coachMessages.userId, userId)),
});
let before: Awaited<ReturnType<typeof personRows>>;

beforeAll(async () => {
  t = await buildTestApp({ clock, env: { PUBLIC_URL: 'http://wellness.test', WEARABLES_DEMO_MODE: 'true' } });
  const origin = t.config.publicUrl;
  const cast = await createPrivacyCast(t.app, origin, t.database, {
    company: 'Privacy Table AG',
    otherCompany: 'Elsewhere Table Ltd',
  });
  const { company, person } = cast;
  const app = t.app;
  // Three more employees, so the person's department has 5 counted members and the leaderboards answer it.
  for (let i = 0; i < 3; i += 1) await signUp(app, origin, company);
  const spare = await Promise.all(
    ['Spare A', 'Spare B'].map(async (name) => {
      const created = await callEndpoint(app, cast.admin, createDepartment, {
        params: { companyId: company.id },
        body: { name },
      });
      return expectOk(created).id;
    }),
  );

  // Wearables: demo days, manual minutes, and a weigh-in nobody else has.
  expect((await callEndpoint(app, person, syncDemoData)).status).toBe(200);
  expect((await callEndpoint(app, person, logManualActivity)).status).toBe(200);
  await upsertDailyMetrics(t.database.db, [
    {
      userId: person.userId,
      companyId: company.id,
      date: addDays(TODAY, -3),
      metric: 'weight',
      source: 'demo',
      value: WEIGHT_MARKER,
    },
  ]);
  // Gamification: the demo days awarded (the service directly: this app runs no job runner), goals of their own.
  const { gamification } = gamificationServices({
    database: t.database,
    clock,
    logger: createSilentLogger(),
    timeZone: 'UTC',
  });
  await gamification.awardDays({ userId: person.userId, companyId: company.id }, ['2000-01-01']);
  const goals = await callEndpoint(app, person, updateGoals, {
    body: { steps: 11_500, activeMinutes: 55, sleepHours: 8.5 },
  });
  expect(goals.status).toBe(200);
  // The leaderboards: this month's points, a number nobody else has.
  const month = `${TODAY.slice(0, 7)}-01`;
  await setMonthlyPoints(t.database, { userId: person.userId, companyId: company.id }, month, POINTS_MARKER);
  // Rewards: two redemptions, one with the key the others reuse.
  const rewardId = (await insertReward(t.database, company.id, { pointsCost: 111 })).id;
  await grantPoints(t.database, { userId: person.userId, companyId: company.id }, 1234);
  expect((await redeem(app, person, rewardId, KEY)).status).toBe(201);
  expect((await redeem(app, person, rewardId)).status).toBe(201);
  // The questionnaire: submitted answers and a draft.
  const submitted = await callEndpoint(app, person, submitQuestionnaire, {
    body: { version: QUESTIONNAIRE_VERSION, answers: completeAnswers() },
  });
  expect(submitted.status).toBe(201);
  const submissionId = expectOk(submitted).submission.id;
  const draft = await callEndpoint(app, person, saveQuestionnaireDraft, {
    body: { version: QUESTIONNAIRE_VERSION, step: 'motivation', answers: completeAnswers() },
  });
  expect(draft.status).toBe(200);
  // The coach: the AI consent (the colleague's too, so the colleague reaches the coach) and a conversation.
  for (const session of [person, cast.colleague]) {
    expect((await callEndpoint(app, session, updateConsents, { body: { aiTips: true } })).status).toBe(200);
  }
  const sent = await callEndpoint(app, person, sendCoachMessage, {
    body: { conversationId: null, text: `My friend ${COACH_MARKER} walks a lot, what about me?` },
  });
  expect(sent.status).toBe(200);
  const conversations = await callEndpoint(app, person, listCoachConversations);
  const conversationId = expectOk(conversations).conversations[0]!.id;

  seed = { company, person, rewardId, submissionId, conversationId, spareDepartments: [spare[0]!, spare[1]!] };
  sessions = {
    colleague: cast.colleague,
    employer: cast.employer,
    otherEmployer: cast.otherEmployer,
    admin: cast.admin,
    adminWithProfile: cast.adminWithProfile,
    signedOut: signedOut(origin),
  };
  before = await personRows(person.userId);
  // The values searched for are really the person's.
  expect(before.metrics.filter((row) => row.value === WEIGHT_MARKER)).toHaveLength(1);
  expect(before.ledger.length).toBeGreaterThan(10);
  expect(before.redemptions).toHaveLength(2);
  expect(before.messages.length).toBeGreaterThan(0);
  personStrings = [
    String(WEIGHT_MARKER),
    ...before.ledger.map((entry) => entry.id),
    ...before.redemptions.flatMap((redemption) => [redemption.id, redemption.code]),
    ...encodingsOf(MEDICATION_MARKER),
    ...encodingsOf('Walks by the lake'),
    ...encodingsOf('Left wrist'),
    submissionId,
    ...encodingsOf(COACH_MARKER),
    conversationId,
  ];
  personAccount = [person.email, person.userId];
});
afterAll(() => t.cleanup());

const ENDPOINT = Object.fromEntries(ENDPOINTS.map((endpoint) => [endpoint.operationId, endpoint])) as Record<
  string,
  TEndpoint
>;

/** Reads first (the others have no data of their own yet), then the writes, which act on the caller's own. */
const ROWS = Object.entries(TABLE).sort(
  ([a], [b]) => Number(ENDPOINT[a]?.method !== 'GET') - Number(ENDPOINT[b]?.method !== 'GET'),
);

function expectedStatus(endpoint: TEndpoint, probe: TProbe, caller: TCaller): number | 'allowed' {
  const role = ROLE_OF[caller];
  if (endpoint.access === 'anonymous') return probe.status?.[caller] ?? 'allowed';
  if (role === null) return 401;
  if (!endpoint.access.includes(role)) return 403;
  return probe.status?.[caller] ?? 'allowed';
}

describe('the privacy table', () => {
  it('places every endpoint: in the table, or marked as answering nothing of a person', () => {
    const ids = ENDPOINTS.map((endpoint) => endpoint.operationId);
    expect(ids.filter((id) => !(id in TABLE) && !(id in NO_PERSONAL_DATA))).toEqual([]);
    expect(ids.filter((id) => id in TABLE && id in NO_PERSONAL_DATA)).toEqual([]);
    expect([...Object.keys(TABLE), ...Object.keys(NO_PERSONAL_DATA)].filter((id) => !ids.includes(id))).toEqual([]);
  });

  it.each(ROWS)('%s answers nothing of the person to anyone else', async (operationId, probe) => {
    const endpoint = ENDPOINT[operationId]!;
    const statuses: string[] = [];
    for (const caller of CALLERS) {
      const answer = await callEndpoint(t.app, sessions[caller], endpoint, probe.input?.(seed) ?? {});
      const where = `${operationId} as ${caller}: ${answer.status} ${answer.raw.slice(0, 200)}`;
      statuses.push(`${caller} ${answer.status}`);
      const expected = expectedStatus(endpoint, probe, caller);
      if (expected === 'allowed') {
        expect([401, 403], where).not.toContain(answer.status);
        expect(answer.status, where).toBeLessThan(500);
      } else {
        expect(answer.status, where).toBe(expected);
        if (expected === 403) expect(answer.error?.code, where).toBe('FORBIDDEN');
      }
      // A refusal, or an unknown or another company's id, is the error alone: nothing of what was asked for.
      if ([401, 403, 404].includes(answer.status)) {
        expect(JSON.parse(answer.raw), where).toEqual({
          error: { code: answer.error?.code, message: expect.any(String) },
        });
      }
      const found = [
        ...personStrings.filter((value) => answer.raw.includes(value)),
        ...PERSON_NUMBERS.filter((value) => value.test(answer.raw)).map(String),
        ...(probe.namesAccounts ? [] : personAccount.filter((value) => answer.raw.includes(value))),
        ...(caller === 'otherEmployer' && !probe.namesCompany && answer.raw.includes(seed.company.name)
          ? [seed.company.name]
          : []),
        ...(caller !== 'colleague' && !probe.ownAccount
          ? HEALTH_SHAPES.filter((shape) =>
              typeof shape === 'string'
                ? answer.raw.includes(shape) && !probe.mayContain?.includes(shape)
                : shape.test(answer.raw),
            ).map(String)
          : []),
      ];
      expect(found, where).toEqual([]);
    }
    if (!probe.noSuccess)
      expect(
        statuses.some((line) => /\s2\d\d$/.test(line)),
        statuses.join(', '),
      ).toBe(true);
  });

  it("the search finds the person's values in the person's own answers", async () => {
    const found = new Set<string>();
    for (const [operationId, probe] of ROWS) {
      const endpoint = ENDPOINT[operationId]!;
      if (endpoint.method !== 'GET') continue;
      const answer = await callEndpoint(t.app, seed.person, endpoint, probe.input?.(seed) ?? {});
      for (const value of personStrings) if (answer.raw.includes(value)) found.add(value);
    }
    const { redemptions } = before;
    for (const value of [MEDICATION_MARKER, COACH_MARKER, seed.submissionId, seed.conversationId]) {
      expect(found, value).toContain(value);
    }
    for (const redemption of redemptions) expect(found).toContain(redemption.code);
  });

  it("leaves the person's data as it was", async () => {
    expect(await personRows(seed.person.userId)).toEqual(before);
  });
});

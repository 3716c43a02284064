import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createCompany, request, signUp, withRole, type TestSession } from './helpers/accounts-fixtures.ts';
import { listRoutes } from './helpers/route-list.ts';

/**
 * Authorization is enforced on the server for every endpoint. Every /api route of the built app must be listed
 * here with its expected access; a new route that is not listed fails this test. For each route and each role the
 * status class is checked: anonymous gets 401 on protected routes, a wrong role 403, an allowed role neither.
 */
type Access = 'public' | 'user' | 'employee' | 'employer' | 'employer+admin' | 'admin' | 'dev-only';
type Role = 'anonymous' | 'employee' | 'employer' | 'admin';

const ROUTE_ACCESS: Record<string, Access> = {
  // system
  'GET /api/health': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/docs*': 'public', // Swagger UI and its static files: one family
  // Better Auth (sign-in, second factor, sign-out, password reset, sessions): one public route family; the
  // endpoints that need a session check it themselves.
  'GET /api/auth/*': 'public',
  'POST /api/auth/*': 'public',
  // accounts (issue 3)
  'POST /api/accounts/sign-up': 'public',
  'GET /api/companies/lookup': 'public',
  'GET /api/me': 'user',
  'PATCH /api/me/profile': 'user',
  'PATCH /api/me/consents': 'user',
  'PATCH /api/me/onboarding': 'user',
  'POST /api/session-activity': 'user',
  // Platform admins only since issue 8: employers get no list of people.
  'GET /api/admin/users': 'admin',
  'PATCH /api/admin/users/:userId/company': 'admin',
  'PATCH /api/admin/users/:userId/role': 'admin',
  'GET /api/admin/system-status': 'admin',
  // company administration (issue 8)
  'GET /api/admin/companies': 'admin',
  'POST /api/admin/companies': 'admin',
  'GET /api/admin/companies/:companyId': 'admin',
  'PATCH /api/admin/companies/:companyId': 'admin',
  'POST /api/admin/companies/:companyId/code': 'employer+admin',
  // employer accounts (issue 8): invitations by platform admins, accepted through the mailed link
  'GET /api/admin/companies/:companyId/employers': 'admin',
  'POST /api/admin/companies/:companyId/invitations': 'admin',
  'DELETE /api/admin/companies/:companyId/invitations/:invitationId': 'admin',
  'DELETE /api/admin/companies/:companyId/employers/:userId': 'admin',
  'GET /api/invitations/employer': 'public',
  'POST /api/invitations/employer/accept': 'public',
  // departments (employers for their own company: another answers 404, which passes here) and the employer's company
  'GET /api/admin/my-company': 'employer',
  // issue 10: whether the employer's company is named on the companies leaderboard
  'PATCH /api/admin/my-company/settings': 'employer',
  'POST /api/admin/companies/:companyId/departments': 'employer+admin',
  'PATCH /api/admin/companies/:companyId/departments/:departmentId': 'employer+admin',
  'POST /api/admin/companies/:companyId/departments/:departmentId/merge': 'employer+admin',
  'DELETE /api/admin/companies/:companyId/departments/:departmentId': 'employer+admin',
  // audit log reader
  'GET /api/admin/audit': 'admin',
  // admin sign-in and first-admin setup (auth feature)
  'POST /api/admin/sign-in': 'public',
  'GET /api/admin/setup/status': 'public',
  'POST /api/admin/setup': 'public',
  // wearables and health data (issue 9): a person's own tracker and daily values, employees only (no ids in paths)
  'GET /api/wearables': 'employee',
  'POST /api/wearables/:provider/authorization': 'employee',
  'POST /api/wearables/:provider/authorization/complete': 'employee',
  'POST /api/wearables/sync': 'employee',
  'POST /api/wearables/demo/sync': 'employee',
  'DELETE /api/wearables/connection': 'employee',
  'POST /api/wearables/manual-activity': 'employee',
  'GET /api/wearables/today': 'employee',
  'GET /api/wearables/trend': 'employee',
  // gamification (issue 10): a person's own points, badges, goals and health score, employees only (no ids in paths)
  'GET /api/gamification': 'employee',
  'GET /api/gamification/health-score': 'employee',
  'GET /api/gamification/points': 'employee',
  'GET /api/gamification/points-expiry': 'employee',
  'PUT /api/gamification/goals': 'employee',
  'POST /api/gamification/achievements/seen': 'employee',
  // leaderboards (issue 10): group figures of the user's own company and of companies, employees only
  'GET /api/leaderboard/departments': 'employee',
  'GET /api/leaderboard/companies': 'employee',
  // rewards (issue 11): the employee's catalogue and own redemptions (no ids in paths); the catalogue, codes and
  // figures in the admin area (employers for their own company: another answers 404, which passes here)
  'GET /api/rewards': 'employee',
  'GET /api/rewards/redemptions': 'employee',
  'POST /api/rewards/redemptions': 'employee',
  'GET /api/admin/companies/:companyId/rewards': 'employer+admin',
  'POST /api/admin/companies/:companyId/rewards': 'employer+admin',
  'PATCH /api/admin/companies/:companyId/rewards/:rewardId': 'employer+admin',
  'DELETE /api/admin/companies/:companyId/rewards/:rewardId': 'employer+admin',
  'GET /api/admin/companies/:companyId/redemptions/stats': 'employer+admin',
  'GET /api/admin/companies/:companyId/redemptions/pending': 'employer+admin',
  'GET /api/admin/redemptions/:code': 'employer+admin',
  'POST /api/admin/redemptions/:code/fulfil': 'employer+admin',
  'POST /api/admin/redemptions/:code/cancel': 'employer+admin',
  // health questionnaire (issue 12): a person's own answers and profile, employees only (a submission id of another
  // person answers 404)
  'GET /api/questionnaire': 'employee',
  'PUT /api/questionnaire/draft': 'employee',
  'DELETE /api/questionnaire/draft': 'employee',
  'POST /api/questionnaire/submissions': 'employee',
  'GET /api/questionnaire/submissions': 'employee',
  'GET /api/questionnaire/submissions/:submissionId': 'employee',
  'DELETE /api/questionnaire': 'employee',
  'GET /api/questionnaire/profile': 'employee',
  // AI coach (issue 13): the person's own tip, facts and conversations, employees only (a conversation id of another
  // person is 404).
  'GET /api/coach': 'employee',
  'POST /api/coach/notice': 'employee',
  'GET /api/coach/facts': 'employee',
  'GET /api/coach/tip': 'employee',
  'POST /api/coach/tip/next': 'employee',
  'GET /api/coach/conversations': 'employee',
  'GET /api/coach/conversations/:conversationId': 'employee',
  'DELETE /api/coach/conversations/:conversationId': 'employee',
  'DELETE /api/coach/conversations': 'employee',
  'POST /api/coach/messages': 'employee',
  // development mailbox (mail feature): answers 404 in production
  'GET /api/dev/mailbox': 'dev-only',
  'GET /api/dev/mailbox.json': 'dev-only',
};

const ALLOWED: Record<Access, readonly Role[]> = {
  public: ['anonymous', 'employee', 'employer', 'admin'],
  'dev-only': ['anonymous', 'employee', 'employer', 'admin'],
  user: ['employee', 'employer', 'admin'],
  employee: ['employee'],
  employer: ['employer'],
  'employer+admin': ['employer', 'admin'],
  admin: ['admin'],
};

/** The table key of a listed route: families (docs, Better Auth) collapse into one entry. */
function routeKey(method: string, path: string): string {
  if (/^\/api\/docs([/*]|$)/.test(path)) return `${method} /api/docs*`;
  if (/^\/api\/auth([/*]|$)/.test(path)) return `${method} /api/auth/*`;
  return `${method} ${path}`;
}

/** A concrete URL for a route pattern. */
function concreteUrl(path: string): string {
  if (/^\/api\/auth([/*]|$)/.test(path)) return '/api/auth/get-session';
  if (/^\/api\/docs([/*]|$)/.test(path)) return '/api/docs';
  return path
    .replace(':userId', '00000000-0000-4000-8000-000000000000')
    .replace(':companyId', '00000000-0000-4000-8000-000000000000')
    .replace(':departmentId', '00000000-0000-4000-8000-000000000000')
    .replace(':invitationId', '00000000-0000-4000-8000-000000000000')
    .replace(':rewardId', '00000000-0000-4000-8000-000000000000')
    .replace(':submissionId', '00000000-0000-4000-8000-000000000000')
    .replace(':conversationId', '00000000-0000-4000-8000-000000000000')
    .replace(':code', '0000000000000000000000000')
    .replace(':provider', 'google-health')
    .replace('*', '');
}

let t: TestApp;
let origin: string;
const sessions: Partial<Record<Role, TestSession | null>> = { anonymous: null };

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' } });
  origin = t.config.publicUrl;
  const company = await createCompany(t.database);
  // With the AI tips consent: the coach's endpoints answer 403 AI_CONSENT_REQUIRED without it (coach tests).
  sessions.employee = await signUp(t.app, origin, company, {
    consents: { dataProcessing: true, aiTips: true, companyInsights: true },
  });
  sessions.employer = await withRole(t.app, origin, t.database, await signUp(t.app, origin, company), 'employer');
  sessions.admin = await withRole(t.app, origin, t.database, await signUp(t.app, origin, company), 'admin');
});
afterAll(() => t.cleanup());

describe('authorization of every /api route', () => {
  it('lists every /api route in the access table (and nothing stale)', () => {
    const keys = new Set(
      listRoutes(t.app)
        .filter((r) => r.path.startsWith('/api'))
        .map((r) => routeKey(r.method, r.path)),
    );
    expect([...keys].filter((k) => !(k in ROUTE_ACCESS)).sort()).toEqual([]);
    expect(
      Object.keys(ROUTE_ACCESS)
        .filter((k) => !keys.has(k))
        .sort(),
    ).toEqual([]);
  });

  it('route listing finds routes that exist (sanity check of the parser)', () => {
    const routes = listRoutes(t.app);
    expect(routes).toContainEqual({ method: 'PATCH', path: '/api/admin/users/:userId/role' });
    expect(routes).toContainEqual({ method: 'GET', path: '/api/health' });
    expect(routes).toContainEqual({ method: 'POST', path: '/api/auth/sign-in/email' });
    for (const route of routes.filter((r) => !r.path.includes('*'))) {
      expect(t.app.hasRoute({ method: route.method as 'GET', url: route.path }), route.path).toBe(true);
    }
  });

  const roles: Role[] = ['anonymous', 'employee', 'employer', 'admin'];
  it.each(roles)('enforces the table for %s', async (role) => {
    const failures: string[] = [];
    const seen = new Set<string>();
    for (const route of listRoutes(t.app)) {
      if (!route.path.startsWith('/api')) continue;
      const key = routeKey(route.method, route.path);
      if (seen.has(key)) continue;
      seen.add(key);
      const access = ROUTE_ACCESS[key];
      if (!access) continue; // reported by the listing test
      const response = await request(t.app, origin, {
        method: route.method as 'GET',
        url: concreteUrl(route.path),
        session: sessions[role] ?? null,
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      const allowed = ALLOWED[access].includes(role);
      const status = response.statusCode;
      const expected = allowed ? 'neither 401 nor 403' : role === 'anonymous' ? '401' : '403';
      const ok = allowed ? status !== 401 && status !== 403 : status === (role === 'anonymous' ? 401 : 403);
      if (!ok) failures.push(`${key} as ${role}: got ${status}, expected ${expected}`);
    }
    expect(failures).toEqual([]);
  });
});

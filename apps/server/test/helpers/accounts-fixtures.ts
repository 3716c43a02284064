import {
  CURRENT_ACCEPTANCE,
  signIn as signInEndpoint,
  signUp as signUpEndpoint,
  type TRole,
  type TSignUpRequest,
} from '@openwell/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { AppInstance } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import { profiles } from '../../src/features/accounts/accounts.tables.ts';
import { users } from '../../src/features/auth/auth.tables.ts';
import { companies, departments } from '../../src/features/companies/companies.tables.ts';
import { companyEmployers } from '../../src/features/employers/employers.tables.ts';
import { callEndpoint, expectOk, nextIp, send, signedOut, type ApiSession, type TRawRequest } from './api-client.ts';

/** Test data for accounts: companies with departments, sign-ups, sessions of each role. */

export type TestCompany = { id: string; code: string; name: string; departments: Array<{ id: string; name: string }> };

let companySeq = 0;

export { nextIp };

export async function createCompany(
  database: Database,
  options: { name?: string; code?: string; departments?: string[] } = {},
): Promise<TestCompany> {
  companySeq += 1;
  const name = options.name ?? `Company ${companySeq}`;
  const code =
    options.code ??
    `TEST-${String(companySeq).padStart(4, '0')}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const [company] = await database.db.insert(companies).values({ name, code }).returning();
  const rows = await database.db
    .insert(departments)
    .values((options.departments ?? ['Engineering', 'Sales']).map((d) => ({ companyId: company!.id, name: d })))
    .returning();
  return { id: company!.id, code, name, departments: rows.map((r) => ({ id: r.id, name: r.name })) };
}

let emailSeq = 0;
export function uniqueEmail(prefix = 'user'): string {
  emailSeq += 1;
  return `${prefix}.${emailSeq}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const TEST_PASSWORD = 'Correct-Horse-Battery-9';

export function signUpBody(company: TestCompany, overrides: Partial<TSignUpRequest> = {}): TSignUpRequest {
  return {
    email: uniqueEmail(),
    password: TEST_PASSWORD,
    companyCode: company.code,
    departmentId: company.departments[0]!.id,
    age: 34,
    gender: 'female',
    language: 'en',
    consents: { dataProcessing: true, aiTips: false, companyInsights: true },
    acceptedLegalVersions: { ...CURRENT_ACCEPTANCE },
    ...overrides,
  };
}

/** The `Cookie` header a browser would send back after this response. */
export function cookieFrom(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list
    .map((c) => c.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** A signed-in browser (api-client.ts: origin, maintained cookie jar, a fresh address per call) and its account. */
export type TestSession = ApiSession & { userId: string; email: string; company: TestCompany | null };

/**
 * A request as the web app at `origin` sends it (its Origin, for the CSRF check), with the session's cookies when
 * given (and the answer's kept). Prefer `callEndpoint` (api-client.ts), which takes the endpoint's declaration.
 */
export function request(
  app: AppInstance,
  origin: string,
  options: Omit<TRawRequest, 'method'> & { method: string; session?: ApiSession | null },
): Promise<LightMyRequestResponse> {
  const { session, headers, ...rest } = options;
  // The Origin sent is `origin`, whatever the session's (a test of the CSRF check sends another site's).
  return send(app, session ?? signedOut(origin), { ...rest, headers: { origin, ...headers } } as TRawRequest);
}

export async function signUp(
  app: AppInstance,
  origin: string,
  company: TestCompany,
  overrides: Partial<TSignUpRequest> = {},
): Promise<TestSession> {
  const body = signUpBody(company, overrides);
  const browser = signedOut(origin);
  const answer = await callEndpoint(app, browser, signUpEndpoint, { body });
  if (answer.status !== 201) throw new Error(`sign-up failed: ${answer.status} ${answer.raw}`);
  return { ...browser, userId: expectOk(answer).id, email: body.email, company };
}

/**
 * Sets a role directly (test setup), then signs in again so the session reflects it. An employer administers the
 * company of its profile (company_employers). Admin-area accounts must have a second factor (issue 8): after the
 * sign-in the account is marked as enrolled, so its session passes, unless `secondFactor: false` (tests of the
 * enrolment itself). The real enrolment is tested in auth-two-factor.test.ts and admin-second-factor.test.ts.
 */
export async function withRole(
  app: AppInstance,
  origin: string,
  database: Database,
  session: TestSession,
  role: TRole,
  options: { secondFactor?: boolean } = {},
): Promise<TestSession> {
  await database.db.update(users).set({ role }).where(eq(users.id, session.userId));
  if (role === 'employer' && session.company) {
    await database.db
      .insert(companyEmployers)
      .values({ userId: session.userId, companyId: session.company.id })
      .onConflictDoUpdate({ target: companyEmployers.userId, set: { companyId: session.company.id } });
  }
  const signedIn = await signIn(app, origin, session);
  if (role !== 'employee' && options.secondFactor !== false) await markSecondFactorEnrolled(database, session.userId);
  return signedIn;
}

/** Test shortcut: flags the account as having a second factor (sessions already made keep working). */
export async function markSecondFactorEnrolled(database: Database, userId: string): Promise<void> {
  await database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId));
}

/** Signs the account in from a new browser (the old session stays signed in, in its own jar). */
export async function signIn(
  app: AppInstance,
  origin: string,
  session: Pick<TestSession, 'userId' | 'email' | 'company'>,
): Promise<TestSession> {
  const browser = signedOut(origin);
  const answer = await callEndpoint(app, browser, signInEndpoint, {
    body: { email: session.email, password: TEST_PASSWORD },
  });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.raw}`);
  return { ...browser, userId: session.userId, email: session.email, company: session.company };
}

/** An admin without a company profile, like one from the first-admin setup: signs up, drops the profile, promotes. */
export async function createAdminWithoutProfile(
  app: AppInstance,
  origin: string,
  database: Database,
  company: TestCompany,
): Promise<TestSession> {
  const session = await signUp(app, origin, company);
  await database.db.delete(profiles).where(eq(profiles.userId, session.userId));
  return withRole(app, origin, database, { ...session, company: null }, 'admin');
}

/** Everyone a privacy test asks for one person's data: the person, a colleague, employers and admins. */
export type TPrivacyCast = {
  company: TestCompany;
  /** The person whose data is checked. */
  person: TestSession;
  /** Another employee of the same company. */
  colleague: TestSession;
  /** The person's company's employer, and another company's. */
  employer: TestSession;
  otherEmployer: TestSession;
  /** A platform admin without a profile (as the first-admin setup makes), and one with a profile in the company. */
  admin: TestSession;
  adminWithProfile: TestSession;
};

/** A company (department Ops) with the cast of a privacy test, and another company for `otherEmployer`. */
export async function createPrivacyCast(
  app: AppInstance,
  origin: string,
  database: Database,
  names: { company: string; otherCompany: string },
): Promise<TPrivacyCast> {
  const company = await createCompany(database, { name: names.company, departments: ['Ops'] });
  const person = await signUp(app, origin, company);
  const colleague = await signUp(app, origin, company);
  const employer = await withRole(app, origin, database, await signUp(app, origin, company), 'employer');
  const admin = await createAdminWithoutProfile(app, origin, database, company);
  const adminWithProfile = await withRole(app, origin, database, await signUp(app, origin, company), 'admin');
  const otherCompany = await createCompany(database, { name: names.otherCompany, departments: ['Ops'] });
  const otherEmployer = await withRole(app, origin, database, await signUp(app, origin, otherCompany), 'employer');
  return { company, person, colleague, employer, otherEmployer, admin, adminWithProfile };
}

import { ZCurrentUserSchema } from '@openwell/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents } from '../src/features/accounts/accounts.tables.ts';
import { createAccountsService } from '../src/features/accounts/accounts.service.ts';
import { auditLog } from '../src/features/audit/audit.tables.ts';
import { users } from '../src/features/auth/auth.tables.ts';
import { createCompanyMembers } from '../src/features/accounts/accounts.members.ts';
import { createCompaniesService } from '../src/features/companies/companies.service.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import {
  createAdminWithoutProfile,
  createCompany,
  request,
  signUp,
  type TestCompany,
  type TestSession,
} from './helpers/accounts-fixtures.ts';

let t: TestApp;
let origin: string;
let company: TestCompany;
let otherCompany: TestCompany;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' } });
  origin = t.config.publicUrl;
  company = await createCompany(t.database, { name: 'Acme', departments: ['Engineering', 'Sales'] });
  otherCompany = await createCompany(t.database, { name: 'Globex', departments: ['Research'] });
});
afterAll(() => t.cleanup());

const call = (session: TestSession | null, method: 'GET' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
  request(t.app, origin, { method, url, session, ...(payload ? { payload } : {}) });

describe('GET /api/me', () => {
  it('answers 401 UNAUTHENTICATED when signed out', async () => {
    const response = await call(null, 'GET', '/api/me');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('returns null profile, consents, legal and onboarding for an admin without a company profile', async () => {
    const admin = await createAdminWithoutProfile(t.app, origin, t.database, company);
    const response = await call(admin, 'GET', '/api/me');
    expect(response.statusCode).toBe(200);
    expect(ZCurrentUserSchema.parse(response.json())).toMatchObject({
      id: admin.userId,
      role: 'admin',
      profile: null,
      consents: null,
      legal: null,
      onboarding: null,
    });
  });
});

describe('PATCH /api/me/profile', () => {
  it('updates age, gender, department and language (language on the account too)', async () => {
    const user = await signUp(t.app, origin, company);
    const response = await call(user, 'PATCH', '/api/me/profile', {
      age: 52,
      gender: 'male',
      departmentId: company.departments[1]!.id,
      language: 'fr',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      language: 'fr',
      profile: { age: 52, gender: 'male', departmentId: company.departments[1]!.id, companyCode: company.code },
    });
    const [row] = await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, user.userId));
    expect(row?.language).toBe('fr');
    const me = await call(user, 'GET', '/api/me');
    expect(me.json()).toMatchObject({ language: 'fr', profile: { age: 52 } });
  });

  it.each([
    ['email', { email: 'new@example.com' }, 'The email address cannot be changed.'],
    ['companyCode', { companyCode: 'GLOBEX-1' }, 'The company code can only be changed by an admin.'],
  ])('refuses %s with 400 VALIDATION_FAILED naming the field', async (field, payload, message) => {
    const user = await signUp(t.app, origin, company);
    const response = await call(user, 'PATCH', '/api/me/profile', { age: 40, ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message, details: { field } } });
    const me = await call(user, 'GET', '/api/me');
    expect(me.json().profile).toMatchObject({ age: 34, companyCode: company.code });
    expect(me.json().email).toBe(user.email);
  });

  it("refuses another company's department with INVALID_DEPARTMENT", async () => {
    const user = await signUp(t.app, origin, company);
    const response = await call(user, 'PATCH', '/api/me/profile', { departmentId: otherCompany.departments[0]!.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_DEPARTMENT');
  });

  it('refuses an age below 18 with UNDERAGE and unknown fields with VALIDATION_FAILED', async () => {
    const user = await signUp(t.app, origin, company);
    const young = await call(user, 'PATCH', '/api/me/profile', { age: 17 });
    expect(young.statusCode).toBe(400);
    expect(young.json().error.code).toBe('UNDERAGE');
    const unknown = await call(user, 'PATCH', '/api/me/profile', { shoeSize: 44 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('lets an admin without profile change the language only', async () => {
    const admin = await createAdminWithoutProfile(t.app, origin, t.database, company);
    const language = await call(admin, 'PATCH', '/api/me/profile', { language: 'it' });
    expect(language.statusCode).toBe(200);
    expect(language.json()).toMatchObject({ language: 'it', profile: null });
    const age = await call(admin, 'PATCH', '/api/me/profile', { age: 40 });
    expect(age.statusCode).toBe(404);
  });
});

describe('PATCH /api/me/consents', () => {
  async function history(userId: string, kind: string) {
    return t.database.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, userId), eq(consents.kind, kind)))
      .orderBy(consents.createdAt);
  }

  it('refuses to withdraw data processing with 400 CONSENT_NOT_REVOCABLE', async () => {
    const user = await signUp(t.app, origin, company);
    const response = await call(user, 'PATCH', '/api/me/consents', { dataProcessing: false, aiTips: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('CONSENT_NOT_REVOCABLE');
    expect(await history(user.userId, 'data_processing')).toHaveLength(1);
    expect(await history(user.userId, 'ai_tips')).toHaveLength(1); // nothing else changed either
  });

  it('switches AI tips and insights immediately, one history row and one audit row per change', async () => {
    const user = await signUp(t.app, origin, company); // aiTips false, companyInsights true
    const service = createAccountsService({
      database: t.database,
      authService: null as never,
      companiesService: createCompaniesService({ database: t.database, members: createCompanyMembers() }),
    });
    expect(await service.hasConsent(user.userId, 'ai_tips')).toBe(false);
    expect(await service.hasConsent(user.userId, 'company_insights')).toBe(true);

    const on = await call(user, 'PATCH', '/api/me/consents', { aiTips: true, companyInsights: false });
    expect(on.statusCode).toBe(200);
    expect(on.json().consents).toMatchObject({
      dataProcessing: { granted: true },
      aiTips: { granted: true },
      companyInsights: { granted: false },
    });
    expect(await service.hasConsent(user.userId, 'ai_tips')).toBe(true);
    expect(await service.hasConsent(user.userId, 'company_insights')).toBe(false);

    // Same value again: no new row.
    expect((await call(user, 'PATCH', '/api/me/consents', { aiTips: true, dataProcessing: true })).statusCode).toBe(
      200,
    );
    const off = await call(user, 'PATCH', '/api/me/consents', { aiTips: false });
    expect(off.json().consents.aiTips.granted).toBe(false);
    expect(await service.hasConsent(user.userId, 'ai_tips')).toBe(false);

    expect((await history(user.userId, 'ai_tips')).map((c) => c.granted)).toEqual([false, true, false]);
    expect((await history(user.userId, 'company_insights')).map((c) => c.granted)).toEqual([true, false]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, user.userId), eq(auditLog.action, 'consent_changed')));
    expect(audit.map((a) => a.metadata).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual([
      expect.objectContaining({ kind: 'ai_tips', granted: false }),
      expect.objectContaining({ kind: 'ai_tips', granted: true }),
      expect.objectContaining({ kind: 'company_insights', granted: false }),
    ]);
  });

  it('answers 401 when signed out', async () => {
    expect((await call(null, 'PATCH', '/api/me/consents', { aiTips: true })).statusCode).toBe(401);
  });
});

describe('PATCH /api/me/onboarding', () => {
  it('moves forward (also skipping), repeats are no-ops, going back is 409, done is final', async () => {
    const user = await signUp(t.app, origin, company);
    const step = async (s: string) => call(user, 'PATCH', '/api/me/onboarding', { step: s });

    const second = await step('complete-profile');
    expect(second.statusCode).toBe(200);
    expect(second.json().onboarding).toEqual({ step: 'complete-profile' });
    expect((await step('complete-profile')).statusCode).toBe(200);

    const back = await step('connect-wearable');
    expect(back.statusCode).toBe(409);
    expect(back.json().error.code).toBe('CONFLICT');

    expect((await step('done')).json().onboarding).toEqual({ step: 'done' });
    expect((await step('continue')).statusCode).toBe(409);
    expect((await step('done')).statusCode).toBe(200);
    expect((await call(user, 'GET', '/api/me')).json().onboarding).toEqual({ step: 'done' });

    const invalid = await step('dance');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('VALIDATION_FAILED');
  });
});

import { ZCurrentUserSchema, getMe, updateConsents, updateOnboarding, updateProfile } from '@openwell/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents } from '../src/features/accounts/accounts.tables.ts';
import { createAccountsService } from '../src/features/accounts/accounts.service.ts';
import { auditLog } from '../src/features/audit/audit.tables.ts';
import { users } from '../src/features/auth/auth.tables.ts';
import { createCompanyMembers } from '../src/features/accounts/accounts.members.ts';
import { createCompaniesService } from '../src/features/companies/companies.service.ts';
import { callEndpoint, signedOut } from './helpers/api-client.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createAdminWithoutProfile, createCompany, signUp, type TestCompany } from './helpers/accounts-fixtures.ts';

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

describe('GET /api/me', () => {
  it('answers 401 UNAUTHENTICATED when signed out', async () => {
    const response = await callEndpoint(t.app, signedOut(origin), getMe);
    expect(response.status).toBe(401);
    expect(response.error?.code).toBe('UNAUTHENTICATED');
  });

  it('returns null profile, consents, legal and onboarding for an admin without a company profile', async () => {
    const admin = await createAdminWithoutProfile(t.app, origin, t.database, company);
    const response = await callEndpoint(t.app, admin, getMe);
    expect(response.status).toBe(200);
    expect(ZCurrentUserSchema.parse(response.body)).toMatchObject({
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
    const response = await callEndpoint(t.app, user, updateProfile, {
      body: {
        age: 52,
        gender: 'male',
        departmentId: company.departments[1]!.id,
        language: 'fr',
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      language: 'fr',
      profile: { age: 52, gender: 'male', departmentId: company.departments[1]!.id, companyCode: company.code },
    });
    const [row] = await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, user.userId));
    expect(row?.language).toBe('fr');
    const me = await callEndpoint(t.app, user, getMe);
    expect(me.body).toMatchObject({ language: 'fr', profile: { age: 52 } });
  });

  it.each([
    ['email', { email: 'new@example.com' }, 'The email address cannot be changed.'],
    ['companyCode', { companyCode: 'GLOBEX-1' }, 'The company code can only be changed by an admin.'],
  ])('refuses %s with 400 VALIDATION_FAILED naming the field', async (field, payload, message) => {
    const user = await signUp(t.app, origin, company);
    const response = await callEndpoint(t.app, user, updateProfile, { body: { age: 40, ...payload } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'VALIDATION_FAILED', message, details: { field } } });
    const me = await callEndpoint(t.app, user, getMe);
    expect(me.body.profile).toMatchObject({ age: 34, companyCode: company.code });
    expect(me.body.email).toBe(user.email);
  });

  it("refuses another company's department with INVALID_DEPARTMENT", async () => {
    const user = await signUp(t.app, origin, company);
    const response = await callEndpoint(t.app, user, updateProfile, {
      body: { departmentId: otherCompany.departments[0]!.id },
    });
    expect(response.status).toBe(400);
    expect(response.error?.code).toBe('INVALID_DEPARTMENT');
  });

  it('refuses an age below 18 with UNDERAGE and unknown fields with VALIDATION_FAILED', async () => {
    const user = await signUp(t.app, origin, company);
    const young = await callEndpoint(t.app, user, updateProfile, { body: { age: 17 } });
    expect(young.status).toBe(400);
    expect(young.error?.code).toBe('UNDERAGE');
    const unknown = await callEndpoint(t.app, user, updateProfile, { body: { shoeSize: 44 } as never });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.code).toBe('VALIDATION_FAILED');
  });

  it('lets an admin without profile change the language only', async () => {
    const admin = await createAdminWithoutProfile(t.app, origin, t.database, company);
    const language = await callEndpoint(t.app, admin, updateProfile, { body: { language: 'it' } });
    expect(language.status).toBe(200);
    expect(language.body).toMatchObject({ language: 'it', profile: null });
    const age = await callEndpoint(t.app, admin, updateProfile, { body: { age: 40 } });
    expect(age.status).toBe(404);
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
    const response = await callEndpoint(t.app, user, updateConsents, { body: { dataProcessing: false, aiTips: true } });
    expect(response.status).toBe(400);
    expect(response.error?.code).toBe('CONSENT_NOT_REVOCABLE');
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

    const on = await callEndpoint(t.app, user, updateConsents, { body: { aiTips: true, companyInsights: false } });
    expect(on.status).toBe(200);
    expect(on.body.consents).toMatchObject({
      dataProcessing: { granted: true },
      aiTips: { granted: true },
      companyInsights: { granted: false },
    });
    expect(await service.hasConsent(user.userId, 'ai_tips')).toBe(true);
    expect(await service.hasConsent(user.userId, 'company_insights')).toBe(false);

    // Same value again: no new row.
    expect(
      (await callEndpoint(t.app, user, updateConsents, { body: { aiTips: true, dataProcessing: true } })).status,
    ).toBe(200);
    const off = await callEndpoint(t.app, user, updateConsents, { body: { aiTips: false } });
    expect(off.body.consents!.aiTips.granted).toBe(false);
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
    expect((await callEndpoint(t.app, signedOut(origin), updateConsents, { body: { aiTips: true } })).status).toBe(401);
  });
});

describe('PATCH /api/me/onboarding', () => {
  it('moves forward (also skipping), repeats are no-ops, going back is 409, done is final', async () => {
    const user = await signUp(t.app, origin, company);
    const step = async (s: string) => callEndpoint(t.app, user, updateOnboarding, { body: { step: s as never } });

    const second = await step('complete-profile');
    expect(second.status).toBe(200);
    expect(second.body.onboarding).toEqual({ step: 'complete-profile' });
    expect((await step('complete-profile')).status).toBe(200);

    const back = await step('connect-wearable');
    expect(back.status).toBe(409);
    expect(back.error?.code).toBe('CONFLICT');

    expect((await step('done')).body.onboarding).toEqual({ step: 'done' });
    expect((await step('continue')).status).toBe(409);
    expect((await step('done')).status).toBe(200);
    expect((await callEndpoint(t.app, user, getMe)).body.onboarding).toEqual({ step: 'done' });

    const invalid = await step('dance');
    expect(invalid.status).toBe(400);
    expect(invalid.error?.code).toBe('VALIDATION_FAILED');
  });
});

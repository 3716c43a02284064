import { CURRENT_ACCEPTANCE } from '@openwell/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEmployeeImportRow } from '../src/features/accounts/accounts.import.service.ts';
import { consents, legalAcceptances, profiles } from '../src/features/accounts/accounts.tables.ts';
import { auditLog } from '../src/features/audit/audit.tables.ts';
import type { TPasswordHash } from '../src/features/auth/auth.service.ts';
import { authAccounts, users } from '../src/features/auth/auth.tables.ts';
import { companies } from '../src/features/companies/companies.tables.ts';
import { systemClock } from '../src/lib/clock.ts';
import { generateEncryptionKey } from '../src/lib/crypto.ts';
import { createSilentLogger } from '../src/lib/logger.ts';
import { createSeedServices, type TSeedServices } from '../src/seed/scale-seed.ts';
import {
  cookieFrom,
  createCompany,
  request,
  signUp,
  signUpBody,
  TEST_PASSWORD,
  uniqueEmail,
  type TestCompany,
} from './helpers/accounts-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

const ORIGIN = 'http://wellness.test';
const ACTOR = { userId: null, ip: null, userAgent: 'accounts-import test' };

let t: TestApp;
let services: TSeedServices;
let password: TPasswordHash;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: ORIGIN } });
  services = createSeedServices({
    config: t.config,
    database: t.database,
    logger: createSilentLogger(),
    clock: systemClock,
    encryptionKey: generateEncryptionKey(),
  });
  password = await services.authService.hashPassword(TEST_PASSWORD);
});
afterAll(() => t.cleanup());

function employee(company: TestCompany, overrides: Partial<TEmployeeImportRow> = {}): TEmployeeImportRow {
  return {
    email: uniqueEmail('import'),
    departmentId: company.departments[0]!.id,
    age: 41,
    gender: 'male',
    language: 'de',
    consents: { dataProcessing: true, aiTips: true, companyInsights: false },
    acceptedLegalVersions: { ...CURRENT_ACCEPTANCE },
    ...overrides,
  };
}

const importInto = (
  company: TestCompany,
  employees: TEmployeeImportRow[],
  extra: { onExistingEmail?: 'fail' | 'skip' } = {},
) =>
  services.accountsImportService.importEmployees({
    companyId: company.id,
    employees,
    password,
    actor: ACTOR,
    ...extra,
  });

async function countUsers(emails: string[]): Promise<number> {
  const rows = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(inArray(users.email, emails));
  return rows[0]!.n;
}

describe('accountsImportService.importEmployees', () => {
  it('writes the rows a sign-up of the same person writes', async () => {
    const company = await createCompany(t.database);
    const signedUp = await signUp(t.app, ORIGIN, company, {
      age: 41,
      gender: 'male',
      language: 'de',
      consents: { dataProcessing: true, aiTips: true, companyInsights: false },
    });
    const row = employee(company, { email: ` Imported.${uniqueEmail()} ` });
    const result = await importInto(company, [row]);
    const email = row.email.trim().toLowerCase();
    expect(result.skippedEmails).toEqual([]);
    expect(result.created).toEqual([{ userId: expect.any(String), email, departmentId: row.departmentId }]);
    const imported = { userId: result.created[0]!.userId, email };

    const snapshot = async (userId: string) => {
      const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
      const [account] = await t.database.db.select().from(authAccounts).where(eq(authAccounts.userId, userId));
      const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, userId));
      const history = await t.database.db.select().from(consents).where(eq(consents.userId, userId));
      const legal = await t.database.db.select().from(legalAcceptances).where(eq(legalAcceptances.userId, userId));
      const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectUserId, userId));
      return {
        user: {
          ...user!,
          id: 'id',
          email: 'email',
          name: user!.name === user!.email ? 'email' : user!.name,
          createdAt: 0,
          updatedAt: 0,
        },
        account: {
          ...account!,
          id: 'id',
          userId: account!.userId === userId ? 'own' : account!.userId,
          accountId: account!.accountId === userId ? 'own' : account!.accountId,
          password: account!.password?.split(':').length,
          createdAt: 0,
          updatedAt: 0,
        },
        profile: {
          ...profile!,
          userId: 'id',
          createdAt: 0,
          updatedAt: 0,
          // The current-state copy equals the history rows exactly (the same timestamp text as sign-up writes).
          consentState: Object.fromEntries(
            Object.entries(profile!.consentState).map(([kind, entry]) => {
              const source = history.find((h) => h.kind === kind)!;
              expect(entry!.updatedAt).toBe(source.createdAt.toISOString());
              return [kind, { ...entry, updatedAt: 'history' }];
            }),
          ),
        },
        consents: history
          .map((h) => ({ kind: h.kind, granted: h.granted, version: h.version, companyId: h.companyId }))
          .sort((a, b) => a.kind.localeCompare(b.kind)),
        legal: legal
          .map((l) => ({ document: l.document, version: l.version, companyId: l.companyId }))
          .sort((a, b) => a.document.localeCompare(b.document)),
        audit: {
          action: audit!.action,
          companyId: audit!.companyId,
          consents: audit!.metadata.consents,
          legal: audit!.metadata.legal,
        },
      };
    };
    expect(await snapshot(imported.userId)).toEqual(await snapshot(signedUp.userId));

    // The imported employee signs in with the shared password and sees the same /api/me as the signed-up one.
    const signIn = await request(t.app, ORIGIN, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: imported.email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const me = async (cookie: string) => {
      const response = await request(t.app, ORIGIN, { method: 'GET', url: '/api/me', headers: { cookie } });
      const { id: _id, email: _email, ...rest } = response.json();
      // The consents' times are those of each account's own creation.
      return JSON.parse(JSON.stringify(rest).replace(/"updatedAt":"[^"]+"/g, '"updatedAt":"t"'));
    };
    expect(await me(cookieFrom(signIn))).toEqual(await me(signedUp.jar.header()));
  });

  it('applies the sign-up rules to every row before writing anything', async () => {
    const company = await createCompany(t.database);
    const other = await createCompany(t.database);
    const good = employee(company);
    const cases: Array<[Partial<TEmployeeImportRow>, string]> = [
      [{ age: 17 }, 'UNDERAGE'],
      [{ age: 121 }, 'VALIDATION_FAILED'],
      [{ consents: { dataProcessing: false, aiTips: true, companyInsights: true } }, 'CONSENT_REQUIRED'],
      [{ acceptedLegalVersions: { privacy: '2000-01-01', terms: CURRENT_ACCEPTANCE.terms } }, 'LEGAL_VERSION_OUTDATED'],
      [{ departmentId: other.departments[0]!.id }, 'INVALID_DEPARTMENT'],
    ];
    for (const [override, code] of cases) {
      await expect(importInto(company, [good, employee(company, override)])).rejects.toMatchObject({ code });
    }
    await expect(
      importInto(company, [good, { ...employee(company), email: good.email.toUpperCase() }]),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(
      services.accountsImportService.importEmployees({
        companyId: '00000000-0000-4000-8000-000000000000',
        employees: [good],
        password,
        actor: ACTOR,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await countUsers([good.email])).toBe(0);
  });

  it('refuses a suspended company', async () => {
    const company = await createCompany(t.database);
    await t.database.db.update(companies).set({ status: 'suspended' }).where(eq(companies.id, company.id));
    const row = employee(company);
    await expect(importInto(company, [row])).rejects.toMatchObject({ code: 'COMPANY_SUSPENDED' });
    expect(await countUsers([row.email])).toBe(0);
  });

  it('keeps to the seat limit: all of a batch or none', async () => {
    const company = await createCompany(t.database);
    await t.database.db.update(companies).set({ seatLimit: 3 }).where(eq(companies.id, company.id));
    await signUp(t.app, ORIGIN, company);
    const three = [employee(company), employee(company), employee(company)];
    await expect(importInto(company, three)).rejects.toMatchObject({
      code: 'SEAT_LIMIT_REACHED',
      details: { seatLimit: 3, members: 1, requested: 3 },
    });
    expect(await countUsers(three.map((row) => row.email))).toBe(0);
    expect((await importInto(company, three.slice(0, 2))).created).toHaveLength(2);
    // Full now: sign-up is refused as well.
    const response = await request(t.app, ORIGIN, {
      method: 'POST',
      url: '/api/accounts/sign-up',
      payload: signUpBody(company),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('SEAT_LIMIT_REACHED');
  });

  it('refuses a registered e-mail (EMAIL_TAKEN, nothing written), or skips it when asked', async () => {
    const company = await createCompany(t.database);
    const existing = await signUp(t.app, ORIGIN, company);
    const fresh = employee(company);
    const taken = employee(company, { email: existing.email.toUpperCase() });
    await expect(importInto(company, [fresh, taken])).rejects.toMatchObject({
      code: 'EMAIL_TAKEN',
      details: { email: existing.email },
    });
    expect(await countUsers([fresh.email])).toBe(0);

    const result = await importInto(company, [fresh, taken], { onExistingEmail: 'skip' });
    expect(result.created.map((c) => c.email)).toEqual([fresh.email]);
    expect(result.skippedEmails).toEqual([existing.email]);
    // The existing account is untouched: still one profile, in its own department.
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, existing.userId));
    expect(profile!.departmentId).toBe(company.departments[0]!.id);
  });

  it('hashes only a password that passes the policy', async () => {
    await expect(services.authService.hashPassword('short')).rejects.toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
    await expect(services.authService.hashPassword('password123')).rejects.toMatchObject({
      code: 'PASSWORD_TOO_COMMON',
    });
  });
});

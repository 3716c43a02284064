import {
  CURRENT_ACCEPTANCE,
  getMe,
  lookupCompany,
  signUp as signUpEndpoint,
  type TSignUpRequest,
} from '@openwell/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, legalAcceptances, profiles } from '../src/features/accounts/accounts.tables.ts';
import { CONSENT_VERSION } from '../src/features/accounts/accounts.service.ts';
import { auditLog } from '../src/features/audit/audit.tables.ts';
import { users } from '../src/features/auth/auth.tables.ts';
import { callEndpoint, expectOk, signedOut, type ApiSession } from './helpers/api-client.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createCompany, signUpBody, uniqueEmail, type TestCompany } from './helpers/accounts-fixtures.ts';

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

/** A sign-up from a new browser (from `ip` when given); the body as the test wrote it, valid or not. */
const signUpWith = (body: unknown, ip?: string, browser: ApiSession = signedOut(origin, ip)) =>
  callEndpoint(t.app, browser, signUpEndpoint, { body: body as TSignUpRequest });

/** Rows of everything sign-up writes besides the user. */
async function counts() {
  const result = await t.database.db.execute<Record<string, number>>(sql`
    select (select count(*)::int from profiles) as profiles, (select count(*)::int from consents) as consents,
      (select count(*)::int from legal_acceptances) as legal,
      (select count(*)::int from audit_log where action = 'account_created') as audit,
      (select count(*)::int from users) as users`);
  return result.rows[0];
}

async function userCount(email: string): Promise<number> {
  const rows = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return rows.length;
}

/** The exact English text of the error table (EMAIL_TAKEN) for an existing email (the web translates by code). */
const EMAIL_TAKEN_MESSAGE = 'This email is already registered. Please login instead.';

describe('POST /api/accounts/sign-up', () => {
  it('creates account, profile, consents and acceptances, signs in, and /api/me works with the cookie', async () => {
    const body = signUpBody(company, { language: 'de', gender: 'male', age: 41 });
    const browser = signedOut(origin);
    const response = await signUpWith(body, undefined, browser);
    expect(response.status).toBe(201);
    const user = expectOk(response);
    expect(user).toMatchObject({
      email: body.email,
      role: 'employee',
      language: 'de',
      twoFactorEnabled: false,
      sessionCreated: true,
      profile: {
        companyCode: company.code,
        companyName: 'Acme',
        departmentId: company.departments[0]!.id,
        departmentName: company.departments[0]!.name,
        age: 41,
        gender: 'male',
      },
      consents: {
        dataProcessing: { granted: true, version: CONSENT_VERSION },
        aiTips: { granted: false, version: CONSENT_VERSION },
        companyInsights: { granted: true, version: CONSENT_VERSION },
      },
      legal: CURRENT_ACCEPTANCE,
      onboarding: { step: 'connect-wearable' },
    });
    expect(user.warning).toBeUndefined();
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/httponly/i);
    // A browser gets no bearer token; native clients ask for one (auth-session-tokens.test.ts).
    expect(response.headers['set-auth-token']).toBeUndefined();

    const me = await callEndpoint(t.app, browser, getMe);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: user.id, email: body.email, profile: { age: 41 } });

    const consentRows = await t.database.db.select().from(consents).where(eq(consents.userId, user.id));
    expect(consentRows.map((c) => [c.kind, c.granted, c.version, c.companyId]).sort()).toEqual(
      [
        ['ai_tips', false, CONSENT_VERSION, company.id],
        ['company_insights', true, CONSENT_VERSION, company.id],
        ['data_processing', true, CONSENT_VERSION, company.id],
      ].sort(),
    );
    const acceptances = await t.database.db.select().from(legalAcceptances).where(eq(legalAcceptances.userId, user.id));
    expect(acceptances.map((a) => [a.document, a.version]).sort()).toEqual([
      ['privacy', CURRENT_ACCEPTANCE.privacy],
      ['terms', CURRENT_ACCEPTANCE.terms],
    ]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectUserId, user.id));
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'account_created', actorUserId: user.id, companyId: company.id }),
    );
  });

  it('accepts the company code in any case and with surrounding spaces', async () => {
    const response = await signUpWith(signUpBody(company, { companyCode: `  ${company.code.toLowerCase()} ` }));
    expect(response.status).toBe(201);
    expect(response.body.profile?.companyCode).toBe(company.code);
  });

  it('accepts the company code with any spacing and dashes, as redemption codes are read (issue 24)', async () => {
    const dashed = await createCompany(t.database, { name: 'Dashed', code: '96EVQ-AYMTR', departments: ['Ops'] });
    const typed = ['96EVQAYMTR', '96EVQ AYMTR', ' 96evq - aymtr ', '96-EVQ-AYM-TR', '96EVQ\u2013AYMTR'];
    for (const [index, companyCode] of typed.entries()) {
      const response = await signUpWith(signUpBody(dashed, { companyCode }), `198.51.100.${40 + index}`);
      expect(response.status, `${companyCode}: ${response.raw}`).toBe(201);
      expect(response.body.profile?.companyCode).toBe('96EVQ-AYMTR');
    }
    // Other letters are another code.
    const wrong = await signUpWith(signUpBody(dashed, { companyCode: 'AYMTR-96EVQ' }), '198.51.100.49');
    expect(wrong.status).toBe(400);
    expect(wrong.error?.code).toBe('INVALID_COMPANY_CODE');
  });

  it('refuses an existing email with the exact message (case-insensitive), creating nothing', async () => {
    const first = signUpBody(company);
    expect((await signUpWith(first)).status).toBe(201);
    const again = await signUpWith(signUpBody(company, { email: first.email.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: { code: 'EMAIL_TAKEN', message: EMAIL_TAKEN_MESSAGE } });
    expect(await userCount(first.email)).toBe(1);
  });

  it('creates one account when the same email signs up twice at once; the other gets EMAIL_TAKEN', async () => {
    const body = signUpBody(company);
    const results = await Promise.all([signUpWith(body), signUpWith({ ...body, email: body.email.toUpperCase() })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.error).toEqual({
      code: 'EMAIL_TAKEN',
      message: EMAIL_TAKEN_MESSAGE,
    });
    expect(await userCount(body.email)).toBe(1);
  });

  const cases: Array<[string, () => Record<string, unknown>, number, string]> = [
    [
      'an unknown company code',
      () => ({ ...signUpBody(company), companyCode: 'NOPE-0000' }),
      400,
      'INVALID_COMPANY_CODE',
    ],
    [
      "another company's department",
      () => ({ ...signUpBody(company), departmentId: otherCompany.departments[0]!.id }),
      400,
      'INVALID_DEPARTMENT',
    ],
    ['age 17', () => ({ ...signUpBody(company), age: 17 }), 400, 'UNDERAGE'],
    ['age 0', () => ({ ...signUpBody(company), age: 0 }), 400, 'UNDERAGE'],
    ['age 121', () => ({ ...signUpBody(company), age: 121 }), 400, 'VALIDATION_FAILED'],
    [
      'no data processing consent',
      () => ({ ...signUpBody(company), consents: { dataProcessing: false, aiTips: true, companyInsights: true } }),
      400,
      'CONSENT_REQUIRED',
    ],
    [
      'a missing consents object',
      () => {
        const { consents: _c, ...rest } = signUpBody(company);
        return rest;
      },
      400,
      'CONSENT_REQUIRED',
    ],
    [
      'no accepted legal versions',
      () => {
        const { acceptedLegalVersions: _l, ...rest } = signUpBody(company);
        return rest;
      },
      400,
      'CONSENT_REQUIRED',
    ],
    [
      'an outdated privacy policy version',
      () => ({ ...signUpBody(company), acceptedLegalVersions: { ...CURRENT_ACCEPTANCE, privacy: '2020-01-01' } }),
      409,
      'LEGAL_VERSION_OUTDATED',
    ],
    [
      'an outdated terms version',
      () => ({ ...signUpBody(company), acceptedLegalVersions: { ...CURRENT_ACCEPTANCE, terms: '2020-01-01' } }),
      409,
      'LEGAL_VERSION_OUTDATED',
    ],
    ['a 7-character password', () => ({ ...signUpBody(company), password: 'Abc-123' }), 400, 'PASSWORD_TOO_SHORT'],
    [
      'a 129-character password',
      () => ({ ...signUpBody(company), password: 'x'.repeat(129) }),
      400,
      'PASSWORD_TOO_LONG',
    ],
    ['a common password', () => ({ ...signUpBody(company), password: 'password123' }), 400, 'PASSWORD_TOO_COMMON'],
    ['an invalid email', () => ({ ...signUpBody(company), email: 'not-an-email' }), 400, 'VALIDATION_FAILED'],
    ['an unknown gender', () => ({ ...signUpBody(company), gender: 'other' }), 400, 'VALIDATION_FAILED'],
    ['an unknown language', () => ({ ...signUpBody(company), language: 'es' }), 400, 'VALIDATION_FAILED'],
  ];
  it.each(cases)('refuses %s (%s %s) and creates no account', async (_name, makeBody, status, code) => {
    const body = makeBody();
    const response = await signUpWith(body);
    expect(response.error?.code).toBe(code);
    expect(response.status).toBe(status);
    if (typeof body.email === 'string') expect(await userCount(body.email.toLowerCase())).toBe(0);
  });

  it('is atomic: when the profile insert fails, no user, consents or audit row remain', async () => {
    // Force a constraint error in the middle of the transaction (after the user row was inserted).
    await t.database.db.execute(sql`alter table profiles add constraint test_reject_age_99 check (age <> 99)`);
    try {
      const before = await counts();
      const body = signUpBody(company, { age: 99 });
      const response = await signUpWith(body);
      expect(response.status).toBe(500);
      expect(response.error?.code).toBe('INTERNAL');
      expect(await userCount(body.email)).toBe(0);
      expect(await counts()).toEqual(before);
    } finally {
      await t.database.db.execute(sql`alter table profiles drop constraint test_reject_age_99`);
    }
  });

  it('is atomic when the department disappears before the profile insert', async () => {
    const doomed = await createCompany(t.database, { departments: ['Temporary'] });
    const body = signUpBody(doomed);
    // The department exists at validation time; a trigger deletes it right after the user row is inserted.
    await t.database.db.execute(
      sql.raw(`create function test_drop_department() returns trigger language plpgsql as $$
        begin delete from departments where id = '${doomed.departments[0]!.id}'; return new; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger test_drop_department after insert on users
        for each row execute function test_drop_department()`),
    );
    try {
      const before = await counts();
      const response = await signUpWith(body);
      // The profile's foreign key fails: the same answer as a department found missing by the check.
      expect(response.status).toBe(400);
      expect(response.error?.code).toBe('INVALID_DEPARTMENT');
      expect(await userCount(body.email)).toBe(0);
      expect(await t.database.db.select().from(profiles).where(eq(profiles.companyId, doomed.id))).toEqual([]);
      expect(await counts()).toEqual(before);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger test_drop_department on users'));
      await t.database.db.execute(sql.raw('drop function test_drop_department()'));
    }
  });

  it('answers 201 with sessionCreated false when signing in after sign-up fails; the account is complete', async () => {
    await t.database.db.execute(sql`alter table auth_sessions add constraint test_no_sessions check (false) not valid`);
    try {
      const body = signUpBody(company);
      const response = await signUpWith(body);
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ email: body.email, sessionCreated: false, profile: { age: 34 } });
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await userCount(body.email)).toBe(1);
    } finally {
      await t.database.db.execute(sql`alter table auth_sessions drop constraint test_no_sessions`);
    }
  });

  it('is rate limited per client: the 11th attempt within 15 minutes gets 429', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 10; i++) {
      const response = await signUpWith({ ...signUpBody(company), companyCode: 'NOPE-0000' }, ip);
      expect(response.status).toBe(400);
    }
    const blocked = await signUpWith(signUpBody(company), ip);
    expect(blocked.status).toBe(429);
    expect(blocked.error?.code).toBe('RATE_LIMITED');
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another client is not affected.
    expect((await signUpWith(signUpBody(company), '192.0.2.78')).status).toBe(201);
  });

  it('refuses a cookie-carrying sign-up from a foreign origin (CSRF)', async () => {
    const response = await callEndpoint(t.app, signedOut(origin), signUpEndpoint, {
      body: signUpBody(company),
      headers: { origin: 'https://evil.example', cookie: 'x=1' },
    });
    expect(response.status).toBe(403);
    expect(response.error?.code).toBe('CSRF_REJECTED');
  });
});

describe('GET /api/companies/lookup', () => {
  it('returns the company name and departments for a code in any case', async () => {
    const response = await callEndpoint(t.app, signedOut(origin), lookupCompany, {
      query: { code: ` ${company.code.toLowerCase()} ` },
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.raw)).toEqual({
      companyName: 'Acme',
      departments: [...company.departments].sort((a, b) => a.name.localeCompare(b.name)),
    });
  });

  it('finds the code typed without its dash or with a space instead (issue 24)', async () => {
    await createCompany(t.database, { name: 'Lookup Dashed', code: 'K7QM3-XZP9H', departments: ['Ops'] });
    for (const code of ['K7QM3XZP9H', 'K7QM3 XZP9H', 'k7qm3  -  xzp9h', 'K7-QM3-XZ-P9H']) {
      const response = await callEndpoint(t.app, signedOut(origin, '198.51.100.30'), lookupCompany, {
        query: { code },
      });
      expect(response.status, code).toBe(200);
      expect(response.body.companyName).toBe('Lookup Dashed');
    }
    const unknown = await callEndpoint(t.app, signedOut(origin, '198.51.100.30'), lookupCompany, {
      query: { code: 'K7QM3XZP9' },
    });
    expect(unknown.status).toBe(404);
  });

  it('answers 404 INVALID_COMPANY_CODE for an unknown code and 400 without a code', async () => {
    const unknown = await callEndpoint(t.app, signedOut(origin), lookupCompany, { query: { code: 'NOPE-0000' } });
    expect(unknown.status).toBe(404);
    expect(unknown.error?.code).toBe('INVALID_COMPANY_CODE');
    const missing = await callEndpoint(t.app, signedOut(origin), lookupCompany);
    expect(missing.status).toBe(400);
    expect(missing.error?.code).toBe('VALIDATION_FAILED');
  });

  it('is rate limited per client', async () => {
    const ip = '198.51.100.9';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const r = await callEndpoint(t.app, signedOut(origin, ip), lookupCompany, { query: { code: 'NOPE' } });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

it('sign-up emails are stored lower case', async () => {
  const email = uniqueEmail('Mixed.Case').replace('mixed', 'MiXeD');
  const response = await signUpWith(signUpBody(company, { email }));
  expect(response.status).toBe(201);
  expect(response.body.email).toBe(email.toLowerCase());
});

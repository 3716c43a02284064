import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { levelFor } from '@openwell/gamification';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@openwell/contracts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { acquireDataDirLock } from '../src/db/data-dir-lock.ts';
import { DEMO_COMPANY_NAME, DEMO_DEPARTMENTS } from '../src/features/companies/companies.seed.ts';
import { companies, departments } from '../src/features/companies/companies.tables.ts';
import { rewards } from '../src/features/rewards/rewards.tables.ts';
import { generateEncryptionKey } from '../src/lib/crypto.ts';
import { createSilentLogger } from '../src/lib/logger.ts';
import { systemClock } from '../src/lib/clock.ts';
import { seedDemoCompany } from '../src/seed/demo-company.ts';
import { DEFAULT_SEED_PASSWORD, type TSeedOptions } from '../src/seed/seed-args.ts';
import { companyCodeSource, planCompanies, seedEmployeeEmail } from '../src/seed/seed-plan.ts';
import { formatSeedReport } from '../src/seed/seed-report.ts';
import { civilToday } from '../src/lib/civil-dates.ts';
import { demoDays } from '../src/integrations/demo/demo-data.ts';
import { createSeedServices, runScaleSeed, SeedConflictError, type TSeedReport } from '../src/seed/scale-seed.ts';
import { cookieFrom, request } from './helpers/accounts-fixtures.ts';
import { ledgerInvariantViolations } from './helpers/gamification-kit.ts';
import { buildTestApp } from './helpers/build-test-app.ts';
import { openTestDatabase } from './helpers/test-database.ts';

const SMALL: TSeedOptions = {
  companies: 2,
  departmentsPerCompany: 3,
  users: 30,
  seed: 7,
  password: DEFAULT_SEED_PASSWORD,
  seatLimit: null,
  healthDays: 0,
  healthUsers: null,
  pointsDays: 0,
};
const ORIGIN = 'http://localhost:3000';
const serverDir = join(import.meta.dirname, '..');

async function seed(database: Database, options: TSeedOptions): Promise<TSeedReport> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    TEST_FAST_PASSWORD_HASHING: 'true',
    DATA_DIR: join(tmpdir(), 'openwell-unused'),
  });
  const services = createSeedServices({
    config,
    database,
    logger: createSilentLogger(),
    clock: systemClock,
    encryptionKey: generateEncryptionKey(),
  });
  // As the command: several companies at once on PostgreSQL.
  return runScaleSeed({ options, services, concurrency: database.kind === 'postgres' ? 2 : 1 });
}

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await database.db.execute(query)).rows as T[];
}

/** Everything the seed writes, without what differs between databases by nature (uuids, times, password salts). */
async function contentOf(database: Database) {
  return {
    companies: await rows(
      database,
      sql`select name, code, default_language, time_zone, status, seat_limit, is_demo from companies order by code`,
    ),
    departments: await rows(
      database,
      sql`select c.code, d.name from departments d join companies c on c.id = d.company_id order by c.code, d.name`,
    ),
    employees: await rows(
      database,
      sql`select u.email, u.name, u.role, u.language, u.email_verified, u.two_factor_enabled, c.code, d.name as department,
            p.age, p.gender, p.onboarding_step, p.legal_state,
            (select jsonb_object_agg(k, v - 'updatedAt') from jsonb_each(p.consent_state) e(k, v)) as consents
          from users u join profiles p on p.user_id = u.id join companies c on c.id = p.company_id
          join departments d on d.id = p.department_id order by u.email`,
    ),
    consents: await rows(
      database,
      sql`select u.email, x.kind, x.granted, x.version from consents x join users u on u.id = x.user_id
          order by u.email, x.kind`,
    ),
    legal: await rows(
      database,
      sql`select u.email, l.document, l.version from legal_acceptances l join users u on u.id = l.user_id
          order by u.email, l.document`,
    ),
    credentials: await rows(
      database,
      sql`select u.email, a.provider_id, a.account_id = u.id::text as linked from auth_accounts a
          join users u on u.id = a.user_id order by u.email`,
    ),
    audit: await rows(
      database,
      sql`select action, actor_user_id, user_agent, metadata, count(*)::int as n from audit_log
          group by action, actor_user_id, user_agent, metadata order by action, metadata::text`,
    ),
  };
}

describe('the scale seed', () => {
  let first: { database: Database; cleanup(): Promise<void> };
  let second: { database: Database; cleanup(): Promise<void> };
  let report: TSeedReport;

  beforeAll(async () => {
    first = await openTestDatabase();
    second = await openTestDatabase();
    report = await seed(first.database, SMALL);
    await seed(second.database, SMALL);
  });
  afterAll(async () => {
    await first?.cleanup();
    await second?.cleanup();
  });

  it('writes the same companies, codes, departments and employees into two fresh databases', async () => {
    const one = await contentOf(first.database);
    expect(await contentOf(second.database)).toEqual(one);
    expect(one.employees).toHaveLength(30);

    const plans = planCompanies(SMALL.seed, SMALL.companies, SMALL.departmentsPerCompany);
    expect(report.companies.map((c) => ({ name: c.name, code: c.code }))).toEqual(
      plans.map((plan) => ({ name: plan.name, code: companyCodeSource(SMALL.seed, plan.index)() })),
    );
    expect(one.companies).toEqual(
      expect.arrayContaining(
        plans.map((plan) =>
          expect.objectContaining({
            name: plan.name,
            default_language: plan.defaultLanguage,
            time_zone: plan.timeZone,
            status: 'active',
            seat_limit: null,
            is_demo: false,
          }),
        ),
      ),
    );
  });

  it('writes another data set for another seed', async () => {
    const other = await openTestDatabase();
    try {
      await seed(other.database, { ...SMALL, seed: 8 });
      const [a, b] = [await contentOf(first.database), await contentOf(other.database)];
      expect(b.companies.map((c) => (c as { code: string }).code)).not.toEqual(
        a.companies.map((c) => (c as { code: string }).code),
      );
      expect(b.employees).toHaveLength(30);
      expect(b.employees).not.toEqual(a.employees);
    } finally {
      await other.cleanup();
    }
  });

  it('creates the counts asked for: companies with their departments, employees spread over them', async () => {
    const { database } = first;
    const [counts] = await rows<Record<string, number>>(
      database,
      sql`select (select count(*)::int from companies) as companies, (select count(*)::int from departments) as departments,
        (select count(*)::int from users) as users, (select count(*)::int from auth_accounts) as accounts,
        (select count(*)::int from profiles) as profiles, (select count(*)::int from consents) as consents,
        (select count(*)::int from legal_acceptances) as legal`,
    );
    expect(counts).toEqual({
      companies: 2,
      departments: 6,
      users: 30,
      accounts: 30,
      profiles: 30,
      consents: 90,
      legal: 60,
    });
    const perCompany = await rows<{ name: string; departments: number; members: number }>(
      database,
      sql`select c.name, (select count(*)::int from departments d where d.company_id = c.id) as departments,
        (select count(*)::int from profiles p where p.company_id = c.id) as members from companies c order by c.name`,
    );
    for (const company of perCompany) expect(company).toMatchObject({ departments: 3, members: 15 });
    // Every profile's department belongs to its company.
    const [{ mismatched }] = (await rows<{ mismatched: number }>(
      database,
      sql`select count(*)::int as mismatched from profiles p join departments d on d.id = p.department_id
          where d.company_id <> p.company_id`,
    )) as [{ mismatched: number }];
    expect(mismatched).toBe(0);
    expect(report.steps.map((s) => [s.name, s.counts])).toEqual([
      ['companies', { 'companies created': 2, 'companies already there': 0, 'departments created': 6 }],
      ['employees', { 'employees created': 30, 'employees already there': 0 }],
      ['health data', { 'employees with health data': 0, 'daily values written': 0 }],
      ['points history', { 'employees with points': 0, 'ledger entries written': 0, 'monthly rows written': 0 }],
    ]);
    const audit = await rows<{ action: string; n: number }>(
      database,
      sql`select action, count(*)::int as n from audit_log group by action order by action`,
    );
    expect(audit).toEqual([
      { action: 'account_created', n: 30 },
      { action: 'company_created', n: 2 },
    ]);
  });

  it("keeps each profile's consent_state and legal_state equal to its history rows, as sign-up writes them", async () => {
    const profiles = await rows<{
      user_id: string;
      consent_state: Record<string, { granted: boolean; version: string; updatedAt: string }>;
      legal_state: Record<string, string>;
    }>(first.database, sql`select user_id, consent_state, legal_state from profiles`);
    const consents = await rows<{
      user_id: string;
      kind: string;
      granted: boolean;
      version: string;
      created_at: unknown;
    }>(first.database, sql`select user_id, kind, granted, version, created_at from consents`);
    const legal = await rows<{ user_id: string; document: string; version: string }>(
      first.database,
      sql`select user_id, document, version from legal_acceptances`,
    );
    for (const profile of profiles) {
      const own = consents.filter((c) => c.user_id === profile.user_id);
      expect(own.map((c) => c.kind).sort()).toEqual(['ai_tips', 'company_insights', 'data_processing']);
      expect(profile.consent_state).toEqual(
        Object.fromEntries(
          own.map((c) => [
            c.kind,
            // sign-up stores the row's created_at as Date#toISOString (milliseconds, Z)
            { granted: c.granted, version: c.version, updatedAt: new Date(c.created_at as string).toISOString() },
          ]),
        ),
      );
      expect(profile.consent_state.data_processing!.granted).toBe(true);
      expect(profile.legal_state).toEqual(
        Object.fromEntries(legal.filter((l) => l.user_id === profile.user_id).map((l) => [l.document, l.version])),
      );
    }
  });

  it('lets a seeded employee sign in with the printed password; /api/me shows the company and department', async () => {
    const printed = formatSeedReport(report);
    expect(printed).toContain(`Password of every seeded employee: ${DEFAULT_SEED_PASSWORD}`);
    for (const company of report.companies) expect(printed).toContain(`${company.name}`);
    for (const company of report.companies) expect(printed).toContain(company.code);

    const { app, cleanup } = await buildTestApp({ database: first.database, env: { PUBLIC_URL: ORIGIN } });
    try {
      const email = seedEmployeeEmail(SMALL.seed, 1, 4);
      expect(printed).toContain(seedEmployeeEmail(SMALL.seed, 0, 0));
      const signIn = await request(app, ORIGIN, {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password: DEFAULT_SEED_PASSWORD },
      });
      expect(signIn.statusCode).toBe(200);
      const me = await request(app, ORIGIN, { method: 'GET', url: '/api/me', headers: { cookie: cookieFrom(signIn) } });
      expect(me.statusCode).toBe(200);
      const [expected] = await rows<{ code: string; company: string; department: string; age: number }>(
        first.database,
        sql`select c.code, c.name as company, d.name as department, p.age from users u join profiles p on p.user_id = u.id
            join companies c on c.id = p.company_id join departments d on d.id = p.department_id where u.email = ${email}`,
      );
      expect(expected!.code).toBe(report.companies[1]!.code);
      expect(me.json()).toMatchObject({
        email,
        role: 'employee',
        profile: {
          companyCode: expected!.code,
          companyName: expected!.company,
          departmentName: expected!.department,
          age: expected!.age,
        },
        consents: { dataProcessing: { granted: true } },
        onboarding: { step: 'connect-wearable' },
      });

      const wrong = await request(app, ORIGIN, {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password: 'Not-The-Seed-Password-1' },
      });
      expect(wrong.statusCode).toBe(401);
    } finally {
      await cleanup();
    }
  });

  it('creates nothing twice when run again, and adds what is missing when --users grew', async () => {
    const { database } = second;
    const before = await contentOf(database);
    const again = await seed(database, SMALL);
    expect(again.steps.map((s) => s.counts)).toEqual([
      { 'companies created': 0, 'companies already there': 2, 'departments created': 0 },
      { 'employees created': 0, 'employees already there': 30 },
      { 'employees with health data': 0, 'daily values written': 0 },
      { 'employees with points': 0, 'ledger entries written': 0, 'monthly rows written': 0 },
    ]);
    expect(again.companies.map((c) => c.code)).toEqual(report.companies.map((c) => c.code));
    expect(formatSeedReport(again)).toContain('existed: reused');
    expect(await contentOf(database)).toEqual(before);

    const grown = await seed(database, { ...SMALL, users: 34 });
    expect(grown.steps[1]!.counts).toEqual({ 'employees created': 4, 'employees already there': 30 });
    const after = await contentOf(database);
    expect(after.employees).toHaveLength(34);
    // The first 30 are the same people as before.
    const emails = new Set(after.employees.map((e) => (e as { email: string }).email));
    for (const employee of before.employees) expect(emails.has((employee as { email: string }).email)).toBe(true);
  });

  it('refuses clearly when a company of the seed exists with other departments', async () => {
    await expect(seed(second.database, { ...SMALL, departmentsPerCompany: 4 })).rejects.toThrow(SeedConflictError);
    await expect(seed(second.database, { ...SMALL, departmentsPerCompany: 4 })).rejects.toThrow(
      /Company 1 of seed 7 exists .* without the department\(s\) .*another --departments-per-company/,
    );
  });
});

describe('the scale seed and seat limits', () => {
  it('fills companies up to their seat limit and refuses, writing nothing, beyond it', async () => {
    const { database, cleanup } = await openTestDatabase();
    try {
      const options = { ...SMALL, seed: 11, seatLimit: 15 };
      await seed(database, options);
      const members = async () =>
        rows<{ seat_limit: number; members: number }>(
          database,
          sql`select c.seat_limit, (select count(*)::int from profiles p where p.company_id = c.id) as members
              from companies c order by c.code`,
        );
      expect(await members()).toEqual([
        { seat_limit: 15, members: 15 },
        { seat_limit: 15, members: 15 },
      ]);
      await expect(seed(database, { ...options, users: 32 })).rejects.toMatchObject({
        code: 'SEAT_LIMIT_REACHED',
        details: { seatLimit: 15, members: 15, requested: 1 },
      });
      expect(await members()).toEqual([
        { seat_limit: 15, members: 15 },
        { seat_limit: 15, members: 15 },
      ]);
      const [{ users }] = (await rows<{ users: number }>(database, sql`select count(*)::int as users from users`)) as [
        { users: number },
      ];
      expect(users).toBe(30);
    } finally {
      await cleanup();
    }
  });
});

describe('the scale seed and health data (issue 9)', () => {
  it('writes D days of the 13 demo metrics for the first H employees, ending today in each company', async () => {
    const { database, cleanup } = await openTestDatabase();
    try {
      const report = await seed(database, { ...SMALL, seed: 13, healthDays: 90, healthUsers: 20 });
      const counts = report.steps.find((step) => step.name === 'health data')!.counts;
      expect(counts['employees with health data']).toBe(20);
      const perUser = await rows<{
        user_id: string;
        values: number;
        days: number;
        metrics: number;
        first: string;
        last: string;
        sources: string;
      }>(
        database,
        sql`select user_id, count(*)::int as values, count(distinct date)::int as days,
              count(distinct metric)::int as metrics, min(date)::text as first, max(date)::text as last,
              string_agg(distinct source, ',') as sources
            from daily_metrics group by user_id`,
      );
      expect(perUser).toHaveLength(20);
      expect(perUser.reduce((sum, user) => sum + user.values, 0)).toBe(counts['daily values written']);
      const today = civilToday(new Date(), 'UTC');
      for (const user of perUser) {
        expect(user.metrics).toBe(13);
        expect(user.sources).toBe('demo');
        // Some days without the tracker worn, as in "Sync mock data"; 90 days at most, ending by today.
        expect(user.days).toBeGreaterThan(70);
        expect(user.days).toBeLessThanOrEqual(90);
        expect(user.first >= addDays(today, -91)).toBe(true);
        expect(user.last <= addDays(today, 1)).toBe(true);
      }
      // The first 15 of company 1, then 5 of company 2.
      const byCompany = await rows<{ n: number }>(
        database,
        sql`select count(distinct d.user_id)::int as n from daily_metrics d join companies c on c.id = d.company_id
            group by c.code order by n desc`,
      );
      expect(byCompany.map((row) => row.n)).toEqual([15, 5]);
      // The seeded days are those the demo provider gives the same person.
      const [one] = perUser;
      const stored = await rows<{ date: string; metric: string; value: number }>(
        database,
        sql`select date::text as date, metric, value from daily_metrics where user_id = ${one!.user_id} order by date, metric`,
      );
      const expected = demoDays(one!.user_id, { from: one!.first, to: one!.last })
        .map((v) => ({ date: v.date, metric: v.metric, value: v.value }))
        .sort((a, b) => a.date.localeCompare(b.date) || a.metric.localeCompare(b.metric));
      expect(stored).toEqual(expected);
    } finally {
      await cleanup();
    }
  });
});

describe('the scale seed and points history (issue 10)', () => {
  const DAYS = 75;
  const WITH_POINTS: TSeedOptions = { ...SMALL, seed: 21, users: 40, pointsDays: DAYS };
  let one: { database: Database; cleanup(): Promise<void> };
  let two: { database: Database; cleanup(): Promise<void> };
  let report: TSeedReport;

  /** The ledger by e-mail (user ids differ between databases). */
  const ledgerOf = (database: Database) =>
    rows<{ email: string; reason: string; civil_date: string; amount: number; idempotency_key: string }>(
      database,
      sql`select u.email, l.reason, l.civil_date::text as civil_date, l.amount, l.idempotency_key
          from points_ledger l join users u on u.id = l.user_id order by u.email, l.idempotency_key`,
    );

  beforeAll(async () => {
    one = await openTestDatabase();
    two = await openTestDatabase();
    report = await seed(one.database, WITH_POINTS);
    await seed(two.database, WITH_POINTS);
  });
  afterAll(async () => {
    await one?.cleanup();
    await two?.cleanup();
  });

  it('writes the same entries into two fresh databases, about one per employee and day, over the last P days', async () => {
    const ledger = await ledgerOf(one.database);
    expect(await ledgerOf(two.database)).toEqual(ledger);
    const counts = report.steps.find((step) => step.name === 'points history')!.counts;
    expect(counts['employees with points']).toBe(40);
    expect(counts['ledger entries written']).toBe(ledger.length);
    expect(ledger.length).toBeGreaterThan(40 * DAYS * 0.5);
    expect(ledger.length).toBeLessThan(40 * DAYS * 2);
    // Some people never take part; the others on some days, not all.
    expect(new Set(ledger.map((entry) => entry.email)).size).toBeLessThan(40);
    expect(new Set(ledger.map((entry) => entry.email)).size).toBeGreaterThan(15);
    // Ids are UUIDs version 7 (time first, RFC 9562 variant): inserted in time order, they append to the key's index.
    const [{ other }] = (await rows<{ other: number }>(
      one.database,
      sql`select count(*)::int as other from points_ledger
          where id::text !~ '^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$'`,
    )) as [{ other: number }];
    expect(other).toBe(0);
    const today = civilToday(new Date(), 'UTC');
    for (const entry of ledger) {
      expect(['goal_steps', 'goal_active_minutes', 'goal_sleep', 'consistency']).toContain(entry.reason);
      expect(entry.idempotency_key).toBe(`${entry.reason}:${entry.civil_date}`);
      expect(entry.amount).toBeGreaterThan(0);
      expect(entry.amount).toBeLessThanOrEqual(entry.reason === 'consistency' ? 5 : 40);
      expect(entry.civil_date >= addDays(today, -DAYS - 1)).toBe(true);
      expect(entry.civil_date <= addDays(today, 1)).toBe(true);
    }
  });

  it('keeps the monthly points and every balance equal to the ledger, and streaks to the days with a goal met', async () => {
    const { database } = one;
    // The awarding's own invariants (ADR 017): balance and lifetime = the ledger's sums, months = earning entries.
    expect(await ledgerInvariantViolations(database)).toEqual([]);
    // Levels as the rules give them for the lifetime points.
    const levels = await rows<{ lifetime_points: number; level: number }>(
      database,
      sql`select lifetime_points, level from gamification_state`,
    );
    for (const row of levels) expect(row.level).toBe(levelFor(row.lifetime_points).level);
    expect(levels.some((row) => row.level > 1)).toBe(true);
    const mismatches = await rows(
      database,
      sql`select s.user_id from gamification_state s
          left join (select user_id, sum(amount)::int as total from points_ledger group by user_id) l
            on l.user_id = s.user_id
          where s.balance <> coalesce(l.total, 0) or s.lifetime_points <> coalesce(l.total, 0)`,
    );
    expect(mismatches).toEqual([]);
    const [{ states }] = (await rows<{ states: number }>(
      database,
      sql`select count(*)::int as states from gamification_state`,
    )) as [{ states: number }];
    expect(states).toBe(new Set((await ledgerOf(database)).map((entry) => entry.email)).size);
    const monthly = await rows<{ user_id: string; month: string; points: number }>(
      database,
      sql`select user_id, month::text as month, points from points_monthly order by user_id, month`,
    );
    const fromLedger = await rows<{ user_id: string; month: string; points: number }>(
      database,
      sql`select user_id, date_trunc('month', civil_date)::date::text as month, sum(amount)::int as points
          from points_ledger group by 1, 2 order by 1, 2`,
    );
    expect(monthly).toEqual(fromLedger);
    expect(new Set(monthly.map((row) => row.month)).size).toBeGreaterThanOrEqual(3);
    // Streaks: recomputed here by walking each person's days with a goal met (20 points or more) back from today in
    // their company's time zone.
    const met = await rows<{ user_id: string; time_zone: string; days: string[] }>(
      database,
      sql`select l.user_id, c.time_zone, array_agg(distinct l.civil_date::text order by l.civil_date::text) as days
          from points_ledger l join companies c on c.id = l.company_id
          where l.reason like 'goal_%' and l.amount >= 20 group by l.user_id, c.time_zone`,
    );
    const state = new Map(
      (
        await rows<{ user_id: string; streak_days: number; best_streak: number }>(
          database,
          sql`select user_id, streak_days, best_streak from gamification_state`,
        )
      ).map((row) => [row.user_id, row]),
    );
    let withStreak = 0;
    for (const { user_id, time_zone, days } of met) {
      const today = civilToday(new Date(), time_zone);
      const set = new Set(days);
      let day = set.has(today) ? today : addDays(today, -1);
      let streak = 0;
      while (set.has(day)) {
        streak += 1;
        day = addDays(day, -1);
      }
      let best = 0;
      let run = 0;
      days.forEach((date, index) => {
        run = index > 0 && addDays(days[index - 1]!, 1) === date ? run + 1 : 1;
        best = Math.max(best, run);
      });
      expect(state.get(user_id)).toMatchObject({ streak_days: streak, best_streak: best });
      if (streak > 0) withStreak += 1;
    }
    expect(withStreak).toBeGreaterThan(0);
  });

  it('adds nothing when run again with the same options', async () => {
    const before = await ledgerOf(one.database);
    const again = await seed(one.database, WITH_POINTS);
    expect(again.steps.find((step) => step.name === 'points history')!.counts['ledger entries written']).toBe(0);
    expect(await ledgerOf(one.database)).toEqual(before);
  });
});

// The command runs on the embedded database (DATABASE_URL emptied below) whatever the pass: on the PostgreSQL pass of
// CI (TEST_DATABASE_URL) it would only repeat the PGlite pass, spawning three seeds and a PGlite each time (ADR 006).
describe.skipIf(process.env.TEST_DATABASE_URL)('npm run seed (the command)', () => {
  const run = (args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, ['src/seed/main.ts', ...args], {
      cwd: serverDir,
      env: { ...process.env, LOG_LEVEL: '', DATABASE_URL: '', ...env },
      encoding: 'utf8',
    });

  it('rejects bad arguments with the usage text (exit 2)', () => {
    const result = run(['--companies', '2', '--departments-per-company', '3', '--users', 'lots'], {
      DATA_DIR: join(tmpdir(), 'openwell-seed-never-created'),
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--users must be a positive integer between 1 and 10,000,000 (got "lots").');
    expect(result.stderr).toContain('Usage: npm run seed -- --companies N --departments-per-company M --users U');
    expect(result.stdout).toBe('');
  });

  it('refuses to run while a server holds the embedded database', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'openwell-seed-locked-'));
    const lock = await acquireDataDirLock(dataDir, createSilentLogger());
    try {
      const result = run(['--companies', '1', '--departments-per-company', '1', '--users', '1'], { DATA_DIR: dataDir });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('The seed cannot run while a server uses the embedded database.');
      expect(result.stderr).toContain(`(pid ${process.pid})`);
    } finally {
      await lock.release();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('seeds the embedded database and prints the companies with their codes and the password', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'openwell-seed-cli-'));
    try {
      const args = ['--companies', '2', '--departments-per-company', '2', '--users', '6', '--seed', '3'];
      const result = run(args, { DATA_DIR: dataDir });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      for (const plan of planCompanies(3, 2, 2)) {
        expect(result.stdout).toMatch(new RegExp(`${plan.name}\\s+${companyCodeSource(3, plan.index)()}\\s+`));
      }
      expect(result.stdout).toContain(`Password of every seeded employee: ${DEFAULT_SEED_PASSWORD}`);
      expect(result.stdout).toContain('employees (');
      expect(result.stdout).toContain('6 employees created, 0 employees already there');
      expect(result.stdout).toMatch(/Done in \d+\.\d s\./);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('creates the demo company of an empty database first, so the first npm start afterwards has one (issue 24)', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'openwell-seed-demo-'));
    try {
      const args = ['--companies', '1', '--departments-per-company', '1', '--users', '1', '--seed', '5'];
      const result = run(args, { DATA_DIR: dataDir, DEMO_COMPANY_CODE: 'DEMO-SEEDED' });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toContain('Demo company created: company code DEMO-SEEDED');

      // What the server's start does next (server.ts): it finds the demo company, with its rewards and departments.
      const database = await openDatabase({ dataDir, logger: createSilentLogger() });
      try {
        expect(await seedDemoCompany(database, createSilentLogger(), { demoCompanyCode: undefined })).toEqual({
          companyCode: 'DEMO-SEEDED',
          created: false,
        });
        const [demo] = await database.db.select().from(companies).where(eq(companies.isDemo, true));
        expect(demo).toMatchObject({ code: 'DEMO-SEEDED', name: DEMO_COMPANY_NAME });
        expect(await database.db.$count(departments, eq(departments.companyId, demo!.id))).toBe(
          DEMO_DEPARTMENTS.length,
        );
        expect(await database.db.$count(rewards, eq(rewards.companyId, demo!.id))).toBeGreaterThan(0);
        // The seed's own company is there too.
        expect(await database.db.$count(companies)).toBe(2);
      } finally {
        await database.close();
      }

      // A second run finds it and creates nothing twice.
      const again = run(args, { DATA_DIR: dataDir });
      expect(again.status, again.stderr).toBe(0);
      expect(again.stdout).toContain('Demo company already there: company code DEMO-SEEDED');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

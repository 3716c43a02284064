/**
 * The cost of an authenticated request: anonymous `GET /api/health` against `GET /api/me` with a session cookie, in
 * the same run, on PGlite and on PostgreSQL (a throwaway cluster on 127.0.0.1). autocannon, 10 connections; the
 * endpoints take turns (health, me, ..., health, me, ...) so that the machine's noise hits all alike, and each figure
 * is the mean of its two rounds. Prints req/s, p50, p99 and the ratio; writes bench/results/authenticated-requests.json.
 *
 * Targets (issue 7): me/health at least 0.5 on PostgreSQL and 0.4 on PGlite; /api/me p99 at most 30 ms on PostgreSQL.
 * Later features add their main endpoints to ENDPOINTS.
 *
 * The admin area (issue 8) needs a second factor: the admin and the employer enrol one (RFC 6238 codes computed
 * here). The employer is an employee the admin promotes (which records the company it administers). The demo
 * company's first department has 6 members (its count shows: at least 5), and AUDIT_ROWS sign-in rows are written
 * into the audit log, so that its first page is full and the total is counted, as on a server that has run a while.
 *
 * The dashboard (issue 9): today's values, the 90-day trend and the tracker status of the employee, with 90 days of
 * the 13 metrics for them and for HEALTH_USERS more employees written by the scale seed (`--health-days 90`), so
 * daily_metrics holds about a million rows. Targets: ratio at least 0.4 and p99 at most 30 ms on PostgreSQL.
 *
 * The leaderboards (issue 10) are measured here on this small data like every screen's call; their figures at scale
 * (100,000 users, 10 million ledger entries) and targets are bench/leaderboards.ts.
 *
 * Redemption (issue 11): REDEEMERS employees, each on a connection of its own, redeem the demo catalogue's cheapest
 * unlimited reward at once, every request with a fresh Idempotency-Key (each redemption is one transaction under the
 * employee's lock: a debit in the ledger, a code). They are signed up from other loopback addresses (sign-up is rate
 * limited per address) and given points directly in the ledger. Measured, no target of its own; afterwards every
 * redeemer's balance must equal their points minus what their redemptions cost.
 *
 * Options: BENCH_DURATION (seconds per round, default 8), BENCH_DATABASES (`pglite,postgres`), BENCH_HEALTH_USERS
 * (default 1000), BENCH_ENDPOINTS (names to measure, comma-separated, `redeem` included; health and me always are): a
 * run with a selection prints its figures and checks but leaves the results file alone.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  createFirstAdmin,
  changeUserRole,
  enableTwoFactor,
  fillPath,
  getAdminSystemStatus,
  getCoach,
  getCoachTip,
  listCoachConversations,
  getCompany,
  getCompanyLeaderboard,
  getDepartmentLeaderboard,
  getGamification,
  getHealthScore,
  getHealth,
  getHealthProfile,
  getHealthToday,
  getHealthTrend,
  getWearables,
  getMe,
  getPointsExpiry,
  getQuestionnaire,
  listQuestionnaireSubmissions,
  getRedemptionStats,
  getOwnCompany,
  listAdminUsers,
  listAuditLog,
  listCompanyEmployers,
  listCompanies,
  listCompanyRewards,
  listPendingRedemptions,
  listMyRedemptions,
  listRewards,
  redeemReward,
  submitQuestionnaire,
  QUESTIONNAIRE_VERSION,
  verifyTotp,
  addDays,
} from '@openwell/contracts';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { civilToday } from '../apps/server/src/lib/civil-dates.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { generateEncryptionKey } from '../apps/server/src/lib/crypto.ts';
import { createSilentLogger } from '../apps/server/src/lib/logger.ts';
import { createSeedServices, runScaleSeed } from '../apps/server/src/seed/scale-seed.ts';
import { mean, measure as measureWith, measureClients, sessionCookie, type TFigures } from './lib/http-bench.ts';
import { signUpEmployee, signUpFrom } from './lib/employees.ts';
import { writeServerDatabase } from './lib/server-database.ts';
import { startServer } from './lib/start-server.ts';
import { totpCodeFromUri } from './lib/totp.ts';
import { startThrowawayPostgres } from './lib/throwaway-postgres.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 10;
const ROUNDS = 2;
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as Array<'pglite' | 'postgres'>;
const TARGETS = {
  pglite: { minRatio: 0.4, maxMeP99Ms: null },
  postgres: { minRatio: 0.5, maxMeP99Ms: 30 },
} as const;
/** Issue 9: the dashboard's calls with 1,000 users x 90 days seeded (PostgreSQL). */
const DASHBOARD_ENDPOINTS = ['health-today', 'health-trend-7', 'health-trend-90', 'wearables'] as const;
const DASHBOARD_TARGETS = { postgres: { minRatio: 0.4, maxP99Ms: 30 } } as const;
/** Employees the scale seed gives 90 days of the 13 metrics (besides the measured employee). */
const HEALTH_USERS = Number(process.env.BENCH_HEALTH_USERS ?? 1000);
const HEALTH_DAYS = 90;
const COMPANY_CODE = 'BENCH1';
const ADMIN_SETUP_TOKEN = 'bench-admin-setup-token-0123456789';
const PASSWORD = 'correct horse battery staple';
const BENCH_COMPANY = { code: COMPANY_CODE, password: PASSWORD };
const EMAILS = {
  employee: 'bench@example.com',
  employer: 'bench-employer@example.com',
  admin: 'bench-admin@example.com',
} as const;
/** Members of the first department besides the employee and the employer (6 in all: the count shows). */
const MORE_MEMBERS = 4;
/** Audit rows written before measuring: the log's first page is full and its total counted. */
const AUDIT_ROWS = 10_000;
/** Employees redeeming at once, one connection each (issue 11), and the points each is given. */
const REDEEMERS = 50;
const REDEEMER_POINTS = 10_000_000;

type TSession = 'employee' | 'employer' | 'admin';
/** What the paths need to know about the setup. */
type TSetup = { companyId: string };

/** What is measured: the anonymous baseline first, then authenticated endpoints (later features add theirs). */
const ENDPOINTS: ReadonlyArray<{ name: string; path: (setup: TSetup) => string; session: TSession | null }> = [
  { name: 'health', path: () => getHealth.path, session: null },
  { name: 'me', path: () => getMe.path, session: 'employee' },
  // The admin dashboard's call on load (issue 7: the e-mail warning).
  { name: 'admin-system-status', path: () => getAdminSystemStatus.path, session: 'admin' },
  // Issue 8, the admin screens' calls on load: the employer's company (departments with member counts), an admin's
  // company page (the company and its employer accounts), the companies list, the users page, the audit log's first
  // page.
  { name: 'employer-my-company', path: () => getOwnCompany.path, session: 'employer' },
  { name: 'admin-companies', path: () => listCompanies.path, session: 'admin' },
  { name: 'admin-company', path: ({ companyId }) => fillPath(getCompany.path, { companyId }), session: 'admin' },
  {
    name: 'admin-company-employers',
    path: ({ companyId }) => fillPath(listCompanyEmployers.path, { companyId }),
    session: 'admin',
  },
  { name: 'admin-users', path: () => listAdminUsers.path, session: 'admin' },
  { name: 'admin-audit-log', path: () => listAuditLog.path, session: 'admin' },
  // Issue 9, the dashboard's calls on load: today's values, the trend (7 days, the range it opens with; and 90, its
  // longest), the tracker's status.
  { name: 'health-today', path: () => getHealthToday.path, session: 'employee' },
  { name: 'health-trend-7', path: () => `${getHealthTrend.path}?days=7`, session: 'employee' },
  { name: 'health-trend-90', path: () => `${getHealthTrend.path}?days=90`, session: 'employee' },
  { name: 'wearables', path: () => getWearables.path, session: 'employee' },
  // Issue 10, the leaderboard page's calls (its two tabs), on this run's small data; bench/leaderboards.ts measures
  // them with 100,000 people and 10 million ledger entries, against their targets.
  { name: 'leaderboard-depts', path: () => getDepartmentLeaderboard.path, session: 'employee' },
  { name: 'leaderboard-companies', path: () => getCompanyLeaderboard.path, session: 'employee' },
  // Issue 10, the dashboard's gamification cards on load: points, level, streak, multipliers, goals and badges; the
  // health score with its categories (both computed from the employee's 90 days of values). No target of their own.
  { name: 'gamification', path: () => getGamification.path, session: 'employee' },
  { name: 'health-score', path: () => getHealthScore.path, session: 'employee' },
  // Issue 11, the calls on load of /rewards (the catalogue with the balance, the points expiring soon, also on the
  // dashboard; the redemptions tab) and of the employer's rewards page (catalogue, codes to hand over, figures), the
  // latter with the redemptions of this run's redeemers in the company.
  { name: 'rewards', path: () => listRewards.path, session: 'employee' },
  { name: 'points-expiry', path: () => getPointsExpiry.path, session: 'employee' },
  { name: 'my-redemptions', path: () => listMyRedemptions.path, session: 'employee' },
  {
    name: 'employer-rewards',
    path: ({ companyId }) => fillPath(listCompanyRewards.path, { companyId }),
    session: 'employer',
  },
  {
    name: 'employer-pending',
    path: ({ companyId }) => fillPath(listPendingRedemptions.path, { companyId }),
    session: 'employer',
  },
  {
    name: 'employer-redemption-stats',
    path: ({ companyId }) => fillPath(getRedemptionStats.path, { companyId }),
    session: 'employer',
  },
  // Issue 12, the dashboard's health profile card (the latest answers decrypted and rated with the tracker's 14 days)
  // and what the questionnaire pages load (draft and latest answers decrypted; the completed questionnaire's overview
  // also lists the versions), the employee having completed it.
  { name: 'health-profile', path: () => getHealthProfile.path, session: 'employee' },
  { name: 'questionnaire', path: () => getQuestionnaire.path, session: 'employee' },
  { name: 'questionnaire-versions', path: () => listQuestionnaireSubmissions.path, session: 'employee' },
  // Issue 13, the dashboard's coach calls on load (the employee has the AI consent and health data): today's tip (the
  // facts computed, the stored tip decrypted and rendered), the coach's state (facts for the suggested questions) and
  // the conversations' list.
  { name: 'coach-tip', path: () => getCoachTip.path, session: 'employee' },
  { name: 'coach-state', path: () => getCoach.path, session: 'employee' },
  { name: 'coach-conversations', path: () => listCoachConversations.path, session: 'employee' },
];

/** BENCH_ENDPOINTS: the selection (null: every endpoint). health and me are always measured: the ratios need them. */
const SELECTION = process.env.BENCH_ENDPOINTS
  ? new Set(['health', 'me', ...process.env.BENCH_ENDPOINTS.split(',')])
  : null;
const unknown = [...(SELECTION ?? [])].filter((name) => name !== 'redeem' && !ENDPOINTS.some((e) => e.name === name));
if (unknown.length > 0) throw new Error(`BENCH_ENDPOINTS: no endpoint named ${unknown.join(', ')}`);
const MEASURED = ENDPOINTS.filter((endpoint) => SELECTION?.has(endpoint.name) ?? true);
const MEASURE_REDEEM = SELECTION?.has('redeem') ?? true;

/** The measured employee completes the health questionnaire (every section answered). */
async function completeQuestionnaire(url: string, cookie: string): Promise<void> {
  const answers = {
    consent: { dataProcessing: true },
    body: { heightCm: 170, weightKg: 68 },
    diseases: { cardiovascular: [], metabolic: [] },
    complaints: { internal: [], orthopedic: [{ item: 'back_pain', severity: 3 }], other: [] },
    medications: { takesMedication: false },
    lifestyle: { fitness: 3, stress: 3, nutrition: 4, specialDiet: 'none' },
    substances: { smoking: 'non_smoker', alcohol: 'occasionally', caffeine: '1_2' },
    family: { children: ['school'], pets: [] },
    womensHealth: { regularCycle: true, menstrualComplaints: false, cycleDays: 28 },
    motivation: { intrinsic: 4, extrinsicSources: 'Colleagues', relaxationActivities: 'Reading' },
  };
  const response = await fetch(`${url}${submitQuestionnaire.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: JSON.stringify({ version: QUESTIONNAIRE_VERSION, answers }),
  });
  if (response.status !== 201) throw new Error(`questionnaire failed: ${response.status} ${await response.text()}`);
}

/** Creates the first admin with the setup token, enrols its second factor and returns the session cookie. */
async function setUpAdmin(url: string): Promise<string> {
  const response = await fetch(`${url}${createFirstAdmin.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ token: ADMIN_SETUP_TOKEN, email: EMAILS.admin, password: PASSWORD }),
  });
  if (response.status !== 201) throw new Error(`admin setup failed: ${response.status} ${await response.text()}`);
  const cookie = await enrolSecondFactor(url, sessionCookie(response));
  const status = await fetch(`${url}${getAdminSystemStatus.path}`, { headers: { cookie } });
  if (!status.ok) throw new Error(`GET ${getAdminSystemStatus.path} as the admin failed: ${status.status}`);
  return cookie;
}

/** The admin makes an employee the employer of its company; the employer enrols a second factor. Its cookie. */
async function promoteToEmployer(
  url: string,
  adminCookie: string,
  employee: { cookie: string; userId: string },
): Promise<string> {
  const promoted = await fetch(`${url}${fillPath(changeUserRole.path, { userId: employee.userId })}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', origin: url, cookie: adminCookie },
    body: JSON.stringify({ role: 'employer' }),
  });
  if (!promoted.ok) throw new Error(`promotion to employer failed: ${promoted.status} ${await promoted.text()}`);
  return enrolSecondFactor(url, employee.cookie);
}

/** Enrols a TOTP second factor for the session's account (as the admin area requires); returns the session cookie. */
async function enrolSecondFactor(url: string, sessionCookieHeader: string): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: url, cookie: sessionCookieHeader };
  const enable = await fetch(`${url}${enableTwoFactor.path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ password: PASSWORD }),
  });
  if (!enable.ok) throw new Error(`two-factor enable failed: ${enable.status} ${await enable.text()}`);
  const { totpURI } = (await enable.json()) as { totpURI: string };
  const verify = await fetch(`${url}${verifyTotp.path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ code: totpCodeFromUri(totpURI) }),
  });
  if (!verify.ok) throw new Error(`two-factor confirmation failed: ${verify.status} ${await verify.text()}`);
  // Confirming the enrolment replaces the session (Better Auth sets a new cookie); keep the old one otherwise.
  return sessionCookie(verify) || sessionCookieHeader;
}

/**
 * 90 days of the 13 metrics for HEALTH_USERS employees of two seeded companies (the scale seed, `--health-days 90`),
 * and for the measured employee (the same demo history, through the same service method).
 */
async function seedHealthData(
  database: Database,
  dataDir: string,
  employeeId: string,
  postgres: boolean,
): Promise<void> {
  const started = performance.now();
  const services = createSeedServices({
    config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    database,
    logger: createSilentLogger(),
    clock: systemClock,
    encryptionKey: generateEncryptionKey(),
  });
  const report = await runScaleSeed({
    options: {
      companies: 2,
      departmentsPerCompany: 5,
      users: HEALTH_USERS,
      seed: 9,
      password: 'OpenWell-Bench-Seed',
      seatLimit: null,
      healthDays: HEALTH_DAYS,
      healthUsers: null,
      pointsDays: 0,
    },
    services,
    concurrency: postgres ? 2 : 1,
  });
  const result = await database.db.execute<{ company_id: string }>(
    sql`select company_id from profiles where user_id = ${employeeId}`,
  );
  const companyId = result.rows[0]!.company_id;
  const to = civilToday(new Date(), await services.companiesService.timeZoneOf(companyId));
  await services.wearablesService.storeDemoHistory([{ userId: employeeId, companyId }], {
    from: addDays(to, -(HEALTH_DAYS - 1)),
    to,
  });
  const counts = report.steps.find((step) => step.name === 'health data')!.counts;
  console.log(
    `seeded ${counts['employees with health data']} employees with ${counts['daily values written']} daily values ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** The demo catalogue's cheapest reward without a stock limit (the server seeds it with the demo company). */
async function cheapestUnlimitedReward(url: string, cookie: string): Promise<{ id: string; pointsCost: number }> {
  const response = await fetch(`${url}${listRewards.path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${listRewards.path} failed: ${response.status} ${await response.text()}`);
  const catalogue = (await response.json()) as {
    balance: number;
    rewards: Array<{ id: string; pointsCost: number; stock: number | null; unavailable: string | null }>;
  };
  if (catalogue.balance !== REDEEMER_POINTS) throw new Error(`a redeemer has ${catalogue.balance} points`);
  const reward = catalogue.rewards.find((r) => r.stock === null && r.unavailable === null);
  if (!reward) throw new Error('the demo company offers no reward without a stock limit');
  return reward;
}

/** Every redeemer's balance is their points minus what their redemptions cost (the ledger's debits, one each). */
async function checkRedeemers(url: string, redeemers: ReadonlyArray<{ cookie: string }>, cost: number): Promise<void> {
  let redemptions = 0;
  for (const { cookie } of redeemers) {
    const catalogue = (await (await fetch(`${url}${listRewards.path}`, { headers: { cookie } })).json()) as {
      balance: number;
    };
    const mine = (await (await fetch(`${url}${listMyRedemptions.path}`, { headers: { cookie } })).json()) as {
      redemptions: unknown[];
    };
    redemptions += mine.redemptions.length;
    if (catalogue.balance !== REDEEMER_POINTS - mine.redemptions.length * cost) {
      throw new Error(
        `a redeemer's balance ${catalogue.balance} does not match ${mine.redemptions.length} redemptions`,
      );
    }
  }
  console.log(`${redemptions} redemptions by ${redeemers.length} employees; every balance matches its redemptions`);
}

async function benchDatabase(database: 'pglite' | 'postgres', port: number) {
  const postgres = database === 'postgres' ? startThrowawayPostgres(port + 1000) : null;
  const server = await startServer(port, {
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DEMO_COMPANY_CODE: COMPANY_CODE,
    ADMIN_SETUP_TOKEN,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  }).catch((error: unknown) => {
    postgres?.stop();
    throw error;
  });
  try {
    const employee = await signUpEmployee(server.url, BENCH_COMPANY, EMAILS.employee);
    const employer = await signUpEmployee(server.url, BENCH_COMPANY, EMAILS.employer);
    for (let i = 1; i <= MORE_MEMBERS; i += 1)
      await signUpEmployee(server.url, BENCH_COMPANY, `bench-member-${i}@example.com`);
    const redeemers: Array<{ cookie: string; userId: string }> = [];
    for (let i = 1; i <= REDEEMERS; i += 1) {
      redeemers.push(await signUpFrom(server.url, BENCH_COMPANY, `bench-redeemer-${i}@example.com`, `127.0.1.${i}`));
    }
    const admin = await setUpAdmin(server.url);
    const cookies: Record<TSession, string> = {
      employee: employee.cookie,
      employer: await promoteToEmployer(server.url, admin, employer),
      admin,
    };
    await writeServerDatabase(server, postgres?.url ?? null, async (serverDatabase) => {
      const { db } = serverDatabase;
      await db.execute(sql`
        insert into audit_log (action, actor_user_id, subject_user_id, company_id, ip, metadata, created_at)
        select 'sign_in_succeeded', p.user_id::text, p.user_id::text, p.company_id, '127.0.0.1',
          '{"method":"email"}'::jsonb, now() - make_interval(mins => i)
        from generate_series(1, ${AUDIT_ROWS}) i cross join profiles p
        where p.user_id = ${employee.userId}`);
      await seedHealthData(serverDatabase, server.dataDir, employee.userId, postgres !== null);
      // Points for the redeemers, as an award would write them: a ledger entry and the cached state.
      const ids = redeemers.map((redeemer) => redeemer.userId);
      await db.execute(sql`
        insert into points_ledger (user_id, company_id, amount, reason, idempotency_key, source_ref)
        select user_id, company_id, ${REDEEMER_POINTS}, 'achievement', 'bench-grant', 'bench'
        from profiles where user_id in ${ids}`);
      await db.execute(sql`
        insert into gamification_state (user_id, company_id, balance, lifetime_points)
        select user_id, company_id, ${REDEEMER_POINTS}, ${REDEEMER_POINTS} from profiles where user_id in ${ids}`);
    });
    await completeQuestionnaire(server.url, employee.cookie);
    const reward = await cheapestUnlimitedReward(server.url, redeemers[0]!.cookie);
    const redeemClients = redeemers.map((redeemer) => ({
      url: `${server.url}${redeemReward.path}`,
      method: 'POST' as const,
      headers: {
        'content-type': 'application/json',
        origin: server.url,
        cookie: redeemer.cookie,
        'idempotency-key': 'bench-[<id>]',
      },
      body: JSON.stringify({ rewardId: reward.id }),
    }));
    const trend = await fetch(`${server.url}${getHealthTrend.path}?days=90`, { headers: { cookie: cookies.employee } });
    if (!trend.ok) throw new Error(`GET ${getHealthTrend.path} failed: ${trend.status} ${await trend.text()}`);
    const { days } = (await trend.json()) as { days: Array<{ steps: number | null }> };
    if (days.filter((day) => day.steps !== null).length < 60) throw new Error('the employee has no 90 days of data');
    const own = await fetch(`${server.url}${getOwnCompany.path}`, { headers: { cookie: cookies.employer } });
    if (!own.ok) throw new Error(`GET ${getOwnCompany.path} as the employer failed: ${own.status} ${await own.text()}`);
    const company = (await own.json()) as { id: string; departments: Array<{ memberCount: number | null }> };
    if (!company.departments.some((d) => d.memberCount !== null)) throw new Error('no department shows its count');
    const setup: TSetup = { companyId: company.id };
    const headersOf = (endpoint: (typeof ENDPOINTS)[number]): Record<string, string> =>
      endpoint.session === null ? {} : { cookie: cookies[endpoint.session] };
    const rounds = new Map<string, TFigures[]>(MEASURED.map((endpoint) => [endpoint.name, []]));
    // Warm-up: JIT, connection pool, caches.
    for (const endpoint of MEASURED) {
      await autocannon({
        url: `${server.url}${endpoint.path(setup)}`,
        connections: CONNECTIONS,
        duration: 2,
        headers: headersOf(endpoint),
      });
    }
    if (MEASURE_REDEEM) {
      await measureClients(redeemClients, { durationSeconds: 2 });
      rounds.set('redeem', []);
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const endpoint of MEASURED) {
        const figures = await measureWith(`${server.url}${endpoint.path(setup)}`, headersOf(endpoint), {
          connections: CONNECTIONS,
          durationSeconds: DURATION,
        });
        rounds.get(endpoint.name)!.push(figures);
      }
      if (MEASURE_REDEEM)
        rounds.get('redeem')!.push(await measureClients(redeemClients, { durationSeconds: DURATION }));
    }
    await checkRedeemers(server.url, redeemers, reward.pointsCost);
    const results = Object.fromEntries([...rounds].map(([name, figures]) => [name, mean(figures)]));
    const baseline = results.health!.requestsPerSecond;
    const endpoints = Object.fromEntries(
      Object.entries(results).map(([name, figures]) => [
        name,
        { ...figures, ratioToHealth: Number((figures.requestsPerSecond / baseline).toFixed(3)) },
      ]),
    );
    return { database, endpoints, redeem: { connections: REDEEMERS, reward: reward.id, cost: reward.pointsCost } };
  } finally {
    await server.stop();
    postgres?.stop();
  }
}

const loadBefore = loadavg()[0]!;
const report: Array<Awaited<ReturnType<typeof benchDatabase>>> = [];
let failed = false;
for (const [index, database] of DATABASES.entries()) {
  const result = await benchDatabase(database, 3211 + index);
  report.push(result);
  console.log(`\n${database}: ${CONNECTIONS} connections, ${ROUNDS} x ${DURATION} s per endpoint`);
  console.log('endpoint               req/s     p50 ms   p95 ms   p99 ms   ratio   non-2xx');
  for (const [name, f] of Object.entries(result.endpoints)) {
    console.log(
      `${name.padEnd(21)} ${String(f.requestsPerSecond).padStart(6)} ${String(f.p50Ms).padStart(10)} ${String(f.p95Ms).padStart(8)} ${String(f.p99Ms).padStart(8)} ${f.ratioToHealth.toFixed(2).padStart(7)} ${String(f.non2xx + f.errors).padStart(9)}`,
    );
  }
  const me = result.endpoints.me!;
  const target = TARGETS[database];
  const checks = [
    { what: `me/health ratio ${me.ratioToHealth} >= ${target.minRatio}`, ok: me.ratioToHealth >= target.minRatio },
    ...(target.maxMeP99Ms === null
      ? []
      : [{ what: `me p99 ${me.p99Ms} ms <= ${target.maxMeP99Ms} ms`, ok: me.p99Ms <= target.maxMeP99Ms }]),
    { what: 'every answer 2xx', ok: Object.values(result.endpoints).every((f) => f.non2xx + f.errors === 0) },
    ...(database === 'postgres'
      ? DASHBOARD_ENDPOINTS.filter((name) => result.endpoints[name]).flatMap((name) => {
          const f = result.endpoints[name]!;
          const { minRatio, maxP99Ms } = DASHBOARD_TARGETS.postgres;
          return [
            { what: `${name}/health ratio ${f.ratioToHealth} >= ${minRatio}`, ok: f.ratioToHealth >= minRatio },
            { what: `${name} p99 ${f.p99Ms} ms <= ${maxP99Ms} ms`, ok: f.p99Ms <= maxP99Ms },
          ];
        })
      : []),
  ];
  for (const check of checks) console.log(`${check.ok ? 'ok  ' : 'FAIL'} ${check.what}`);
  failed ||= checks.some((check) => !check.ok);
}

const resultsDir = join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
if (SELECTION)
  console.log('\nBENCH_ENDPOINTS selects a part: bench/results/authenticated-requests.json left as it was.');
else
  writeFileSync(
    join(resultsDir, 'authenticated-requests.json'),
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        // The machine is shared: figures are comparable within one run only.
        loadAverage1m: { before: loadBefore, after: loadavg()[0] },
        connections: CONNECTIONS,
        durationSeconds: DURATION,
        rounds: ROUNDS,
        targets: TARGETS,
        dashboardTargets: DASHBOARD_TARGETS,
        healthData: { users: HEALTH_USERS + 1, days: HEALTH_DAYS },
        redeemers: REDEEMERS,
        results: report,
      },
      null,
      2,
    )}\n`,
  );
process.exit(failed ? 1 : 0);

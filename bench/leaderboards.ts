/**
 * The leaderboards at scale (issue 10): GET /api/leaderboard/departments and /api/leaderboard/companies against
 * anonymous GET /api/health in the same run, on PostgreSQL (a throwaway cluster on 127.0.0.1), with 100,000 employees
 * in 50 companies x 10 departments (500) and about 10 million ledger entries: the scale seed with `--points-days 95`
 * (points-history.ts), which also writes the monthly points the leaderboards read. autocannon, 10 connections, the
 * endpoints taking turns, each figure the mean of two rounds (bench/lib/http-bench.ts, as authenticated-requests.ts).
 *
 * Targets: each board's req/s at least 0.3 x /api/health's, p95 under 20 ms. Also printed: the seed's time, the
 * first request after the start (it computes the snapshot), the snapshot computation's plan, and the EXPLAIN
 * (ANALYZE, BUFFERS) plan of the one query a board request runs (no scan of the ledger: a few rows of the snapshot by
 * index, their names by primary key). Writes bench/results/leaderboards.json.
 *
 * Options: BENCH_DURATION (seconds per round, default 8), BENCH_LEADERBOARD_USERS (100000),
 * BENCH_LEADERBOARD_POINTS_DAYS (95).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  getCompanyLeaderboard,
  getDepartmentLeaderboard,
  getHealth,
  MIN_GROUP_SIZE,
  type TCompanyLeaderboard,
  type TDepartmentLeaderboard,
} from '@openwell/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import type { AppExecutor, Database } from '../apps/server/src/db/client.ts';
import { createInsightsMembersSource } from '../apps/server/src/features/accounts/accounts.insights.ts';
import { createLeaderboardCompaniesSource } from '../apps/server/src/features/companies/companies.leaderboard-source.ts';
import { createMonthlyPointsSource } from '../apps/server/src/features/gamification/gamification.leaderboard-source.ts';
import {
  companyRowsStatement,
  companySnapshotStatement,
  snapshotStatement,
} from '../apps/server/src/features/leaderboard/leaderboard.repo.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { generateEncryptionKey } from '../apps/server/src/lib/crypto.ts';
import { createSilentLogger } from '../apps/server/src/lib/logger.ts';
import { createSeedServices, runScaleSeed, type TSeedReport } from '../apps/server/src/seed/scale-seed.ts';
import { seedEmployeeEmail } from '../apps/server/src/seed/seed-plan.ts';
import { mean, measure, sessionCookie, type TFigures } from './lib/http-bench.ts';
import { writeServerDatabase } from './lib/server-database.ts';
import { startServer } from './lib/start-server.ts';
import { startThrowawayPostgres } from './lib/throwaway-postgres.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 10;
const ROUNDS = 2;
const USERS = Number(process.env.BENCH_LEADERBOARD_USERS ?? 100_000);
const COMPANIES = 50;
const DEPARTMENTS = 10;
const POINTS_DAYS = Number(process.env.BENCH_LEADERBOARD_POINTS_DAYS ?? 95);
const SEED = 5;
const PASSWORD = 'OpenWell-Bench-Leaderboards';
const TARGETS = { minRatio: 0.3, maxP95Ms: 20 } as const;
const PORT = 3231;

const ENDPOINTS = [
  { name: 'health', path: getHealth.path, signedIn: false },
  { name: 'leaderboard-departments', path: getDepartmentLeaderboard.path, signedIn: true },
  { name: 'leaderboard-companies', path: getCompanyLeaderboard.path, signedIn: true },
] as const;

const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(1));

/** The scale seed in the server's database (as `npm run seed` would write it), with its report. */
async function seed(database: Database, dataDir: string): Promise<TSeedReport> {
  const services = createSeedServices({
    config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    database,
    logger: createSilentLogger(),
    clock: systemClock,
    encryptionKey: generateEncryptionKey(),
  });
  let lines = 0;
  return runScaleSeed({
    options: {
      companies: COMPANIES,
      departmentsPerCompany: DEPARTMENTS,
      users: USERS,
      seed: SEED,
      password: PASSWORD,
      seatLimit: null,
      healthDays: 0,
      healthUsers: null,
      pointsDays: POINTS_DAYS,
    },
    services,
    concurrency: 3,
    // Every tenth line: 50 companies x 2 steps would drown the figures.
    progress: (line) => {
      if (lines++ % 10 === 0) console.log(`  ${line}`);
    },
  });
}

/** EXPLAIN (ANALYZE, BUFFERS) of a statement, as text. */
async function explain(db: AppExecutor, statement: SQL): Promise<string> {
  const result = await db.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers) ${statement}`);
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

async function main() {
  const loadBefore = loadavg()[0]!;
  const postgres = startThrowawayPostgres(PORT + 1000);
  const server = await startServer(PORT, { PUBLIC_URL: `http://127.0.0.1:${PORT}`, DATABASE_URL: postgres.url }).catch(
    (error: unknown) => {
      postgres.stop();
      throw error;
    },
  );
  try {
    // 1. The data.
    console.log(`Seeding ${USERS.toLocaleString('en')} employees with ${POINTS_DAYS} days of points on PostgreSQL...`);
    const seedStarted = performance.now();
    let report: TSeedReport | null = null;
    const sizes: Record<string, number> = {};
    await writeServerDatabase(server, postgres.url, async (database) => {
      report = await seed(database, server.dataDir);
      await database.db.execute(sql`analyze`);
      // The server's job may have computed the snapshot while the seed ran: as after a fresh start, there is none
      // (nor any cohort: the first computation forms them, issue 22).
      await database.db.execute(sql`delete from leaderboard_snapshots`);
      await database.db.execute(sql`delete from leaderboard_cohort_members`);
      await database.db.execute(sql`delete from leaderboard_withheld_groups`);
      for (const table of ['profiles', 'points_ledger', 'points_monthly', 'gamification_state', 'departments']) {
        const result = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)}`);
        sizes[table] = result.rows[0]!.n;
      }
    });
    const seedReport = report! as TSeedReport;
    const seedSeconds = seconds(seedStarted);
    console.log(
      `seeded in ${seedSeconds} s:`,
      seedReport.steps.map((s) => `${s.name} ${s.seconds.toFixed(1)} s`),
    );
    console.log('rows:', sizes);

    // 2. A seeded employee signs in (company 1, employee 1: the seed's password).
    const email = seedEmployeeEmail(SEED, 0, 0);
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const cookie = sessionCookie(signIn);

    // 3. The first requests after the start: no snapshot yet, the first computes it.
    const first = performance.now();
    const departmentsAnswer = await fetch(`${server.url}${getDepartmentLeaderboard.path}`, { headers: { cookie } });
    const firstRequestMs = Math.round(performance.now() - first);
    if (!departmentsAnswer.ok) throw new Error(`departments board: ${departmentsAnswer.status}`);
    const board = (await departmentsAnswer.json()) as TDepartmentLeaderboard;
    const companiesAnswer = await fetch(`${server.url}${getCompanyLeaderboard.path}`, { headers: { cookie } });
    const companyBoard = (await companiesAnswer.json()) as TCompanyLeaderboard;
    console.log(
      `first request (computes the snapshot): ${firstRequestMs} ms; departments listed: ${board.rows.length}, ` +
        `participants ${board.participants}; companies listed: ${companyBoard.rows.length}, ` +
        `participants ${companyBoard.participants}`,
    );
    if (board.rows.length === 0 || companyBoard.rows.length === 0) throw new Error('a board is empty');
    if (board.rows.some((row) => row.memberCount < MIN_GROUP_SIZE)) throw new Error('a small group is listed');

    // 4. The plans: the snapshot computation (rolled back) and the one query of each board request.
    const plans: Record<string, string> = {};
    await writeServerDatabase(server, postgres.url, async (database) => {
      const { db } = database;
      const [viewer] = (
        await db.execute<{ company_id: string }>(
          sql`select p.company_id from profiles p join users u on u.id = p.user_id where u.email = ${email}`,
        )
      ).rows;
      const names = createLeaderboardCompaniesSource();
      const statement = snapshotStatement({
        now: new Date(),
        minGroupSize: MIN_GROUP_SIZE,
        companies: names.companies(),
        members: createInsightsMembersSource().members(),
        monthlyPoints: createMonthlyPointsSource().monthlyPoints(),
      });
      await db
        .transaction(async (tx) => {
          await tx.execute(sql`delete from leaderboard_snapshots`);
          plans['snapshot computation (the job, every 5 minutes)'] = await explain(tx, statement);
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error && error.message.includes('Rollback'))) throw error;
        });
      plans['departments board: the company and its departments, named'] = await explain(
        db,
        companySnapshotStatement(viewer!.company_id, names.departments()),
      );
      plans['companies board: the company rows, named'] = await explain(db, companyRowsStatement(names.companies()));
    });
    for (const [name, plan] of Object.entries(plans)) console.log(`\n--- EXPLAIN (ANALYZE, BUFFERS): ${name}\n${plan}`);

    // 5. The measurement: warm-up, then the endpoints in turn, ROUNDS times.
    const headersOf = (endpoint: (typeof ENDPOINTS)[number]): Record<string, string> =>
      endpoint.signedIn ? { cookie } : {};
    for (const endpoint of ENDPOINTS) {
      await autocannon({
        url: `${server.url}${endpoint.path}`,
        connections: CONNECTIONS,
        duration: 2,
        headers: headersOf(endpoint),
      });
    }
    const rounds = new Map<string, TFigures[]>(ENDPOINTS.map((endpoint) => [endpoint.name, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const endpoint of ENDPOINTS) {
        rounds.get(endpoint.name)!.push(
          await measure(`${server.url}${endpoint.path}`, headersOf(endpoint), {
            connections: CONNECTIONS,
            durationSeconds: DURATION,
          }),
        );
      }
    }
    const results = Object.fromEntries([...rounds].map(([name, figures]) => [name, mean(figures)]));
    const baseline = results.health!.requestsPerSecond;
    const endpoints = Object.fromEntries(
      Object.entries(results).map(([name, figures]) => [
        name,
        { ...figures, ratioToHealth: Number((figures.requestsPerSecond / baseline).toFixed(3)) },
      ]),
    );

    console.log(`\npostgres: ${CONNECTIONS} connections, ${ROUNDS} x ${DURATION} s per endpoint`);
    console.log('endpoint                   req/s     p50 ms   p95 ms   p99 ms   ratio   non-2xx');
    for (const [name, f] of Object.entries(endpoints)) {
      console.log(
        `${name.padEnd(25)} ${String(f.requestsPerSecond).padStart(6)} ${String(f.p50Ms).padStart(10)} ${String(f.p95Ms).padStart(8)} ${String(f.p99Ms).padStart(8)} ${f.ratioToHealth.toFixed(2).padStart(7)} ${String(f.non2xx + f.errors).padStart(9)}`,
      );
    }
    const checks = [
      ...(['leaderboard-departments', 'leaderboard-companies'] as const).flatMap((name) => {
        const f = endpoints[name]!;
        return [
          {
            what: `${name}/health ratio ${f.ratioToHealth} >= ${TARGETS.minRatio}`,
            ok: f.ratioToHealth >= TARGETS.minRatio,
          },
          { what: `${name} p95 ${f.p95Ms} ms < ${TARGETS.maxP95Ms} ms`, ok: f.p95Ms < TARGETS.maxP95Ms },
        ];
      }),
      { what: 'every answer 2xx', ok: Object.values(endpoints).every((f) => f.non2xx + f.errors === 0) },
    ];
    for (const check of checks) console.log(`${check.ok ? 'ok  ' : 'FAIL'} ${check.what}`);

    const resultsDir = join(import.meta.dirname, 'results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      join(resultsDir, 'leaderboards.json'),
      `${JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          // The machine is shared: figures are comparable within one run only.
          loadAverage1m: { before: loadBefore, after: loadavg()[0] },
          data: { users: USERS, companies: COMPANIES, departmentsPerCompany: DEPARTMENTS, pointsDays: POINTS_DAYS },
          rows: sizes,
          seed: { seconds: seedSeconds, steps: seedReport.steps },
          firstRequestMs,
          connections: CONNECTIONS,
          durationSeconds: DURATION,
          rounds: ROUNDS,
          targets: TARGETS,
          endpoints,
          plans,
        },
        null,
        2,
      )}\n`,
    );
    return checks.every((check) => check.ok);
  } finally {
    await server.stop();
    postgres.stop();
  }
}

process.exit((await main()) ? 0 : 1);

/**
 * The scale seed's speed (issue 8): `npm run seed` as a user runs it (the command-line tool in a process of its own,
 * configuration, migrations and all), on PostgreSQL (a throwaway cluster on 127.0.0.1) with 20 companies x 8
 * departments x 100,000 employees and on the embedded PGlite with 10,000. Prints the time and rows per second, checks
 * the rows in PostgreSQL, writes bench/results/seed-scale.json.
 *
 * Target: 100,000 employees in well under two minutes on PostgreSQL (checked: at most 120 s for the whole command).
 * Options: BENCH_DATABASES (`postgres,pglite`), BENCH_SEED_USERS_POSTGRES (100000), BENCH_SEED_USERS_PGLITE (10000).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresBinDir, startThrowawayPostgres } from './lib/throwaway-postgres.ts';

const root = join(import.meta.dirname, '..');
const DATABASES = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',') as Array<'pglite' | 'postgres'>;
const COMPANIES = 20;
const DEPARTMENTS = 8;
const USERS = {
  postgres: Number(process.env.BENCH_SEED_USERS_POSTGRES ?? 100_000),
  pglite: Number(process.env.BENCH_SEED_USERS_PGLITE ?? 10_000),
};
const TARGET_POSTGRES_SECONDS = 120;
/** What sign-up writes per employee: user, credential account, profile, 3 consents, 2 legal acceptances, 1 audit row. */
const TABLES = ['users', 'auth_accounts', 'profiles', 'consents', 'legal_acceptances', 'audit_log'] as const;

type TResult = {
  database: 'postgres' | 'pglite';
  companies: number;
  departmentsPerCompany: number;
  users: number;
  /** The whole command: process start, migrations, seed, report. */
  commandSeconds: number;
  /** The seed's own steps as it reports them. */
  stepSeconds: Record<string, number>;
  employeesPerSecond: number;
  rows: Record<string, number> | null;
  rowsPerSecond: number | null;
};

/** Runs `npm run seed`'s script (apps/server/src/seed/main.ts) with `env`; returns its output and wall time. */
function runSeed(users: number, env: Record<string, string>): { output: string; seconds: number } {
  const args = ['--companies', String(COMPANIES), '--departments-per-company', String(DEPARTMENTS)];
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [join(root, 'apps/server/src/seed/main.ts'), ...args, '--users', String(users)],
    {
      env: { ...process.env, LOG_LEVEL: '', ...env },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`the seed failed (${result.status}): ${result.stderr}${result.stdout}`);
  return { output: result.stdout, seconds };
}

/** "employees (12.3 s): 100,000 employees created, ..." -> { employees: 12.3 } */
function stepSeconds(output: string): Record<string, number> {
  return Object.fromEntries(
    [...output.matchAll(/^(\w[\w-]*) \((\d+(?:\.\d+)?) s\):/gm)].map((match) => [match[1]!, Number(match[2])]),
  );
}

function countRows(url: string): Record<string, number> {
  const bin = postgresBinDir()!;
  const query = TABLES.map((table) => `select '${table}', count(*) from ${table}`).join(' union all ');
  const isRoot = process.getuid?.() === 0;
  const psql = [join(bin, 'psql'), '-At', '-F', ' ', '-d', url, '-c', query];
  const text = execFileSync(isRoot ? 'runuser' : psql[0]!, isRoot ? ['-u', 'postgres', '--', ...psql] : psql.slice(1), {
    encoding: 'utf8',
  });
  return Object.fromEntries(
    text
      .trim()
      .split('\n')
      .map((line) => line.split(' '))
      .map(([table, count]) => [table!, Number(count)]),
  );
}

function bench(database: 'postgres' | 'pglite'): TResult {
  const users = USERS[database];
  const postgres = database === 'postgres' ? startThrowawayPostgres(5433 + Math.floor(Math.random() * 500)) : null;
  const dataDir = mkdtempSync(join(tmpdir(), 'openwell-bench-seed-'));
  try {
    const { output, seconds } = runSeed(users, {
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
    });
    if (!output.includes(`${users.toLocaleString('en')} employees created`)) {
      throw new Error(`the seed did not report ${users} employees created:\n${output}`);
    }
    const steps = stepSeconds(output);
    const employeeSeconds = steps.employees ?? seconds;
    const rows = postgres ? countRows(postgres.url) : null;
    const totalRows = rows ? Object.values(rows).reduce((sum, count) => sum + count, 0) : null;
    return {
      database,
      companies: COMPANIES,
      departmentsPerCompany: DEPARTMENTS,
      users,
      commandSeconds: Number(seconds.toFixed(1)),
      stepSeconds: steps,
      employeesPerSecond: Math.round(users / employeeSeconds),
      rows,
      rowsPerSecond: totalRows === null ? null : Math.round(totalRows / employeeSeconds),
    };
  } finally {
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const loadBefore = loadavg()[0]!;
const results: TResult[] = [];
let failed = false;
for (const database of DATABASES) {
  const result = bench(database);
  results.push(result);
  console.log(
    `\n${database}: ${COMPANIES} companies x ${DEPARTMENTS} departments, ${result.users.toLocaleString('en')} employees`,
  );
  console.log(`  command ${result.commandSeconds} s; steps ${JSON.stringify(result.stepSeconds)}`);
  console.log(`  ${result.employeesPerSecond.toLocaleString('en')} employees/s`);
  if (result.rows) {
    console.log(`  rows ${JSON.stringify(result.rows)}: ${result.rowsPerSecond!.toLocaleString('en')} rows/s`);
    const expected = { users: 1, auth_accounts: 1, profiles: 1, consents: 3, legal_acceptances: 2, audit_log: 1 };
    const rowsOk = TABLES.every((table) =>
      table === 'audit_log'
        ? result.rows![table]! === result.users + COMPANIES // account_created per employee, company_created
        : result.rows![table]! === expected[table] * result.users,
    );
    console.log(`${rowsOk ? 'ok  ' : 'FAIL'} the rows sign-up would write for ${result.users} employees`);
    failed ||= !rowsOk;
  }
  if (database === 'postgres' && result.users >= 100_000) {
    const ok = result.commandSeconds <= TARGET_POSTGRES_SECONDS;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${result.commandSeconds} s <= ${TARGET_POSTGRES_SECONDS} s`);
    failed ||= !ok;
  }
}

const resultsDir = join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  join(resultsDir, 'seed-scale.json'),
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      // The machine is shared: figures are comparable within one run only.
      loadAverage1m: { before: loadBefore, after: loadavg()[0] },
      targets: { postgresSecondsFor100000: TARGET_POSTGRES_SECONDS },
      results,
    },
    null,
    2,
  )}\n`,
);
process.exit(failed ? 1 : 0);

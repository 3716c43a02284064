/**
 * `npm test`: the whole suite, in order: unit + component + integration tests (Vitest),
 * a production build of the web app, then end-to-end tests (Playwright on Debian's Chromium
 * against the real server). Runs on the embedded database (PGlite) by default and on PostgreSQL
 * when TEST_DATABASE_URL is set. Ends with one line "tests: N passed, N failed, N skipped".
 *
 * Options (after `npm test --`):
 *   --database-only  only the tests that depend on the database engine: the Vitest project
 *                    `server-db` (apps/server/test/ and *.db.test.ts, every test of the server's
 *                    SQL) and the end-to-end smoke of the wiring tagged @pg (a few of the @db
 *                    tests: sign-up and sign-in, a sync, a write in each main feature). CI runs
 *                    this on PostgreSQL after the whole suite ran on PGlite (ADR 006).
 *   --skip-build     use the web app already built in apps/web/dist instead of building it again.
 *   --postgres URL   then run the tests that depend on the database engine (as --database-only) again
 *                    on the PostgreSQL server at URL: its `server-db` tests, then the @pg smoke.
 *                    CI's one test command (ADR 006).
 * SKIP_E2E=1 leaves out the build and the end-to-end tests.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureChromium } from './ensure-chromium.ts';
import { withE2eDatabase } from './e2e-database.ts';

const { values: options } = parseArgs({
  options: {
    'database-only': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    postgres: { type: 'string' },
  },
});
const databaseOnly = options['database-only'];
const postgresUrl = options.postgres;
if (postgresUrl && databaseOnly) {
  console.error('--postgres runs the database tests on PostgreSQL after the whole suite: not with --database-only.');
  process.exit(2);
}

const root = join(import.meta.dirname, '..');
const reports = mkdtempSync(join(tmpdir(), 'openwell-test-'));
// Node's compile cache for every process of the run: the servers, seeds and fakes that the tests start over and over
// compile their modules (TypeScript stripped included) once (ADR 006).
process.env.NODE_COMPILE_CACHE ??= join(reports, 'node-compile-cache');
const counts = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
/** The failed tests by name, repeated at the very end: CI logs are often read from their tail. */
const failures: string[] = [];
let ok = true;

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${label} ===`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0)
    console.error(`${label} failed (exit ${result.status ?? result.signal}) after ${seconds} s.`);
  else console.log(`=== ${label}: ${seconds} s ===`);
  return result.status === 0;
}

function vitestArgs(report: string, projects: readonly string[]): string[] {
  return [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
}

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL (TEST_DATABASE_URL)' : 'PGlite (embedded)';
console.log(`OpenWell test suite on ${database}${databaseOnly ? ': only the tests that touch the database' : ''}`);

// 1. Vitest: every workspace project (see vitest.config.ts), or only the server's database tests.
const vitestReport = join(reports, 'vitest.json');
ok =
  run(
    databaseOnly ? 'server tests that open a database (Vitest)' : 'unit, component and integration tests',
    'npx',
    vitestArgs(vitestReport, databaseOnly ? ['server-db'] : []),
  ) && ok;
countVitest(vitestReport);

// 2 and 3. Production build, then Playwright against the real server; with --postgres then the @pg smoke on it.
let endToEndRan = false;
if (process.env.SKIP_E2E === '1') {
  console.log('\nSKIP_E2E=1: end-to-end tests skipped.');
} else {
  ensureChromium();
  let built: boolean;
  if (options['skip-build']) {
    built = existsSync(join(root, 'apps/web/dist/index.html'));
    console.log(
      built ? '\n--skip-build: using the web app in apps/web/dist.' : '\n--skip-build: apps/web/dist is missing.',
    );
  } else {
    built = run('build the web app', 'npm', ['run', 'build']);
  }
  if (!built) {
    ok = false;
  } else {
    await endToEnd(process.env.TEST_DATABASE_URL, databaseOnly);
    endToEndRan = true;
  }
}
// With --postgres: the engine-dependent tests again, on PostgreSQL. After the rest, not beside it: the suite is
// CPU-bound, and the timing tests need the machine's attention (ADR 006).
if (postgresUrl) {
  const postgresVitestReport = join(reports, 'vitest-postgres.json');
  ok =
    run(
      'server tests that open a database, on PostgreSQL (Vitest)',
      'npx',
      vitestArgs(postgresVitestReport, ['server-db']),
      {
        TEST_DATABASE_URL: postgresUrl,
      },
    ) && ok;
  countVitest(postgresVitestReport);
  if (endToEndRan) await endToEnd(postgresUrl, true);
}

rmSync(reports, { recursive: true, force: true });
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((name) => `  ${name}`).join('\n')}`);
if (!ok && counts.failed === 0) counts.failed = 1; // a step failed before it could count its tests
if (counts.flaky > 0) console.log(`\n${counts.flaky} end-to-end test(s) passed only on a retry (flaky): see above.`);
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(ok ? 0 : 1);

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; ok: boolean; line?: number }[];
}
interface PlaywrightReport {
  stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
}

function failedPlaywrightTests(suites: PlaywrightSuite[], path: string[] = []): string[] {
  return suites.flatMap((suite) => {
    const here = suite.file && path.length === 0 ? [suite.file] : [...path, suite.title];
    const own = (suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => [...here, spec.title].join(' > '));
    return [...own, ...failedPlaywrightTests(suite.suites ?? [], here)];
  });
}

/** Adds a Vitest JSON report's counts and failures to the run's. */
function countVitest(report: string): void {
  const vitest = readJson(report) as
    | {
        numPassedTests: number;
        numFailedTests: number;
        numPendingTests: number;
        testResults?: { name: string; message?: string; assertionResults?: { fullName: string; status: string }[] }[];
      }
    | undefined;
  if (!vitest) return;
  counts.passed += vitest.numPassedTests;
  counts.failed += vitest.numFailedTests;
  counts.skipped += vitest.numPendingTests;
  for (const file of vitest.testResults ?? []) {
    const where = file.name.replace(`${root}/`, '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`Vitest  ${where} > ${test.fullName}`);
    if (failed.length === 0 && file.message) failures.push(`Vitest  ${where}: ${file.message.split('\n')[0]}`);
  }
}

/** Playwright against the real server on `serverUrl` (PGlite without one): every test, or the smoke tagged @pg. */
async function endToEnd(serverUrl: string | undefined, smokeOnly: boolean): Promise<void> {
  const e2eReport = join(reports, `playwright-${Math.random().toString(36).slice(2)}.json`);
  const on = serverUrl ? ', on PostgreSQL' : '';
  const label = smokeOnly
    ? `end-to-end smoke tagged @pg (Playwright, Chromium${on})`
    : `end-to-end tests (Playwright, Chromium${on})`;
  const e2eOk = await withE2eDatabase(serverUrl, (databaseUrl) =>
    run(label, 'npm', ['run', 'test', '--workspace', '@openwell/e2e', '--', ...(smokeOnly ? ['--grep', '@pg'] : [])], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
      ...(databaseUrl ? { E2E_DATABASE_URL: databaseUrl } : {}),
    }),
  );
  ok = e2eOk && ok;
  const e2e = readJson(e2eReport) as PlaywrightReport | undefined;
  if (e2e) for (const name of failedPlaywrightTests(e2e.suites ?? [])) failures.push(`Playwright  ${name}`);
  if (e2e?.stats) {
    counts.passed += e2e.stats.expected + e2e.stats.flaky;
    counts.failed += e2e.stats.unexpected;
    counts.skipped += e2e.stats.skipped;
    counts.flaky += e2e.stats.flaky;
  } else if (!e2eOk) {
    counts.failed += 1;
  }
}

/**
 * Sync ingest (issue 9): storing 90 days x 13 metrics of one user (1,170 values: the demo provider's days, with the
 * days and metrics it leaves out filled in, generated before the clock starts: the provider's time is excluded), on
 * the embedded PGlite. Each round stores a new user's 90 days
 * (all rows new), then the same days again (a retried sync: nothing changes). Prints the median and the worst of the
 * rounds and writes bench/results/sync-ingest.json.
 *
 * Target: under 200 ms for the first store on PGlite (the median).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { METRIC_DEFINITIONS, METRICS, SCOPE_GROUPS, dayKeys } from '../packages/contracts/src/index.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { companies } from '../apps/server/src/features/companies/companies.tables.ts';
import { users } from '../apps/server/src/features/auth/auth.tables.ts';
import { createMetricsIngest } from '../apps/server/src/features/wearables/wearables.service.ts';
import { createDemoProvider } from '../apps/server/src/integrations/demo/demo-provider.ts';
import { createSilentLogger } from '../apps/server/src/lib/logger.ts';

const ROUNDS = Number(process.env.BENCH_INGEST_ROUNDS ?? 15);
const TARGET_MS = 200;
const RANGE = { from: '2026-08-25', to: '2026-11-22' }; // 90 days

/** Every day of RANGE x every metric: the demo value where there is one, else a plausible one. */
function fullGrid(demo: Array<{ date: string; metric: (typeof METRICS)[number]; value: number }>) {
  const known = new Map(demo.map((v) => [`${v.date}|${v.metric}`, v.value]));
  const values: typeof demo = [];
  for (const date of dayKeys(RANGE.from, RANGE.to)) {
    for (const metric of METRICS) {
      const { min, max } = METRIC_DEFINITIONS[metric];
      values.push({ date, metric, value: known.get(`${date}|${metric}`) ?? min + (max - min) * 0.3 });
    }
  }
  return values;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const dataDir = mkdtempSync(join(tmpdir(), 'openwell-bench-ingest-'));
const logger = createSilentLogger();
const database = await openDatabase({ dataDir, logger });
try {
  await migrateDatabase(database);
  const [company] = await database.db.insert(companies).values({ name: 'Bench', code: 'BENCH-INGEST' }).returning();
  const ingest = createMetricsIngest({ database, logger });
  const provider = createDemoProvider();
  const load = loadavg()[0]!;
  const first: number[] = [];
  const again: number[] = [];
  let rows = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const [user] = await database.db
      .insert(users)
      .values({ name: `u${round}`, email: `u${round}@bench.test` })
      .returning();
    const demo = await provider.dailyMetrics({
      accessToken: `bench-${round}`,
      grantedScopes: SCOPE_GROUPS,
      range: RANGE,
      timeZone: 'Europe/Zurich',
    });
    const values = fullGrid(demo);
    rows = values.length;
    const owner = { userId: user!.id, companyId: company!.id };
    let started = performance.now();
    await ingest(owner, 'demo', values);
    first.push(performance.now() - started);
    started = performance.now();
    await ingest(owner, 'demo', values);
    again.push(performance.now() - started);
  }
  const result = {
    benchmark: 'sync-ingest',
    measuredAt: new Date().toISOString(),
    database: 'pglite',
    loadAverage1m: { before: load, after: loadavg()[0]! },
    rounds: ROUNDS,
    valuesPerRound: rows,
    firstStoreMs: { median: Math.round(median(first) * 10) / 10, max: Math.round(Math.max(...first) * 10) / 10 },
    retriedStoreMs: { median: Math.round(median(again) * 10) / 10, max: Math.round(Math.max(...again) * 10) / 10 },
    targetMs: TARGET_MS,
    withinTarget: median(first) < TARGET_MS,
  };
  console.log(
    `sync ingest, PGlite: ${rows} values (90 days x 13 metrics)\n` +
      `  first store: median ${result.firstStoreMs.median} ms, max ${result.firstStoreMs.max} ms\n` +
      `  retried store (unchanged): median ${result.retriedStoreMs.median} ms, max ${result.retriedStoreMs.max} ms\n` +
      `${result.withinTarget ? 'ok  ' : 'FAIL'} median first store < ${TARGET_MS} ms (load ${load.toFixed(2)})`,
  );
  mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(join(import.meta.dirname, 'results', 'sync-ingest.json'), `${JSON.stringify(result, null, 2)}\n`);
  if (!result.withinTarget) process.exitCode = 1;
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

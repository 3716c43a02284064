/**
 * Awarding points (issue 10) on the embedded PGlite: what the job `gamification.award` does after a sync or a logged
 * activity, through the real services (gamification reading the values through the wearables service). Each round
 * takes a new person with 90 days of demo history stored and
 * - backfill: awards the 30 days a first sync delivers (the first award of a person),
 * - one user-day: today's values change (a sync during the day), then today is awarded (the usual award),
 * - unchanged: the same award again (a repeated sync: reads, finds nothing to append);
 * and, for comparison, the dashboard's summary of that person (GET /api/gamification without HTTP).
 * Prints the median and the worst of the rounds and writes bench/results/awarding.json. PGlite runs in this process,
 * so the process's CPU time per award is printed beside the wall time: on a busy machine the wall time includes
 * waiting for a core, the CPU time does not.
 *
 * Target: under 10 ms for one user-day on PGlite (the median wall time).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { users } from '../apps/server/src/features/auth/auth.tables.ts';
import { companies } from '../apps/server/src/features/companies/companies.tables.ts';
import { createServices } from '../apps/server/src/features/services.ts';
import { addDays } from '@openwell/contracts';
import { demoDays } from '../apps/server/src/integrations/demo/demo-data.ts';
import { createJobQueue } from '../apps/server/src/jobs/job-queue.ts';
import { createFixedClock } from '../apps/server/src/lib/clock.ts';
import { generateEncryptionKey } from '../apps/server/src/lib/crypto.ts';
import { createSilentLogger } from '../apps/server/src/lib/logger.ts';

const ROUNDS = Number(process.env.BENCH_AWARDING_ROUNDS ?? 30);
const TARGET_MS = 10;
const TODAY = '2026-11-22';
const TIME_ZONE = 'Europe/Zurich';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round1 = (ms: number) => Math.round(ms * 10) / 10;
const figures = (xs: number[]) => ({ median: round1(median(xs)), max: round1(Math.max(...xs)) });

const dataDir = mkdtempSync(join(tmpdir(), 'openwell-bench-awarding-'));
const logger = createSilentLogger();
const database = await openDatabase({ dataDir, logger });
try {
  await migrateDatabase(database);
  const [company] = await database.db
    .insert(companies)
    .values({ name: 'Bench', code: 'BENCH-AWARDING', timeZone: TIME_ZONE })
    .returning();
  const clock = createFixedClock(new Date(`${TODAY}T15:00:00Z`));
  // The services as the server builds them (createServices), the person's days in one zone, no job runner.
  const services = createServices(
    {
      // Demo mode, no Google Health: the demo provider only.
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEARABLES_DEMO_MODE: 'true' }),
      database,
      logger,
      clock,
      encryptionKey: generateEncryptionKey(),
      jobQueue: createJobQueue(logger),
    },
    {
      timeZones: { timeZoneOfPerson: async () => ({ timeZone: TIME_ZONE, notBefore: null }) },
      // Awarding reads no questionnaire (only the health score does).
      bodyMeasures: { latestBodyMeasures: async () => null },
    },
  );
  const wearables = services.wearablesService;
  const gamification = services.gamificationService;

  const load = loadavg()[0]!;
  const backfill: number[] = [];
  const userDay: number[] = [];
  const userDayCpu: number[] = [];
  const unchanged: number[] = [];
  const summaries: number[] = [];
  const cpuMs = (since: NodeJS.CpuUsage) => {
    const { user, system } = process.cpuUsage(since);
    return (user + system) / 1000;
  };
  let entries = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const [user] = await database.db
      .insert(users)
      .values({ name: `u${round}`, email: `u${round}@bench-awarding.test` })
      .returning();
    const owner = { userId: user!.id, companyId: company!.id };
    await wearables.ingest(owner, 'demo', demoDays(`bench-${round}`, { from: addDays(TODAY, -89), to: TODAY }));

    let started = performance.now();
    const first = await gamification.awardDays(owner, [addDays(TODAY, -29)]);
    backfill.push(performance.now() - started);
    entries += first.entries;

    // Later the same day: more steps and active minutes arrive.
    await wearables.ingest(owner, 'demo', [
      { date: TODAY, metric: 'steps', value: 9_000 + round * 100 },
      { date: TODAY, metric: 'activeMinutes', value: 35 + round },
    ]);
    started = performance.now();
    const cpu = process.cpuUsage();
    await gamification.awardDays(owner, [TODAY]);
    userDay.push(performance.now() - started);
    userDayCpu.push(cpuMs(cpu));

    started = performance.now();
    const again = await gamification.awardDays(owner, [TODAY]);
    unchanged.push(performance.now() - started);
    if (again.entries !== 0) throw new Error('a repeated award appended entries');

    started = performance.now();
    await gamification.summary(owner);
    summaries.push(performance.now() - started);
  }

  const result = {
    benchmark: 'awarding',
    measuredAt: new Date().toISOString(),
    database: 'pglite',
    loadAverage1m: { before: load, after: loadavg()[0]! },
    rounds: ROUNDS,
    historyDaysPerPerson: 90,
    backfillEntriesPerPerson: Math.round(entries / ROUNDS),
    backfill30DaysMs: figures(backfill),
    oneUserDayMs: figures(userDay),
    oneUserDayCpuMs: figures(userDayCpu),
    unchangedMs: figures(unchanged),
    summaryMs: figures(summaries),
    targetMs: TARGET_MS,
    withinTarget: median(userDay) < TARGET_MS,
  };
  console.log(
    `awarding, PGlite: ${ROUNDS} people with 90 days of demo history\n` +
      `  backfill (30 days, ${result.backfillEntriesPerPerson} entries): median ${result.backfill30DaysMs.median} ms, max ${result.backfill30DaysMs.max} ms\n` +
      `  one user-day (today's values changed): median ${result.oneUserDayMs.median} ms, max ${result.oneUserDayMs.max} ms` +
      ` (CPU time: median ${result.oneUserDayCpuMs.median} ms)\n` +
      `  unchanged (repeated award): median ${result.unchangedMs.median} ms, max ${result.unchangedMs.max} ms\n` +
      `  summary (dashboard): median ${result.summaryMs.median} ms, max ${result.summaryMs.max} ms\n` +
      `${result.withinTarget ? 'ok  ' : 'FAIL'} median one user-day < ${TARGET_MS} ms (load ${load.toFixed(2)})`,
  );
  mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(join(import.meta.dirname, 'results', 'awarding.json'), `${JSON.stringify(result, null, 2)}\n`);
  if (!result.withinTarget) process.exitCode = 1;
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { generateEncryptionKey } from '../apps/server/src/lib/crypto.ts';
import { createSilentLogger } from '../apps/server/src/lib/logger.ts';
import { createSeedServices, runScaleSeed } from '../apps/server/src/seed/scale-seed.ts';
import { startThrowawayPostgres } from './lib/throwaway-postgres.ts';

const pg = startThrowawayPostgres(5499);
try {
  const logger = createSilentLogger();
  const database = await openDatabase({ dataDir: '/tmp/apiprof', databaseUrl: pg.url, logger });
  await migrateDatabase(database);
  const services = createSeedServices({ config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/apiprof' }), database, logger, clock: systemClock, encryptionKey: generateEncryptionKey() });
  await runScaleSeed({ options: { companies: 2, departmentsPerCompany: 5, users: 1000, seed: 9, password: 'OpenWell-Bench-Seed', seatLimit: null, healthDays: 90, healthUsers: null }, services, concurrency: 2 });
  const r = await database.db.execute<{ user_id: string; company_id: string }>(sql`select user_id, company_id from profiles limit 1 offset 500`);
  const person = { userId: r.rows[0]!.user_id, companyId: r.rows[0]!.company_id };
  const svc = services.wearablesService;
  const uid = person.userId;
  for (const [name, q] of [
    ['grouped', sql`select json_agg(json_build_object('date', day.date, 'values', day.values, 'manualActiveMinutes', day.manual, 'sources', day.sources) order by day.date) as days from (select date, coalesce(json_object_agg(metric, value) filter (where source <> 'manual'), '{}') as values, coalesce(sum(value) filter (where source = 'manual' and metric = 'activeMinutes'), 0) as manual, array_agg(distinct source) as sources from daily_metrics where user_id = ${uid} and date >= '2026-08-25' and date <= '2026-11-22' and metric = any(${sql.param(['steps','sleepHours','activeMinutes'])}::text[]) group by date) day`],
    ['flat-json', sql`select json_agg(json_build_array(date, metric, source, value)) as rows from daily_metrics where user_id = ${uid} and date >= '2026-08-25' and date <= '2026-11-22' and metric = any(${sql.param(['steps','sleepHours','activeMinutes'])}::text[])`],
    ['flat-rows', sql`select date, metric, source, value from daily_metrics where user_id = ${uid} and date >= '2026-08-25' and date <= '2026-11-22' and metric = any(${sql.param(['steps','sleepHours','activeMinutes'])}::text[])`],
  ] as const) {
    for (let i = 0; i < 50; i++) await database.db.execute(q);
    const t0 = performance.now();
    for (let i = 0; i < 500; i++) await database.db.execute(q);
    console.log(name, ((performance.now() - t0) / 500).toFixed(3), 'ms');
  }
  for (const q of [
    sql`explain analyze select date, metric, source, value from daily_metrics where user_id = ${person.userId} and date >= '2026-08-25' and date <= '2026-11-22' and metric in ('steps','sleepHours','activeMinutes')`,
    sql`explain analyze select (select json_agg(json_build_array(metric, source, value)) from daily_metrics where user_id = ${person.userId} and date = '2026-11-22') as values, exists (select 1 from daily_metrics where user_id = ${person.userId}) as has_any`,
  ]) {
    const e = await database.db.execute<Record<string, string>>(q);
    console.log(e.rows.map((row) => Object.values(row)[0]).join('\n'));
  }
  for (const [name, fn] of [
    ['today', () => svc.today(person)],
    ['trend90', () => svc.trend(person, '90')],
    ['status', () => svc.status(person)],
    ['tz', () => services.companiesService.timeZoneOf(person.companyId)],
  ] as const) {
    for (let i = 0; i < 50; i++) await fn();
    const t0 = performance.now();
    const n = 500;
    for (let i = 0; i < n; i++) await fn();
    console.log(name, ((performance.now() - t0) / n).toFixed(3), 'ms');
  }
  await database.close();
} finally {
  pg.stop();
}

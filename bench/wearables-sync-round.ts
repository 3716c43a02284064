/**
 * One round of scheduled wearable syncs (issue 9): 10,000 connected google-health users on PostgreSQL (a throwaway
 * cluster on 127.0.0.1), every connection due, synced by the engine's `runDueSyncs` (the job the scheduler runs every
 * minute) against the local fake of the Google Health API on loopback, in this process. Two rounds:
 *
 * - backfill: every connection's first sync (30 days, about 18 requests each) - all users connecting at once;
 * - steady: the round that recurs every 5 minutes - each connection reads from its last complete day (2 days, 13
 *   requests), and one in twelve access tokens expires within the refresh margin (tokens live an hour, a connection
 *   syncs twelve times an hour) and is refreshed first.
 *
 * The fake serves one seeded 31-day history to every user (`templateUserId`) and grants tokens without the consent
 * round trip (`issueTokens`); it enforces 300 requests a minute per user, as Google does. Prints the round times and
 * syncs per second and writes bench/results/wearables-sync-round.json.
 *
 * Target: the steady round fits in the 5-minute interval (checked: under 300 s).
 * Options: BENCH_SYNC_USERS (10000), BENCH_SYNC_CONCURRENCY (the server's default, 20), BENCH_PG_PORT (55442).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { users } from '../apps/server/src/features/auth/auth.tables.ts';
import { companies } from '../apps/server/src/features/companies/companies.tables.ts';
import { sealSecret } from '../apps/server/src/features/wearables/connection-secrets.ts';
import { createWearableRegistry } from '../apps/server/src/features/wearables/wearable-registry.ts';
import { createMetricsIngest } from '../apps/server/src/features/wearables/wearables.service.ts';
import { createWearablesSync, type TSyncRound } from '../apps/server/src/features/wearables/wearables.sync.ts';
import { dailyMetrics, wearableConnections } from '../apps/server/src/features/wearables/wearables.tables.ts';
import {
  FAKE_GOOGLE_CLIENT_ID,
  FAKE_GOOGLE_CLIENT_SECRET,
  startFakeGoogleHealth,
} from '../apps/server/src/integrations/google-health/fake/index.ts';
import {
  createGoogleHealthProvider,
  scopeGroupsOf,
} from '../apps/server/src/integrations/google-health/google-health-provider.ts';
import { generateEncryptionKey } from '../apps/server/src/lib/crypto.ts';
import { createSilentLogger } from '../apps/server/src/lib/logger.ts';
import { startThrowawayPostgres } from './lib/throwaway-postgres.ts';

const USERS = Number(process.env.BENCH_SYNC_USERS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_SYNC_CONCURRENCY ?? loadConfig({}).wearablesSyncConcurrency);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55442);
const TARGET_SECONDS = 300;
const TIME_ZONE = 'Europe/Zurich';
const TEMPLATE = 'template';
const BATCH = 1000;
const MINUTE = 60_000;

const postgres = startThrowawayPostgres(PG_PORT);
const logger = createSilentLogger();
const fake = await startFakeGoogleHealth({
  users: [{ healthUserId: TEMPLATE, timeZone: TIME_ZONE }],
  templateUserId: TEMPLATE,
});
const database = await openDatabase({ dataDir: '/nonexistent', databaseUrl: postgres.url, logger });
try {
  await migrateDatabase(database);
  const { db } = database;
  const key = generateEncryptionKey();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
  fake.state.seedHistory(TEMPLATE, { days: 31, endDate: today });

  // ---- setup: a company, USERS people, each with a fake Google user and a connection holding sealed tokens ----
  const setupStarted = performance.now();
  const [company] = await db
    .insert(companies)
    .values({ name: 'Bench', code: 'BENCH-SYNC', timeZone: TIME_ZONE })
    .returning();
  for (let from = 0; from < USERS; from += BATCH) {
    const count = Math.min(BATCH, USERS - from);
    const people = await db
      .insert(users)
      .values(Array.from({ length: count }, (_, i) => ({ name: `u${from + i}`, email: `u${from + i}@sync.bench` })))
      .returning({ id: users.id });
    await db.insert(wearableConnections).values(
      people.map(({ id }, i) => {
        const healthUserId = `bench-${from + i}`;
        fake.state.addUser({ healthUserId, timeZone: TIME_ZONE });
        const tokens = fake.state.issueTokens(healthUserId, FAKE_GOOGLE_CLIENT_ID);
        return {
          userId: id,
          companyId: company!.id,
          provider: 'google-health',
          grantedScopes: scopeGroupsOf(tokens.scopes.join(' ')),
          accessToken: sealSecret(key, 'access-token', id, tokens.accessToken),
          accessTokenExpiresAt: tokens.expiresAt,
          refreshToken: sealSecret(key, 'refresh-token', id, tokens.refreshToken),
          nextSyncAt: new Date(Date.now() - MINUTE),
        };
      }),
    );
  }
  const setupSeconds = (performance.now() - setupStarted) / 1000;

  const engine = createWearablesSync({
    database,
    logger,
    clock: { now: () => new Date() },
    encryptionKey: key,
    registry: createWearableRegistry({
      config: { googleHealth: null, wearablesDemoMode: false, publicUrl: 'http://localhost:3000' },
      providers: {
        'google-health': createGoogleHealthProvider({
          clientId: FAKE_GOOGLE_CLIENT_ID,
          clientSecret: FAKE_GOOGLE_CLIENT_SECRET,
          authorizeUrl: fake.authorizeUrl,
          tokenUrl: fake.tokenUrl,
          revokeUrl: fake.revokeUrl,
          apiBaseUrl: fake.url,
        }),
      },
    }),
    ingest: createMetricsIngest({ database, logger }),
    timeZones: { timeZoneOfPerson: async () => ({ timeZone: TIME_ZONE, notBefore: null }) },
    concurrency: CONCURRENCY,
    // The whole round is measured, however long it takes.
    roundBudgetMs: 60 * MINUTE,
  });

  async function round(
    name: string,
  ): Promise<{ name: string; seconds: number; syncsPerSecond: number; requests: number } & TSyncRound> {
    const requestsBefore = fake.state.requests.length;
    const started = performance.now();
    const result = await engine.runDueSyncs();
    const seconds = (performance.now() - started) / 1000;
    const requests = fake.state.requests.length - requestsBefore;
    const figures = {
      name,
      seconds: Math.round(seconds * 10) / 10,
      syncsPerSecond: Math.round(result.total / seconds),
      requests,
      ...result,
    };
    console.log(
      `  ${name}: ${figures.seconds} s for ${result.total} syncs (${figures.syncsPerSecond}/s, ${requests} provider ` +
        `requests): ${result.synced} synced, ${result.delayed} delayed, ${result.failed} failed, ` +
        `${result.needs_reconnect} needs reconnect, ${result.busy} busy, ${result.errors} errors`,
    );
    return figures;
  }

  const load = loadavg()[0]!;
  console.log(
    `wearable sync rounds, PostgreSQL: ${USERS} connected google-health users, concurrency ${CONCURRENCY} (setup ${setupSeconds.toFixed(1)} s)`,
  );
  const backfill = await round('backfill (first sync, 30 days)');

  // Every connection due again; one in twelve access tokens expires within the refresh margin.
  await db.execute(sql`update ${wearableConnections} set next_sync_at = now() - interval '1 minute'`);
  await db.execute(
    sql`update ${wearableConnections} set access_token_expires_at = now() + interval '1 minute'
        where id in (select id from ${wearableConnections} order by id limit ${Math.ceil(USERS / 12)})`,
  );
  const steady = await round('steady (every 5 minutes, from the last complete day)');

  const [{ rows } = { rows: 0 }] = (
    await db.execute<{ rows: number }>(sql`select count(*)::int as rows from ${dailyMetrics}`)
  ).rows;
  const [{ slots } = { slots: 0 }] = (
    await db.execute<{ slots: number }>(
      sql`select count(distinct (extract(epoch from next_sync_at)::bigint % 300) / 60)::int as slots from ${wearableConnections}`,
    )
  ).rows;
  const perMinute = (
    await db.execute<{ minute: number; count: number }>(
      sql`select ((extract(epoch from next_sync_at)::bigint % 300) / 60)::int as minute, count(*)::int as count
          from ${wearableConnections} group by 1 order by 1`,
    )
  ).rows;
  const result = {
    benchmark: 'wearables-sync-round',
    measuredAt: new Date().toISOString(),
    database: 'postgres',
    loadAverage1m: { before: load, after: loadavg()[0]! },
    users: USERS,
    concurrency: CONCURRENCY,
    setupSeconds: Math.round(setupSeconds * 10) / 10,
    rounds: { backfill, steady },
    dailyMetricRows: rows,
    nextSyncSpread: { minutesOfTheInterval: slots, connectionsPerMinute: perMinute.map((row) => row.count) },
    targetSeconds: TARGET_SECONDS,
    withinTarget: steady.seconds < TARGET_SECONDS && steady.synced === USERS,
  };
  console.log(
    `  ${rows} daily values stored; next syncs spread over the interval's minutes: ${result.nextSyncSpread.connectionsPerMinute.join(' / ')}\n` +
      `${result.withinTarget ? 'ok  ' : 'FAIL'} steady round of ${USERS} syncs < ${TARGET_SECONDS} s (load ${load.toFixed(2)})`,
  );
  mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(
    join(import.meta.dirname, 'results', 'wearables-sync-round.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  if (!result.withinTarget) process.exitCode = 1;
} finally {
  await database.close();
  await fake.stop();
  postgres.stop();
}

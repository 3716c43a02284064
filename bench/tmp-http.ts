import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { generateEncryptionKey } from '../apps/server/src/lib/crypto.ts';
import { createSilentLogger } from '../apps/server/src/lib/logger.ts';
import { createSeedServices, runScaleSeed } from '../apps/server/src/seed/scale-seed.ts';
import { startThrowawayPostgres } from './lib/throwaway-postgres.ts';
import { startServer } from './lib/start-server.ts';

const pg = startThrowawayPostgres(5498);
const port = 3290;
try {
  const logger = createSilentLogger();
  const database = await openDatabase({ dataDir: '/tmp/apiprof', databaseUrl: pg.url, logger });
  await migrateDatabase(database);
  const services = createSeedServices({ config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/apiprof' }), database, logger, clock: systemClock, encryptionKey: generateEncryptionKey() });
  await runScaleSeed({ options: { companies: 2, departmentsPerCompany: 5, users: 1000, seed: 9, password: 'OpenWell-Bench-Seed', seatLimit: null, healthDays: 90, healthUsers: null }, services, concurrency: 2 });
  const r = await database.db.execute<{ email: string }>(sql`select u.email from users u join profiles p on p.user_id = u.id limit 1 offset 500`);
  await database.close();
  const server = await startServer(port, { PUBLIC_URL: `http://127.0.0.1:${port}`, DATABASE_URL: pg.url, ...(process.env.PROF ? { NODE_OPTIONS: '--cpu-prof --cpu-prof-dir=/tmp/apiprof/prof' } : {}) });
  try {
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url }, body: JSON.stringify({ email: r.rows[0]!.email, password: 'OpenWell-Bench-Seed' }) });
    const cookie = signIn.headers.getSetCookie().map((v) => v.split(';')[0]).join('; ');
    for (const path of (process.env.PATHS ?? '/api/health,/api/me,/api/wearables,/api/wearables/today,/api/wearables/trend?days=90').split(',')) {
      await autocannon({ url: `${server.url}${path}`, connections: 10, duration: 2, headers: { cookie } });
      const res = await autocannon({ url: `${server.url}${path}`, connections: 10, duration: 5, headers: { cookie } });
      console.log(path, Math.round(res.requests.average), 'req/s p99', res.latency.p99, 'non2xx', res.non2xx);
    }
  } finally {
    await server.stop();
  }
} finally {
  pg.stop();
}

/**
 * `npm run seed -- --companies N --departments-per-company M --users U [--seed S] [--password P] [--seat-limit L]`:
 * the scale seed (scale-seed.ts) on the database the server uses. Boots like server.ts (configuration, database with
 * its data-directory lock, encryption key, migrations), creates the demo company of an empty database as the server
 * would (seedDemoCompany), then runs the seed steps and prints the report.
 */
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError, openDatabase, type Database } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { isAppError } from '../lib/app-error.ts';
import { systemClock } from '../lib/clock.ts';
import { loadEncryptionKey } from '../lib/crypto.ts';
import { createLogger } from '../lib/logger.ts';
import { seedDemoCompany } from './demo-company.ts';
import { parseSeedArgs, SEED_USAGE, SeedArgsError } from './seed-args.ts';
import { formatSeedReport } from './seed-report.ts';
import { createSeedServices, runScaleSeed, SeedConflictError } from './scale-seed.ts';

/** Companies written at once on PostgreSQL (a few of the pool's 10 connections). */
const SEED_CONCURRENCY_POSTGRES = 3;

const print = (text: string) => process.stdout.write(`${text}\n`);
const fail = (text: string, code = 1): never => {
  process.stderr.write(`${text}\n`);
  process.exit(code);
};

async function main(): Promise<void> {
  let parsed: ReturnType<typeof parseSeedArgs>;
  try {
    parsed = parseSeedArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof SeedArgsError) fail(`${error.message}\n\n${SEED_USAGE}`, 2);
    throw error;
  }
  if (parsed.help) {
    print(SEED_USAGE);
    return;
  }
  const { options } = parsed;

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  // The server's log lines (database, key file) only when asked for with LOG_LEVEL; the seed prints its own progress.
  const logger = createLogger({ level: process.env.LOG_LEVEL ? config.logLevel : 'warn' });

  let database: Database;
  try {
    database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, logger });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      fail(`The seed cannot run while a server uses the embedded database. ${error.message}`);
    }
    throw error;
  }
  let refusal: string | null = null;
  try {
    const encryptionKey = await loadEncryptionKey(config, logger);
    await migrateDatabase(database);
    print(
      `Seeding ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`}...`,
    );
    // The demo company first, as the server's first start would create it: an empty database seeded before the first
    // `npm start` still gets one (the server creates none once other companies exist).
    const demo = await seedDemoCompany(database, logger, config);
    print(
      demo.companyCode
        ? `Demo company ${demo.created ? 'created' : 'already there'}: company code ${demo.companyCode}`
        : 'No demo company: the database already had companies without one.',
    );
    const services = createSeedServices({ config, database, logger, clock: systemClock, encryptionKey });
    const report = await runScaleSeed({
      options,
      services,
      progress: print,
      concurrency: database.kind === 'postgres' ? SEED_CONCURRENCY_POSTGRES : 1,
    });
    print(formatSeedReport(report));
  } catch (error) {
    if (error instanceof SeedConflictError) refusal = error.message;
    else if (isAppError(error)) {
      const details = error.details ? ` ${JSON.stringify(error.details)}` : '';
      refusal = `The seed was refused: ${error.code}: ${error.message}${details}`;
    } else throw error;
  } finally {
    // Also releases the data-directory lock.
    await database.close();
  }
  if (refusal !== null) fail(refusal);
}

main().catch((error: unknown) => {
  process.stderr.write(`The seed failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

import { buildApp } from './app.ts';
import type { AppInstance } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { TConfig } from './config.ts';
import { DataDirLockedError, openDatabase } from './db/client.ts';
import type { Database } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { ensureAdminSetupToken } from './features/auth/admin-setup.service.ts';
import { seedDemoData } from './features/companies/companies.seed.ts';
import { sealClearOutboxMail } from './features/mail/mail.service.ts';
import { seedDemoRewards } from './features/rewards/rewards.seed.ts';
import { allJobs } from './jobs/index.ts';
import { startJobRunner } from './jobs/job-runner.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import { systemClock } from './lib/clock.ts';
import { loadEncryptionKey } from './lib/crypto.ts';
import { createLogger } from './lib/logger.ts';
import { installShutdownHandlers } from './lib/shutdown.ts';
import type { ShutdownStep } from './lib/shutdown.ts';
import { appVersion } from './lib/version.ts';

/** Entry point: config -> logger -> database (+lock) -> migrations -> seed -> app -> listen -> jobs. */

/** Boot refusals meant for the person starting the server: one clear line, no stack trace. */
function refuseToStart(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

type Running = { app?: AppInstance; jobRunner?: JobRunner; database?: Database };

function shutdownSteps(running: Running): ShutdownStep[] {
  const { app, jobRunner, database } = running;
  return [
    ...(app ? [{ name: 'http server', run: () => app.close() }] : []),
    ...(jobRunner ? [{ name: 'job runner', run: () => jobRunner.stop() }] : []),
    ...(database ? [{ name: 'database', run: () => database.close() }] : []),
  ];
}

async function main(running: Running): Promise<void> {
  let config: TConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) refuseToStart(error.message);
    throw error;
  }

  const logger = createLogger({ level: config.logLevel });
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'));
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception, exiting');
    process.exit(1);
  });

  installShutdownHandlers({ logger, steps: () => shutdownSteps(running) });
  logger.info({ version: appVersion, nodeEnv: config.nodeEnv }, 'starting OpenWell');

  try {
    running.database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, logger });
  } catch (error) {
    if (error instanceof DataDirLockedError) refuseToStart(error.message);
    throw error;
  }
  const database = running.database;

  const encryptionKey = await loadEncryptionKey(config, logger);
  await migrateDatabase(database);
  // Mail bodies of pending mails written before they were encrypted (issue 22): encrypted now; idempotent.
  const sealed = await sealClearOutboxMail(database, encryptionKey);
  if (sealed > 0) logger.info({ sealed }, 'encrypted the bodies of pending outbox mail');
  await seedDemoData(database, logger, { companyCode: config.demoCompanyCode, seeders: [seedDemoRewards] });
  // While no admin exists: a fresh one-time setup link (logged), so a newcomer can reach the admin area.
  await ensureAdminSetupToken({ config, database, logger, clock: systemClock });

  running.app = await buildApp({ config, database, logger, encryptionKey });
  // Listen first, then start the job runner (its queues and schedules take a few hundred ms): a job sent by a request
  // meanwhile waits for the runner (JobQueue.hold), and a runner that fails to start stops the server as before.
  running.app.jobQueue.hold();
  await running.app.listen({ host: config.host, port: config.port });
  const address = running.app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  logger.info(
    { url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`, publicUrl: config.publicUrl },
    'OpenWell is listening',
  );
  running.jobRunner = await startJobRunner({ database, logger, jobs: [...allJobs, ...running.app.featureJobs] });
  running.app.jobQueue.attach(running.jobRunner);
}

const running: Running = {};
main(running).catch(async (error: unknown) => {
  const logger = createLogger({ level: 'fatal' });
  logger.fatal({ err: error }, 'failed to start');
  running.app?.jobQueue.attach(null);
  await running.app?.close().catch(() => undefined);
  await running.jobRunner?.stop().catch(() => undefined);
  await running.database?.close().catch(() => undefined);
  process.exit(1);
});

import { buildApp } from './app.ts';
import type { AppInstance } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { TConfig } from './config.ts';
import { DataDirLockedError, openDatabase } from './db/client.ts';
import type { Database } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDemoData } from './features/companies/companies.seed.ts';
import { allJobs } from './jobs/index.ts';
import { startJobRunner } from './jobs/job-runner.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import { loadEncryptionKey } from './lib/crypto.ts';
import { createLogger } from './lib/logger.ts';
import type { Logger } from './lib/logger.ts';
import { appVersion } from './lib/version.ts';

/** Entry point: config -> logger -> database (+lock) -> migrations -> seed -> app -> jobs -> listen. */

export const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Boot refusals meant for the person starting the server: one clear line, no stack trace. */
function refuseToStart(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

type Running = { app?: AppInstance; jobRunner?: JobRunner; database?: Database };

function installShutdown(logger: Logger, running: Running): void {
  let shuttingDown = false;
  const shutdown = async (signal: NodeJS.Signals): Promise<void> => {
    if (shuttingDown) {
      logger.warn({ signal }, 'second signal received, forcing exit');
      process.exit(1);
    }
    shuttingDown = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    const timer = setTimeout(() => {
      logger.error({ timeoutMs: SHUTDOWN_TIMEOUT_MS }, 'graceful shutdown timed out, forcing exit');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await running.app?.close();
      logger.info('http server closed');
      await running.jobRunner?.stop();
      logger.info('job runner stopped');
      await running.database?.close();
      logger.info('database closed');
      logger.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));
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

  installShutdown(logger, running);
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
  await seedDemoData(database, logger);

  running.app = await buildApp({ config, database, logger, encryptionKey });
  running.jobRunner = await startJobRunner({ database, logger, jobs: allJobs });

  await running.app.listen({ host: config.host, port: config.port });
  const address = running.app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  logger.info(
    { url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`, publicUrl: config.publicUrl },
    'OpenWell is listening',
  );
}

const running: Running = {};
main(running).catch(async (error: unknown) => {
  const logger = createLogger({ level: 'fatal' });
  logger.fatal({ err: error }, 'failed to start');
  await running.jobRunner?.stop().catch(() => undefined);
  await running.database?.close().catch(() => undefined);
  process.exit(1);
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/app.ts';
import type { AppDeps, AppInstance } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { TConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import type { Clock } from '../../src/lib/clock.ts';
import { allJobs } from '../../src/jobs/index.ts';
import { startJobRunner, type JobRunner } from '../../src/jobs/job-runner.ts';
import { generateEncryptionKey } from '../../src/lib/crypto.ts';
import { createSilentLogger, type Logger } from '../../src/lib/logger.ts';
import { openTestDatabase } from './test-database.ts';

export const TEST_INDEX_HTML =
  '<!doctype html><html><head><title>OpenWell test</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';
export const TEST_ASSET_PATH = '/assets/index-abc123.js';
export const TEST_ASSET_BODY = 'console.log("openwell test asset");';

/** A temporary folder that looks like a built web app: index.html, a hashed asset, sw.js. */
export async function createTestWebDist(root: string): Promise<string> {
  const dist = join(root, 'web-dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), TEST_INDEX_HTML);
  await writeFile(join(dist, TEST_ASSET_PATH.slice(1)), TEST_ASSET_BODY);
  await writeFile(join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
  return dist;
}

export type TestAppOptions = {
  /** Extra environment variables for loadConfig (e.g. PUBLIC_URL). */
  env?: Record<string, string>;
  /** Use this database instead of a fresh one from openTestDatabase(). Not closed by cleanup(). */
  database?: Database;
  /** false: point WEB_DIST_DIR at a folder that does not exist. */
  webDist?: boolean;
  clock?: Clock;
  /** The app's logger (default: silent), e.g. one that captures what would be logged. */
  logger?: Logger;
  registerExtraRoutes?: AppDeps['registerExtraRoutes'];
  /** Start the job runner (every job, polling every 0.5 s) and attach it, as the server does. */
  jobs?: boolean;
  /** The key for data at rest (default: a new random one). */
  encryptionKey?: Buffer;
};

export type TestApp = {
  app: AppInstance;
  config: TConfig;
  database: Database;
  /** The app's key for data at rest. */
  encryptionKey: Buffer;
  tempDir: string;
  /** The job runner, when started (`jobs: true`). */
  jobRunner: JobRunner | null;
  cleanup(): Promise<void>;
};

/**
 * The real app on a fresh migrated database (PGlite in memory, or PostgreSQL with TEST_DATABASE_URL),
 * a temporary DATA_DIR and web dist, and a silent logger. Call cleanup() in afterAll/afterEach.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const tempDir = await mkdtemp(join(tmpdir(), 'openwell-test-'));
  const webDistDir = options.webDist === false ? join(tempDir, 'missing-dist') : await createTestWebDist(tempDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // A cheap scrypt cost (ADR 006), allowed only under NODE_ENV=test: an app built as production hashes like one.
    ...(options.env?.NODE_ENV === undefined || options.env.NODE_ENV === 'test'
      ? { TEST_FAST_PASSWORD_HASHING: 'true' }
      : {}),
    PORT: '0',
    DATA_DIR: join(tempDir, 'data'),
    WEB_DIST_DIR: webDistDir,
    ...options.env,
  });
  const owned = options.database ? undefined : await openTestDatabase();
  const database = options.database ?? owned!.database;
  const encryptionKey = options.encryptionKey ?? generateEncryptionKey();
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? createSilentLogger(),
    encryptionKey,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.registerExtraRoutes ? { registerExtraRoutes: options.registerExtraRoutes } : {}),
  });
  await app.ready();
  let jobRunner: JobRunner | null = null;
  if (options.jobs) {
    jobRunner = await startJobRunner({
      database,
      logger: options.logger ?? createSilentLogger(),
      jobs: [...allJobs, ...app.featureJobs],
      ...(options.clock ? { clock: options.clock } : {}),
      pollingIntervalSeconds: 0.5,
    });
    app.jobQueue.attach(jobRunner);
  }
  return {
    app,
    config,
    database,
    encryptionKey,
    tempDir,
    jobRunner,
    async cleanup() {
      app.jobQueue.attach(null);
      await jobRunner?.stop();
      await app.close();
      await owned?.cleanup();
      await rm(tempDir, { recursive: true, force: true });
    },
  };
}
